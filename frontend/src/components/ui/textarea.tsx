import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import './form.css';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn('textarea', className)} {...props} />;
}
