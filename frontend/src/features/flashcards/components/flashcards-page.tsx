import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { BrainIcon, CardsIcon, CheckIcon, TimerIcon, TrendingIcon, VideoIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUser } from '../../../lib/auth/use-user';
import type { StudyFlashcardView } from '../api/flashcards-api';
import { useFlashcardOverview, usePublicFlashcards } from '../hooks/use-flashcard-queries';
import { FlashcardList, type ListedCard } from './flashcard-list';
import { ReviewSession } from './review-session';
import './flashcards.css';

function StatCard({ label, value, icon, testId }: { label: string; value: string | number; icon: ReactNode; testId: string }) {
  return (
    <Card>
      <CardContent>
        <p className="flashcard-stat__label">{icon} {label}</p>
        <p className="flashcard-stat__value" data-testid={testId}>{value}</p>
      </CardContent>
    </Card>
  );
}

const own = (card: StudyFlashcardView): ListedCard => ({ ...card, own: true });

/**
 * /flashcards (spec section 2): Total Cards, Due Today, Accuracy; 'Due for Review' with a review
 * session over every due card; 'All Flashcards' = the learner's cards merged with public ones
 * (de-duplicated by id, spec section 7). Empty: 'No flashcards yet' with 'Process Video'.
 */
export function FlashcardsPage() {
  const { isAuthenticated, isPending: userPending } = useUser();
  const overview = useFlashcardOverview(isAuthenticated);
  const publicCards = usePublicFlashcards();
  const [queue, setQueue] = useState<string[] | null>(null);

  const mine = useMemo(() => overview.data?.cards ?? [], [overview.data]);
  const latest = useMemo(() => new Map(mine.map((c) => [c.id, c])), [mine]);
  const due = useMemo(() => mine.filter((c) => c.isDue), [mine]);
  const all = useMemo(() => {
    const ids = new Set(mine.map((c) => c.id));
    const others: ListedCard[] = (publicCards.data ?? []).filter((c) => !ids.has(c.id)).map((c) => ({ ...c, own: false }));
    return [...mine.map(own), ...others];
  }, [mine, publicCards.data]);

  const loading = userPending || (isAuthenticated && overview.isPending) || publicCards.isPending;
  const stats = overview.data?.stats;

  const header = <PageHeader title="Flashcards" description="Review the cards that are due and keep your streak going." />;

  if (loading) {
    return (
      <div className="container page" aria-busy="true">
        {header}
        <div className="flashcard-stats">{[0, 1, 2].map((i) => <Skeleton key={i} height={96} radius={16} />)}</div>
        <Skeleton height={240} radius={16} />
      </div>
    );
  }

  if (!all.length) {
    return (
      <div className="container page">
        {header}
        <Card>
          <CardContent>
            <EmptyState
              icon={<CardsIcon size={28} />}
              title="No flashcards yet"
              description="Process a video, a PDF or some text and its flashcards appear here."
              action={<ButtonLink to="/" variant="gradient"><VideoIcon size={16} /> Process Video</ButtonLink>}
            />
          </CardContent>
        </Card>
      </div>
    );
  }

  if (queue) {
    return (
      <div className="container page">
        {header}
        <ReviewSession queue={queue} latest={latest} onClose={() => setQueue(null)} />
      </div>
    );
  }

  return (
    <div className="container page">
      {header}
      <div className="flashcard-stats">
        <StatCard label="Total Cards" value={isAuthenticated && stats ? stats.totalCards : all.length} icon={<CardsIcon size={16} />} testId="stat-total" />
        <StatCard label="Due Today" value={isAuthenticated ? (stats?.dueToday ?? 0) : 0} icon={<TimerIcon size={16} />} testId="stat-due" />
        <StatCard label="Accuracy" value={stats?.accuracy != null ? `${stats.accuracy}%` : '—'} icon={<TrendingIcon size={16} />} testId="stat-accuracy" />
      </div>

      <Card>
        <CardHeader>
          <div className="flashcards-tab__header">
            <div>
              <CardTitle as="h2"><TimerIcon size={18} /> Due for Review</CardTitle>
              <CardDescription>
                {!isAuthenticated ? 'Log in to review your own cards with spaced repetition.'
                  : due.length ? `${due.length} card${due.length === 1 ? '' : 's'} ready now${stats && stats.streakDays > 0 ? ` · ${stats.streakDays} day review streak` : ''}.`
                    : 'Nothing is due right now. Cards come back when FSRS says you are about to forget them.'}
              </CardDescription>
            </div>
            {isAuthenticated && (
              <Button variant="gradient" disabled={!due.length} onClick={() => setQueue(due.map((c) => c.id))}>
                <BrainIcon size={16} /> Start Review{due.length ? ` (${due.length})` : ''}
              </Button>
            )}
          </div>
        </CardHeader>
        <CardContent>
          {due.length ? (
            <FlashcardList cards={due.map(own)} label="Due for Review" testId="due-list" />
          ) : (
            <p className="text-muted row"><CheckIcon size={16} /> All caught up.</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2"><CardsIcon size={18} /> All Flashcards</CardTitle>
          <CardDescription>
            {stats ? `${stats.reviewedCards} of ${stats.totalCards} of your cards reviewed · ${stats.mastered} mastered.` : 'Cards from public study notes.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FlashcardList cards={all} label="All Flashcards" testId="all-list" />
        </CardContent>
      </Card>
    </div>
  );
}
