import { Logger } from '@nestjs/common';
import type { createAdapter } from '@socket.io/redis-adapter';
import type { AppConfig } from '../config/app-config.js';

export const SOCKET_IO_REDIS = Symbol('SocketIoRedis');

export interface SocketIoRedis {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * With REDIS_URL set, Socket.IO rooms span every node: a broadcast on one node reaches sockets on all
 * (presence, typing, user-room pushes). Channels live under `<REDIS_PREFIX>socket.io`.
 * Without Redis the default in-memory adapter serves one node alone.
 */
export async function connectSocketIoRedis(config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>): Promise<SocketIoRedis | null> {
  if (!config.redisUrl) return null;
  const logger = new Logger('Realtime');
  // Loaded only with REDIS_URL: one node never needs the Redis client.
  const [{ createAdapter: redisAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  const pub = createClient({ url: config.redisUrl });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error: Error) => logger.error(`Redis: ${error.message}`));
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: redisAdapter(pub, sub, { key: `${config.redisPrefix}socket.io` }),
    async close() {
      await Promise.all([pub, sub].map((c) => c.close().catch(() => undefined)));
    },
  };
}
