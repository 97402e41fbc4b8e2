import { cn } from '../../lib/cn';
import './button.css';

export type ButtonVariant = 'primary' | 'gradient' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Class names of a button look, usable on <button>, <a> or a router <Link>. */
export function buttonClass({ variant = 'primary', size = 'md', block }: ButtonStyleProps, extra?: string): string {
  return cn('btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, block && 'btn--block', extra);
}
