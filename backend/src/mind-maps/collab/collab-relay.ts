import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';

export interface RelayHandlers {
  update(update: Uint8Array): void;
  awareness(update: Uint8Array): void;
  /** Another node opened the map: answer with what it lacks (`stateVector`) and our awareness. */
  syncRequest(stateVector: Uint8Array): void;
}

const enum MessageType { Update = 0, Awareness = 1, SyncRequest = 2 }
const NODE_ID_BYTES = 16;

/**
 * Carries Yjs updates and awareness between app nodes over Redis pub/sub, one channel per map.
 * Every message is tagged with the sending node, so a node never applies its own messages and never
 * re-publishes what it received: no echo loops.
 */
export class RedisCollabRelay {
  readonly nodeId = randomBytes(NODE_ID_BYTES);
  private readonly logger = new Logger('CollabRelay');
  private readonly publisher;
  private readonly subscriber;
  private readonly subscribed = new Map<string, (message: Buffer) => void>();

  constructor(url: string, private readonly prefix: string) {
    this.publisher = createClient({ url });
    this.subscriber = this.publisher.duplicate();
    for (const client of [this.publisher, this.subscriber]) client.on('error', (e: Error) => this.logger.warn(`Redis: ${e.message}`));
  }

  async start(): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
  }

  async stop(): Promise<void> {
    this.subscribed.clear();
    await Promise.all([this.publisher, this.subscriber].map((c) => (c.isOpen ? c.close() : undefined)));
  }

  channel(mindMapId: string): string {
    return `${this.prefix}${this.prefix.endsWith(':') ? '' : ':'}collab:${mindMapId}`;
  }

  async subscribe(mindMapId: string, handlers: RelayHandlers): Promise<void> {
    const listener = (message: Buffer) => {
      if (message.length < 1 + NODE_ID_BYTES || this.nodeId.equals(message.subarray(1, 1 + NODE_ID_BYTES))) return;
      const payload = new Uint8Array(message.buffer, message.byteOffset + 1 + NODE_ID_BYTES, message.length - 1 - NODE_ID_BYTES);
      try {
        switch (message[0]) {
          case MessageType.Update: handlers.update(payload); break;
          case MessageType.Awareness: handlers.awareness(payload); break;
          case MessageType.SyncRequest: handlers.syncRequest(payload); break;
          default: break;
        }
      } catch (error) {
        this.logger.warn(`Dropped a relayed message for ${mindMapId}: ${(error as Error).message}`);
      }
    };
    this.subscribed.set(mindMapId, listener);
    await this.subscriber.subscribe(this.channel(mindMapId), listener, true);
  }

  async unsubscribe(mindMapId: string): Promise<void> {
    const listener = this.subscribed.get(mindMapId);
    if (!listener) return;
    this.subscribed.delete(mindMapId);
    if (this.subscriber.isOpen) await this.subscriber.unsubscribe(this.channel(mindMapId), listener, true).catch(() => undefined);
  }

  publishUpdate(mindMapId: string, update: Uint8Array): void { this.publish(mindMapId, MessageType.Update, update); }
  publishAwareness(mindMapId: string, update: Uint8Array): void { this.publish(mindMapId, MessageType.Awareness, update); }
  requestSync(mindMapId: string, stateVector: Uint8Array): void { this.publish(mindMapId, MessageType.SyncRequest, stateVector); }

  private publish(mindMapId: string, type: MessageType, payload: Uint8Array): void {
    if (!this.publisher.isOpen) return;
    const message = Buffer.concat([Buffer.of(type), this.nodeId, payload]);
    this.publisher.publish(this.channel(mindMapId), message).catch((e: Error) => this.logger.warn(`Publish failed: ${e.message}`));
  }
}
