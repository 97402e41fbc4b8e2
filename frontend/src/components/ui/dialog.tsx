import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { CloseIcon } from './icons';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Close when the backdrop is clicked (default true). */
  dismissible?: boolean;
}

/**
 * A modal dialog on the native <dialog>: focus is trapped, Escape closes, focus returns on close.
 * Opening focuses the first focusable element of the content (or of the footer).
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className, dismissible = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cn('dialog', className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      onClose={() => open && onOpenChange(false)}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      {open && (
        <div className="dialog__inner">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">{title}</h2>
            {description && <p id={descriptionId} className="dialog__description">{description}</p>}
          </div>
          {children}
          {footer && <div className="dialog__footer">{footer}</div>}
          {/* Last in DOM order so opening focuses the first field or action, not the close button. */}
          <Button variant="ghost" size="icon" className="dialog__close" aria-label="Close dialog" onClick={() => onOpenChange(false)}>
            <CloseIcon />
          </Button>
        </div>
      )}
    </dialog>
  );
}
