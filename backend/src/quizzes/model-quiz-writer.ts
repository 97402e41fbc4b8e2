import { Logger } from '@nestjs/common';
import { QUIZ_OPTION_COUNT, type QuizQuestionData } from '@studyloop/events';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { LanguageModel } from '../generation/openai/language-model.js';
import { parseAnswer } from '../generation/openai/openai-study-generator.js';
import { contentTerms } from '../generation/text/tokens.js';
import type { QuizSourceNotes } from './quiz-builder.js';
import { MODEL_QUIZ_SCHEMA_NAME, MODEL_QUIZ_SHAPE_HINT, ModelQuizSchema, type ModelQuiz } from './model-quiz.schema.js';
import { normalizeAnswer } from './typed-answer.js';

/**
 * With a model configured, the model writes the quiz: questions and wrong options from the learner's
 * notes, numbered in the prompt. Its answer is validated as generated notes are (strict JSON schema,
 * zod), then question by question: the right option must be supported by the note item it cites, the
 * four options distinct, the correct index in range, the kind that of the cited item. Too few valid
 * questions, or any failure of the provider, and the caller builds the quiz locally instead.
 */

/** Share of the right option's content words that must appear in the cited note item. */
const SUPPORT = 0.6;
const MAX_OPTION_CHARS = 400;

interface NoteItem {
  id: string;
  kind: 'key-idea' | 'definition';
  text: string;
  explanation: string;
  citation: QuizQuestionData['citation'];
}

export function noteItems(notes: QuizSourceNotes): NoteItem[] {
  return [
    ...notes.keyIdeas.filter((k) => k.text.trim()).map((k, i) => ({
      id: `K${i + 1}`, kind: 'key-idea' as const, text: k.text.trim(), explanation: `The notes say: "${k.text.trim()}"`, citation: k.citation,
    })),
    ...notes.definitions.filter((d) => d.term.trim() && d.meaning.trim()).map((d, i) => ({
      id: `D${i + 1}`, kind: 'definition' as const, text: `${d.term.trim()}: ${d.meaning.trim()}`, explanation: `${d.term.trim()}: ${d.meaning.trim()}`, citation: d.citation,
    })),
  ];
}

export function quizMessages(notes: QuizSourceNotes, count: number, topic: string | null): { role: 'system' | 'user'; content: string }[] {
  const items = noteItems(notes).map((item) => `[${item.id}] ${item.text}`).join('\n');
  return [
    {
      role: 'system',
      content: 'You write multiple-choice practice quizzes from a learner\'s study notes. Use only the notes given. '
        + 'Each question has exactly 4 options: the right answer, supported by the note item it cites, and 3 wrong options that are '
        + 'plausible, of the same kind (a meaning for a meaning, a statement for a statement, a term for a term) and of similar length. '
        + 'Never give two right options. Ask key-idea questions from key ideas [K…] and definition questions from definitions [D…].',
    },
    {
      role: 'user',
      content: `Write ${count} questions${topic ? `, those about ${topic} first` : ''}, each on a different note item.\n\nNotes:\n${items}`,
    },
  ];
}

function shuffled(options: string[], correctIndex: number, random: () => number): { options: string[]; correctIndex: number } {
  const order = options.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { options: order.map((i) => options[i]!), correctIndex: order.indexOf(correctIndex) };
}

/** Why a model question is rejected, or null when it may be asked. */
export function rejectModelQuestion(q: ModelQuiz['questions'][number], items: ReadonlyMap<string, NoteItem>): string | null {
  const item = items.get(q.sourceId.trim().toUpperCase());
  if (!item) return 'cites no note item';
  if (item.kind !== q.kind) return 'kind differs from the cited item';
  if (!q.question.trim()) return 'empty question';
  if (q.options.length !== QUIZ_OPTION_COUNT) return `not ${QUIZ_OPTION_COUNT} options`;
  if (q.options.some((o) => !o.trim() || o.length > MAX_OPTION_CHARS)) return 'an empty or overlong option';
  if (new Set(q.options.map(normalizeAnswer)).size !== q.options.length) return 'options not distinct';
  if (!Number.isInteger(q.correctIndex) || q.correctIndex < 0 || q.correctIndex >= q.options.length) return 'correct index out of range';
  const answer = contentTerms(q.options[q.correctIndex]!);
  const source = new Set(contentTerms(item.text));
  if (!answer.length || answer.filter((t) => source.has(t)).length / answer.length < SUPPORT) return 'right answer not supported by the note';
  return null;
}

