import type { BillingSummaryResponse, PaidTier } from '@studyloop/events';
import { useMutation, useQuery, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import {
  cancelTestSubscription, confirmTestPayment, createSubscription, openBillingPortal, refreshSubscription,
} from '../api/billing-api';

/** What the page does with the answer (toasts, navigation); the hook owns the request. */
type Reactions<TData, TVars> = Pick<UseMutationOptions<TData, Error, TVars>, 'onSuccess' | 'onError'>;

export function useCreateSubscription(reactions: Reactions<Awaited<ReturnType<typeof createSubscription>>, PaidTier>) {
  return useMutation({ mutationFn: createSubscription, ...reactions });
}

export function useConfirmTestPayment(tier: PaidTier, reactions: Reactions<BillingSummaryResponse, void>) {
  return useMutation({ mutationFn: () => confirmTestPayment(tier), ...reactions });
}

export function useCancelTestSubscription(reactions: Reactions<BillingSummaryResponse, void>) {
  return useMutation({ mutationFn: cancelTestSubscription, ...reactions });
}

export function useBillingPortal(reactions: Reactions<Awaited<ReturnType<typeof openBillingPortal>>, void>) {
  return useMutation({ mutationFn: openBillingPortal, ...reactions });
}

/** Re-reads the subscription from the provider every `pollMs` until `done` or `maxPolls` reads (webhooks can lag a little). */
export function useSubscriptionRefreshPoll({ enabled, done, pollMs, maxPolls }: {
  enabled: boolean; done: (summary: BillingSummaryResponse | undefined) => boolean; pollMs: number; maxPolls: number;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.billingRefresh,
    queryFn: refreshSubscription,
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: 2,
    refetchInterval: (q) => (done(q.state.data) || q.state.dataUpdateCount >= maxPolls ? false : pollMs),
  });
  /** No more reads will come: the last one failed, or every poll answered without the plan. */
  const reads = queryClient.getQueryState(queryKeys.billingRefresh)?.dataUpdateCount ?? 0;
  const gaveUp = !query.isFetching && (reads >= maxPolls || query.isError);
  return { ...query, gaveUp };
}
