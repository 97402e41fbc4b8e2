import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { type VideoView } from '../api/home-api';

/** GET /api/videos/recent, requested signed in or not (spec section 6). */
export function useRecentVideos() {
  return useQuery<VideoView[]>({ queryKey: queryKeys.recentVideos });
}
