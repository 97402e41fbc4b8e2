import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cutAnswer, dueLabel, percentCorrect, PREVIEW_CARD_COUNT } from '../flashcard-format';

export interface ListedCard {
  id: string;
  question: string;
  answer: string;
  notesId: string;
  notesTitle: string;
  difficulty: string;
  nextReviewAt: string;
  timesReviewed: number;
  correctAnswers: number;
  /** False for another learner's public card. */
  own: boolean;
  mastered?: boolean;
}

/** A folded list: 3 cards with answers cut to 50 characters until unfolded (spec section 9). */
export function FlashcardList({ cards, label, testId }: { cards: ListedCard[]; label: string; testId?: string }) {
  const [open, setOpen] = useState(false);
  const shown = open ? cards : cards.slice(0, PREVIEW_CARD_COUNT);
  return (
    <div className="stack" data-testid={testId}>
      <ul className="flashcard-list" aria-label={label}>
        {shown.map((card) => (
          <li key={card.id} className="flashcard-list__item" data-testid="flashcard-list-item">
            <div className="flashcard-list__text">
              <span className="flashcard-list__question">{card.question}</span>
              <span className="flashcard-list__answer">{open ? card.answer : cutAnswer(card.answer)}</span>
              <Link to={`/notes/${card.notesId}?tab=flashcards`} className="flashcard-list__notes">{card.notesTitle || 'Open notes'}</Link>
            </div>
            <div className="flashcard-list__meta">
              {card.own ? <span>{dueLabel(card.nextReviewAt)}</span> : <Badge variant="outline">Public</Badge>}
              {card.mastered && <Badge variant="success">Mastered</Badge>}
              {card.own && card.timesReviewed > 0 && <span>{percentCorrect(card.correctAnswers, card.timesReviewed)}% of {card.timesReviewed}</span>}
              <Badge variant="neutral">{card.difficulty}</Badge>
            </div>
          </li>
        ))}
      </ul>
      {cards.length > PREVIEW_CARD_COUNT && (
        <Button variant="link" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? 'Show less' : `Show all ${cards.length}`}
        </Button>
      )}
    </div>
  );
}
