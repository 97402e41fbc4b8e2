import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Placeholder tab of /notes/:id: the owning feature replaces this file (keep the export and its props). */
export function ProgressTab({ notesId }: { notesId: string }) {
  return (
    <Card data-notes-id={notesId}>
      <CardHeader>
        <CardTitle as="h2">Your Progress</CardTitle>
        <CardDescription>Level, experience points and how far you are to the next level.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
