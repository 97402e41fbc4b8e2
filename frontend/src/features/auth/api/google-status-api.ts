import { api } from '../../../lib/api-client';

export interface GoogleStatus { available: boolean }

/** Where the browser goes to start Google sign-in. */
export const GOOGLE_LOGIN_URL = '/api/auth/google';

export const fetchGoogleStatus = (signal?: AbortSignal) => api.get<GoogleStatus>('/api/auth/google/status', { signal });
