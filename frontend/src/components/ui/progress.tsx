import { cn } from '../../lib/cn';
import './feedback.css';

export interface ProgressProps {
  /** 0..max */
  value: number;
  max?: number;
  tone?: 'brand' | 'success' | 'warning' | 'danger';
  label?: string;
  className?: string;
}

export function Progress({ value, max = 100, tone = 'brand', label, className }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={Math.round(clamped)}
      aria-label={label}
      className={cn('progress', tone !== 'brand' && `progress--${tone}`, className)}
    >
      <div className="progress__bar" style={{ transform: `scaleX(${clamped / safeMax})` }} />
    </div>
  );
}
