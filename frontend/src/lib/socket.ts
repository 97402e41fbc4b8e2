import type { ClientToServerEvents, ServerToClientEvents } from '@studyloop/events';
import { io, type Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/**
 * The app's one Socket.IO connection (same origin, session cookie). Call it only for a signed-in
 * user: the server refuses anonymous handshakes, and a refused socket stays down until the next call
 * reconnects it (e.g. after the user signs in).
 */
export function getSocket(): AppSocket {
  socket ??= io({ path: '/socket.io', withCredentials: true, autoConnect: false });
  // `active` is false before the first connect and after the server refused the handshake.
  if (!socket.active) socket.connect();
  return socket;
}
