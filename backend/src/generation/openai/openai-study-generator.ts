import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import {
  GenerationError,
  type Flashcard,
  type KeyIdea,
  type SourceDocument,
  type StudyGenerator,
  type StudyMaterial,
  type StudySection,
  type Timestamp,
} from '../generation.types.js';
import { MIN_SOURCE_WORDS } from '../local/local-study-generator.js';
import { prepareDocument } from '../local/prepare-document.js';
import { scoreSentences } from '../local/salience.js';
import { buildTimestamps } from '../local/timestamps.js';
import { DEFAULT_OPENAI_MODEL } from './language-model.js';
import { dedupeBy, mapModelAnswer, MAX_KEY_IDEAS, withoutNearDuplicates, type PartNotes } from './map-answer.js';
import { guessLanguage } from './source-language.js';
import { ModelAnswerSchema, ReduceAnswerSchema, type ReduceAnswer } from './model-answer.schema.js';
import { parseAnswer } from './parse-answer.js';
import {
  buildMapMessages, buildReduceMessages, JSON_SHAPE_HINT, REDUCE_SHAPE_HINT, reducePromptChars,
  type ChatMessage, type PartDigest,
} from './prompt.js';
import { mapLimit, planParts, rangeOf, segmentsWords, type Part } from './source-parts.js';
import { sentencesOf, type PartPassage } from './source-passages.js';
import { difficultyOf, durationMinutesOf } from './source-stats.js';

/**
 * OpenAI-compatible provider (OpenAI, or any server that speaks /v1/chat/completions, such as a
 * local model server), section by section. A source that fits one request is one chat completion.
 * A longer one, or one with an outline, is cut along its outline (PDF chapters, video chapters;
 * without an outline into consecutive parts that each fit the budget), each part is generated in
 * turn (map) — a part larger than the budget in several consecutive requests — and the whole's
 * title, summary and key ideas are written from the parts' notes (reduce, in rounds when the parts'
 * notes do not fit one request). Every passage of the source is sent in some request: nothing past
 * the model's context is dropped. Answers use a strict JSON-schema response format, are validated
 * with zod and mapped to StudyMaterial with citations. Any failure — transport, HTTP error,
 * refusal, truncation, invalid JSON, schema mismatch — becomes a GenerationError whose message a
 * learner can read.
 */

/** ~15k tokens of source per request: fits small-context models with room for the answer. */
export const DEFAULT_MAX_INPUT_CHARS = 60_000;
/** Parts generated at the same time (requests in flight). */
export const DEFAULT_CONCURRENCY = 3;

export interface OpenAiGeneratorOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** Source characters sent per request at most; longer sources are generated part by part. */
  maxInputChars?: number;
  /** Part requests in flight at once. */
  concurrency?: number;
  timeoutMs?: number;
  /** SDK retries on 408/409/429/5xx and connection errors. */
  maxRetries?: number;
}

export class OpenAiStudyGenerator implements StudyGenerator {
  readonly name = 'openai';
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly maxInputChars: number;
  private readonly concurrency: number;

