import { useQuery } from '@tanstack/react-query';
import { RECENT_VIDEOS_QUERY_KEY, type VideoView } from '../api/home-api';

/** GET /api/videos/recent, requested signed in or not (spec section 6). */
export function useRecentVideos() {
  return useQuery<VideoView[]>({ queryKey: RECENT_VIDEOS_QUERY_KEY });
}
