import type { CSSProperties, HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import './feedback.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
}

/** A shimmering placeholder for content that is loading. Hidden from assistive tech. */
export function Skeleton({ width, height = 16, radius, className, style, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cn('skeleton', className)}
      style={{ width, height, borderRadius: radius, ...style }}
      {...props}
    />
  );
}
