import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ChatIcon, SpinnerIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { useUser } from '../../../lib/auth/use-user';
import { MAX_QUESTION_CHARS, type StudyNotesView } from '../api/assistant-api';
import { useAssistantConversation } from '../hooks/use-assistant-conversation';
import { useAssistantNotes } from '../hooks/use-translation';
import { whatIsQuestion } from '../what-is-question';
import { AnswerBody } from './answer-body';
import { formatTime, timeline } from './conversation-timeline';
import './assistant.css';

/** Prompts that work on any notes, plus one about the note's first defined term. */
export function examplePrompts(notes: Pick<StudyNotesView, 'definitions'> | undefined): string[] {
  const firstTerm = notes ? Object.keys(notes.definitions)[0] : undefined;
  return [
    'Summarize these notes in simple words',
    ...(firstTerm ? [whatIsQuestion(firstTerm)] : []),
    'What are the key ideas?',
  ];
}

/**
 * The Q&A Assistant of a note's side panel: questions answered from this note only, with
 * citations to its key ideas, definitions and source. The conversation is kept per note.
 */
export function NotesQaPanel({ notesId }: { notesId: string }) {
  const { user, isPending: userPending } = useUser();
  const notes = useAssistantNotes(notesId);
  const conversation = useAssistantConversation(notesId);
  const [draft, setDraft] = useState('');
  const items = timeline(conversation.exchanges, conversation.unanswered);

  if (!userPending && !user) {
    return (
      <p className="text-muted">
        <Link to="/auth">Log in</Link> to ask questions about these notes.
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (conversation.ask(draft)) setDraft('');
  };

  return (
    <div className="qa-panel" data-testid="qa-panel">
      <div className="qa-panel__examples">
        <p className="text-muted qa-panel__hint">Try asking:</p>
        <ul className="qa-panel__prompts">
          {examplePrompts(notes.data).map((prompt) => (
            <li key={prompt}>
              <button type="button" className="qa-panel__prompt" disabled={conversation.isPending} onClick={() => conversation.ask(prompt)}>
                <ChatIcon size={14} /> {prompt}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {(items.length > 0 || conversation.pending) && (
        <div className="qa-panel__log" role="log" aria-live="polite" aria-label="Questions about these notes">
          {items.map((item) => item.kind === 'answered' ? (
            <div key={item.exchange.id} className="qa-panel__exchange">
              <p className="qa-panel__question"><span>{item.exchange.question}</span> <time>{formatTime(item.exchange.askedAt)}</time></p>
              <AnswerBody answer={item.exchange} compact />
            </div>
          ) : (
            <div key={item.question.id} className="qa-panel__exchange">
              <p className="qa-panel__question"><span>{item.question.question}</span> <time>{formatTime(item.question.askedAt)}</time></p>
              <p className="text-muted">No answer — please try again.</p>
            </div>
          ))}
          {conversation.pending && (
            <div className="qa-panel__exchange">
              <p className="qa-panel__question"><span>{conversation.pending.question}</span></p>
              {conversation.streamed
                ? <p className="answer__text">{conversation.streamed}</p>
                : <p className="chat__thinking"><SpinnerIcon size={14} className="spinner" /> Thinking...</p>}
            </div>
          )}
        </div>
      )}
      <form className="qa-panel__form" onSubmit={submit}>
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Ask about these notes..."
          aria-label="Question about these notes"
          maxLength={MAX_QUESTION_CHARS}
          disabled={conversation.isPending}
          autoComplete="off"
        />
        <Button type="submit" size="sm" disabled={draft.trim() === '' || conversation.isPending}>Ask</Button>
      </form>
    </div>
  );
}
