import { ChatIcon } from '../../../components/ui/icons';

const EXAMPLE_PROMPTS = [
  'Explain the main idea in simpler words',
  'What is the difference between the first two definitions?',
  'Give me an example of the third key idea',
];

/**
 * PLACEHOLDER for the assistant engineer: the Notes tab's Q&A panel (questions answered from these
 * notes). Replace this body, keep the export `NotesQaPanel` and its `{ notesId }` prop; the notes
 * route already renders it inside the side panel's 'Ask Questions' toggle.
 */
export function NotesQaPanel({ notesId }: { notesId: string }) {
  return (
    <div className="stack" data-notes-id={notesId}>
      <p className="text-muted">Try asking:</p>
      <ul className="stack" style={{ listStyle: 'none', gap: 8 }}>
        {EXAMPLE_PROMPTS.map((prompt) => (
          <li key={prompt} className="row text-muted" style={{ fontSize: '0.9rem' }}>
            <ChatIcon size={14} /> {prompt}
          </li>
        ))}
      </ul>
    </div>
  );
}
