import type { ProcessVideoPayload, ProcessVideoResult, Usage, VideoView } from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { ProcessVideoResult, Usage, VideoView };

/** Spec section 9: usage is refetched every 30 s. */
export const USAGE_REFETCH_MS = 30_000;
/** Spec section 9: the recent-videos grid shows at most 6. */
export const RECENT_VIDEOS_MAX = 6;

export const processVideoRequest = (payload: ProcessVideoPayload) =>
  api.post<ProcessVideoResult>('/api/videos/process', payload);
