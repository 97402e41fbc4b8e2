import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { cn } from '../../../lib/cn';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons';
import { dismissToast, removeToast, TOAST_SWIPE_THRESHOLD, type ToastEntry } from './toast-store';

/** One toast: auto-dismisses after its duration (paused while hovered or focused), swipe right to dismiss. */
export function ToastItem({ entry }: { entry: ToastEntry }) {
  const { id, open, title, description, variant = 'default', duration = 5000, action } = entry;
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const [swipedOut, setSwipedOut] = useState(false);
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const remaining = useRef(duration);

  useEffect(() => {
    if (!open || paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, open, paused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setDragX(Math.max(0, event.clientX - start.current.x));
  };
  const endSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const dx = Math.max(0, event.clientX - start.current.x);
    start.current = null;
    setPaused(false);
    if (dx > TOAST_SWIPE_THRESHOLD) {
      setSwipedOut(true);
      dismissToast(id);
    } else {
      setDragX(0);
    }
  };

  const destructive = variant === 'destructive';
  return (
    <div
      className={cn('toast', `toast--${variant}`, dragX > 0 && 'toast--dragging', swipedOut && 'toast--swiped')}
      data-state={open ? 'open' : 'closed'}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      aria-hidden={open ? undefined : true}
      tabIndex={0}
      style={dragX > 0 ? { transform: `translateX(${dragX}px)`, opacity: Math.max(0.3, 1 - dragX / 300) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => event.key === 'Escape' && dismissToast(id)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      onAnimationEnd={() => !open && removeToast(id)}
    >
      <span className="toast__icon" aria-hidden="true">
        {destructive ? <AlertIcon size={18} /> : variant === 'success' ? <CheckIcon size={18} /> : null}
      </span>
      <div className="toast__body">
        {title && <div className="toast__title">{title}</div>}
        {description && <div className="toast__description">{description}</div>}
      </div>
      {action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            action.onClick();
            dismissToast(id);
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label="Close notification" onClick={() => dismissToast(id)}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
