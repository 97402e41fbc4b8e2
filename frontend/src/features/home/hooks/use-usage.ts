import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../../lib/auth/use-user';
import { queryKeys } from '../../../lib/query-keys';
import { USAGE_REFETCH_MS, type Usage } from '../api/home-api';

/** GET /api/user/usage for the signed-in user, refetched every 30 s (spec sections 7 and 9). */
export function useUsage() {
  const { isAuthenticated } = useUser();
  return useQuery<Usage>({
    queryKey: queryKeys.usage,
    enabled: isAuthenticated,
    refetchInterval: USAGE_REFETCH_MS,
  });
}
