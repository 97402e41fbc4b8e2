import type {
  ClientToServerEvents, GroupChatItem, GroupJoinReply, GroupMessageReply, ServerToClientEvents,
} from '@studyloop/events';
import { io, type Socket } from 'socket.io-client';

/** Test-only: a real socket.io client signed in with a session cookie, recording what it receives. */
export class ChatTestClient {
  readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  readonly items: GroupChatItem[] = [];
  readonly received: { event: string; payload: unknown }[] = [];

  constructor(baseUrl: string, cookie: string) {
    this.socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
    this.socket.on('group:chat', (item) => this.items.push(item));
    this.socket.onAny((event: string, payload: unknown) => this.received.push({ event, payload }));
  }

  static async connect(baseUrl: string, cookie: string): Promise<ChatTestClient> {
    const client = new ChatTestClient(baseUrl, cookie);
    await new Promise<void>((resolve, reject) => {
      client.socket.once('session:ready', () => resolve());
      client.socket.once('connect_error', reject);
    });
    return client;
  }

  join(groupId: string, afterSeq: number | null = null): Promise<GroupJoinReply> {
    return this.socket.timeout(10_000).emitWithAck('group:join', { groupId, afterSeq });
  }

  post(groupId: string, content: string): Promise<GroupMessageReply> {
    return this.socket.timeout(10_000).emitWithAck('group:message', { groupId, content });
  }

  /** Resolves once a received event satisfies `match`, looking at what already arrived first. */
  waitFor<T = unknown>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
    const seen = this.received.find((r) => r.event === event && match(r.payload as T));
    if (seen) return Promise.resolve(seen.payload as T);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { this.socket.offAny(listener); reject(new Error(`no '${event}' matching within ${timeoutMs} ms`)); }, timeoutMs);
      const listener = (name: string, payload: unknown) => {
        if (name !== event || !match(payload as T)) return;
        clearTimeout(timer);
        this.socket.offAny(listener);
        resolve(payload as T);
      };
      this.socket.onAny(listener);
    });
  }

  messageContents(): string[] {
    return this.items.flatMap((i) => (i.kind === 'message' ? [i.message.content] : []));
  }

  close(): void {
    this.socket.close();
  }
}
