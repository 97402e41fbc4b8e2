import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { mindMapHistoryQuery, mindMapQuery } from '../api/mind-maps-api';

/** The server's copy of the notes' mind map (read-only until the live document syncs). */
export function useMindMap(notesId: string, enabled: boolean) {
  return useQuery({ ...mindMapQuery(notesId), enabled });
}

/** Re-reads the server's copy (e.g. after the live document was reset). */
export function useRefreshMindMap(notesId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.mindMap(notesId) }), [queryClient, notesId]);
}

/** Saved versions; re-read a moment after each change so a new save shows up. */
export function useMindMapHistory(notesId: string, changeCount: number, refreshAfterMs: number) {
  const queryClient = useQueryClient();
  const history = useQuery(mindMapHistoryQuery(notesId));
  useEffect(() => {
    if (changeCount === 0) return undefined;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.mindMapHistory(notesId) }), refreshAfterMs);
    return () => clearTimeout(timer);
  }, [changeCount, notesId, queryClient, refreshAfterMs]);
  return history;
}
