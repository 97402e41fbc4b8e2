import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { readSnapshot, type MindMapSnapshot } from '../mind-map-model';

export interface Peer {
  clientId: number;
  name: string;
  color: string;
  cursor: { x: number; y: number } | null;
  selected: string | null;
}

export type CollabStatus = 'connecting' | 'live' | 'reconnecting' | 'revoked';

export interface CollabSession { doc: Y.Doc; provider: WebsocketProvider }

/** Cursor colours; a user keeps theirs (picked from their id) on every device. */
const PEER_COLORS = ['#e11d48', '#7c3aed', '#059669', '#ea580c', '#2563eb', '#db2777', '#0d9488', '#9333ea'];

export function colorForUser(userId: string): string {
  let hash = 0;
  for (const ch of userId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PEER_COLORS[hash % PEER_COLORS.length];
}

function collabServerUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/collab`;
}

/** Close codes 4400–4499 mean the server refused for good (y-websocket then stops reconnecting). */
const isRefusal = (code: number) => code >= 4400 && code < 4500;

const FAILURES_BEFORE_CHECK = 3;

const EMPTY_SNAPSHOT: MindMapSnapshot = { title: '', nodes: [], edges: [] };
const NO_PEERS: Peer[] = [];

/**
 * The live mind map: a Yjs document synced over y-websocket at `/collab/<mindMapId>`, with
 * awareness (who is here, their cursor and selection). Created in an effect so React's strict-mode
 * remount gets a fresh document and connection.
 */
export function useCollabMindMap(mindMapId: string, me: { id: string; name: string }, onKeepsFailing?: () => void) {
  const [session, setSession] = useState<CollabSession | null>(null);
  const [status, setStatus] = useState<CollabStatus>('connecting');
  const [synced, setSynced] = useState(false);
  const failing = useRef(onKeepsFailing);
  failing.current = onKeepsFailing;

  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(collabServerUrl(), mindMapId, doc, { disableBc: true });
    const onStatus = ({ status: s }: { status: 'connected' | 'disconnected' | 'connecting' }) => {
      setStatus((current) => {
        if (current === 'revoked') return current;
        if (s === 'connected') return 'live';
        return current === 'connecting' ? 'connecting' : 'reconnecting';
      });
    };
    const onSync = (isSynced: boolean) => { if (isSynced) setSynced(true); };
    const onClosed = (event: { code: number }) => { if (isRefusal(event.code)) setStatus('revoked'); };
    // A browser is not told why an upgrade failed; after a few failures in a row, ask the API
    // (which says e.g. 403 when the user has left the group).
    const onConnectionClose = () => { if (provider.wsUnsuccessfulReconnects % FAILURES_BEFORE_CHECK === 0) failing.current?.(); };
    provider.on('status', onStatus);
    provider.on('sync', onSync);
    provider.on('closed', onClosed);
    provider.on('connection-close', onConnectionClose);
    setSession({ doc, provider });
    setStatus('connecting');
    setSynced(false);
    return () => {
      provider.off('status', onStatus);
      provider.off('sync', onSync);
      provider.off('closed', onClosed);
      provider.off('connection-close', onConnectionClose);
      provider.destroy();
      doc.destroy();
    };
  }, [mindMapId]);

  useEffect(() => {
    session?.provider.awareness.setLocalStateField('user', { id: me.id, name: me.name, color: colorForUser(me.id) });
  }, [session, me.id, me.name]);

  const snapshot = useDocSnapshot(session?.doc ?? null);
  const peers = usePeers(session?.provider ?? null);
  return { session, status, synced, snapshot, peers };
}

function useDocSnapshot(doc: Y.Doc | null): MindMapSnapshot {
  const store = useMemo(() => {
    if (!doc) return { subscribe: () => () => undefined, get: () => EMPTY_SNAPSHOT };
    let current = readSnapshot(doc);
    return {
      subscribe(notify: () => void) {
        const onUpdate = () => { current = readSnapshot(doc); notify(); };
        doc.on('update', onUpdate);
        return () => doc.off('update', onUpdate);
      },
      get: () => current,
    };
  }, [doc]);
  return useSyncExternalStore(store.subscribe, store.get);
}

function usePeers(provider: WebsocketProvider | null): Peer[] {
  const store = useMemo(() => {
    if (!provider) return { subscribe: () => () => undefined, get: () => NO_PEERS };
    const read = (): Peer[] => {
      const peers: Peer[] = [];
      provider.awareness.getStates().forEach((state, clientId) => {
        if (clientId === provider.awareness.clientID || !state?.user) return;
        const cursor = state.cursor as { x?: unknown; y?: unknown } | null | undefined;
        peers.push({
          clientId,
          name: String(state.user.name ?? 'Someone'),
          color: String(state.user.color ?? PEER_COLORS[0]),
          cursor: cursor && typeof cursor.x === 'number' && typeof cursor.y === 'number' ? { x: cursor.x, y: cursor.y } : null,
          selected: typeof state.selected === 'string' ? state.selected : null,
        });
      });
      return peers;
    };
    let current = read();
    return {
      subscribe(notify: () => void) {
        const onChange = () => { current = read(); notify(); };
        provider.awareness.on('change', onChange);
        return () => provider.awareness.off('change', onChange);
      },
      get: () => current,
    };
  }, [provider]);
  return useSyncExternalStore(store.subscribe, store.get);
}
