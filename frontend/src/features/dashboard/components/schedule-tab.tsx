import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckIcon, TimerIcon } from '../../../components/ui/icons';
import { LoadingBlock } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/api-client';
import { type ScheduleItem } from '../api/dashboard-api';
import { useCompleteScheduleItem } from '../hooks/use-dashboard-writes';
import { useSchedule } from '../hooks/use-dashboard-data';
import { SAMPLE_SCHEDULE } from '../sample-data';

/** Today's Schedule: the server's plan; the sample only for a learner with no plan and no activity yet. */
export function ScheduleTab({ sample }: { sample: boolean }) {
  const schedule = useSchedule();
  const complete = useCompleteScheduleItem();

  if (schedule.isPending) return <LoadingBlock message="Loading today's schedule..." />;
  if (schedule.isError) {
    return <EmptyState title="Could not load today's schedule" description={serverMessage(schedule.error) ?? 'Please try again later.'} />;
  }
  const real = schedule.data.schedule;
  const showSample = real.length === 0 && sample;
  const items = showSample ? SAMPLE_SCHEDULE : real;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Today's Schedule {showSample && <Badge variant="warning">Sample</Badge>}</CardTitle>
        <CardDescription>
          {showSample
            ? 'A sample plan. Yours is built from your due flashcards and your notes once you have some.'
            : `Planned from your due flashcards and recent notes. Times in ${schedule.data.timeZone}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <EmptyState
            icon={<TimerIcon />}
            title="Nothing planned for today"
            description="Process a video, PDF or text to get flashcards and notes to plan around."
            action={<Link to="/" className={buttonClass({ variant: 'primary' })}>Process new material</Link>}
          />
        ) : (
          <ul className="dashboard__schedule" aria-label="Today's schedule">
            {items.map((item) => (
              <ScheduleRow
                key={item.id}
                item={item}
                sample={showSample}
                pending={complete.isPending && complete.variables === item.id}
                busy={complete.isPending}
                onComplete={() => complete.mutate(item.id)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ScheduleRow({ item, sample, pending, busy, onComplete }: { item: ScheduleItem; sample: boolean; pending: boolean; busy: boolean; onComplete: () => void }) {
  return (
    <li className="dashboard__schedule-item" data-completed={item.completed}>
      <span className="dashboard__schedule-time">{item.time}</span>
      <div className="dashboard__schedule-body">
        <p className="dashboard__schedule-activity">{item.activity}</p>
        <p className="text-muted">{item.duration} minutes</p>
      </div>
      {item.completed ? (
        <Badge variant="success"><CheckIcon size={14} /> Completed</Badge>
      ) : (
        <Button size="sm" variant="outline" loading={pending} disabled={sample || busy} onClick={onComplete} aria-label={`Complete ${item.activity}`}>
          Complete
        </Button>
      )}
    </li>
  );
}
