import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ChartIcon, SparklesIcon } from '../../../components/ui/icons';
import { Progress } from '../../../components/ui/progress';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Alert } from '../../../components/ui/alert';
import { serverMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth/use-user';
import {
  ACHIEVEMENTS_SHOWN, hoursAndMinutes,
} from '../api/progress-api';
import { useNotesProgress, useProgress } from '../hooks/use-progress';
import './progress-tab.css';

/** Progress tab of /notes/:id: level and XP (spec section 9 formula), streaks, figures and achievements. */
export function ProgressTab({ notesId }: { notesId: string }) {
  const { user, isPending } = useUser();
  if (isPending) return <LoadingBlock message="Loading progress..." />;
  if (!user) {
    return (
      <Card>
        <CardHeader><CardTitle as="h2">Your Progress</CardTitle></CardHeader>
        <CardContent><p className="text-muted"><Link to="/auth">Log in</Link> to track your level, streak and achievements.</p></CardContent>
      </Card>
    );
  }
  return <LearnerProgress notesId={notesId} />;
}

function LearnerProgress({ notesId }: { notesId: string }) {
  const progress = useProgress();
  const notes = useNotesProgress(notesId);
  if (progress.isPending) return <LoadingBlock message="Loading progress..." />;
  if (progress.isError) return <Alert variant="destructive" title="Could not load your progress">{serverMessage(progress.error) ?? 'Please try again.'}</Alert>;
  const p = progress.data;
  const toNext = p.nextLevelExperience - p.experiencePoints;
  const accuracy = Math.round(p.stats.averageAccuracy * 100);

  return (
    <div className="progress-tab">
      <Card>
        <CardHeader>
          <CardTitle as="h2"><ChartIcon size={20} /> Your Progress</CardTitle>
          <CardDescription>Earn experience by studying, reviewing flashcards and taking quizzes.</CardDescription>
        </CardHeader>
        <CardContent className="stack">
          <div className="progress-tab__level">
            <span className="progress-tab__level-number" aria-label={`Level ${p.level}`}>Level {p.level}</span>
            <span className="text-muted">{p.experiencePoints.toLocaleString()} XP</span>
          </div>
          <Progress value={p.experiencePoints - p.currentLevelExperience} max={p.nextLevelExperience - p.currentLevelExperience} label="Progress to the next level" />
          <p className="text-muted">
            {Math.round(p.levelProgress * 100)}% of level {p.level} · {toNext.toLocaleString()} XP to level {p.level + 1} ({p.nextLevelExperience.toLocaleString()} XP)
          </p>
          <dl className="progress-tab__stats">
            <Stat label="Current streak" value={`${p.currentStreak} day${p.currentStreak === 1 ? '' : 's'}`} hint={`Longest: ${p.longestStreak} day${p.longestStreak === 1 ? '' : 's'}`} />
            <Stat label="Study time" value={hoursAndMinutes(p.totalStudyTime)} hint={`${p.studySessions} session${p.studySessions === 1 ? '' : 's'}`} />
            <Stat label="Flashcards reviewed" value={p.stats.totalFlashcardsReviewed.toLocaleString()} hint={`${accuracy}% accuracy`} />
            <Stat label="Quizzes completed" value={String(p.quizzesCompleted)} hint={`${p.achievementPoints} achievement points`} />
          </dl>
          {notes.data && (
            <p className="text-muted" data-testid="notes-progress">
              On these notes: {hoursAndMinutes(notes.data.studyMinutes)} of study, {notes.data.reviews} review{notes.data.reviews === 1 ? '' : 's'}
              {notes.data.bestQuizScore !== null ? `, best quiz score ${notes.data.bestQuizScore}%` : ', no quiz yet'}.
            </p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3"><SparklesIcon size={18} /> Achievements</CardTitle>
        </CardHeader>
        <CardContent>
          {p.achievements.length === 0 ? (
            <p className="text-muted">No achievements yet. Start studying to earn your first achievement!</p>
          ) : (
            <ul className="progress-tab__achievements">
              {p.achievements.slice(0, ACHIEVEMENTS_SHOWN).map((a) => (
                <li key={a.id}>
                  <div>
                    <p className="progress-tab__achievement-title">{a.title}</p>
                    <p className="text-muted">{a.description}</p>
                  </div>
                  <Badge variant="success">+{a.points} pts</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
      <dd className="text-muted progress-tab__hint">{hint}</dd>
    </div>
  );
}
