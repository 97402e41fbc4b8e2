import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The Redis client loads only with REDIS_URL (~5 MB of heap one node never needs). */
async function connect(url: string) {
  const { createClient } = await import('redis');
  return createClient({ url });
}
type RedisClient = Awaited<ReturnType<typeof connect>>;

/** How long a revoked session is remembered: its connections close at once, this only covers racing messages. */
const REMEMBER_MS = 15 * 60_000;

/**
 * A session's key for connections: a hash, so the session id (a bearer secret) never travels to Redis
 * or sits in a connection's data.
 */
export function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 32);
}

/**
 * Sessions that ended (logout, or a new sign-in replacing them), as an in-memory set every connection
 * checks on each message, fed by a `revoked` event here and, with REDIS_URL, from the other nodes.
 * Listeners (Socket.IO, the collab server) close that session's open connections when it arrives.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  private readonly revoked = new Map<string, number>();
  private readonly events = new EventEmitter();
  private redis: { pub: RedisClient; sub: RedisClient } | null = null;
  private readonly channel: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.channel = `${config.redisPrefix}session-revoked`;
    this.events.setMaxListeners(0);
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.redisUrl) return;
    const pub = await connect(this.config.redisUrl);
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error: Error) => this.logger.error(`Redis: ${error.message}`));
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(this.channel, (key) => this.remember(key));
    this.redis = { pub, sub };
  }

  async onApplicationShutdown(): Promise<void> {
    const redis = this.redis;
    this.redis = null;
    if (redis) await Promise.all([redis.pub, redis.sub].map((c) => c.close().catch(() => undefined)));
  }

  isRevoked(key: string): boolean {
    return this.revoked.has(key);
  }

  /** Ends the session's open connections here and on every node. */
  async revoke(sessionId: string): Promise<void> {
    const key = sessionKey(sessionId);
    this.remember(key);
    await this.redis?.pub.publish(this.channel, key).catch((error: Error) => this.logger.error(`Could not publish a revoked session: ${error.message}`));
  }

  onRevoked(listener: (key: string) => void): () => void {
    this.events.on('revoked', listener);
    return () => this.events.off('revoked', listener);
  }

  private remember(key: string): void {
    const now = Date.now();
    if (this.revoked.size > 1000) for (const [k, at] of this.revoked) if (now - at > REMEMBER_MS) this.revoked.delete(k);
    const known = this.revoked.has(key);
    this.revoked.set(key, now);
    if (!known) this.events.emit('revoked', key);
  }
}
