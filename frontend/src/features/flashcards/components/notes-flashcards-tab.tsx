import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Placeholder tab of /notes/:id: the owning feature replaces this file (keep the export and its props). */
export function NotesFlashcardsTab({ notesId }: { notesId: string }) {
  return (
    <Card data-notes-id={notesId}>
      <CardHeader>
        <CardTitle as="h2">Flashcards</CardTitle>
        <CardDescription>Review this video's flashcards one card at a time.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
