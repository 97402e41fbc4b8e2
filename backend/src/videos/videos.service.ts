import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  FREE_VIDEOS_PER_MONTH, type MaterialEvent, type ProcessVideoPayload, type ProcessVideoResult, type VideoQuotaConsumed, type VideoView,
} from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { CommandsService } from '../common/commands.service.js';
import { isUuid } from '../common/uuid.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ExpectedVersionConflict } from '../event-store/expected-version-conflict.error.js';
import type { SourceDocument } from '../generation/generation.types.js';
import { MaterialCommandRejected } from '../materials/material.decider.js';
import { MaterialStream } from '../materials/material-stream.js';
import { ProcessingService } from '../materials/processing.service.js';
import type { JobProgress } from '../materials/progress-reporter.js';
import { hasUnlimitedVideos, UsersService, utcMonth, videoQuotaStream } from '../users/users.service.js';
import { CaptionFormatError, parseCaptions, type CaptionCue } from './captions/caption-parser.js';
import { CaptionsUnavailable, VideoLinkError, type ResolvedVideo } from './sources/video-source.js';
import { VideoSourceResolver } from './sources/video-source.resolver.js';
import { VideoEntity } from './video.entity.js';
import { videoLimitReached } from './video-quota.js';
import { toVideoView } from './video.view.js';

const RECENT_LIMIT = 12;
const QUOTA_ATTEMPTS = 50;

function cueSegments(cues: CaptionCue[]) {
  return cues.map((c) => ({ text: c.text.replace(/\s*\n\s*/g, ' '), start: c.start, end: c.end }));
}

