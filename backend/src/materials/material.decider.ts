import type {
  CaptionOrigin, MaterialEvent, MaterialKind, ProcessingStage, SourceSegmentData, VideoChapterData, VideoProvider,
} from '@studyloop/events';
import { Conflict, NotFound } from '../common/domain-errors.js';

/** A source's processing lifecycle (stream `material-<id>`); the service drives it stage by stage. */
export interface MaterialState {
  status: 'none' | 'submitted' | 'extracted' | 'failed' | 'completed';
  kind: MaterialKind | null;
  userId: string | null;
  failedStage: ProcessingStage | null;
  /** A video's chapters as recorded with its details (so captions uploaded later still get them). */
  chapters: VideoChapterData[];
}

export const initialState: MaterialState = { status: 'none', kind: null, userId: null, failedStage: null, chapters: [] };

export type MaterialCommand =
  | { type: 'SubmitMaterial'; data: { materialId: string; userId: string; kind: 'text' | 'pdf'; filename: string | null; characterCount: number; now: string } }
  | { type: 'SubmitVideo'; data: { materialId: string; userId: string; url: string; provider: VideoProvider; externalId: string | null; now: string } }
  | { type: 'ResubmitVideo'; data: { materialId: string; userId: string; url: string; now: string } }
  | { type: 'RecordVideoMetadata'; data: {
      materialId: string; title: string | null; description: string | null; channelName: string | null; durationSeconds: number | null;
      thumbnailUrl: string | null; canonicalUrl: string | null; chapters?: VideoChapterData[];
    } }
  | { type: 'RecordExtraction'; data: {
      materialId: string; requestedBy: string; title: string | null; segments: SourceSegmentData[]; wordCount: number; pageCount: number | null;
      durationSeconds: number | null; captionOrigin: CaptionOrigin | null; language: string | null; now: string;
    } }
  | { type: 'FailProcessing'; data: { materialId: string; stage: ProcessingStage; reason: string; now: string } }
  | { type: 'CompleteProcessing'; data: { materialId: string; notesId: string; flashcardCount: number; generator: string; now: string } };

export function evolve(state: MaterialState, event: MaterialEvent): MaterialState {
  switch (event.type) {
    case 'MaterialSubmitted': return { ...initialState, status: 'submitted', kind: event.data.kind, userId: event.data.userId };
    case 'VideoSubmitted': return { ...initialState, status: 'submitted', kind: 'video', userId: event.data.userId };
    case 'VideoResubmitted': return { ...initialState, status: 'submitted', kind: 'video', userId: state.userId };
    case 'VideoMetadataResolved': return { ...state, chapters: event.data.chapters ?? [] };
    case 'SourceTextExtracted': return { ...state, status: 'extracted', failedStage: null };
    case 'ProcessingFailed': return { ...state, status: 'failed', failedStage: event.data.stage };
    case 'ProcessingCompleted': return { ...state, status: 'completed' };
    default: { const unknown: never = event; return unknown; }
  }
}

function requireInFlight(state: MaterialState, allowed: MaterialState['status'][], what: string): void {
  if (state.status === 'none') throw new NotFound('Material not found');
  if (!allowed.includes(state.status)) throw new Conflict(`Cannot ${what}: this material is already ${state.status}`);
}

export function decide(command: MaterialCommand, state: MaterialState): MaterialEvent[] {
  switch (command.type) {
    case 'SubmitMaterial': {
      if (state.status !== 'none') throw new Conflict('Material already submitted');
      const { now, ...data } = command.data;
      return [{ type: 'MaterialSubmitted', data: { ...data, submittedAt: now } }];
    }
    case 'SubmitVideo': {
      if (state.status !== 'none') throw new Conflict('Video already submitted');
      const { now, ...data } = command.data;
      return [{ type: 'VideoSubmitted', data: { ...data, submittedAt: now } }];
    }
    case 'ResubmitVideo': {
      if (state.status === 'none' || state.userId !== command.data.userId) throw new NotFound('Video not found');
      if (state.kind !== 'video') throw new Conflict('Only videos can be sent again');
      requireInFlight(state, ['failed'], 'send this video again');
      const { now, ...data } = command.data;
      return [{ type: 'VideoResubmitted', data: { ...data, resubmittedAt: now } }];
    }
    case 'RecordVideoMetadata':
      requireInFlight(state, ['submitted'], 'record video details');
      if (state.kind !== 'video') throw new Conflict('Only videos have video details');
      return [{ type: 'VideoMetadataResolved', data: command.data }];
    case 'RecordExtraction': {
      const { requestedBy, now, ...data } = command.data;
      if (state.status !== 'none' && state.userId !== requestedBy) throw new NotFound('Material not found');
      if (data.captionOrigin === 'caption-upload') {
        // The learner's fallback: a failed video may be finished with an uploaded caption file.
        if (state.kind !== 'video' && state.status !== 'none') throw new Conflict('Captions can only be added to a video');
        requireInFlight(state, ['failed'], 'add captions');
      } else {
        requireInFlight(state, ['submitted'], 'record extracted text');
      }
      return [{ type: 'SourceTextExtracted', data: { ...data, materialId: command.data.materialId, kind: state.kind!, extractedAt: now } }];
    }
    case 'FailProcessing': {
      requireInFlight(state, ['submitted', 'extracted'], 'record a failure');
      const { now, ...data } = command.data;
      return [{ type: 'ProcessingFailed', data: { ...data, failedAt: now } }];
    }
    case 'CompleteProcessing': {
      requireInFlight(state, ['extracted'], 'complete processing');
      const { now, ...data } = command.data;
      return [{ type: 'ProcessingCompleted', data: { ...data, completedAt: now } }];
    }
    default: { const unknown: never = command; return unknown; }
  }
}
