import type { AdminAuditResponse, ParkedEventsResponse, PromoteResponse } from '@studyloop/events';
import { api } from '../../../lib/api-client';

export const promoteToAdmin = (email: string) => api.post<PromoteResponse>('/api/admin/promote', { email });
export const fetchParkedEvents = (signal?: AbortSignal) => api.get<ParkedEventsResponse>('/api/admin/parked-events', { signal });
export const fetchAdminAudit = (signal?: AbortSignal) => api.get<AdminAuditResponse>('/api/admin/audit', { signal });
