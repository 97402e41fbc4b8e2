import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { fetchCurrentUser, USER_STALE_TIME_MS } from './auth-api';

export const userQueryOptions = queryOptions({
  queryKey: queryKeys.user,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: USER_STALE_TIME_MS,
  retry: false,
});

/**
 * The signed-in user (`null` when logged out). Shared by every feature (header, home usage card,
 * admin panel, groups...), hence it lives in lib rather than in the auth feature.
 */
export function useUser() {
  const query = useQuery(userQueryOptions);
  const user = query.data ?? null;
  return { ...query, user, isAuthenticated: user !== null };
}
