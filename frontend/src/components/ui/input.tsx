import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import './form.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn('input', className)} {...props} />;
}
