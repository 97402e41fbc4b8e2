import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchAdminAudit, fetchParkedEvents } from '../api/admin-api';

/** Events a projection could not apply; always read fresh (an admin is checking on a fix). */
export function useParkedEvents() {
  return useQuery({ queryKey: queryKeys.parkedEvents, queryFn: ({ signal }) => fetchParkedEvents(signal), staleTime: 0 });
}

/** The admin audit trail, read fresh each time the panel opens. */
export function useAdminAudit() {
  return useQuery({ queryKey: queryKeys.adminAudit, queryFn: ({ signal }) => fetchAdminAudit(signal), staleTime: 0 });
}
