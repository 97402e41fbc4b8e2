import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MIND_MAP_COLLAB_PREFIX } from '@studyloop/events';
import type { WSSharedDoc } from '@y/websocket-server/utils';
import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as Y from 'yjs';
import { SESSION_MIDDLEWARE } from '../../sessions/session.module.js';
import { CommandsService } from '../../event-store/commands.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { sameOriginRequest } from '../../realtime/socket-auth.js';
import { MindMapAccessService } from '../mind-map-access.service.js';
import { MindMapDocumentsService } from '../mind-map-documents.service.js';
import { CollabDocument, type PersistTiming } from './collab-document.js';
import type { RedisCollabRelay } from './collab-relay.js';
import { MindMapEditRecorder } from './mind-map-edit-recorder.js';
import { refuseUpgrade, sessionOfUpgrade, statusOf, type UpgradeSession } from './upgrade-auth.js';
import { sessionKey, SessionRevocations } from '../../sessions/session-revocations.js';
import { EVENT_LOG, type EventLog, type RecordedEvent } from '../../event-store/event-store.port.js';
import { subscribeToAll, type Subscription } from '../../event-store/subscription.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { YWebsocketDocs } from './y-websocket-docs.js';

const envMs = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
/** Largest y-websocket message accepted from a client. */
const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;
/** WebSocket close code sent when access was lost; the client shows why instead of reconnecting. */
export const ACCESS_REVOKED_CLOSE_CODE = 4403;
/** Close code when the connection's session ended (logout, expiry, replaced by a new sign-in). */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Group events after which a member may have lost maps shared through the group. */
const MEMBERSHIP_ENDS: ReadonlySet<string> = new Set(['GroupMemberLeft', 'GroupMemberRemoved', 'GroupDeleted']);

/**
 * The y-websocket endpoint at `/collab/<mindMapId>`, on the app's own HTTP server. An upgrade is
 * accepted only for a session that may edit the map (same session cookie and Origin rule as the
 * API and Socket.IO); then @y/websocket-server speaks the sync and awareness protocol, and each open
 * map is a CollabDocument (storage, relay between nodes, edit history).
 */
