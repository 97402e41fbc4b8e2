import { useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_KEY, DASHBOARD_STALE_MS, PREFERENCES_KEY, PREFERENCES_STALE_MS, SCHEDULE_KEY, SCHEDULE_STALE_MS,
  type DashboardResponse, type Preferences, type ScheduleResponse,
} from '../api/dashboard-api';

export function useDashboard() {
  return useQuery<DashboardResponse>({ queryKey: DASHBOARD_KEY, staleTime: DASHBOARD_STALE_MS });
}

export function useSchedule() {
  return useQuery<ScheduleResponse>({ queryKey: SCHEDULE_KEY, staleTime: SCHEDULE_STALE_MS });
}

export function usePreferences() {
  return useQuery<Preferences>({ queryKey: PREFERENCES_KEY, staleTime: PREFERENCES_STALE_MS });
}
