import { BadRequestException, Inject, Injectable, Logger, PayloadTooLargeException, UnprocessableEntityException } from '@nestjs/common';
import {
  MAX_MATERIAL_CHARACTERS, materialStream, notesStream,
  type FlashcardsGenerated, type MaterialEvent, type NotesSectionData, type ProcessMaterialPayload, type ProcessMaterialResult, type StudyNotesGenerated,
} from '@studyloop/events';
import { randomUUID } from 'node:crypto';
import { releaseHeapAfterJob } from '../common/heap-release.js';
import { CommandsService } from '../event-store/commands.service.js';
import type { HeldStream } from '../event-store/held-stream.js';
import type { ProjectionName } from '../projections/projection.js';
import { FlashcardsService } from '../flashcards/flashcards.service.js';
import { GenerationError, type Flashcard, type SourceDocument, type StudyGenerator, type StudyMaterial, type StudySection } from '../generation/generation.types.js';
import { notesDecider } from '../notes/generated-notes.port.js';
import * as materialDecider from './material.decider.js';
import { JobProgress, PROGRESS_REPORTER, type ProgressReporter } from './progress-reporter.js';
import { countWords, textDocument } from './sources/text-document.js';

export const STUDY_GENERATOR = Symbol('StudyGenerator');

/** Projections a process reply waits for, so the notes page and lists show the result at once. */
export const PROCESSING_PROJECTIONS: ProjectionName[] = ['materials', 'videos', 'study-notes', 'flashcards'];

/** A material's stream as one processing request holds it, from submission to notes or failure. */
export type MaterialJob = HeldStream<materialDecider.MaterialState, materialDecider.MaterialCommand, MaterialEvent>;
export type { MaterialCommand } from './material.decider.js';
export type { JobProgress } from './progress-reporter.js';

const GENERATION_FAILED = 'Something went wrong while generating your study notes. Please try again.';

function titleFromFilename(filename: string | undefined): string | undefined {
  const base = filename?.replace(/\.pdf$/i, '').replace(/[_-]+/g, ' ').trim();
  return base || undefined;
}

/** A generated section as recorded: only the contract's fields, absent ranges left out. */
function toSectionData(section: StudySection): NotesSectionData {
  return {
    title: section.title, level: section.level,
    ...(section.pageStart !== undefined ? { pageStart: section.pageStart } : {}),
    ...(section.pageEnd !== undefined ? { pageEnd: section.pageEnd } : {}),
    ...(section.start !== undefined ? { start: section.start } : {}),
    ...(section.end !== undefined ? { end: section.end } : {}),
    summary: section.summary, keyIdeas: section.keyIdeas, definitions: section.definitions,
  };
}

/** A card keeps its section only when it names one of the notes' sections. */
function sectionOf(card: Flashcard, sectionCount: number): { section?: number } {
  const { section } = card;
  return section !== undefined && Number.isInteger(section) && section >= 0 && section < sectionCount ? { section } : { section: undefined };
}

/**
 * The pipeline after a source is known: text → SourceTextExtracted → generator → notes and cards,
 * recorded with ProcessingCompleted in one transaction; any failing stage records ProcessingFailed.
 */
@Injectable()
export class ProcessingService {
  private readonly logger = new Logger('Processing');

  constructor(
    private readonly commands: CommandsService,
    @Inject(STUDY_GENERATOR) private readonly generator: StudyGenerator,
    @Inject(PROGRESS_REPORTER) private readonly reporter: ProgressReporter,
    private readonly flashcards: FlashcardsService,
  ) {}

  /** A new material's stream, held by the request that submits it. */
  startMaterial(materialId: string): MaterialJob {
    return this.commands.start(materialStream(materialId), materialDecider);
  }

  /** An existing material's stream, held at the version read now (a second caption upload is a conflict). */
  holdMaterial(materialId: string): Promise<MaterialJob> {
    return this.commands.hold(materialStream(materialId), materialDecider);
  }

  /** A material's state as its stream folds it, for reads that decide nothing. */
  material(materialId: string): Promise<materialDecider.MaterialState> {
    return this.commands.state(materialStream(materialId), materialDecider);
  }

  job(userId: string, materialId: string, jobId?: string): JobProgress {
    return new JobProgress(this.reporter, userId, jobId ?? materialId, materialId);
  }

