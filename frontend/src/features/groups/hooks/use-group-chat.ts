import type { GroupChatItem, GroupJoinReply, PresenceUser } from '@studyloop/events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GROUPS_PATH, invalidateApi } from '../../../lib/query-keys';
import { getSocket } from '../../../lib/socket';
import { groupsApi } from '../api/groups-api';
import {
  chatReducer, initialChatState, orderedMessages, typingNames, type ChatAction, type ChatState, type ClosedReason,
} from '../group-chat-reducer';

const TYPING_REPEAT_MS = 2_000;
const TYPING_IDLE_MS = 3_000;
const JOIN_TIMEOUT_MS = 10_000;
const JOIN_RETRY_MS = 2_000;

/**
 * The live chat of one group: the socket and timers live here, the sequencing rules (buffering
 * during a join, de-duplication, gap detection) in the pure `chatReducer`. The state is kept in a
 * ref as well, so a socket callback sees the result of its own action at once (e.g. "a gap: re-join").
 */
export function useGroupChat(groupId: string | null) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChatState>(initialChatState);
  const latest = useRef<ChatState>(state);
  const dispatch = useCallback((action: ChatAction): ChatState => {
    latest.current = chatReducer(latest.current, action);
    setState(latest.current);
    return latest.current;
  }, []);
  const lastTypingSent = useRef(0);
  const typingIdle = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!groupId) return undefined;
    const socket = getSocket();
    let active = true;
    latest.current = initialChatState();
    setState(latest.current);

    const join = () => {
      if (latest.current.joining) return;
      const { cursor } = dispatch({ type: 'join-started' });
      socket.timeout(JOIN_TIMEOUT_MS).emit('group:join', { groupId, afterSeq: cursor }, (err: Error | null, reply?: GroupJoinReply) => {
        if (!active) return;
        if (err || !reply) {
          dispatch({ type: 'join-failed' });
          setTimeout(() => active && join(), JOIN_RETRY_MS);
          return;
        }
        if (dispatch({ type: 'join-replied', reply }).needsJoin) join();
      });
    };

    const onChat = (item: GroupChatItem) => {
      const itemGroup = item.kind === 'message' ? item.message.groupId : item.groupId;
      if (itemGroup !== groupId) return;
      if (dispatch({ type: 'item', item }).needsJoin) join();
    };
    const onPresence = (p: { groupId: string; online: PresenceUser[] }) => { if (p.groupId === groupId) dispatch({ type: 'presence', online: p.online }); };
    const onTyping = (p: { groupId: string; userId: string; username: string; typing: boolean }) => {
      if (p.groupId === groupId) dispatch({ type: 'typing', userId: p.userId, username: p.username, typing: p.typing, at: Date.now() });
    };
    const onUpdated = (p: { groupId: string }) => { if (p.groupId === groupId) void invalidateApi(queryClient, GROUPS_PATH); };
    const onClosed = (p: { groupId: string; reason: ClosedReason }) => {
      if (p.groupId !== groupId) return;
      void invalidateApi(queryClient, GROUPS_PATH);
      dispatch({ type: 'closed', reason: p.reason });
    };
    const onDisconnect = () => { if (active) dispatch({ type: 'disconnected' }); };

    socket.on('group:chat', onChat);
    socket.on('group:presence', onPresence);
    socket.on('group:typing', onTyping);
    socket.on('group:closed', onClosed);
    socket.on('group:updated', onUpdated);
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    const prune = setInterval(() => dispatch({ type: 'typing-expired', now: Date.now() }), 1_000);

    return () => {
      active = false;
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
  }, [groupId, queryClient, dispatch]);

  const sorted = useMemo(() => orderedMessages(state), [state]);

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
    dispatch({ type: 'older-loaded', page });
  }, [groupId, sorted, dispatch]);

  return {
    status: state.status, problem: state.problem, messages: sorted, online: state.online, typingNames: typingNames(state),
    hasOlder: state.hasOlder, send, notifyTyping, loadOlder,
  };
}
