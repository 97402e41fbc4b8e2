import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  FREE_VIDEOS_PER_MONTH, materialStream, type CaptionOrigin, type MaterialEvent, type ProcessVideoPayload, type ProcessVideoResult, type VideoChapterData,
  type VideoLinkClaimed, type VideoView,
} from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { CommandsService } from '../event-store/commands.service.js';
import { isUuid } from '../common/uuid.js';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { ExpectedVersionConflict } from '../event-store/expected-version-conflict.error.js';
import { FlashcardsService } from '../flashcards/flashcards.service.js';
import type { SourceDocument } from '../generation/generation.types.js';
import { Conflict, NotFound } from '../common/domain-errors.js';
import { ProcessingService, type JobProgress, type MaterialCommand, type MaterialJob } from '../materials/processing.service.js';
import { hasUnlimitedVideos, UsersService } from '../users/users.service.js';
import { captionDocument, cueSegments, spokenWords } from './caption-document.js';
import { CaptionFormatError, parseCaptions, type CaptionCue } from './captions/caption-parser.js';
import { CaptionsUnavailable, VideoLinkError, type ResolvedVideo } from './sources/video-source.js';
import { VideoSourceResolver } from './sources/video-source.resolver.js';
import { VideoEntity } from './video.entity.js';
import { videoLinkKey, videoLinkStream } from './video-link.js';
import { quotaDecider, quotaPart, releaseVideoQuota, utcMonth, videoLimitReached, videosCounted } from './video-quota.js';
import { toVideoView } from './video.view.js';

const RECENT_LIMIT = 12;
const QUOTA_ATTEMPTS = 50;
/** How long a second submission of a link waits for the first one's notes. */
const DUPLICATE_WAIT_MS = 120_000;
const DUPLICATE_POLL_MS = 250;

type Link = ReturnType<typeof VideoSourceResolver.classify>;
/** A first submission claims the link; a second after a failure retries the video it claimed. */
type Target = { claim: { streamId: string; linkKey: string } } | { retry: MaterialJob; materialId: string };

/**
 * Videos: link → (already processed? its notes) → metadata → (quota + VideoSubmitted + link claim,
 * atomically) → captions → notes. Links that are no usable video are refused (400) before anything is
 * recorded. A video counts toward the month while it is processing and once it has notes; when it
 * fails the count is released, and the learner can finish it by uploading captions (which counts it).
 */
@Injectable()
export class VideosService {
  private readonly logger = new Logger('Videos');

  constructor(
    private readonly orm: MikroORM,
    private readonly commands: CommandsService,
    @Inject(EVENT_LOG) private readonly store: EventLog,
    private readonly users: UsersService,
    private readonly processing: ProcessingService,
    private readonly flashcards: FlashcardsService,
    private readonly resolver: VideoSourceResolver,
  ) {}

  async process(userId: string, payload: ProcessVideoPayload): Promise<ProcessVideoResult> {
    let link: Link;
    try {
      link = VideoSourceResolver.classify(payload.url);
    } catch (error) {
      if (error instanceof VideoLinkError) throw new BadRequestException(error.message);
      throw error;
    }
    const linkKey = videoLinkKey(link.url, link.youtubeId);
    const linkStream = videoLinkStream(userId, linkKey);
    for (let attempt = 1; ; attempt++) {
      const claims = await this.store.readStream(linkStream);
      const last = claims[claims.length - 1];
      const claimedId = last ? (last.data as VideoLinkClaimed['data']).materialId : null;
      if (claimedId) {
        const existing = await this.existingResult(userId, claimedId);
        if (existing) return existing;
      }
      try {
        // A link whose video failed starts over on the same video, so the learner keeps one per link.
        const target: Target = claimedId
          ? { retry: await this.processing.holdMaterial(claimedId), materialId: claimedId }
          : { claim: { streamId: linkStream, linkKey } };
        return await this.processLink(userId, payload, link, target);
      } catch (error) {
        // Another submission of this link got there first: answer with its outcome.
        const raced = error instanceof ExpectedVersionConflict && (error.streamId === linkStream || error.streamId === materialStream(claimedId ?? ''));
        if (raced && attempt < 3) continue;
        throw error;
      }
    }
  }

