import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** Placeholder tab of /notes/:id: the owning feature replaces this file (keep the export and its props). */
export function MindMapTab({ notesId }: { notesId: string }) {
  return (
    <Card data-notes-id={notesId}>
      <CardHeader>
        <CardTitle as="h2">Mind Map</CardTitle>
        <CardDescription>See how the main topic, key ideas and definitions connect.</CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
