import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { downloadText } from '../../../lib/copy-text';
import { fileSlug } from '../notes-format';
import { notesToMarkdown } from '../notes-markdown';
import { useNotesFlashcards, useStudyNotes } from './use-study-notes';

/**
 * Export as PDF prints the page's print view (components/notes-print-view.tsx; the browser's
 * "Save as PDF" makes the file, named after the title) and Export as Markdown downloads a .md file.
 */
export function useNotesExport(notesId: string) {
  const { data: notes } = useStudyNotes(notesId);
  const { data: flashcards } = useNotesFlashcards(notesId);

  const exportPdf = useCallback(() => {
    if (!notes) return;
    const previous = document.title;
    document.title = notes.title;
    const restore = () => {
      document.title = previous;
      window.removeEventListener('afterprint', restore);
    };
    window.addEventListener('afterprint', restore);
    window.print();
  }, [notes]);

  const exportMarkdown = useCallback(() => {
    if (!notes) return;
    downloadText(`${fileSlug(notes.title)}.md`, notesToMarkdown(notes, flashcards ?? []), 'text/markdown;charset=utf-8');
    toast({ title: 'Markdown exported', description: `Saved ${fileSlug(notes.title)}.md`, variant: 'success' });
  }, [notes, flashcards]);

  return { ready: notes !== undefined, exportPdf, exportMarkdown };
}
