import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArrowLeftIcon, ArrowRightIcon, BrainIcon, CardsIcon, LoopIcon, UploadIcon } from '../../../components/ui/icons';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { exportUrl, type FlashcardRating, type StudyFlashcardView } from '../api/flashcards-api';
import { dueLabel, formatInterval } from '../flashcard-format';
import { useCardKeyboard } from '../hooks/use-card-keyboard';
import { useDeckViewer } from '../hooks/use-deck-viewer';
import { useFlashcardDeck, useStudyProgress } from '../hooks/use-flashcard-queries';
import { useReviewFlashcard } from '../hooks/use-review-flashcard';
import { randomId } from '../random-id';
import { DeckStats } from './deck-stats';
import { FlashcardFace } from './flashcard-face';
import { FlashcardsFullscreen } from './flashcards-fullscreen';
import { GradeButtons } from './grade-buttons';
import './flashcards.css';

/** `?mode=study` or `?mode=fullscreen` (from the Notes tab's side panel) opens the tab in that mode. */
const MODE_PARAM = 'mode';
const RATING_LABEL: Record<FlashcardRating, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };

interface Graded {
  cardId: string;
  /** 1-based place of the graded card, named in the saved line once the viewer moved on. */
  position: number;
  rating: FlashcardRating;
  nextReviewAt: string;
}

/**
 * The notes' Flashcards tab (spec sections 2 and 4): one card at a time, click reveals, Previous/Next,
 * Reset, and two independent toggles. Study Mode is a focused session: keys (Space, 1–4, arrows) and
 * after a grade it moves on by itself. Fullscreen shows the same deck in an overlay. The owner grades
 * each revealed card Again/Hard/Good/Easy and FSRS schedules it; the figures above are real.
 */
