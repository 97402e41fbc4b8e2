import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Placeholder tab of /notes/:id: the owning feature replaces this file (keep the export and its props). */
export function NotesTab({ notesId }: { notesId: string }) {
  return (
    <Card data-notes-id={notesId}>
      <CardHeader>
        <CardTitle as="h2">Study Notes</CardTitle>
        <CardDescription>Summary, key ideas, definitions and key timestamps.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
