import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import type { FlashcardRating, StudyFlashcardView } from '../api/flashcards-api';
import { useCardKeyboard } from '../hooks/use-card-keyboard';
import { useReviewFlashcard } from '../hooks/use-review-flashcard';
import { randomId } from '../random-id';
import { FlashcardFace } from './flashcard-face';
import { GradeButtons } from './grade-buttons';

/**
 * A review session over the cards that were due when it started (oldest due first): Space reveals,
 * 1–4 grade, each grade moves to the next card. Cards keep their fresh FSRS state from `latest`.
 */
export function ReviewSession({ queue, latest, onClose }: {
  queue: string[];
  latest: Map<string, StudyFlashcardView>;
  onClose: () => void;
}) {
  const [position, setPosition] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [tally, setTally] = useState({ reviewed: 0, correct: 0 });
  const review = useReviewFlashcard();
  const cards = useMemo(() => queue.map((id) => latest.get(id)).filter((c): c is StudyFlashcardView => !!c), [queue, latest]);
  const card = cards[position];
  const done = position >= cards.length;

  const grade = (rating: FlashcardRating) => {
    if (!card || !revealed || review.isPending) return;
    review.mutate({ cardId: card.id, rating, elapsedMs: Date.now() - shownAt, reviewId: randomId() }, {
      onSuccess: (result) => {
        setTally((t) => ({ reviewed: t.reviewed + 1, correct: t.correct + (result.correct ? 1 : 0) }));
        setPosition((p) => p + 1);
        setRevealed(false);
        setShownAt(Date.now());
      },
    });
  };

  useCardKeyboard(!done, { onToggle: () => setRevealed((r) => !r), onGrade: grade, onEscape: onClose });

  return (
    <Card className="review-session" data-testid="review-session">
      <CardHeader>
        <div className="review-session__top">
          <CardTitle as="h2">Review session</CardTitle>
          <Button variant="ghost" size="sm" onClick={onClose}>End session</Button>
        </div>
      </CardHeader>
      <CardContent className="stack">
        <Progress value={Math.min(position, cards.length)} max={cards.length} label="Cards reviewed in this session" />
        {done ? (
          <Alert variant="success" title="All caught up!">
            You reviewed {tally.reviewed} card{tally.reviewed === 1 ? '' : 's'} and remembered {tally.correct}. Cards you missed come back in a few minutes.
            <div className="row" style={{ marginTop: 12 }}><Button onClick={onClose}>Back to my flashcards</Button></div>
          </Alert>
        ) : (
          <>
            <p className="text-muted" data-testid="session-position">Card {position + 1} of {cards.length} · <kbd>Space</kbd> reveals, <kbd>1</kbd>–<kbd>4</kbd> grade</p>
            <FlashcardFace question={card.question} answer={card.answer} revealed={revealed} onToggle={() => setRevealed((r) => !r)} difficulty={card.difficulty} citation={card.citation} size="lg" />
            {revealed && <GradeButtons intervals={card.intervals} onGrade={grade} pending={review.isPending} />}
            <p className="text-muted">From: {card.notesTitle}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
