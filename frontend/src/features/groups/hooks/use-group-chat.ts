import type { GroupChatItem, GroupChatMessage, GroupJoinReply, PresenceUser } from '@studyloop/events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { invalidateApi } from '../../../lib/invalidate-api';
import { getSocket } from '../../../lib/socket';
import { GROUPS_PATH, groupsApi } from '../api/groups-api';

export type ChatStatus = 'connecting' | 'ready' | 'refused' | 'closed';

const TYPING_SHOWN_MS = 5_000;
const TYPING_REPEAT_MS = 2_000;
const TYPING_IDLE_MS = 3_000;
const CLOSED_TEXT = { left: 'You left this group.', removed: 'You were removed from this group.', deleted: 'This group was deleted.' } as const;

/**
 * The live chat of one group. Joining returns what was missed since `cursor` (the highest seq up to
 * which this client has everything); live items arriving meanwhile are buffered, then merged. Items
 * are de-duplicated by message id, and a gap in seq (e.g. after a network blip) triggers a re-join
 * from the cursor, so the view never loses or repeats a message. A reconnect re-joins the same way.
 */
export function useGroupChat(groupId: string | null) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<Map<string, GroupChatMessage>>(() => new Map());
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [problem, setProblem] = useState<string | null>(null);
  const [online, setOnline] = useState<PresenceUser[]>([]);
  const [typing, setTyping] = useState<Record<string, { username: string; until: number }>>({});
  const [hasOlder, setHasOlder] = useState(false);
  const cursor = useRef<number | null>(null);
  const joining = useRef(false);
  const buffered = useRef<GroupChatItem[]>([]);
  const ahead = useRef(new Map<number, GroupChatItem>());
  const lastTypingSent = useRef(0);
  const typingIdle = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!groupId) return;
    const socket = getSocket();
    let active = true;
    cursor.current = null;
    ahead.current.clear();
    setMessages(new Map());
    setStatus('connecting');
    setProblem(null);
    setOnline([]);
    setTyping({});

    const apply = (items: GroupChatItem[]) => {
      if (!items.length) return;
      setMessages((current) => {
        const next = new Map(current);
        for (const item of items) {
          if (item.kind === 'message') { if (!next.has(item.message.id)) next.set(item.message.id, item.message); }
          else next.delete(item.messageId);
        }
        return next;
      });
    };

    /** Applies a live item in seq order; anything past a gap waits, and the gap is fetched by re-joining. */
    const receive = (item: GroupChatItem) => {
      const at = cursor.current ?? 0;
      if (item.seq <= at) return apply([item]);
      ahead.current.set(item.seq, item);
      const ready: GroupChatItem[] = [];
      let next = at + 1;
      while (ahead.current.has(next)) {
        ready.push(ahead.current.get(next)!);
        ahead.current.delete(next);
        next++;
      }
      cursor.current = next - 1;
      apply(ready);
      if (ahead.current.size) join();
    };

    const join = () => {
      if (joining.current) return;
      joining.current = true;
      buffered.current = [];
      socket.timeout(10_000).emit('group:join', { groupId, afterSeq: cursor.current }, (err: Error | null, reply?: GroupJoinReply) => {
        joining.current = false;
        if (!active) return;
        if (err || !reply) { setProblem('Could not reach the chat. Retrying…'); setTimeout(() => active && join(), 2_000); return; }
        if ('error' in reply) { setStatus('refused'); setProblem(reply.error); return; }
        if (reply.reset) {
          setMessages(new Map());
          ahead.current.clear();
          const first = reply.items[0]?.seq ?? reply.latestSeq + 1;
          setHasOlder(first > 1);
        }
        apply(reply.items);
        cursor.current = Math.max(cursor.current ?? 0, reply.latestSeq);
        setOnline(reply.online);
        setStatus('ready');
        setProblem(null);
        const pending = buffered.current;
        buffered.current = [];
        for (const item of pending) receive(item);
        for (const [seq, item] of [...ahead.current]) if (seq <= (cursor.current ?? 0)) { ahead.current.delete(seq); apply([item]); }
        if (ahead.current.size) receive(ahead.current.values().next().value!);
      });
    };

    const onChat = (item: GroupChatItem) => {
      const itemGroup = item.kind === 'message' ? item.message.groupId : item.groupId;
      if (itemGroup !== groupId) return;
      if (joining.current) buffered.current.push(item);
      else receive(item);
    };
    const onPresence = (p: { groupId: string; online: PresenceUser[] }) => { if (p.groupId === groupId) setOnline(p.online); };
    const onTyping = (p: { groupId: string; userId: string; username: string; typing: boolean }) => {
      if (p.groupId !== groupId) return;
      setTyping((current) => {
        const next = { ...current };
        if (p.typing) next[p.userId] = { username: p.username, until: Date.now() + TYPING_SHOWN_MS };
        else delete next[p.userId];
        return next;
      });
    };
    const onUpdated = (p: { groupId: string }) => { if (p.groupId === groupId) void invalidateApi(queryClient, GROUPS_PATH); };
    const onClosed = (p: { groupId: string; reason: keyof typeof CLOSED_TEXT }) => {
      if (p.groupId !== groupId) return;
      void invalidateApi(queryClient, GROUPS_PATH);
      setStatus('closed');
      setProblem(CLOSED_TEXT[p.reason]);
      setOnline([]);
    };
    const onDisconnect = () => { if (active) setProblem('Reconnecting…'); };

    socket.on('group:chat', onChat);
    socket.on('group:presence', onPresence);
    socket.on('group:typing', onTyping);
    socket.on('group:closed', onClosed);
    socket.on('group:updated', onUpdated);
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    const prune = setInterval(() => setTyping((current) => {
      const now = Date.now();
      const kept = Object.entries(current).filter(([, t]) => t.until > now);
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    }), 1_000);

    return () => {
      active = false;
      joining.current = false;
      clearInterval(prune);
      socket.off('group:chat', onChat);
      socket.off('group:presence', onPresence);
      socket.off('group:typing', onTyping);
      socket.off('group:closed', onClosed);
      socket.off('group:updated', onUpdated);
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit('group:leave', { groupId });
    };
  }, [groupId, queryClient]);

  const sorted = useMemo(() => [...messages.values()].sort((a, b) => a.seq - b.seq), [messages]);

  /** Sends a message; resolves to an error text when the server refuses it. Blank text is never sent. */
  const send = useCallback(async (text: string): Promise<string | null> => {
    if (!groupId || !text.trim()) return null;
    if (typingIdle.current) clearTimeout(typingIdle.current);
    lastTypingSent.current = 0;
    getSocket().emit('group:typing', { groupId, typing: false });
    try {
      const reply = await getSocket().timeout(10_000).emitWithAck('group:message', { groupId, content: text });
      return 'error' in reply ? reply.error : null;
    } catch {
      return 'The message could not be sent. Check your connection and try again.';
    }
  }, [groupId]);

  /** Call on every keystroke: tells the others at most every 2 s, and stops after 3 s idle. */
  const notifyTyping = useCallback(() => {
    if (!groupId) return;
    const socket = getSocket();
    const now = Date.now();
    if (now - lastTypingSent.current > TYPING_REPEAT_MS) {
      lastTypingSent.current = now;
      socket.emit('group:typing', { groupId, typing: true });
    }
    if (typingIdle.current) clearTimeout(typingIdle.current);
    typingIdle.current = setTimeout(() => {
      lastTypingSent.current = 0;
      socket.emit('group:typing', { groupId, typing: false });
    }, TYPING_IDLE_MS);
  }, [groupId]);

  const loadOlder = useCallback(async () => {
    if (!groupId || sorted.length === 0) return;
    const page = await groupsApi.messagesBefore(groupId, sorted[0].seq);
    setMessages((current) => {
      const next = new Map(current);
      for (const m of page.messages) if (!next.has(m.id)) next.set(m.id, m);
      return next;
    });
    setHasOlder(page.hasMore);
  }, [groupId, sorted]);

  const typingNames = Object.values(typing).map((t) => t.username);
  return { status, problem, messages: sorted, online, typingNames, hasOlder, send, notifyTyping, loadOlder };
}
