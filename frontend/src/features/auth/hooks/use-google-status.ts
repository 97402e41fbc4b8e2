import { useQuery } from '@tanstack/react-query';
import { fetchGoogleStatus, GOOGLE_STATUS_QUERY_KEY } from '../api/google-status-api';

/** Whether Google sign-in is configured on the server (false until known, or on error). */
export function useGoogleStatus() {
  const query = useQuery({
    queryKey: GOOGLE_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => fetchGoogleStatus(signal),
    retry: 1,
  });
  return { ...query, available: query.data?.available === true };
}
