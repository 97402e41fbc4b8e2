import { SpinnerIcon } from './icons';
import './feedback.css';

export function Spinner({ size = 20, label = 'Loading' }: { size?: number; label?: string }) {
  return (
    <span role="status" aria-label={label} className="row">
      <SpinnerIcon size={size} className="spinner" />
    </span>
  );
}

/** A centred spinner with a visible message, e.g. 'Loading dashboard...'. */
export function LoadingBlock({ message }: { message: string }) {
  return (
    <div className="spinner-block" role="status" aria-live="polite">
      <SpinnerIcon size={32} className="spinner" />
      <span>{message}</span>
    </div>
  );
}