  /** Finishes a failed video with the learner's own caption file (.vtt or .srt); this counts the video. */
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
    const unlimited = hasUnlimitedVideos(await this.users.getById(userId));
    const stream = await this.processing.holdMaterial(videoId);
    const job = this.processing.job(userId, videoId, jobId);
    job.stage('extracting', 'Reading your caption file');
    const month = utcMonth();
    let doc: SourceDocument;
    try {
      doc = await this.recordCaptions(stream, videoId, userId, video.title, video.durationSeconds, cues, 'caption-upload', null, stream.current.chapters, { month, unlimited });
    } catch (error) {
      if (error instanceof NotFound) throw new NotFound('Video not found');
      if (error instanceof ExpectedVersionConflict) throw new Conflict('This video is already being processed');
      throw error;
    }
    return this.generate(stream, job, userId, doc, month);
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

  private async processLink(userId: string, payload: ProcessVideoPayload, link: Link, target: Target): Promise<ProcessVideoResult> {
    const unlimited = hasUnlimitedVideos(await this.users.getById(userId));
    const month = utcMonth();
    // Fast refusal before any fetching; the append in submit is what enforces the limit.
    if (!unlimited && (await videosCounted(this.store, userId, month)) >= FREE_VIDEOS_PER_MONTH) throw videoLimitReached();

    const materialId = 'retry' in target ? target.materialId : randomUUID();
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

    const stream = await this.submit(userId, materialId, month, unlimited, payload.url.trim(), video, target);
    job.stage('submitted');
    job.stage('extracting', 'Fetching captions');
    let captions;
    try {
      captions = await video.loadCaptions();
    } catch (error) {
      if (!(error instanceof CaptionsUnavailable)) throw error;
      await this.processing.fail(stream, job, userId, 'extract', error.message);
      await this.releaseQuota(userId, materialId, month);
      throw new UnprocessableEntityException(error.message);
    }
    const doc = await this.recordCaptions(stream, materialId, userId, video.metadata.title, video.metadata.durationSeconds, captions.cues, captions.origin, captions.language, video.chapters ?? []);
    return this.generate(stream, job, userId, doc, month);
  }

  /**
   * The notes of a link this learner already submitted: at once when done, after waiting when it is
   * still being processed (a double click, a second tab). Null when that attempt failed: try again.
   */
  private async existingResult(userId: string, materialId: string): Promise<ProcessVideoResult | null> {
    const deadline = Date.now() + DUPLICATE_WAIT_MS;
    for (let waited = false; ; waited = true) {
      const material = await this.processing.material(materialId);
      const { status } = material;
      if (material.userId !== userId || status === 'none') return null;
      // The notes of a material have its id.
      if (status === 'completed') return { flashcards: await this.flashcards.forNotes(materialId), studyNotes: { id: materialId }, alreadyProcessed: true };
      if (status === 'failed') {
        if (!waited) return null;
        // It failed while this submission waited on it: the same answer, not a second try at once.
        throw new UnprocessableEntityException(await this.failureReason(materialId));
      }
      if (Date.now() > deadline) throw new ConflictException('This video is already being processed: its notes will be in your videos when ready');
      await new Promise((resolve) => setTimeout(resolve, DUPLICATE_POLL_MS));
    }
  }

  private async failureReason(materialId: string): Promise<string> {
    const events = (await this.store.readStream(materialStream(materialId))) as unknown as MaterialEvent[];
    const failure = events.findLast((e) => e.type === 'ProcessingFailed');
    return failure?.type === 'ProcessingFailed' ? failure.data.reason : 'Processing this video failed';
  }

