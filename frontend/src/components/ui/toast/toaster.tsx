import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { ToastItem } from './toast-item';
import { TOAST_HOTKEY, toastsAtom } from './toast-store';
import './toast.css';

/** The toast viewport. Mount once, near the root. `F8` moves focus to it. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`} className="toast-region">
      {/* Not a list: each toast is a live region (status/alert), which a list item cannot be. */}
      <div ref={viewport} tabIndex={-1} className="toast-viewport" data-testid="toast-viewport">
        {toasts.map((entry) => (
          <ToastItem key={entry.id} entry={entry} />
        ))}
      </div>
    </section>
  );
}
