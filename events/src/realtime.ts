import type { AssistantDelta } from './api/assistant.js';
import type { ProcessingProgress } from './api/processing-progress.js';
import type { GroupClientToServerEvents, GroupServerToClientEvents } from './api/groups.js';

/** Socket.IO events the server sends; features add theirs here. */
export interface ServerToClientEvents extends GroupServerToClientEvents {
  'session:ready': (payload: { userId: string }) => void;
  /** Processing progress of the user's own jobs, room `user:<id>` (see api/processing-progress.ts). */
  'processing:progress': (payload: ProcessingProgress) => void;
  /** A piece of an assistant answer as the language model writes it, room `user:<id>` (see api/assistant.ts). */
  'assistant:delta': (payload: AssistantDelta) => void;
}

/** Socket.IO events clients send; features add theirs here. */
export interface ClientToServerEvents extends GroupClientToServerEvents {
  ping: (ack: (reply: { ok: true; at: string }) => void) => void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const groupRoom = (groupId: string) => `group:${groupId}`;