function words(cues: CaptionCue[]): number {
  return cues.reduce((n, c) => n + (c.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0);
}

/**
 * Videos: link → metadata → (quota + VideoSubmitted, atomically) → captions → notes.
 * Links that are no usable video are refused (400) before anything is recorded or counted.
 * A video whose captions cannot be had is recorded as failed and counts toward the month; the
 * learner can finish it by uploading captions, which does not count again.
 */
@Injectable()
export class VideosService {
  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UsersService,
    private readonly processing: ProcessingService,
    private readonly resolver: VideoSourceResolver,
  ) {}

  async process(userId: string, payload: ProcessVideoPayload): Promise<ProcessVideoResult> {
    let link;
    try {
      link = VideoSourceResolver.classify(payload.url);
    } catch (error) {
      if (error instanceof VideoLinkError) throw new BadRequestException(error.message);
      throw error;
    }
    const user = await this.users.getById(userId);
    const unlimited = hasUnlimitedVideos(user);
    const quotaStream = videoQuotaStream(userId, utcMonth());
    // Fast refusal before any fetching; the append below is what enforces the limit.
    if (!unlimited && (await this.store.streamVersion(quotaStream)) >= FREE_VIDEOS_PER_MONTH) throw videoLimitReached();

    const materialId = randomUUID();
    const job = this.processing.job(userId, materialId, payload.jobId);
    job.stage('fetching', 'Reading the video link');
    let video: ResolvedVideo;
    try {
      video = await this.resolver.resolve(link);
    } catch (error) {
      if (!(error instanceof VideoLinkError)) throw error;
      job.stage('failed', error.message);
      throw new BadRequestException(error.message);
    }

    const stream = await this.submit(userId, materialId, quotaStream, unlimited, payload.url.trim(), video);
    job.stage('submitted');
    job.stage('extracting', 'Fetching captions');
    let captions;
    try {
      captions = await video.loadCaptions();
    } catch (error) {
      if (!(error instanceof CaptionsUnavailable)) throw error;
      await this.processing.fail(stream, job, userId, 'extract', error.message);
      throw new UnprocessableEntityException(error.message);
    }
    const doc = await this.recordCaptions(stream, userId, video.metadata.title, video.metadata.durationSeconds, captions.cues, captions.origin, captions.language);
    return this.processing.generate(stream, job, userId, doc);
  }

  /** Finishes a failed video with the learner's own caption file (.vtt or .srt). */
  async uploadCaptions(userId: string, videoId: string, file: { buffer: Buffer; originalname: string } | undefined, jobId?: string): Promise<ProcessVideoResult> {
    const video = isUuid(videoId) ? await this.orm.em.fork().findOne(VideoEntity, { id: videoId }) : null;
    if (!video || video.userId !== userId) throw new NotFoundException('Video not found');
    if (video.processingStatus !== 'failed') throw new ConflictException('Captions can be added only to a video whose processing failed');
    if (!file) throw new BadRequestException('Please upload a .vtt or .srt caption file (form field "file")');
    let cues: CaptionCue[];
    try {
      cues = parseCaptions(file.buffer.toString('utf8'), file.originalname).cues;
    } catch (error) {
      if (error instanceof CaptionFormatError) throw new BadRequestException(error.message);
      throw error;
    }
    const stream = await MaterialStream.load(this.commands, videoId);
    const job = this.processing.job(userId, videoId, jobId);
    job.stage('extracting', 'Reading your caption file');
    let doc: SourceDocument;
    try {
      doc = await this.recordCaptions(stream, userId, video.title, video.durationSeconds, cues, 'caption-upload', null);
    } catch (error) {
      if (error instanceof MaterialCommandRejected) throw error.status === 404 ? new NotFoundException('Video not found') : new ConflictException(error.message);
      if (error instanceof ExpectedVersionConflict) throw new ConflictException('This video is already being processed');
      throw error;
    }
    return this.processing.generate(stream, job, userId, doc);
  }

  async recent(viewerId: string | null): Promise<VideoView[]> {
    const em = this.orm.em.fork();
    // The viewer's own videos, and videos whose notes their owners made public.
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(
      `SELECT v.* FROM videos v LEFT JOIN study_notes n ON n.id = v.notes_id
       WHERE v.user_id = ? OR (v.processing_status = 'completed' AND n.is_public)
       ORDER BY v.created_at DESC LIMIT ?`,
      [viewerId ?? '00000000-0000-0000-0000-000000000000', RECENT_LIMIT],
    );
    return rows.map((row) => toVideoView(em.map(VideoEntity, row)));
  }

  async mine(userId: string): Promise<VideoView[]> {
    const videos = await this.orm.em.fork().find(VideoEntity, { userId }, { orderBy: { createdAt: 'desc' }, limit: 1000 });
    return videos.map(toVideoView);
  }

  /**
   * VideoSubmitted (+ its metadata) and one VideoQuotaConsumed, in one transaction, appended at the
   * quota stream version just read: of concurrent requests only those that find room succeed.
   */
  private async submit(userId: string, materialId: string, quotaStream: string, unlimited: boolean, url: string, video: ResolvedVideo): Promise<MaterialStream> {
    const month = quotaStream.slice(-7);
    const now = new Date().toISOString();
    for (let attempt = 1; ; attempt++) {
      const used = await this.store.streamVersion(quotaStream);
      if (!unlimited && used >= FREE_VIDEOS_PER_MONTH) throw videoLimitReached();
      const stream = MaterialStream.fresh(this.commands, materialId);
      const events: MaterialEvent[] = stream.decide(
        { type: 'SubmitVideo', data: { materialId, userId, url, provider: video.provider, externalId: video.externalId, now } },
        { type: 'RecordVideoMetadata', data: { materialId, ...video.metadata } },
      );
      const quota: VideoQuotaConsumed = { type: 'VideoQuotaConsumed', data: { userId, materialId, month, limited: !unlimited } };
      try {
        await this.commands.appendMany([
          { streamId: quotaStream, events: [quota], expectedVersion: unlimited ? 'any' : used === 0 ? 'no-stream' : used },
          stream.appendOf(events),
        ], { metadata: { userId } });
        stream.applied(events);
        return stream;
      } catch (error) {
        if (!(error instanceof ExpectedVersionConflict) || error.streamId !== quotaStream || attempt >= QUOTA_ATTEMPTS) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * 10));
      }
    }
  }

  private async recordCaptions(
    stream: MaterialStream, userId: string, title: string | null, durationSeconds: number | null,
    cues: CaptionCue[], origin: 'youtube-manual' | 'youtube-auto' | 'caption-file' | 'web-page-track' | 'caption-upload', language: string | null,
  ): Promise<SourceDocument> {
    const segments = cueSegments(cues);
    const duration = durationSeconds ?? (cues.length ? Math.round(cues[cues.length - 1].end) : null);
    await stream.run({
      type: 'RecordExtraction',
      data: {
        materialId: stream.materialId, requestedBy: userId, title, segments, wordCount: words(cues), pageCount: null,
        durationSeconds: duration, captionOrigin: origin, language, now: new Date().toISOString(),
      },
    }, { metadata: { userId } });
    return { kind: 'video', title: title ?? undefined, segments, durationSeconds: duration ?? undefined };
  }
}
