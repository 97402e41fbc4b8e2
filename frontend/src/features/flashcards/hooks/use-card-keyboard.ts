import { useEffect, useRef } from 'react';
import type { FlashcardRating } from '../api/flashcards-api';

const RATING_KEYS: Record<string, FlashcardRating> = { '1': 'again', '2': 'hard', '3': 'good', '4': 'easy' };

export interface CardKeyboardHandlers {
  onToggle: () => void;
  onGrade?: (rating: FlashcardRating) => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onEscape?: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * Space reveals (or hides) the answer, 1–4 grade Again/Hard/Good/Easy, arrows move, Escape leaves.
 * Only while `active`, and never while the learner types in a field.
 */
export function useCardKeyboard(active: boolean, handlers: CardKeyboardHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      const h = latest.current;
      if (event.key === ' ' || event.key === 'Spacebar') {
        event.preventDefault();
        h.onToggle();
      } else if (RATING_KEYS[event.key] && h.onGrade) {
        event.preventDefault();
        h.onGrade(RATING_KEYS[event.key]);
      } else if (event.key === 'ArrowLeft' && h.onPrevious) {
        event.preventDefault();
        h.onPrevious();
      } else if (event.key === 'ArrowRight' && h.onNext) {
        event.preventDefault();
        h.onNext();
      } else if (event.key === 'Escape' && h.onEscape) {
        event.preventDefault();
        h.onEscape();
      }
    };
    // Capture phase: Space reveals even while a button (Next, a grade) has focus, instead of clicking it again.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active]);
}
