import { docs, getYDoc, setPersistence, setupWSConnection, type WSSharedDoc } from '@y/websocket-server/utils';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';

/** What an app instance does when @y/websocket-server creates a document and when its last client leaves. */
export interface DocumentLifecycle {
  bind(doc: WSSharedDoc): void;
  release(doc: WSSharedDoc): Promise<void>;
}

/**
 * @y/websocket-server keeps its documents and its persistence hook in module-wide state. Documents
 * are therefore named `<instance>/<mindMapId>`, and the one persistence hook hands each document to
 * the app instance that owns it, so several app instances in one process (tests) stay independent.
 */
const lifecycles = new Map<string, DocumentLifecycle>();

const instanceOf = (docName: string) => docName.slice(0, docName.indexOf('/'));

setPersistence({
  provider: null,
  bindState: (docName, doc) => lifecycles.get(instanceOf(docName))?.bind(doc),
  writeState: async (docName, doc) => lifecycles.get(instanceOf(docName))?.release(doc),
});

export class YWebsocketDocs {
  constructor(private readonly instance: string, lifecycle: DocumentLifecycle) {
    lifecycles.set(instance, lifecycle);
  }

  docName(mindMapId: string): string {
    return `${this.instance}/${mindMapId}`;
  }

  mindMapIdOf(doc: WSSharedDoc): string {
    return doc.name.slice(this.instance.length + 1);
  }

  /** The live document, created (and bound) on first use. */
  get(mindMapId: string): WSSharedDoc {
    return getYDoc(this.docName(mindMapId));
  }

  /** The live document if this instance has it open. */
  peek(mindMapId: string): WSSharedDoc | undefined {
    return docs.get(this.docName(mindMapId));
  }

  /** Forgets a document without the library's close path (failed load, shutdown). */
  drop(doc: WSSharedDoc): void {
    if (docs.get(doc.name) === doc) docs.delete(doc.name);
  }

  all(): WSSharedDoc[] {
    return [...docs.values()].filter((d) => d.name.startsWith(`${this.instance}/`));
  }

  connect(conn: WebSocket, req: IncomingMessage, mindMapId: string): void {
    setupWSConnection(conn, req, { docName: this.docName(mindMapId) });
  }

  dispose(): void {
    lifecycles.delete(this.instance);
  }
}
