import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import {
  DASHBOARD_STALE_MS, PREFERENCES_STALE_MS, SCHEDULE_STALE_MS,
  type DashboardResponse, type Preferences, type ScheduleResponse,
} from '../api/dashboard-api';

export function useDashboard() {
  return useQuery<DashboardResponse>({ queryKey: queryKeys.dashboard, staleTime: DASHBOARD_STALE_MS });
}

export function useSchedule() {
  return useQuery<ScheduleResponse>({ queryKey: queryKeys.schedule, staleTime: SCHEDULE_STALE_MS });
}

export function usePreferences() {
  return useQuery<Preferences>({ queryKey: queryKeys.preferences, staleTime: PREFERENCES_STALE_MS });
}
