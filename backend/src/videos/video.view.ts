import type { VideoView } from '@studyloop/events';
import type { VideoEntity } from './video.entity.js';

export function toVideoView(video: VideoEntity): VideoView {
  return {
    id: video.id,
    title: video.title,
    url: video.url,
    description: video.description,
    thumbnail: video.thumbnailUrl,
    thumbnailUrl: video.thumbnailUrl,
    channelName: video.channelName,
    duration: video.durationSeconds,
    isProcessed: video.processingStatus === 'completed',
    processingStatus: video.processingStatus,
    failureReason: video.failureReason,
    studyNotesId: video.processingStatus === 'completed' ? video.notesId : null,
    provider: video.provider,
    createdAt: video.createdAt.toISOString(),
    userId: video.userId,
  };
}
