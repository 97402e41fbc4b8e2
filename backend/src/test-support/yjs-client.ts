import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { MindMapDocumentStore, StoredChange } from '../mind-maps/mind-map-document.store.js';

export interface YjsTestClient {
  doc: Y.Doc;
  provider: WebsocketProvider;
  /** Resolves once the first sync with the server completed. */
  synced: Promise<void>;
  close(): void;
}

/** `ws` with the session cookie (and any other headers, e.g. Origin) on the handshake, as a browser sends them. */
function webSocketWithHeaders(cookie: string | null, extra: Record<string, string>): typeof WebSocket {
  const headers = { ...extra, ...(cookie ? { cookie } : {}) };
  return class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  } as typeof WebSocket;
}

/** A real y-websocket client in node, speaking to `/collab/<mindMapId>` with a session cookie. */
export function connectYjs(baseUrl: string, mindMapId: string, cookie: string | null, options: { headers?: Record<string, string> } = {}): YjsTestClient {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${baseUrl.replace(/^http/, 'ws')}/collab`, mindMapId, doc, {
    WebSocketPolyfill: webSocketWithHeaders(cookie, options.headers ?? {}) as never,
    disableBc: true,
    maxBackoffTime: 500,
  });
  const synced = new Promise<void>((resolve) => {
    if (provider.synced) resolve();
    provider.once('sync', (isSynced: boolean) => { if (isSynced) resolve(); });
  });
  return {
    doc,
    provider,
    synced,
    close() {
      provider.destroy();
      doc.destroy();
    },
  };
}

/**
 * The status a refused upgrade answered with: the real y-websocket provider reports ws's
 * "Unexpected server response: <status>" as its connection error.
 */
export function refusedStatus(client: YjsTestClient): Promise<number> {
  return new Promise((resolve, reject) => {
    client.provider.once('connection-error', (event: Event) => {
      const message = (event as Event & { message?: string }).message ?? '';
      const match = /Unexpected server response: (\d{3})/.exec(message);
      if (match) resolve(Number(match[1]));
      else reject(new Error(`Unexpected connection error: ${message}`));
    });
    client.provider.once('sync', () => reject(new Error('The upgrade was accepted')));
  });
}

/**
 * Resolves once `check` holds for the client's document or presence, looked at again on each update
 * and awareness change it receives (no polling); fails after `timeoutMs`.
 */
export function whenSeen(client: YjsTestClient, check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const { doc, provider: { awareness } } = client;
  return new Promise((resolve, reject) => {
    const stop = () => { clearTimeout(timer); doc.off('update', look); awareness.off('change', look); };
    const look = () => { if (check()) { stop(); resolve(); } };
    const timer = setTimeout(() => { stop(); reject(new Error(`Timed out waiting for ${what}`)); }, timeoutMs);
    doc.on('update', look);
    awareness.on('change', look);
    look();
  });
}

/**
 * Resolves when `store` next commits a write of `kind` for `mindMapId` (call it before the action that
 * causes the write); fails after `timeoutMs`.
 */
export function whenStored(store: MindMapDocumentStore, mindMapId: string, kind: StoredChange['kind'], timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = store.onStored((change) => {
      if (change.mindMapId !== mindMapId || change.kind !== kind) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
    const timer = setTimeout(() => { stop(); reject(new Error(`no ${kind} of mind map ${mindMapId} stored within ${timeoutMs} ms`)); }, timeoutMs);
  });
}
