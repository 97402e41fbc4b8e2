import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Placeholder tab of /notes/:id: the owning feature replaces this file (keep the export and its props). */
export function CollaborateTab({ notesId }: { notesId: string }) {
  return (
    <Card data-notes-id={notesId}>
      <CardHeader>
        <CardTitle as="h2">Study Together</CardTitle>
        <CardDescription>Discuss these notes with your study group.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
