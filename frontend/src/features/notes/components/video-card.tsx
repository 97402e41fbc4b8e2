import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { thumbnailFor, VideoThumbnail } from '../../../components/video-thumbnail';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { buttonClass } from '../../../components/ui/button-variants';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { AlertIcon, NotesIcon, UploadIcon, VideoIcon } from '../../../components/ui/icons';
import { formatClock } from '../../../lib/media-time';
import type { VideoView } from '../api/notes-api';
import { useUploadCaptions } from '../hooks/use-library';
import { formatDate } from '../notes-format';

const STATUS: Record<VideoView['processingStatus'], { label: string; variant: 'success' | 'warning' | 'destructive' }> = {
  completed: { label: 'Processed', variant: 'success' },
  processing: { label: 'Processing', variant: 'warning' },
  failed: { label: 'Failed', variant: 'destructive' },
};

function CaptionUpload({ video }: { video: VideoView }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCaptions();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".vtt,.srt,text/vtt"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="caption-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate({ videoId: video.id, file });
        }}
      />
      <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
        {!upload.isPending && <UploadIcon size={14} />} {upload.isPending ? 'Processing...' : 'Upload Captions'}
      </Button>
    </>
  );
}

/** One video of the library's My Videos tab (spec section 2). */
export function VideoCard({ video, isOwner }: { video: VideoView; isOwner: boolean }) {
  const status = STATUS[video.processingStatus] ?? STATUS.failed;
  const notesId = video.studyNotesId ?? video.id;
  return (
    <Card className="library-card video-card" data-testid="video-card" data-status={video.processingStatus}>
      <div className="video-card__thumb">
        <VideoThumbnail title={video.title?.trim() || 'Untitled Video'} src={thumbnailFor(video)} />
      </div>
      <CardContent className="library-card__body">
        <div className="library-card__top">
          <Badge variant={status.variant}>{status.label}</Badge>
          <span className="text-muted library-card__date">{formatDate(video.createdAt)}</span>
        </div>
        <h3 className="library-card__title">{video.title?.trim() || 'Untitled Video'}</h3>
        <a className="video-card__url" href={video.url} target="_blank" rel="noopener noreferrer">{video.url}</a>
        {video.description && <p className="library-card__summary">{video.description}</p>}
        <p className="text-muted library-card__duration">
          Duration: {video.duration !== null && video.duration > 0 ? formatClock(video.duration) : 'Unknown'}
        </p>
        {video.processingStatus === 'failed' && video.failureReason && (
          <p className="video-card__failure" role="note"><AlertIcon size={14} /> {video.failureReason}</p>
        )}
        {video.processingStatus === 'failed' && isOwner && (
          <p className="text-muted video-card__hint">Have the captions as a .vtt or .srt file? Upload them to finish these notes.</p>
        )}
      </CardContent>
      <CardFooter>
        <a className={buttonClass({ variant: 'outline', size: 'sm' })} href={video.url} target="_blank" rel="noopener noreferrer">
          <VideoIcon size={14} /> Watch
        </a>
        {video.processingStatus === 'completed' && (
          <Link className={buttonClass({ variant: 'primary', size: 'sm' })} to={`/notes/${notesId}`}>
            <NotesIcon size={14} /> Study
          </Link>
        )}
        {video.processingStatus === 'failed' && isOwner && <CaptionUpload video={video} />}
      </CardFooter>
    </Card>
  );
}
