import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Placeholder tab of /notes/:id: the owning feature replaces this file (keep the export and its props). */
export function TimerTab({ notesId }: { notesId: string }) {
  return (
    <Card data-notes-id={notesId}>
      <CardHeader>
        <CardTitle as="h2">Study Timer</CardTitle>
        <CardDescription>Focus in Pomodoro sessions of 25 minutes with short breaks.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