@Injectable()
export class CollabServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Collab');
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly connUsers = new WeakMap<object, string>();
  private readonly open = new Map<WSSharedDoc, CollabDocument>();
  /** Closing documents by map id: a reopen waits until the last state is stored. */
  private readonly closing = new Map<string, Promise<void>>();
  private readonly docs: YWebsocketDocs;
  private readonly recorder: MindMapEditRecorder;
  private readonly timing: PersistTiming;
  /** How often an open connection re-checks that its user may still edit the map (e.g. left the group). */
  private readonly accessRecheckMs = envMs('MIND_MAP_ACCESS_RECHECK_MS', 60_000);
  private relay: RedisCollabRelay | null = null;
  private readonly connsBySession = new Map<string, Set<WebSocket>>();
  private readonly connsByUser = new Map<string, Map<WebSocket, string>>();
  private membership: Subscription | null = null;
  private stopRevocations: (() => void) | null = null;
  private httpServer: Server | null = null;
  private stopping = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SESSION_MIDDLEWARE) private readonly sessionMiddleware: RequestHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly access: MindMapAccessService,
    private readonly documents: MindMapDocumentsService,
    commands: CommandsService,
    private readonly revocations: SessionRevocations,
    @Inject(EVENT_LOG) private readonly store: EventLog,
    private readonly runner: ProjectionRunner,
  ) {
    this.recorder = new MindMapEditRecorder(commands, { quietMs: envMs('MIND_MAP_EDIT_BATCH_MS', 3000), maxMs: envMs('MIND_MAP_EDIT_BATCH_MAX_MS', 10_000) });
    this.timing = {
      debounceMs: envMs('MIND_MAP_SAVE_DEBOUNCE_MS', 500),
      maxWaitMs: envMs('MIND_MAP_SAVE_MAX_WAIT_MS', 2000),
      compactAfterRows: envMs('MIND_MAP_COMPACT_AFTER_ROWS', 50),
      compactEveryMs: envMs('MIND_MAP_COMPACT_EVERY_MS', 60_000),
    };
    this.docs = new YWebsocketDocs(randomUUID(), {
      bind: (doc) => this.bind(doc),
      release: (doc) => this.release(doc),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    // Shell commands boot the application without HTTP: there is nothing to serve collab on.
    if (!this.adapterHost.httpAdapter) return;
    if (this.config.redisUrl) {
      // The relay (and the Redis client) load only with REDIS_URL: one node never needs them.
      const { RedisCollabRelay } = await import('./collab-relay.js');
      this.relay = new RedisCollabRelay(this.config.redisUrl, this.config.redisPrefix);
      await this.relay.start();
    }
    this.httpServer = this.adapterHost.httpAdapter.getHttpServer() as Server;
    this.httpServer.on('upgrade', this.onUpgrade);
    this.stopRevocations = this.revocations.onRevoked((key) => {
      for (const ws of this.connsBySession.get(key) ?? []) this.endSession(ws);
    });
    this.membership = subscribeToAll(this.store, {
      from: 'end',
      types: MEMBERSHIP_ENDS,
      handle: (events) => this.recheckMembers(events.filter((e) => MEMBERSHIP_ENDS.has(e.type))),
      onError: (error) => this.logger.error('Membership subscription failed; retrying', error instanceof Error ? error.stack : String(error)),
    });
  }

  /** The live document of a map if this node has it open (for reads that must include unsaved edits). */
  liveDoc(mindMapId: string): WSSharedDoc | undefined {
    return this.docs.peek(mindMapId);
  }

  /**
   * Stores a whole document state sent over HTTP (the editor's Save) and merges it into the live
   * document here and on other nodes; changes it brings are recorded as edits by `userId`.
   */
  async saveFromClient(mindMapId: string, update: Uint8Array, userId: string): Promise<void> {
    await this.documents.store.appendUpdate(mindMapId, update);
    const live = this.docs.peek(mindMapId);
    if (live && this.open.has(live)) {
      const origin = { savedOverHttp: true };
      this.connUsers.set(origin, userId);
      Y.applyUpdate(live, update, origin);
    } else {
      this.relay?.publishUpdate(mindMapId, update);
    }
  }

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (req.url ?? '').split('?')[0];
    if (path.startsWith('/socket.io/')) return; // Socket.IO's own listener answers these
    socket.on('error', () => undefined);
    if (!path.startsWith(MIND_MAP_COLLAB_PREFIX) || this.stopping) return refuseUpgrade(socket, 404, 'Not found');
    let mindMapId: string;
    try {
      mindMapId = decodeURIComponent(path.slice(MIND_MAP_COLLAB_PREFIX.length));
    } catch {
      return refuseUpgrade(socket, 404, 'Mind map not found');
    }
    this.admit(req, socket, head, mindMapId).catch((error: unknown) => {
      const { status, message } = statusOf(error);
      if (status >= 500) this.logger.error(`Upgrade to ${path} failed`, error instanceof Error ? error.stack : String(error));
      refuseUpgrade(socket, status, message);
    });
  };

  private async admit(req: IncomingMessage, socket: Duplex, head: Buffer, mindMapId: string): Promise<void> {
    if (!sameOriginRequest(req)) return refuseUpgrade(socket, 403, 'Origin not allowed');
    const session = await sessionOfUpgrade(this.sessionMiddleware, req);
    if (!session || this.revocations.isRevoked(sessionKey(session.sessionId))) return refuseUpgrade(socket, 401, 'Not authenticated');
    const userId = session.userId;
    const notes = await this.access.notesFor(userId, mindMapId);
    await this.documents.ensureCreated(notes, userId);
    const doc = await this.openDoc(mindMapId);
    if (!socket.writable || this.stopping) {
      socket.destroy();
      return this.releaseIfIdle(doc);
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(ws, req, doc, mindMapId, session));
  }

  private connected(ws: WebSocket, req: IncomingMessage, doc: WSSharedDoc, mindMapId: string, session: UpgradeSession): void {
    const userId = session.userId;
    this.connUsers.set(ws, userId);
    if (this.docs.peek(mindMapId) !== doc) {
      // The document closed while the handshake finished: the client reconnects to a fresh one.
      ws.close(1013, 'Try again');
      return;
    }
    this.track(ws, sessionKey(session.sessionId), userId, mindMapId);
    this.guardMessages(ws, sessionKey(session.sessionId), session);
    this.docs.connect(ws, req, mindMapId);
    const recheck = setInterval(() => {
      this.access.mayEdit(userId, mindMapId).then(
        (allowed) => { if (!allowed) ws.close(ACCESS_REVOKED_CLOSE_CODE, 'Access revoked'); },
        (error: unknown) => this.logger.warn(`Could not re-check access to ${mindMapId}: ${(error as Error).message}`),
      );
    }, this.accessRecheckMs);
    recheck.unref();
    ws.on('close', () => clearInterval(recheck));
  }

  /** Open connections by session and by user, so an ended session or a lost membership closes them at once. */
  private track(ws: WebSocket, key: string, userId: string, mindMapId: string): void {
    const bySession = this.connsBySession.get(key) ?? new Set<WebSocket>();
    bySession.add(ws);
    this.connsBySession.set(key, bySession);
    const byUser = this.connsByUser.get(userId) ?? new Map<WebSocket, string>();
    byUser.set(ws, mindMapId);
    this.connsByUser.set(userId, byUser);
    ws.on('close', () => {
      bySession.delete(ws);
      if (!bySession.size) this.connsBySession.delete(key);
      byUser.delete(ws);
      if (!byUser.size) this.connsByUser.delete(userId);
    });
  }

  /**
   * Every incoming message first re-checks the session: the in-memory revocation set (no query), and
   * after the session's expiry the store (one query, which also learns a rolled-on expiry). A message
   * of an ended session is dropped and the connection closed.
   */
  private guardMessages(ws: WebSocket, key: string, session: UpgradeSession): void {
    let expiresAt = session.expiresAt;
    let rechecking = false;
    const emit = ws.emit.bind(ws) as (event: string | symbol, ...args: unknown[]) => boolean;
    (ws as { emit: typeof emit }).emit = (event, ...args) => {
      if (event !== 'message') return emit(event, ...args);
      if (this.revocations.isRevoked(key)) return this.endSession(ws);
      if (Date.now() < expiresAt) return emit(event, ...args);
      if (!rechecking) {
        rechecking = true;
        void session.recheck().then((live) => {
          rechecking = false;
          if (!live || live.userId !== session.userId) this.endSession(ws);
          else expiresAt = live.expiresAt;
        });
      }
      return false;
    };
  }

  private endSession(ws: WebSocket): false {
    ws.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    return false;
  }

  /** A member who left or was removed (or whose group was deleted) loses the maps shared through it now. */
  private async recheckMembers(events: RecordedEvent[]): Promise<void> {
    for (const event of events) {
      // Access is read from the groups read model: let it include this event first.
      await this.runner.waitFor(event.position, ['groups'], 5_000);
      const affected = event.type === 'GroupDeleted' ? [...this.connsByUser.keys()] : [String(event.data.userId)];
      for (const userId of affected) {
        for (const [ws, mindMapId] of this.connsByUser.get(userId) ?? []) {
          const allowed = await this.access.mayEdit(userId, mindMapId).catch(() => true);
          if (!allowed) ws.close(ACCESS_REVOKED_CLOSE_CODE, 'Access revoked');
        }
      }
    }
  }

  /** The live document, loaded from the store; waits out a previous close of the same map. */
  private async openDoc(mindMapId: string): Promise<WSSharedDoc> {
    for (;;) {
      const doc = this.docs.get(mindMapId);
      const collab = this.open.get(doc);
      if (!collab) throw new Error(`Mind map ${mindMapId} was not bound`);
      try {
        await collab.loaded;
      } catch (error) {
        this.open.delete(doc);
        this.docs.drop(doc);
        doc.destroy();
        throw error;
      }
      if (this.docs.peek(mindMapId) === doc) return doc;
    }
  }

  private bind(doc: WSSharedDoc): void {
    const mindMapId = this.docs.mindMapIdOf(doc);
    // One map per notes: the map's id is the notes' id.
    const collab = new CollabDocument(doc, mindMapId, mindMapId, {
      store: this.documents.store,
      relay: this.relay,
      recorder: this.recorder,
      timing: this.timing,
      userOf: (origin) => (origin && typeof origin === 'object' ? this.connUsers.get(origin) : undefined),
    }, this.closing.get(mindMapId) ?? Promise.resolve());
    this.open.set(doc, collab);
  }

  /** A document opened for a handshake that never completed must not stay open forever. */
  private releaseIfIdle(doc: WSSharedDoc): void {
    if (doc.conns.size > 0 || !this.open.has(doc)) return;
    this.docs.drop(doc);
    void this.release(doc).then(() => doc.destroy());
  }

  private release(doc: WSSharedDoc): Promise<void> {
    const collab = this.open.get(doc);
    if (!collab) return Promise.resolve();
    this.open.delete(doc);
    const mindMapId = collab.mindMapId;
    const done = collab.close().finally(() => {
      if (this.closing.get(mindMapId) === done) this.closing.delete(mindMapId);
    });
    this.closing.set(mindMapId, done);
    return done;
  }

  /** Stores every open map and closes every connection before the database pool goes away. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.httpServer?.off('upgrade', this.onUpgrade);
    this.stopRevocations?.();
    await this.membership?.stop();
    const open = [...this.open.keys()];
    await Promise.all(open.map((doc) => {
      this.docs.drop(doc);
      return this.release(doc);
    }));
    for (const doc of open) {
      for (const conn of doc.conns.keys()) (conn as WebSocket).terminate();
      doc.destroy();
    }
    await Promise.all([...this.closing.values()]);
    await this.recorder.flushAll();
    await this.relay?.stop();
    this.docs.dispose();
    this.wss.close();
  }
}
