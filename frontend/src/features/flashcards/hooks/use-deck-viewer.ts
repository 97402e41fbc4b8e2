import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Position in a deck (spec section 4, flashcard viewer): question first, a click toggles the answer,
 * moving hides it, Next stops at the last card and Previous at the first, Reset returns to card 1.
 */
export function useDeckViewer(count: number) {
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const shownAt = useRef(Date.now());

  // A deck that shrank (or loaded) keeps the position inside it.
  useEffect(() => {
    if (count > 0 && index > count - 1) setIndex(count - 1);
  }, [count, index]);

  const goTo = useCallback((next: number) => {
    setIndex((current) => {
      const target = Math.min(Math.max(next, 0), Math.max(count - 1, 0));
      if (target !== current) shownAt.current = Date.now();
      return target;
    });
    setRevealed(false);
  }, [count]);

  return {
    index,
    revealed,
    isFirst: index === 0,
    isLast: index >= count - 1,
    toggle: useCallback(() => setRevealed((r) => !r), []),
    next: useCallback(() => goTo(index + 1), [goTo, index]),
    previous: useCallback(() => goTo(index - 1), [goTo, index]),
    reset: useCallback(() => { goTo(0); shownAt.current = Date.now(); }, [goTo]),
    goTo,
    /** Milliseconds since the current card's question was shown. */
    elapsedMs: () => Date.now() - shownAt.current,
  };
}

export type DeckViewer = ReturnType<typeof useDeckViewer>;
