import { useState } from 'react';
import { cn } from '../../lib/cn';
import { EyeIcon, EyeOffIcon, LockIcon } from './icons';
import type { InputProps } from './input';
import './form.css';

/** A password input with a show/hide toggle. */
export function PasswordInput({ className, ...props }: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-group">
      <LockIcon className="input-group__icon" size={16} />
      <input
        type={visible ? 'text' : 'password'}
        className={cn('input input--with-icon input--with-action', className)}
        {...props}
      />
      <button
        type="button"
        className="input-group__action"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-controls={props.id}
        title={visible ? 'Hide password' : 'Show password'}
      >
        {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        {/* Text content, not aria-label, so label-based lookups of the password field stay unambiguous. */}
        <span className="sr-only">{visible ? 'Hide password' : 'Show password'}</span>
      </button>
    </div>
  );
}
