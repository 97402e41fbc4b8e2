import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TimerIcon } from '../../../components/ui/icons';
import { Progress } from '../../../components/ui/progress';
import { useUser } from '../../../lib/auth/use-user';
import { cn } from '../../../lib/cn';
import { useNotesStudyProgress } from '../hooks/use-notes-study-progress';
import { useStudyTimer } from '../hooks/use-study-timer';
import {
  formatClock, LONG_BREAK_EVERY, LONG_BREAK_MINUTES, phaseLength, SHORT_BREAK_MINUTES, STUDY_MINUTES, type TimerMode,
} from '../timer-machine';
import './timer-tab.css';

const PHASE_LABEL = { study: 'Focus session', 'short-break': 'Short break', 'long-break': 'Long break' } as const;
const MODES: { mode: TimerMode; label: string }[] = [
  { mode: 'pomodoro', label: `Pomodoro · ${STUDY_MINUTES.pomodoro} min` },
  { mode: 'standard', label: `Standard · ${STUDY_MINUTES.standard} min` },
];

/** Timer tab of /notes/:id: pomodoro or standard sessions; each completed session is recorded. */
export function TimerTab({ notesId }: { notesId: string }) {
  const { user } = useUser();
  const { timer, remainingMs, running, recording, elsewhere, start, pause, reset, setMode } = useStudyTimer(notesId);
  const total = phaseLength(timer);
  const studying = timer.phase === 'study';
  const untilLongBreak = LONG_BREAK_EVERY - (timer.sessionsCompleted % LONG_BREAK_EVERY);

  return (
    <Card className="study-timer">
      <CardHeader>
        <CardTitle as="h2"><TimerIcon size={20} /> Study Timer</CardTitle>
        <CardDescription>
          Study in focused sessions; a {SHORT_BREAK_MINUTES}-minute break follows each one, and a {LONG_BREAK_MINUTES}-minute break every {LONG_BREAK_EVERY}th.
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <div className="row" role="group" aria-label="Timer mode">
          {MODES.map(({ mode, label }) => (
            <Button key={mode} size="sm" variant={timer.mode === mode ? 'primary' : 'outline'} aria-pressed={timer.mode === mode} onClick={() => setMode(mode)}>
              {label}
            </Button>
          ))}
        </div>

        <div className={cn('study-timer__face', !studying && 'study-timer__face--break')}>
          <Badge variant={studying ? 'default' : 'success'}>{PHASE_LABEL[timer.phase]}</Badge>
          <p className="study-timer__clock" role="timer" aria-label="Time remaining" aria-live="off">{formatClock(remainingMs)}</p>
          <Progress value={total - remainingMs} max={total} tone={studying ? 'brand' : 'success'} label={`${PHASE_LABEL[timer.phase]} progress`} />
          <p className="text-muted study-timer__status">{running ? 'Running' : 'Paused'}</p>
        </div>

        <div className="row study-timer__controls">
          {running
            ? <Button onClick={pause}>Pause</Button>
            : <Button onClick={start}>{remainingMs < total ? 'Resume' : studying ? 'Start' : 'Start break'}</Button>}
          <Button variant="outline" onClick={reset}>Reset</Button>
          {recording && <span className="text-muted" role="status">Recording session...</span>}
        </div>

        <dl className="study-timer__facts">
          <div><dt>Sessions completed</dt><dd data-testid="sessions-completed">{timer.sessionsCompleted}</dd></div>
          <div><dt>Long break in</dt><dd>{untilLongBreak} session{untilLongBreak === 1 ? '' : 's'}</dd></div>
        </dl>
        {elsewhere && <p className="text-muted">This timer is counting for another set of notes. Reset it to study these notes.</p>}
        {user ? <NotesStudyTime notesId={notesId} /> : (
          <p className="text-muted"><Link to="/auth">Log in</Link> to have your study sessions counted.</p>
        )}
      </CardContent>
    </Card>
  );
}

function NotesStudyTime({ notesId }: { notesId: string }) {
  const { data } = useNotesStudyProgress(notesId);
  if (!data) return null;
  return (
    <p className="text-muted" data-testid="notes-study-time">
      On these notes: {data.studyMinutes} minute{data.studyMinutes === 1 ? '' : 's'} of study in {data.studySessions} session{data.studySessions === 1 ? '' : 's'}.
    </p>
  );
}
