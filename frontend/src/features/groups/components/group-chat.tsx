import type { GroupChatMessage } from '@studyloop/events';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChatIcon, CloseIcon, UsersIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { CHAT_MESSAGE_MAX_LENGTH, groupsApi, type StudyGroup } from '../api/groups-api';
import { useGroupChat } from '../hooks/use-group-chat';
import './group-chat.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

function typingText(names: string[]): string {
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}

function MessageRow({ message, mine, canDelete, onDelete }: { message: GroupChatMessage; mine: boolean; canDelete: boolean; onDelete: () => void }) {
  return (
    <li className={cn('chat-message', mine && 'chat-message--mine')} data-message-id={message.id}>
      <div className="chat-message__meta">
        <span className="chat-message__author">{mine ? 'You' : message.username}</span>
        <time dateTime={message.postedAt}>{timeFormat.format(new Date(message.postedAt))}</time>
        {canDelete && (
          <button type="button" className="chat-message__delete" aria-label="Delete message" title="Delete message" onClick={onDelete}>
            <CloseIcon size={12} />
          </button>
        )}
      </div>
      <p className="chat-message__text">{message.content}</p>
    </li>
  );
}

/**
 * A group's live chat: history, new messages as they are posted, who is here and who is typing.
 * Enter sends, Shift+Enter starts a new line; blank messages are not sent.
 */
export function GroupChat({ group, userId, compact = false }: { group: StudyGroup; userId: string; compact?: boolean }) {
  const chat = useGroupChat(group.id);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const stickToBottom = useRef(true);
  const input = useRef<HTMLTextAreaElement>(null);
  const canModerate = group.myRole === 'admin' || group.myRole === 'moderator';
  const lastId = chat.messages[chat.messages.length - 1]?.id;

  // Follow new messages unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const el = list.current;
    if (el && stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastId, chat.messages.length]);

  useEffect(() => { stickToBottom.current = true; }, [group.id]);

  const send = async () => {
    const text = draft;
    if (!text.trim() || sending) return;
    setSending(true);
    const problem = await chat.send(text);
    setSending(false);
    if (problem) {
      toast({ title: 'Message not sent', description: problem, variant: 'destructive' });
      return;
    }
    setDraft('');
    stickToBottom.current = true;
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const remove = async (message: GroupChatMessage) => {
    try {
      await groupsApi.deleteMessage(group.id, message.id);
    } catch (error) {
      toast({ title: 'Could not delete the message', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    }
  };

  const loadOlder = async () => {
    setLoadingOlder(true);
    stickToBottom.current = false;
    try {
      await chat.loadOlder();
    } catch (error) {
      toast({ title: 'Could not load older messages', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
    } finally {
      setLoadingOlder(false);
    }
  };

  const blocked = chat.status === 'refused' || chat.status === 'closed';
  const others = chat.online.filter((u) => u.userId !== userId);

  return (
    <section className={cn('group-chat', compact && 'group-chat--compact')} aria-label={`${group.name} chat`}>
      <header className="group-chat__header">
        <div className="group-chat__title"><ChatIcon size={18} /> <span>{group.name}</span></div>
        <div className="group-chat__presence" aria-live="polite" data-testid="chat-presence">
          <UsersIcon size={14} />
          <span className="group-chat__online-dot" aria-hidden="true" />
          {chat.online.length} online{others.length > 0 && `: ${others.map((u) => u.username).join(', ')}`}
        </div>
      </header>

      {chat.problem && (
        <Alert variant={blocked ? 'destructive' : 'warning'} className="group-chat__alert">{chat.problem}</Alert>
      )}

      <ol
        ref={list}
        className="group-chat__messages"
        aria-label="Messages"
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
      >
        {chat.hasOlder && (
          <li className="group-chat__older">
            <Button variant="ghost" size="sm" loading={loadingOlder} onClick={() => void loadOlder()}>Load earlier messages</Button>
          </li>
        )}
        {chat.status === 'connecting' && chat.messages.length === 0 ? (
          <li className="group-chat__empty"><Spinner label="Loading messages" /></li>
        ) : chat.messages.length === 0 && !blocked ? (
          <li className="group-chat__empty text-muted">No messages yet. Say hello to the group!</li>
        ) : (
          chat.messages.map((m) => (
            <MessageRow key={m.id} message={m} mine={m.userId === userId} canDelete={!blocked && (m.userId === userId || canModerate)} onDelete={() => void remove(m)} />
          ))
        )}
      </ol>

      <p className="group-chat__typing" aria-live="polite">{chat.typingNames.length > 0 ? typingText(chat.typingNames) : '\u00a0'}</p>

      <form
        className="group-chat__composer"
        onSubmit={(e) => { e.preventDefault(); void send(); }}
      >
        <Textarea
          ref={input}
          rows={compact ? 1 : 2}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Type a message..."
          aria-label="Message"
          disabled={blocked}
          onChange={(e) => { setDraft(e.target.value); if (e.target.value.trim()) chat.notifyTyping(); }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={blocked || !draft.trim()} loading={sending}>Send</Button>
      </form>
      {draft.length > CHAT_MESSAGE_MAX_LENGTH - 200 && (
        <p className="group-chat__count text-muted">{draft.length.toLocaleString()} / {CHAT_MESSAGE_MAX_LENGTH.toLocaleString()}</p>
      )}
    </section>
  );
}
