import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchGoogleStatus } from '../api/google-status-api';

/** Whether Google sign-in is configured on the server (false until known, or on error). */
export function useGoogleStatus() {
  const query = useQuery({
    queryKey: queryKeys.googleStatus,
    queryFn: ({ signal }) => fetchGoogleStatus(signal),
    retry: 1,
  });
  return { ...query, available: query.data?.available === true };
}
