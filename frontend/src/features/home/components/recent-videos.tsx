import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { VideoIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { thumbnailFor, VideoThumbnail } from '../../../components/video-thumbnail';
import { formatClock } from '../../../lib/media-time';
import { RECENT_VIDEOS_MAX, type VideoView } from '../api/home-api';
import { useRecentVideos } from '../hooks/use-recent-videos';

function VideoThumb({ video }: { video: VideoView }) {
  return (
    <div className="recent-video__thumb">
      <VideoThumbnail title={video.title?.trim() || 'Untitled Video'} src={thumbnailFor(video)} />
      {video.duration !== null && <span className="recent-video__duration">{formatClock(video.duration)}</span>}
    </div>
  );
}

function RecentVideoCard({ video }: { video: VideoView }) {
  const title = video.title?.trim() || 'Untitled Video';
  const processed = video.processingStatus === 'completed' && (video.studyNotesId ?? video.id);
  const body = (
    <>
      <VideoThumb video={video} />
      <CardContent className="recent-video__body">
        <h3 className="recent-video__title">{title}</h3>
        {video.channelName && <p className="text-muted recent-video__meta">{video.channelName}</p>}
        {!processed && (
          <p className="recent-video__pending">
            <Badge variant={video.processingStatus === 'failed' ? 'destructive' : 'warning'}>
              {video.processingStatus === 'failed' ? 'Failed' : 'Processing'}
            </Badge>{' '}
            Video not processed yet
          </p>
        )}
      </CardContent>
    </>
  );
  if (processed) {
    return (
      <Card interactive className="recent-video">
        <Link to={`/notes/${video.studyNotesId ?? video.id}`} className="recent-video__link" aria-label={`Open study notes: ${title}`}>
          {body}
        </Link>
      </Card>
    );
  }
  return <Card className="recent-video recent-video--pending">{body}</Card>;
}

/** 'Recently Processed Videos', at most 6 (spec sections 2 and 9). */
export function RecentVideos() {
  const { data, isPending, isError } = useRecentVideos();
  const videos = (data ?? []).slice(0, RECENT_VIDEOS_MAX);
  return (
    <section className="container home-section" aria-labelledby="recent-title">
      <h2 id="recent-title" className="home-section__title">Recently Processed Videos</h2>
      {isPending ? (
        <div className="home-grid-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i}><Skeleton height={150} radius="16px 16px 0 0" /><CardContent className="stack"><Skeleton width="80%" /><Skeleton width="40%" /></CardContent></Card>
          ))}
        </div>
      ) : isError ? (
        <EmptyState icon={<VideoIcon />} title="Recent videos are unavailable right now" description="Please try again in a moment." />
      ) : videos.length === 0 ? (
        <EmptyState icon={<VideoIcon />} title="No videos processed yet" description="Paste a lecture link above to create the first study notes." />
      ) : (
        <div className="home-grid-3" data-testid="recent-videos">
          {videos.map((video) => <RecentVideoCard key={video.id} video={video} />)}
        </div>
      )}
    </section>
  );
}
