import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClass, type ButtonStyleProps } from './button-variants';
import { SpinnerIcon } from './icons';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, block, loading, className, disabled, children, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <SpinnerIcon className="btn__spinner" size={16} />}
      {children}
    </button>
  );
}
