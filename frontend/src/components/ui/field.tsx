import { useId, type ReactElement, type ReactNode } from 'react';
import { Label } from './label';
import './form.css';

export interface FieldProps {
  label: ReactNode;
  /** The control's id (generated when omitted). */
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Renders the control with the ids that wire it to the label, hint and error. */
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactElement;
}

/** Label + control + hint/error, accessibly connected. */
export function Field({ label, id: givenId, hint, error, children }: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && !error && <p id={hintId} className="field__hint">{hint}</p>}
      {error && <p id={errorId} className="field__error" role="alert">{error}</p>}
    </div>
  );
}
