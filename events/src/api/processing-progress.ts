/** Stages of `processing:progress`, in order; 'failed' ends a job early with `message` as the reason. */
export type ProcessingProgressStage = 'submitted' | 'fetching' | 'extracting' | 'generating' | 'saving' | 'completed' | 'failed';

/** Payload of `processing:progress`, sent to `user:<id>` while a process call of that user runs. */
export interface ProcessingProgress {
  /** The `jobId` the client sent with the process call, else the material id. */
  jobId: string;
  /** The material (and, for videos, video) id; the notes get the same id. */
  materialId: string;
  /** Set on 'completed'. */
  notesId?: string;
  stage: ProcessingProgressStage;
  /** 0–100, never decreasing within a job. */
  percent: number;
  message?: string;
}

/** Socket.IO event name (server → client, room `user:<id>`). */
export const PROCESSING_PROGRESS_EVENT = 'processing:progress';
