import { Logger } from '@nestjs/common';
import { mindMapStream, type MindMapEditSummary } from '@studyloop/events';
import type { CommandsService } from '../../event-store/commands.service.js';
import { addSummaries, emptySummary } from '../mind-map-edit-summary.js';
import * as mindMapDecider from '../mind-map.decider.js';
import { isEmptySummary } from '../mind-map.decider.js';

interface Batch {
  mindMapId: string;
  notesId: string;
  userId: string;
  summary: MindMapEditSummary;
  firstEditAt: Date;
  lastEditAt: Date;
  quiet: NodeJS.Timeout;
  deadline: NodeJS.Timeout;
}

export interface EditBatchTiming {
  /** Flush after this long without an edit by the same user... */
  quietMs: number;
  /** ...or after this long in any case. */
  maxMs: number;
}

/**
 * Turns a stream of live edits into MindMapEdited events: one per user per map per few seconds,
 * never one per keystroke or drag step.
 */
export class MindMapEditRecorder {
  private readonly logger = new Logger('MindMapEdits');
  private readonly batches = new Map<string, Batch>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly commands: CommandsService, private readonly timing: EditBatchTiming) {}

  record(mindMapId: string, notesId: string, userId: string, change: Partial<MindMapEditSummary>): void {
    const key = `${mindMapId}|${userId}`;
    const now = new Date();
    let batch = this.batches.get(key);
    if (!batch) {
      batch = {
        mindMapId, notesId, userId, summary: emptySummary(), firstEditAt: now, lastEditAt: now,
        quiet: setTimeout(() => this.flush(key), this.timing.quietMs),
        deadline: setTimeout(() => this.flush(key), this.timing.maxMs),
      };
      this.batches.set(key, batch);
    } else {
      batch.quiet.refresh();
    }
    batch.summary = addSummaries(batch.summary, { ...emptySummary(), ...change });
    batch.lastEditAt = now;
  }

  /** Records every open batch of one map (its last editor left) or of all maps (shutdown). */
  async flushAll(mindMapId?: string): Promise<void> {
    for (const [key, batch] of this.batches) if (!mindMapId || batch.mindMapId === mindMapId) this.flush(key);
    await Promise.all([...this.inFlight]);
  }

  private flush(key: string): void {
    const batch = this.batches.get(key);
    if (!batch) return;
    this.batches.delete(key);
    clearTimeout(batch.quiet);
    clearTimeout(batch.deadline);
    if (isEmptySummary(batch.summary)) return;
    // Edits commute (Yjs merged them already), so a concurrent recording only costs a retry.
    const write = this.commands.execute(mindMapStream(batch.mindMapId), mindMapDecider, {
      type: 'RecordMindMapEdits',
      data: {
        ...batch.summary, mindMapId: batch.mindMapId, notesId: batch.notesId, userId: batch.userId,
        firstEditAt: batch.firstEditAt.toISOString(), lastEditAt: batch.lastEditAt.toISOString(),
      },
    }, { metadata: { userId: batch.userId } })
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`Could not record edits to mind map ${batch.mindMapId}`, error instanceof Error ? error.stack : String(error)))
      .finally(() => this.inFlight.delete(write));
    this.inFlight.add(write);
  }
}
