import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../../lib/auth/use-user';
import { USAGE_QUERY_KEY, USAGE_REFETCH_MS, type Usage } from '../api/home-api';

/** GET /api/user/usage for the signed-in user, refetched every 30 s (spec sections 7 and 9). */
export function useUsage() {
  const { isAuthenticated } = useUser();
  return useQuery<Usage>({
    queryKey: USAGE_QUERY_KEY,
    enabled: isAuthenticated,
    refetchInterval: USAGE_REFETCH_MS,
  });
}
