import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import {
  GenerationError,
  type SourceDocument,
  type StudyGenerator,
  type StudyMaterial,
} from '../generation.types.js';
import { MIN_SOURCE_WORDS } from '../local/local-study-generator.js';
import { scoreSentences } from '../local/salience.js';
import { buildTimestamps } from '../local/timestamps.js';
import { mapModelAnswer } from './map-answer.js';
import { ModelAnswerSchema, type ModelAnswer } from './model-answer.schema.js';
import { buildMessages, JSON_SHAPE_HINT } from './prompt.js';
import { buildPassages } from './source-passages.js';

/**
 * OpenAI-compatible provider (OpenAI, or any server that speaks /v1/chat/completions, such as a
 * local model server). One chat completion with a strict JSON-schema response format; the answer
 * is validated with zod and mapped to StudyMaterial with citations. Any failure — transport, HTTP
 * error, refusal, truncation, invalid JSON, schema mismatch — becomes a GenerationError whose
 * message a learner can read.
 */

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
/** ~15k tokens of source: fits small-context models with room for the answer. */
export const DEFAULT_MAX_INPUT_CHARS = 60_000;

export interface OpenAiGeneratorOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  /** Source characters sent at most; longer inputs keep their most central passages. */
  maxInputChars?: number;
  timeoutMs?: number;
  /** SDK retries on 408/409/429/5xx and connection errors. */
  maxRetries?: number;
}

export class OpenAiStudyGenerator implements StudyGenerator {
  readonly name = 'openai';
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly maxInputChars: number;

  constructor(options: OpenAiGeneratorOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      timeout: options.timeoutMs ?? 120_000,
      maxRetries: options.maxRetries ?? 2,
    });
    this.model = options.model ?? DEFAULT_OPENAI_MODEL;
    this.maxInputChars = options.maxInputChars ?? DEFAULT_MAX_INPUT_CHARS;
  }

  async generate(source: SourceDocument): Promise<StudyMaterial> {
    const selection = buildPassages(source, this.maxInputChars);
    if (selection.doc.wordCount < MIN_SOURCE_WORDS || selection.passages.length === 0) {
      throw new GenerationError(
        `The material is too short to make study notes from: it needs at least ${MIN_SOURCE_WORDS} words of running text.`,
      );
    }
    const answer = parseAnswer(await this.complete(buildMessages(source, selection)));
    const material = mapModelAnswer(answer, selection, source.title?.trim() || undefined);
    if (selection.doc.kind === 'video' && material.timestamps.length === 0) {
      // The model gave no usable topic starts: fall back to lexical topic shifts.
      const model = scoreSentences(selection.doc, { definitionSentences: new Set(), topicTerms: new Set() });
      return { ...material, timestamps: buildTimestamps(selection.doc, model) };
    }
    return material;
  }

  private async complete(messages: ReturnType<typeof buildMessages>): Promise<string> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        messages,
        temperature: 0.2,
        response_format: zodResponseFormat(ModelAnswerSchema, 'study_material'),
      });
    } catch (error) {
      if (!rejectsJsonSchema(error)) throw providerError(error);
      // Some compatible servers (older local model servers) only know JSON mode: ask again with
      // the shape spelled out in the prompt; the answer is validated the same way.
      try {
        const [system, ...rest] = messages;
        completion = await this.client.chat.completions.create({
          model: this.model,
          messages: [{ role: 'system', content: `${system?.content ?? ''}\n${JSON_SHAPE_HINT}` }, ...rest],
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

/** JSON, possibly wrapped in a ```json fence by servers without structured output, then schema. */
export function parseAnswer(content: string): ModelAnswer {
  const unfenced = content.replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(unfenced);
  } catch {
    throw new GenerationError('The AI model’s answer was not valid JSON, so no study notes could be made from it.');
  }
  const parsed = ModelAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new GenerationError(`The AI model’s answer did not have the expected structure (${issue?.message ?? 'invalid'}${where}).`);
  }
  return parsed.data;
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
