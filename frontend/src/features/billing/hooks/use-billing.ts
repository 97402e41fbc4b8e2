import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateKeys, invalidations, queryKeys } from '../../../lib/query-keys';
import { fetchBillingConfig, fetchSubscriptionSummary } from '../api/billing-api';

/** Stripe mode (with the publishable key) or test mode; fixed for the server's lifetime. */
export function useBillingConfig() {
  return useQuery({ queryKey: queryKeys.billingConfig, queryFn: ({ signal }) => fetchBillingConfig(signal) });
}

/** The signed-in user's plan and subscription (only asked for when signed in). */
export function useSubscriptionSummary(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.billingSubscription, queryFn: ({ signal }) => fetchSubscriptionSummary(signal), enabled });
}

/** After anything that may change the tier: the user, the usage card and the plan are read again. */
export function useRefreshPlanData() {
  const queryClient = useQueryClient();
  return useCallback(
    () => invalidateKeys(queryClient, invalidations.planChange),
    [queryClient],
  );
}
