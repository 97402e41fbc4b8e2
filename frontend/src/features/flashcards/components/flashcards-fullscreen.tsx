import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, LoopIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { DeckViewer } from '../hooks/use-deck-viewer';

/** Dots stop being useful past this many cards; the counter stays. */
const MAX_DOTS = 40;

/**
 * The fullscreen overlay (spec section 2): Exit Fullscreen, Reset, position counter, dot indicators,
 * Previous/Next, around the same card the tab shows. Escape exits; focus returns to where it was.
 */
export function FlashcardsFullscreen({ title, count, viewer, onExit, children }: {
  title: string;
  count: number;
  viewer: DeckViewer;
  onExit: () => void;
  children: ReactNode;
}) {
  const exitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // The page behind the overlay is out of reach for focus and assistive tech while it is open.
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    exitRef.current?.focus();
    return () => {
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  return createPortal(
    <div className="flashcards-fullscreen" role="dialog" aria-modal="true" aria-label={`${title}: flashcards in fullscreen`} data-testid="flashcards-fullscreen">
      <div className="flashcards-fullscreen__bar">
        <Button ref={exitRef} variant="ghost" onClick={onExit}><CloseIcon size={16} /> Exit Fullscreen</Button>
        <span className="flashcards-fullscreen__counter" aria-live="polite" data-testid="fullscreen-counter">{viewer.index + 1} / {count}</span>
        <Button variant="ghost" onClick={viewer.reset}><LoopIcon size={16} /> Reset</Button>
      </div>
      <div className="flashcards-fullscreen__stage">{children}</div>
      <div className="flashcards-fullscreen__nav">
        <Button variant="outline" onClick={viewer.previous} disabled={viewer.isFirst}><ArrowLeftIcon size={16} /> Previous</Button>
        {count <= MAX_DOTS && (
          <div className="flashcards-dots" role="group" aria-label="Cards">
            {Array.from({ length: count }, (_, i) => (
              <button
                key={i}
                type="button"
                className={cn('flashcards-dots__dot', i === viewer.index && 'flashcards-dots__dot--current')}
                aria-label={`Card ${i + 1}`}
                aria-current={i === viewer.index ? 'true' : undefined}
                onClick={() => viewer.goTo(i)}
              />
            ))}
          </div>
        )}
        <Button variant="outline" onClick={viewer.next} disabled={viewer.isLast}>Next <ArrowRightIcon size={16} /></Button>
      </div>
    </div>,
    document.body,
  );
}
