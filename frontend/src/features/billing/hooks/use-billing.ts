import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { USER_QUERY_KEY } from '../../../lib/auth/auth-api';
import { BILLING_CONFIG_KEY, BILLING_SUBSCRIPTION_KEY, fetchBillingConfig, fetchSubscriptionSummary, USAGE_KEY } from '../api/billing-api';

/** Stripe mode (with the publishable key) or test mode; fixed for the server's lifetime. */
export function useBillingConfig() {
  return useQuery({ queryKey: BILLING_CONFIG_KEY, queryFn: ({ signal }) => fetchBillingConfig(signal) });
}

/** The signed-in user's plan and subscription (only asked for when signed in). */
export function useSubscriptionSummary(enabled: boolean) {
  return useQuery({ queryKey: BILLING_SUBSCRIPTION_KEY, queryFn: ({ signal }) => fetchSubscriptionSummary(signal), enabled });
}

/** After anything that may change the tier: the user, the usage card and the plan are read again. */
export function useRefreshPlanData() {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all([USER_QUERY_KEY, USAGE_KEY, BILLING_SUBSCRIPTION_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );
}
