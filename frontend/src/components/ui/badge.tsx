import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import './badge.css';

export type BadgeVariant = 'default' | 'solid' | 'outline' | 'success' | 'warning' | 'destructive' | 'neutral';

export function Badge({ variant = 'default', className, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cn('badge', `badge--${variant}`, className)} {...props} />;
}
