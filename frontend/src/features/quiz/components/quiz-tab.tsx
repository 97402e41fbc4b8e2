import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Placeholder tab of /notes/:id: the owning feature replaces this file (keep the export and its props). */
export function QuizTab({ notesId }: { notesId: string }) {
  return (
    <Card data-notes-id={notesId}>
      <CardHeader>
        <CardTitle as="h2">Practice Quiz</CardTitle>
        <CardDescription>Test yourself with up to 10 questions in 10 minutes.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
