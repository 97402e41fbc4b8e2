import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-variants';
import { Card } from '../../../components/ui/card';
import { ArrowRightIcon, SparklesIcon, SpinnerIcon, UserIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { useUser } from '../../../lib/auth/use-user';
import { MAX_QUESTION_CHARS } from '../api/assistant-api';
import { useAssistantConversation } from '../hooks/use-assistant-conversation';
import { AnswerBody } from './answer-body';
import { formatTime, timeline } from './conversation-timeline';
import './assistant.css';

export const GREETING =
  'Hello! I’m your AI study assistant. I can help you with your study materials, explain concepts, and offer general academic support. What would you like to learn today?';
export const CHAT_PLACEHOLDER = 'Ask me anything about your studies...';

function Bubble({ isUser, time, children, testId }: { isUser: boolean; time?: string; children: ReactNode; testId?: string }) {
  return (
    <div className={`chat-message ${isUser ? 'chat-message--user' : 'chat-message--assistant'}`} data-testid={testId}>
      <span className="chat-message__avatar" aria-hidden="true">{isUser ? <UserIcon size={16} /> : <SparklesIcon size={16} />}</span>
      <div className="chat-message__bubble">
        <span className="sr-only">{isUser ? 'You said:' : 'Assistant:'}</span>
        {children}
        {time && <time className="chat-message__time">{time}</time>}
      </div>
    </div>
  );
}

/** /chat: the AI Study Assistant (spec section 2) answering from the learner's notes, with citations. */
export function ChatPage() {
  const { user, isPending: userPending } = useUser();
  const conversation = useAssistantConversation();
  const [draft, setDraft] = useState('');
  const [greetedAt] = useState(() => new Date().toISOString());
  const listRef = useRef<HTMLDivElement>(null);
  const items = timeline(conversation.exchanges, conversation.unanswered);

  // Auto-scroll to the newest message (also while an answer streams in).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [items.length, conversation.pending, conversation.streamed]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (conversation.ask(draft)) setDraft('');
  };
  const blank = draft.trim() === '';

  return (
    <div className="container page">
      <PageHeader title="AI Study Assistant" description="Answers from your own study notes and sources, with citations you can open." />
      <Card className="chat">
        <div ref={listRef} className="chat__messages" role="log" aria-live="polite" aria-label="Conversation" data-testid="chat-messages">
          <Bubble isUser={false} time={formatTime(greetedAt)}><p>{GREETING}</p></Bubble>
          {conversation.isLoadingHistory && <div className="chat__loading" role="status"><SpinnerIcon size={18} className="spinner" /> Loading your conversation…</div>}
          {items.map((item) => item.kind === 'answered' ? (
            <div key={item.exchange.id} className="chat__exchange">
              <Bubble isUser time={formatTime(item.exchange.askedAt)} testId="user-message"><p>{item.exchange.question}</p></Bubble>
              <Bubble isUser={false} time={formatTime(item.exchange.answeredAt)} testId="assistant-message"><AnswerBody answer={item.exchange} /></Bubble>
            </div>
          ) : (
            <Bubble key={item.question.id} isUser time={formatTime(item.question.askedAt)} testId="user-message"><p>{item.question.question}</p></Bubble>
          ))}
          {conversation.pending && (
            <>
              <Bubble isUser time={formatTime(conversation.pending.askedAt)} testId="user-message"><p>{conversation.pending.question}</p></Bubble>
              <Bubble isUser={false} testId="assistant-pending">
                {conversation.streamed
                  ? <p className="answer__text">{conversation.streamed}</p>
                  : <p className="chat__thinking"><SpinnerIcon size={16} className="spinner" /> Thinking...</p>}
              </Bubble>
            </>
          )}
        </div>
        {!userPending && !user ? (
          <div className="chat__signin">
            <p className="text-muted">Sign in to ask questions about your study materials.</p>
            <Link to="/auth" className={buttonClass({ variant: 'gradient', size: 'sm' })}>Log in <ArrowRightIcon size={16} /></Link>
          </div>
        ) : (
          <form className="chat__composer" onSubmit={send}>
            <Input
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={CHAT_PLACEHOLDER}
              aria-label="Your question"
              maxLength={MAX_QUESTION_CHARS}
              disabled={conversation.isPending}
              autoComplete="off"
            />
            <Button type="submit" variant="gradient" aria-label="Send" disabled={blank || conversation.isPending}>
              <ArrowRightIcon size={18} />
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
