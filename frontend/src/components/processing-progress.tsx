import type { ProcessingProgress, ProcessingProgressStage } from '@studyloop/events';
import { Progress } from './ui/progress';
import { SpinnerIcon } from './ui/icons';
import './processing-progress.css';

const STAGE_LABELS: Record<ProcessingProgressStage, string> = {
  submitted: 'Starting',
  fetching: 'Fetching the source',
  extracting: 'Extracting text',
  generating: 'Writing study notes and flashcards',
  saving: 'Saving',
  completed: 'Done',
  failed: 'Failed',
};

export interface ProcessingProgressPanelProps {
  /** The latest pushed progress, or null before the first event. */
  progress: ProcessingProgress | null;
  /** Shown before the first progress event arrives. */
  title: string;
}

/** Live stage and percent of a processing job (pushed over Socket.IO). */
export function ProcessingProgressPanel({ progress, title }: ProcessingProgressPanelProps) {
  const percent = progress?.percent ?? 0;
  const stage = progress ? STAGE_LABELS[progress.stage] : 'Starting';
  return (
    <div className="processing-progress" role="status" aria-live="polite" data-testid="processing-progress">
      <div className="processing-progress__head">
        <SpinnerIcon size={18} className="spinner" />
        <span className="processing-progress__title">{title}</span>
        <span className="processing-progress__percent">{Math.round(percent)}%</span>
      </div>
      <Progress value={percent} label="Processing progress" />
      <p className="processing-progress__stage">
        {stage}
        {progress?.message ? ` · ${progress.message}` : ''}
      </p>
    </div>
  );
}
