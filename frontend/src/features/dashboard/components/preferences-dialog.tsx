import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/api-client';
import { browserTimeZone, type Preferences } from '../api/dashboard-api';
import { useSavePreferences } from '../hooks/use-dashboard-writes';
import { TimeZonePicker } from './time-zone-picker';

export const GOAL_MIN = 5;
export const GOAL_MAX = 600;

/** Daily goal (5–600 minutes) and time zone; a first save offers the browser's zone. */
export function PreferencesDialog({ open, onOpenChange, preferences }: { open: boolean; onOpenChange: (open: boolean) => void; preferences: Preferences }) {
  const [goal, setGoal] = useState(String(preferences.dailyGoal));
  const [zone, setZone] = useState(preferences.isSet ? preferences.timeZone : browserTimeZone());
  const [error, setError] = useState<string | null>(null);
  const save = useSavePreferences();

  const goalNumber = Number(goal);
  const goalError = goal !== '' && (!Number.isInteger(goalNumber) || goalNumber < GOAL_MIN || goalNumber > GOAL_MAX)
    ? `Daily goal must be between ${GOAL_MIN} and ${GOAL_MAX} minutes` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (goalError || goal === '') return;
    setError(null);
    save.mutate({ dailyGoal: goalNumber, timeZone: zone.trim() }, {
      onSuccess: () => onOpenChange(false),
      onError: (e) => setError(serverMessage(e) ?? 'Could not save your preferences. Please try again.'),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Study preferences"
      description="Your daily goal, and the time zone your days, streaks and schedule are counted in."
    >
      <form className="stack" onSubmit={submit} noValidate>
        <Field label="Daily goal (minutes)" error={goalError} hint={`${GOAL_MIN} to ${GOAL_MAX} minutes of study a day`}>
          {(ids) => <Input {...ids} type="number" inputMode="numeric" min={GOAL_MIN} max={GOAL_MAX} step={1} value={goal} onChange={(e) => setGoal(e.target.value)} required />}
        </Field>
        <Field label="Time zone" error={error} hint={`Type to search; your browser is in ${browserTimeZone()}`}>
          {(ids) => <TimeZonePicker id={ids.id} describedBy={ids['aria-describedby']} value={zone} onChange={setZone} />}
        </Field>
        <div className="row dashboard__dialog-actions">
          <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" loading={save.isPending} disabled={Boolean(goalError) || goal === '' || zone.trim() === ''}>Save preferences</Button>
        </div>
      </form>
    </Dialog>
  );
}
