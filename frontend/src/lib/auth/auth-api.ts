import type { CurrentUser, LoginPayload, RegisterPayload } from '@studyloop/events';
import { api, errorStatus } from '../api-client';

export type { CurrentUser, LoginPayload, RegisterPayload };

/** The user query stays fresh for 5 minutes (spec section 9). */
export const USER_STALE_TIME_MS = 5 * 60_000;

/** The signed-in user, or null when the server answers 401. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/user', { signal });
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

export const loginRequest = (payload: LoginPayload) => api.post<CurrentUser>('/api/auth/login', payload);
export const registerRequest = (payload: RegisterPayload) => api.post<CurrentUser>('/api/auth/register', payload);
export const logoutRequest = () => api.post<unknown>('/api/auth/logout');

/** The name shown for a user: the username, or the e-mail when there is none. */
export function displayName(user: Pick<CurrentUser, 'username' | 'email'>): string {
  return user.username?.trim() || user.email;
}
