import { Injectable } from '@nestjs/common';
import { PROCESSING_PROGRESS_EVENT, type ProcessingProgress, type ProcessingProgressStage } from '@studyloop/events';
import { RealtimeService } from '../realtime/realtime.service.js';

/** Where processing tells the learner how far it got; the app pushes to their socket room, the benchmark records timings. */
export interface ProgressReporter {
  report(userId: string, progress: ProcessingProgress): void;
}

export const PROGRESS_REPORTER = Symbol('ProgressReporter');

/** Percent reached when each stage starts (completed = 100). */
export const STAGE_PERCENT: Record<ProcessingProgressStage, number> = {
  submitted: 5, fetching: 10, extracting: 30, generating: 50, saving: 85, completed: 100, failed: 100,
};

@Injectable()
export class SocketProgressReporter implements ProgressReporter {
  constructor(private readonly realtime: RealtimeService) {}

  report(userId: string, progress: ProcessingProgress): void {
    this.realtime.emitToUser(userId, PROCESSING_PROGRESS_EVENT, progress);
  }
}

/** One job's progress: stages in order, percent never going back. */
export class JobProgress {
  private percent = 0;

  constructor(private readonly reporter: ProgressReporter, private readonly userId: string, readonly jobId: string, readonly materialId: string) {}

  stage(stage: ProcessingProgressStage, message?: string, extra: { notesId?: string; percent?: number } = {}): void {
    this.percent = Math.max(this.percent, extra.percent ?? STAGE_PERCENT[stage]);
    const payload: ProcessingProgress = { jobId: this.jobId, materialId: this.materialId, stage, percent: this.percent };
    if (extra.notesId) payload.notesId = extra.notesId;
    if (message) payload.message = message;
    try {
      this.reporter.report(this.userId, payload);
    } catch {
      // Progress is a courtesy; it must never fail the processing itself.
    }
  }
}