/** The model's questions that pass validation, as quiz questions (options reshuffled, wrong ones marked 'model'). */
export function validModelQuestions(answer: ModelQuiz, notes: QuizSourceNotes, random: () => number): QuizQuestionData[] {
  const items = new Map(noteItems(notes).map((i) => [i.id, i]));
  const asked = new Set<string>();
  const out: QuizQuestionData[] = [];
  for (const q of answer.questions) {
    const sourceId = q.sourceId.trim().toUpperCase();
    if (rejectModelQuestion(q, items)) continue;
    // One question per note item, and never the same question with the same answer twice.
    const same = `${normalizeAnswer(q.question)}\u0000${normalizeAnswer(q.options[q.correctIndex]!)}`;
    if (asked.has(sourceId) || asked.has(same)) continue;
    asked.add(sourceId).add(same);
    const item = items.get(sourceId)!;
    const { options, correctIndex } = shuffled(q.options.map((o) => o.trim()), q.correctIndex, random);
    out.push({
      id: `q${out.length + 1}`, kind: q.kind, question: q.question.trim(), options, correctIndex,
      difficulty: q.kind === 'key-idea' ? 'medium' : 'easy', explanation: item.explanation, citation: item.citation,
      distractorSources: options.filter((_, i) => i !== correctIndex).map(() => 'model' as const),
    });
  }
  return out;
}

export class ModelQuizWriter {
  private readonly logger = new Logger(ModelQuizWriter.name);

  constructor(private readonly model: LanguageModel) {}

  /** The model's quiz, or null when it failed or wrote too few valid questions (the caller builds one locally). */
  async write(notes: QuizSourceNotes, request: { count: number; topic: string | null; random?: () => number }): Promise<QuizQuestionData[] | null> {
    if (request.count < 1) return null;
    try {
      const completion = await this.complete(quizMessages(notes, request.count, request.topic));
      const choice = completion.choices?.[0];
      if (!choice || choice.message.refusal || choice.finish_reason !== 'stop' || !choice.message.content?.trim()) {
        this.logger.warn(`The model wrote no usable quiz (${choice?.message.refusal ? 'refused' : choice?.finish_reason ?? 'no answer'}); building it locally`);
        return null;
      }
      const questions = validModelQuestions(parseAnswer(choice.message.content, ModelQuizSchema), notes, request.random ?? Math.random).slice(0, request.count);
      if (questions.length < Math.min(3, request.count)) {
        this.logger.warn(`The model wrote ${questions.length} valid quiz questions of ${request.count}; building the quiz locally`);
        return null;
      }
      return questions;
    } catch (error) {
      this.logger.warn(`The model could not write the quiz (${error instanceof Error ? error.message : String(error)}); building it locally`);
      return null;
    }
  }

  /** Strict JSON-schema output; JSON mode with the shape in the prompt for servers without it (as note generation does). */
  private async complete(messages: ReturnType<typeof quizMessages>): Promise<OpenAI.Chat.Completions.ChatCompletion> {
    try {
      return await this.model.client.chat.completions.create({
        model: this.model.model, messages, temperature: 0.3, response_format: zodResponseFormat(ModelQuizSchema as never, MODEL_QUIZ_SCHEMA_NAME),
      });
    } catch (error) {
      if (!(error instanceof OpenAI.BadRequestError && /response_format|json_schema|structured/i.test(error.message))) throw error;
      const [system, ...rest] = messages;
      return this.model.client.chat.completions.create({
        model: this.model.model, messages: [{ role: 'system', content: `${system!.content}\n${MODEL_QUIZ_SHAPE_HINT}` }, ...rest], temperature: 0.3,
        response_format: { type: 'json_object' },
      });
    }
  }
}