export function NotesFlashcardsTab({ notesId }: { notesId: string }) {
  const deck = useFlashcardDeck(notesId);
  const cards = deck.data?.cards ?? [];
  const canReview = deck.data?.canReview ?? false;
  const viewer = useDeckViewer(cards.length);
  const review = useReviewFlashcard();
  const [studyMode, setStudyMode] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [session, setSession] = useState({ reviewed: 0, correct: 0, finished: false });
  const [graded, setGraded] = useState<Graded | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // The study streak (any study activity, learner's saved time zone) from the progress API; the deck's
  // own review-day streak stands in while it is unavailable.
  const progress = useStudyProgress(canReview);

  const requestedMode = searchParams.get(MODE_PARAM);
  useEffect(() => {
    if (!requestedMode) return;
    if (requestedMode === 'study') setStudyMode(true);
    if (requestedMode === 'fullscreen') setFullscreen(true);
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.delete(MODE_PARAM);
      return next;
    }, { replace: true, preventScrollReset: true });
  }, [requestedMode, setSearchParams]);

  const card: StudyFlashcardView | undefined = cards[viewer.index];
  const justGraded = graded && card && graded.cardId === card.id ? graded : null;

  const grade = (rating: FlashcardRating) => {
    if (!card || !canReview || !viewer.revealed || review.isPending || justGraded) return;
    const atLast = viewer.isLast;
    review.mutate({ cardId: card.id, rating, elapsedMs: viewer.elapsedMs(), reviewId: randomId() }, {
      onSuccess: (result) => {
        setSession((s) => ({ reviewed: s.reviewed + 1, correct: s.correct + (result.correct ? 1 : 0), finished: s.finished || (studyMode && atLast) }));
        setGraded({ cardId: card.id, position: viewer.index + 1, rating, nextReviewAt: result.card.nextReviewAt });
        // A grade moves on to the next card, in study mode or not; the last card stays with its result.
        if (!atLast) viewer.next();
      },
    });
  };

  const reset = () => {
    viewer.reset();
    setGraded(null);
    setSession({ reviewed: 0, correct: 0, finished: false });
  };

  useCardKeyboard((studyMode || fullscreen) && cards.length > 0, {
    onToggle: viewer.toggle,
    onGrade: canReview ? grade : undefined,
    onPrevious: viewer.previous,
    onNext: viewer.next,
    onEscape: fullscreen ? () => setFullscreen(false) : undefined,
  });

  if (deck.isPending) {
    return (
      <Card aria-busy="true">
        <CardContent className="stack">
          <Skeleton height={24} width="40%" />
          <Skeleton height={220} />
        </CardContent>
      </Card>
    );
  }
  if (deck.isError) {
    return <Alert variant="destructive" title="Flashcards could not be loaded">Please try again in a moment.</Alert>;
  }
  if (!cards.length || !card) {
    return (
      <Card>
        <CardContent>
          <EmptyState icon={<CardsIcon size={28} />} title="No flashcards for these notes" description="These notes did not produce any flashcards." />
        </CardContent>
      </Card>
    );
  }

  const cardArea = (size: 'md' | 'lg') => (
    <div className="flashcards-stage">
      <div className="flashcards-stage__top">
        <span className="text-muted" data-testid="card-position">Card {viewer.index + 1} of {cards.length}</span>
        {canReview && <Badge variant={card.isDue ? 'warning' : 'neutral'} data-testid="card-due">{dueLabel(card.nextReviewAt)}</Badge>}
      </div>
      <FlashcardFace
        question={card.question}
        answer={card.answer}
        revealed={viewer.revealed}
        onToggle={viewer.toggle}
        difficulty={card.difficulty}
        citation={card.citation}
        size={size}
      />
      {canReview && viewer.revealed && !justGraded && (
        <GradeButtons intervals={card.intervals} onGrade={grade} pending={review.isPending} />
      )}
      {graded && (
        <p className="flashcards-graded" role="status" data-testid="graded">
          {justGraded ? '' : `Card ${graded.position}: `}Saved: {RATING_LABEL[graded.rating]}. {dueLabel(graded.nextReviewAt)}.
        </p>
      )}
      {!canReview && viewer.revealed && (
        <p className="text-muted flashcards-graded">Only the owner of these notes can grade their cards.</p>
      )}
    </div>
  );

  return (
    <Card className="flashcards-tab">
      <CardHeader>
        <div className="flashcards-tab__header">
          <div>
            <CardTitle as="h2"><CardsIcon size={18} /> Flashcards</CardTitle>
            <CardDescription>
              {canReview
                ? 'Reveal the answer, then grade how well you remembered: spaced repetition (FSRS) brings each card back when it is due.'
                : 'A shared deck: flip through the cards. Only its owner grades and schedules them.'}
            </CardDescription>
          </div>
          <div className="row">
            <Button variant={studyMode ? 'primary' : 'outline'} size="sm" aria-pressed={studyMode} onClick={() => setStudyMode((m) => !m)}>
              <BrainIcon size={16} /> Study Mode
            </Button>
            <Button variant={fullscreen ? 'primary' : 'outline'} size="sm" aria-pressed={fullscreen} onClick={() => setFullscreen((f) => !f)}>
              Fullscreen
            </Button>
            <a className={buttonClass({ variant: 'ghost', size: 'sm' })} href={exportUrl(notesId, 'csv')} download>
              <UploadIcon size={16} /> CSV
            </a>
            <a className={buttonClass({ variant: 'ghost', size: 'sm' })} href={exportUrl(notesId, 'tsv')} download title="Anki: File → Import this text file">
              <UploadIcon size={16} /> Anki
            </a>
          </div>
        </div>
      </CardHeader>
      <CardContent className="stack">
        {deck.data?.stats && <DeckStats stats={deck.data.stats} streakDays={progress.data?.currentStreak} />}
        {studyMode && (
          <div className="flashcards-session" data-testid="study-session">
            <Progress value={viewer.index + 1} max={cards.length} label="Position in the deck" />
            <p className="text-muted">
              Study mode: <kbd>Space</kbd> reveals{canReview && <>, <kbd>1</kbd>–<kbd>4</kbd> grade Again/Hard/Good/Easy</>}, <kbd>←</kbd>/<kbd>→</kbd> move.
              {session.reviewed > 0 && ` This session: ${session.reviewed} reviewed, ${session.correct} correct.`}
            </p>
          </div>
        )}
        {studyMode && session.finished ? (
          <Alert variant="success" title="Session complete">
            You reviewed {session.reviewed} card{session.reviewed === 1 ? '' : 's'} and remembered {session.correct}.{' '}
            {deck.data?.stats && `${deck.data.stats.dueToday} still due now. `}
            <Button variant="link" onClick={reset}>Start over</Button>
          </Alert>
        ) : (
          !fullscreen && cardArea('md')
        )}
        <div className="flashcards-controls">
          <Button variant="outline" onClick={viewer.previous} disabled={viewer.isFirst}><ArrowLeftIcon size={16} /> Previous</Button>
          <Button variant="ghost" onClick={reset}><LoopIcon size={16} /> Reset</Button>
          <Button variant="outline" onClick={viewer.next} disabled={viewer.isLast}>Next <ArrowRightIcon size={16} /></Button>
        </div>
        {canReview && card.timesReviewed > 0 && (
          <p className="text-muted flashcards-card-stats">
            This card: reviewed {card.timesReviewed}×, {card.correctAnswers} correct
            {card.state === 'review' && `, remembered for about ${formatInterval(card.stability * 86_400_000)}`}.
          </p>
        )}
      </CardContent>
      {fullscreen && (
        <FlashcardsFullscreen title={deck.data?.notesTitle ?? 'Flashcards'} count={cards.length} viewer={viewer} onExit={() => setFullscreen(false)}>
          {cardArea('lg')}
        </FlashcardsFullscreen>
      )}
    </Card>
  );
}
