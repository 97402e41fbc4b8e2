import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import './card.css';

type DivProps = HTMLAttributes<HTMLDivElement>;

export function Card({ className, interactive, ...props }: DivProps & { interactive?: boolean }) {
  return <div className={cn('card', interactive && 'card--interactive', className)} {...props} />;
}
export function CardHeader({ className, ...props }: DivProps) {
  return <div className={cn('card__header', className)} {...props} />;
}
export function CardTitle({ className, as: Tag = 'h3', ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' }) {
  return <Tag className={cn('card__title', className)} {...props} />;
}
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('card__description', className)} {...props} />;
}
export function CardContent({ className, ...props }: DivProps) {
  return <div className={cn('card__content', className)} {...props} />;
}
export function CardFooter({ className, ...props }: DivProps) {
  return <div className={cn('card__footer', className)} {...props} />;
}
