import type { MindMapHistoryEntry, MindMapSaved, MindMapView } from '@studyloop/events';
import { queryOptions } from '@tanstack/react-query';
import { api, errorStatus } from '../../../lib/api-client';
import { shouldRetry } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** Refusals (signed out, not shared with you, unknown notes) are answers, not failures to retry. */
const retryUnlessRefused = (failureCount: number, error: unknown) =>
  ![401, 403, 404].includes(errorStatus(error) ?? 0) && shouldRetry(failureCount, error);

export const mindMapQuery = (notesId: string) => queryOptions({
  queryKey: queryKeys.mindMap(notesId),
  queryFn: ({ signal }) => api.get<MindMapView>(`/api/mind-maps/${encodeURIComponent(notesId)}`, { signal }),
  retry: retryUnlessRefused,
});

export const mindMapHistoryQuery = (notesId: string) => queryOptions({
  queryKey: queryKeys.mindMapHistory(notesId),
  queryFn: ({ signal }) => api.get<MindMapHistoryEntry[]>(`/api/mind-maps/${encodeURIComponent(notesId)}/history`, { signal }),
  retry: retryUnlessRefused,
});

export function saveMindMap(notesId: string, update: Uint8Array): Promise<MindMapSaved> {
  let binary = '';
  for (let i = 0; i < update.length; i += 0x8000) binary += String.fromCharCode(...update.subarray(i, i + 0x8000));
  return api.post<MindMapSaved>(`/api/mind-maps/${encodeURIComponent(notesId)}/save`, { update: btoa(binary) });
}
