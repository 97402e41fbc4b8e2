import type { DashboardResponse, Preferences, PreferencesPayload, ScheduleItem, ScheduleResponse } from '@studyloop/events';
import { api } from '../../../lib/api-client';

export type { DashboardResponse, Preferences, PreferencesPayload, ScheduleItem, ScheduleResponse };

/** Spec sections 7 and 9: dashboard cached 5 min, schedule 1 min, preferences 10 min. */
export const DASHBOARD_STALE_MS = 5 * 60_000;
export const SCHEDULE_STALE_MS = 60_000;
export const PREFERENCES_STALE_MS = 10 * 60_000;

export const completeScheduleItem = (id: string) => api.put<{ success: true; item: ScheduleItem }>(`/api/schedule/${encodeURIComponent(id)}/complete`, {});
export const savePreferences = (payload: PreferencesPayload) => api.put<Preferences>('/api/preferences', payload);

/** The browser's IANA time zone (the default offered on first save), else UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
