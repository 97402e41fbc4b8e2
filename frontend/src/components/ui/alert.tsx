import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import './feedback.css';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: 'info' | 'success' | 'warning' | 'destructive';
  icon?: ReactNode;
  title?: ReactNode;
}

export function Alert({ variant = 'info', icon, title, children, className, ...props }: AlertProps) {
  return (
    <div role={variant === 'destructive' ? 'alert' : 'status'} className={cn('alert', `alert--${variant}`, className)} {...props}>
      {icon}
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