  /** Pasted text, or the extracted text of an uploaded PDF (pages separated by '\f'). */
  async processMaterial(userId: string, payload: ProcessMaterialPayload): Promise<ProcessMaterialResult> {
    if (payload.content.length > MAX_MATERIAL_CHARACTERS) {
      throw new PayloadTooLargeException(`This text is too long: up to ${MAX_MATERIAL_CHARACTERS.toLocaleString('en-US')} characters can be processed at once`);
    }
    const filename = payload.type === 'pdf' ? (payload.filename?.trim() || 'document.pdf') : null;
    // A PDF's own title (metadata or first heading, found at upload) beats its file name.
    const title = (payload.type === 'pdf' ? payload.title?.trim() : undefined) || titleFromFilename(filename ?? undefined);
    const { doc, wordCount, pageCount } = textDocument(payload.type, payload.content, title, payload.type === 'pdf' ? payload.outline : undefined);
    if (wordCount === 0) throw new BadRequestException('Please enter some text to process');

    const materialId = randomUUID();
    const job = this.job(userId, materialId, payload.jobId);
    const stream = this.startMaterial(materialId);
    const now = new Date().toISOString();
    // Generation only reads the document: it starts now, in the worker, while the submission is recorded
    // (that append was ~30-70 ms on the critical path of every material). A failed append discards it.
    const generation = this.generator.generate(doc);
    generation.catch(() => undefined); // awaited in generate(); until then a rejection is not unhandled
    // Submission and its text are known together here: one append for both.
    const submitted = await this.commands.decide({ material: stream.part() }, () => ({ material: stream.decide(
      { type: 'SubmitMaterial', data: { materialId, userId, kind: payload.type, filename, characterCount: payload.content.length, now } },
      {
        type: 'RecordExtraction',
        data: {
          materialId, requestedBy: userId, title: doc.title ?? null, segments: doc.segments, wordCount, pageCount,
          durationSeconds: null, captionOrigin: null, language: null, now,
        },
      },
    ) }), { metadata: { userId } });
    stream.applied(submitted.decision.material);
    job.stage('submitted');
    job.stage('extracting');
    return this.generate(stream, job, userId, doc, generation);
  }

  /**
   * Generates from an extracted document (or takes the generation already `started` for it) and records
   * the notes; the reply waits for the read models.
   */
  async generate(stream: MaterialJob, job: JobProgress, userId: string, doc: SourceDocument, started?: Promise<StudyMaterial>): Promise<ProcessMaterialResult> {
    const { materialId } = job;
    job.stage('generating');
    // Let the progress message leave before the generator takes the CPU.
    await new Promise((resolve) => setImmediate(resolve));
    let material;
    try {
      material = await (started ?? this.generator.generate(doc));
    } catch (error) {
      const reason = error instanceof GenerationError ? error.message : GENERATION_FAILED;
      if (!(error instanceof GenerationError)) this.logger.error(`Generation failed for material ${materialId}`, (error as Error)?.stack ?? String(error));
      await this.fail(stream, job, userId, 'generate', reason);
      if (error instanceof GenerationError) throw new UnprocessableEntityException(reason);
      throw error;
    }
    job.stage('saving');
    const now = new Date().toISOString();
    const notesId = materialId;
    const notes: StudyNotesGenerated['data'] = {
      notesId, materialId, userId, sourceKind: doc.kind,
      title: material.title, summary: material.summary, keyIdeas: material.keyIdeas, definitions: material.definitions,
      timestamps: material.timestamps, difficulty: material.difficulty, durationMinutes: Math.max(0, Math.round(material.durationMinutes)),
      sections: material.sections.map(toSectionData), language: material.language || 'en',
      isPublic: false, generator: this.generator.name, generatedAt: now,
    };
    const cards: FlashcardsGenerated['data'] = {
      notesId, userId, generatedAt: now,
      cards: material.flashcards.map((card) => ({ flashcardId: randomUUID(), ...card, ...sectionOf(card, material.sections.length) })),
    };
    // The material is held at the version this job knows (a concurrent write is a conflict); the notes
    // are decided against their stream as it is.
    const completed = await this.commands.decide(
      { material: stream.part(), notes: { streamId: notesStream(notesId), decider: notesDecider } },
      ({ material, notes: current }) => ({
        material: materialDecider.decide({ type: 'CompleteProcessing', data: { materialId, notesId, flashcardCount: cards.cards.length, generator: this.generator.name, now } }, material),
        notes: notesDecider.decide({ type: 'RecordGeneratedNotes', data: { notes, flashcards: cards } }, current),
      }),
      { waitFor: PROCESSING_PROJECTIONS, metadata: { userId } },
    );
    stream.applied(completed.decision.material);
    job.stage('completed', undefined, { notesId });
    releaseHeapAfterJob();
    return { flashcards: await this.flashcards.forNotes(notesId), studyNotes: { id: notesId } };
  }

  /** Records a failed stage (best effort: the original error is what the caller reports). */
  async fail(stream: MaterialJob, job: JobProgress, userId: string, stage: 'extract' | 'generate', reason: string): Promise<void> {
    const { materialId } = job;
    try {
      await this.commands.run(stream, { type: 'FailProcessing', data: { materialId, stage, reason, now: new Date().toISOString() } }, { waitFor: ['materials', 'videos'], metadata: { userId } });
    } catch (error) {
      this.logger.warn(`Could not record the failure of material ${materialId}: ${(error as Error).message}`);
    }
    job.stage('failed', reason);
  }
}

export { countWords };