  constructor(options: OpenAiGeneratorOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      timeout: options.timeoutMs ?? 120_000,
      maxRetries: options.maxRetries ?? 2,
    });
    this.model = options.model ?? DEFAULT_OPENAI_MODEL;
    this.maxInputChars = Math.max(1_000, options.maxInputChars ?? DEFAULT_MAX_INPUT_CHARS);
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  }

  async generate(source: SourceDocument): Promise<StudyMaterial> {
    const wordCount = segmentsWords(source.segments);
    const parts = planParts(source, this.maxInputChars);
    if (wordCount < MIN_SOURCE_WORDS || parts.length === 0) {
      throw new GenerationError(
        `The material is too short to make study notes from: it needs at least ${MIN_SOURCE_WORDS} words of running text.`,
      );
    }
    const isVideo = source.kind === 'video';
    const givenTitle = source.title?.trim() || undefined;
    const language = source.language ?? guessLanguage(source.segments.slice(0, 200).map((s) => s.text).join(' '));
    const common = { difficulty: difficultyOf(parts), durationMinutes: durationMinutesOf(source, wordCount), language };

    if (parts.length === 1 && parts[0]!.chunks.length === 1) {
      const passages = parts[0]!.chunks[0]!;
      const notes = mapModelAnswer(await this.ask(buildMapMessages(source, passages), ModelAnswerSchema, JSON_SHAPE_HINT, 'study_material'), passages, isVideo);
      return {
        title: givenTitle ?? (notes.title || 'Study notes'),
        summary: notes.summary, keyIdeas: notes.keyIdeas, definitions: notes.definitions,
        timestamps: isVideo ? this.videoTimestamps(source, notes.timestamps, []) : [],
        flashcards: notes.flashcards, sections: [], ...common,
      };
    }

    // Map: each part in turn (a few at a time), each chunk of a part in its own request.
    const partNotes = await mapLimit(parts, this.concurrency, (part, i) => this.generatePart(source, part, i, parts.length));
    const sections: StudySection[] = parts.map((part, i) => ({
      title: part.title ?? (partNotes[i]!.title || `Part ${i + 1}`),
      level: part.level,
      ...(part.pageStart !== undefined ? { pageStart: part.pageStart } : {}),
      ...(part.pageEnd !== undefined ? { pageEnd: part.pageEnd } : {}),
      ...(part.start !== undefined ? { start: part.start } : {}),
      ...(part.end !== undefined ? { end: part.end } : {}),
      summary: partNotes[i]!.summary,
      keyIdeas: partNotes[i]!.keyIdeas,
      definitions: partNotes[i]!.definitions,
    }));
    // Reduce: the whole's title, summary and key ideas from the parts' notes.
    const whole = await this.reduceAll(source, sections.map((s) => ({ title: s.title, summary: s.summary, keyIdeas: s.keyIdeas })));
    const flashcards: Flashcard[] = partNotes.flatMap((notes, section) => notes.flashcards.map((card) => ({ ...card, section })));
    const definitions = dedupeBy(partNotes.flatMap((n) => n.definitions), (d) => d.term.toLowerCase());
    return {
      title: givenTitle ?? (whole.title || sections[0]!.title),
      summary: whole.summary,
      keyIdeas: whole.keyIdeas,
      definitions,
      timestamps: isVideo ? this.videoTimestamps(source, partNotes.flatMap((n) => n.timestamps), sections) : [],
      flashcards: dedupeBy(flashcards, (c) => c.question.toLowerCase()),
      sections,
      ...common,
    };
  }

  /** One part's notes: one request per chunk; a part in several chunks gets their notes merged. */
  private async generatePart(source: SourceDocument, part: Part, index: number, count: number): Promise<PartNotes> {
    const isVideo = source.kind === 'video';
    const where = (chunk: PartPassage[], c: number) => {
      const range = rangeOf(chunk, source.kind);
      const span = range.pageStart !== undefined ? `pages ${range.pageStart}–${range.pageEnd}` : range.start !== undefined ? `${Math.floor(range.start / 60)}–${Math.ceil((range.end ?? range.start) / 60)} min` : '';
      return [span, part.chunks.length > 1 ? `piece ${c + 1} of ${part.chunks.length} of this part` : ''].filter(Boolean).join(', ');
    };
    const pieces: PartNotes[] = [];
    for (const [c, chunk] of part.chunks.entries()) {
      const messages = buildMapMessages(source, chunk, { index: index + 1, count, ...(part.title ? { title: part.title } : {}), where: where(chunk, c) });
      pieces.push(mapModelAnswer(await this.ask(messages, ModelAnswerSchema, JSON_SHAPE_HINT, 'study_material'), chunk, isVideo));
    }
    if (pieces.length === 1) return pieces[0]!;
    return {
      title: pieces[0]!.title,
      summary: pieces.map((p) => p.summary).join(' '),
      keyIdeas: withoutNearDuplicates(pieces.flatMap((p) => p.keyIdeas), (k) => k.text).slice(0, MAX_KEY_IDEAS),
      definitions: dedupeBy(pieces.flatMap((p) => p.definitions), (d) => d.term.toLowerCase()),
      timestamps: pieces.flatMap((p) => p.timestamps),
      flashcards: dedupeBy(pieces.flatMap((p) => p.flashcards), (c) => c.question.toLowerCase()),
    };
  }

  /** The whole's overview; parts' notes too long for one request are reduced in consecutive groups first. */
  private async reduceAll(source: SourceDocument, digests: PartDigest[]): Promise<PartDigest> {
    if (digests.length === 1) return digests[0]!;
    if (reducePromptChars(digests) <= this.maxInputChars) return this.reduceOnce(source, digests);
    const groups: PartDigest[][] = [];
    let current: PartDigest[] = [];
    for (const d of digests) {
      if (current.length >= 2 && reducePromptChars([...current, d]) > this.maxInputChars) { groups.push(current); current = []; }
      current.push(d);
    }
    if (current.length) groups.push(current);
    if (groups.length === digests.length) {
      // Each part's notes alone fill a request: keep them as they are rather than loop.
      return this.reduceOnce(source, digests.map((d) => ({ ...d, keyIdeas: d.keyIdeas.slice(0, 3), summary: sentencesOf(d.summary).slice(0, 2).join(' ') })));
    }
    const reduced = await mapLimit(groups, this.concurrency, (group) => (group.length === 1 ? Promise.resolve(group[0]!) : this.reduceOnce(source, group)));
    return this.reduceAll(source, reduced);
  }

  private async reduceOnce(source: SourceDocument, digests: readonly PartDigest[]): Promise<PartDigest> {
    const answer: ReduceAnswer = await this.ask(buildReduceMessages(source, digests), ReduceAnswerSchema, REDUCE_SHAPE_HINT, 'study_overview');
    const numbered: KeyIdea[] = digests.flatMap((d) => d.keyIdeas);
    const summary = answer.summary.trim();
    if (!summary) throw new GenerationError('The AI model returned an empty summary.');
    const keyIdeas = withoutNearDuplicates(answer.keyIdeas.filter((k) => k.text.trim()), (k) => k.text)
      .slice(0, MAX_KEY_IDEAS)
      .map((k) => ({ text: k.text.trim(), citation: (numbered[k.keyIdeaId - 1] ?? numbered[0]!).citation }));
    // A reduce without usable key ideas keeps the parts' first ideas, so the overview is never empty.
    const fallback = withoutNearDuplicates(digests.flatMap((d) => d.keyIdeas.slice(0, 2)), (k) => k.text).slice(0, MAX_KEY_IDEAS);
    return { title: answer.title.trim(), summary, keyIdeas: keyIdeas.length ? keyIdeas : fallback };
  }

  /** The model's topic starts; else the sections' starts; else lexical topic shifts of the transcript. */
  private videoTimestamps(source: SourceDocument, fromModel: Timestamp[], sections: StudySection[]): Timestamp[] {
    const sorted = [...fromModel].sort((a, b) => a.time - b.time).filter((t, i, all) => i === 0 || t.time > all[i - 1]!.time);
    if (sorted.length) return sorted;
    const starts = sections.filter((s) => s.start !== undefined).map((s) => ({ time: s.start!, text: s.title }));
    if (starts.length) return starts;
    const doc = prepareDocument(source);
    return buildTimestamps(doc, scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() }));
  }

  /** One chat completion whose answer must match `schema`; JSON mode for servers without JSON-schema output. */
  private async ask<S extends z.ZodType>(messages: ChatMessage[], schema: S, shapeHint: string, name: string): Promise<z.infer<S>> {
    return parseAnswer(await this.complete(messages, schema, shapeHint, name), schema);
  }

  private async complete(messages: ChatMessage[], schema: z.ZodType, shapeHint: string, name: string): Promise<string> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        messages,
        temperature: 0.2,
        response_format: zodResponseFormat(schema as never, name),
      });
    } catch (error) {
      if (!rejectsJsonSchema(error)) throw providerError(error);
      // Some compatible servers (older local model servers) only know JSON mode: ask again with
      // the shape spelled out in the prompt; the answer is validated the same way.
      try {
        const [system, ...rest] = messages;
        completion = await this.client.chat.completions.create({
          model: this.model,
          messages: [{ role: 'system', content: `${system?.content ?? ''}\n${shapeHint}` }, ...rest],
          temperature: 0.2,
          response_format: { type: 'json_object' },
        });
      } catch (retryError) {
        throw providerError(retryError);
      }
    }
    const choice = completion.choices?.[0];
    if (!choice) throw new GenerationError('The AI model returned no answer.');
    if (choice.message.refusal) throw new GenerationError(`The AI model declined to generate study notes: ${choice.message.refusal}`);
    if (choice.finish_reason === 'length') {
      throw new GenerationError('The AI model’s answer was cut off before it was complete. Try a shorter source.');
    }
    if (choice.finish_reason === 'content_filter') throw new GenerationError('The AI provider filtered the answer for this source.');
    const content = choice.message.content?.trim();
    if (!content) throw new GenerationError('The AI model returned an empty answer.');
    return content;
  }
}

function rejectsJsonSchema(error: unknown): boolean {
  return error instanceof OpenAI.BadRequestError && /response_format|json_schema|structured/i.test(error.message);
}

function providerError(error: unknown): GenerationError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new GenerationError('The AI provider did not answer in time. Please try again.', { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new GenerationError('The AI provider could not be reached. Please try again later.', { cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const reason =
      status === 401 || status === 403
        ? 'the API key was rejected'
        : status === 429
          ? 'too many requests or the quota is used up'
          : status !== undefined && status >= 500
            ? 'the provider had an internal error'
            : 'the request was refused';
    return new GenerationError(`The AI provider failed to generate study notes (HTTP ${status ?? 'error'}: ${reason}).`, { cause: error });
  }
  return new GenerationError('The AI provider failed to generate study notes.', { cause: error });
}