  /**
   * VideoSubmitted (+ its metadata), one VideoQuotaConsumed and the link claim, in one decision: the
   * month is decided at the version read (of concurrent requests only those that find room succeed,
   * the others decide again), and of two submissions of one link only the first claims it.
   */
  private async submit(
    userId: string, materialId: string, month: string, unlimited: boolean, url: string, video: ResolvedVideo,
    target: Target,
  ): Promise<MaterialJob> {
    const now = new Date().toISOString();
    const stream = 'retry' in target ? target.retry : this.processing.startMaterial(materialId);
    const claim = 'claim' in target ? target.claim : null;
    const claimed: VideoLinkClaimed | null = claim ? { type: 'VideoLinkClaimed', data: { userId, materialId, linkKey: claim.linkKey, claimedAt: now } } : null;
    const submitted = await this.commands.decide({ material: stream.part(), quota: quotaPart(userId, month) }, ({ quota }) => ({
      material: stream.decide(
        'retry' in target
          ? { type: 'ResubmitVideo', data: { materialId, userId, url, now } }
          : { type: 'SubmitVideo', data: { materialId, userId, url, provider: video.provider, externalId: video.externalId, now } },
        { type: 'RecordVideoMetadata', data: { materialId, ...video.metadata, ...(video.chapters?.length ? { chapters: video.chapters } : {}) } },
      ),
      quota: quotaDecider.decide({ type: 'ConsumeVideoQuota', data: { userId, materialId, month, unlimited } }, quota),
      ...(claim && claimed ? { claims: [{ streamId: claim.streamId, events: [claimed] }] } : {}),
    }), { metadata: { userId }, maxAttempts: QUOTA_ATTEMPTS });
    stream.applied(submitted.decision.material);
    return stream;
  }

  /** Generates the notes; a failure releases the video's place in the month's count. */
  private async generate(stream: MaterialJob, job: JobProgress, userId: string, doc: SourceDocument, month: string): Promise<ProcessVideoResult> {
    try {
      return await this.processing.generate(stream, job, userId, doc);
    } catch (error) {
      if (stream.current.status === 'failed') await this.releaseQuota(userId, job.materialId, month);
      throw error;
    }
  }

  /** Best effort (the failure is already recorded): a crash here leaves the video counted. */
  private async releaseQuota(userId: string, materialId: string, month: string): Promise<void> {
    try {
      await releaseVideoQuota(this.commands, userId, materialId, [month]);
    } catch (error) {
      this.logger.warn(`Could not release the quota of video ${materialId}: ${(error as Error).message}`);
    }
  }

  /**
   * SourceTextExtracted for the captions; for an uploaded caption file, together with the video's
   * VideoQuotaConsumed (a failed video no longer counts, and finishing it does).
   */
  private async recordCaptions(
    stream: MaterialJob, materialId: string, userId: string, title: string | null, durationSeconds: number | null,
    cues: CaptionCue[], origin: CaptionOrigin, language: string | null, chapters: VideoChapterData[],
    counting?: { month: string; unlimited: boolean },
  ): Promise<SourceDocument> {
    const doc = captionDocument({ title, durationSeconds, cues, chapters, language });
    const extraction: MaterialCommand = {
      type: 'RecordExtraction',
      data: {
        materialId, requestedBy: userId, title, segments: cueSegments(cues), wordCount: spokenWords(cues), pageCount: null,
        durationSeconds: doc.durationSeconds ?? null, captionOrigin: origin, language, now: new Date().toISOString(),
      },
    };
    if (!counting) {
      await this.commands.run(stream, extraction, { metadata: { userId } });
      return doc;
    }
    const recorded = await this.commands.decide({ material: stream.part(), quota: quotaPart(userId, counting.month) }, ({ quota }) => ({
      material: stream.decide(extraction),
      quota: quotaDecider.decide({ type: 'ConsumeVideoQuota', data: { userId, materialId, month: counting.month, unlimited: counting.unlimited } }, quota),
    }), { metadata: { userId }, maxAttempts: QUOTA_ATTEMPTS });
    stream.applied(recorded.decision.material);
    return doc;
  }
}
