import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { InputProps } from './input';
import './form.css';

/** An input with a leading decorative icon. */
export function IconInput({ icon, className, type = 'text', ...props }: InputProps & { icon: ReactNode }) {
  return (
    <div className="input-group">
      <span className="input-group__icon">{icon}</span>
      <input type={type} className={cn('input input--with-icon', className)} {...props} />
    </div>
  );
}
