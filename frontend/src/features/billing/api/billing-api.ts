import type {
  BillingConfigResponse, BillingPortalResponse, BillingSummaryResponse, CreateSubscriptionResponse, PaidTier,
} from '@studyloop/events';
import { api } from '../../../lib/api-client';

export const fetchBillingConfig = (signal?: AbortSignal) => api.get<BillingConfigResponse>('/api/billing/config', { signal });
export const fetchSubscriptionSummary = (signal?: AbortSignal) => api.get<BillingSummaryResponse>('/api/billing/subscription', { signal });
export const createSubscription = (tier: PaidTier) => api.post<CreateSubscriptionResponse>('/api/create-subscription', { tier });
export const confirmTestPayment = (tier: PaidTier) => api.post<BillingSummaryResponse>('/api/billing/test-mode/confirm', { tier });
export const cancelTestSubscription = () => api.post<BillingSummaryResponse>('/api/billing/test-mode/cancel');
export const refreshSubscription = () => api.post<BillingSummaryResponse>('/api/billing/refresh');
export const openBillingPortal = () => api.post<BillingPortalResponse>('/api/billing/portal');
