import type { Citation } from '@studyloop/events';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

function sourceLabel(citation: Citation | undefined): string | null {
  if (!citation) return null;
  if (citation.page != null) return `Page ${citation.page}`;
  if (citation.time != null) {
    const s = Math.max(0, Math.floor(citation.time));
    return `At ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  return null;
}

export interface FlashcardFaceProps {
  question: string;
  answer: string;
  revealed: boolean;
  onToggle: () => void;
  difficulty?: string;
  citation?: Citation;
  size?: 'md' | 'lg';
}

/**
 * One card: the question, and the answer once clicked (click again hides it). Its name is its visible
 * text (a speech-input user says what they see); aria-expanded tells whether the answer shows.
 */
export function FlashcardFace({ question, answer, revealed, onToggle, difficulty, citation, size = 'md' }: FlashcardFaceProps) {
  const source = sourceLabel(citation);
  return (
    <button
      type="button"
      className={cn('flashcard-face', revealed && 'flashcard-face--revealed', size === 'lg' && 'flashcard-face--lg')}
      onClick={onToggle}
      aria-expanded={revealed}
      data-testid="flashcard"
    >
      <span className="flashcard-face__meta">
        <span className="flashcard-face__side">{revealed ? 'Answer' : 'Question'}</span>
        {difficulty && <Badge variant="neutral">{difficulty}</Badge>}
      </span>
      <span className="flashcard-face__question">{question}</span>
      {revealed ? (
        <span className="flashcard-face__answer" data-testid="flashcard-answer">
          {answer}
          {source && <span className="flashcard-face__source">{source}</span>}
        </span>
      ) : (
        <span className="flashcard-face__hint">Click to reveal the answer</span>
      )}
    </button>
  );
}
