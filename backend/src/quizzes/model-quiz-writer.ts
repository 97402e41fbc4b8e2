import { Logger } from '@nestjs/common';
import { QUIZ_OPTION_COUNT, type QuizQuestionData } from '@studyloop/events';
import type OpenAI from 'openai';
import type { LanguageModel } from '../generation/openai/language-model.js';
import { jsonSchemaFormat, rejectsJsonSchema } from '../generation/openai/openai-sdk.js';
import { parseAnswer } from '../generation/openai/parse-answer.js';
import { contentTerms } from '../generation/text/tokens.js';
import { notesLanguage, type QuizSourceNotes } from './quiz-builder.js';
import { quizWording, type QuizWording } from './quiz-wording.js';
import { MODEL_QUIZ_SCHEMA_NAME, MODEL_QUIZ_SHAPE_HINT, ModelQuizSchema, type ModelQuiz } from './model-quiz.schema.js';
import { normalizeAnswer } from './typed-answer.js';

/**
 * With a model configured, the model writes the quiz: questions and wrong options from the learner's
 * notes, numbered in the prompt — multiple choice, and as the local builder does one statement to judge
 * true or false and one term to type. Its answer is validated as generated notes are (strict JSON
 * schema, zod), then question by question: the right option must be supported by the note item it
 * cites, the four options distinct, the correct index in range, the kind that of the cited item; a
 * true statement is the item's, a false one the item's with something changed; a typed answer is the
 * cited definition's own term, not named in the question. Too few valid questions, or any failure of
 * the provider, and the caller builds the quiz locally instead.
 */

/** Share of the right option's content words that must appear in the cited note item. */
const SUPPORT = 0.6;
const MAX_OPTION_CHARS = 400;

interface NoteItem {
  id: string;
  kind: 'key-idea' | 'definition';
  text: string;
  /** A definition's term. */
  term?: string;
  explanation: string;
  citation: QuizQuestionData['citation'];
}

export function noteItems(notes: QuizSourceNotes): NoteItem[] {
  return [
    ...notes.keyIdeas.filter((k) => k.text.trim()).map((k, i) => ({
      id: `K${i + 1}`, kind: 'key-idea' as const, text: k.text.trim(), explanation: `The notes say: "${k.text.trim()}"`, citation: k.citation,
    })),
    ...notes.definitions.filter((d) => d.term.trim() && d.meaning.trim()).map((d, i) => ({
      id: `D${i + 1}`, kind: 'definition' as const, text: `${d.term.trim()}: ${d.meaning.trim()}`, term: d.term.trim(), explanation: `${d.term.trim()}: ${d.meaning.trim()}`, citation: d.citation,
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
        + 'Never give two right options. Ask key-idea questions from key ideas [K…] and definition questions from definitions [D…]. '
        + 'Besides multiple choice (format "multiple-choice"), make one question a statement to judge (format "true-false", options '
        + '["True", "False"]): a note item as written (true) or with one term or fact changed so that it is wrong (false); and one '
        + 'a definition\'s term to type (format "typed", from a [D…] item, options [the term], correctIndex 0): the question gives the '
        + 'meaning and asks for the term without naming it.',
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

const TRUE_FALSE = ['true', 'false'];

/** Share of a text's content words found in the note item. */
function supportIn(text: string, item: NoteItem): number {
  const words = contentTerms(text);
  const source = new Set(contentTerms(item.text));
  return words.length ? words.filter((t) => source.has(t)).length / words.length : 0;
}

/** "True or false? “…”" and quotes around a statement are ours to add. */
function statementOf(question: string): string {
  return question.trim().replace(/^(?:true or false|¿?verdadero o falso|vrai ou faux|richtig oder falsch)\s*\??[:\s]*/iu, '').replace(/^[“"«„]\s*|\s*[”"»“]$/gu, '').trim();
}

/** Why a model question is rejected, or null when it may be asked. */
export function rejectModelQuestion(q: ModelQuiz['questions'][number], items: ReadonlyMap<string, NoteItem>): string | null {
  const item = items.get(q.sourceId.trim().toUpperCase());
  if (!item) return 'cites no note item';
  if (item.kind !== q.kind) return 'kind differs from the cited item';
  if (!q.question.trim()) return 'empty question';
  if (!Number.isInteger(q.correctIndex) || q.correctIndex < 0 || q.correctIndex >= q.options.length) return 'correct index out of range';
  switch (q.format) {
    case 'true-false': {
      if (q.options.length !== 2 || q.options.some((o, i) => o.trim().toLowerCase() !== TRUE_FALSE[i])) return 'options not True, False';
      const statement = statementOf(q.question);
      if (supportIn(statement, item) < SUPPORT) return 'statement not about the note';
      // A false statement is the item with something changed: a word the item does not have.
      const changed = contentTerms(statement).some((t) => !new Set(contentTerms(item.text)).has(t));
      if (q.correctIndex === 1 && !changed) return 'false statement says what the note says';
      return null;
    }
    case 'typed': {
      if (!item.term) return 'typed answer not from a definition';
      if (q.options.length !== 1 || q.correctIndex !== 0) return 'typed answer not one option';
      if (normalizeAnswer(q.options[0]!) !== normalizeAnswer(item.term)) return 'typed answer not the defined term';
      if (` ${normalizeAnswer(q.question)} `.includes(` ${normalizeAnswer(item.term)} `)) return 'question names the term';
      return null;
    }
    case 'multiple-choice': {
      if (q.options.length !== QUIZ_OPTION_COUNT) return `not ${QUIZ_OPTION_COUNT} options`;
      if (q.options.some((o) => !o.trim() || o.length > MAX_OPTION_CHARS)) return 'an empty or overlong option';
      if (new Set(q.options.map(normalizeAnswer)).size !== q.options.length) return 'options not distinct';
      return supportIn(q.options[q.correctIndex]!, item) < SUPPORT ? 'right answer not supported by the note' : null;
    }
    default: { const unknown: never = q.format; return unknown; }
  }
}

/** A valid model question as a quiz question: options reshuffled, wrong ones marked 'model'; true/false and typed as the local builder writes them. */
function toQuizQuestion(q: ModelQuiz['questions'][number], item: NoteItem, id: string, random: () => number, wording: QuizWording): QuizQuestionData {
  const shared = { id, explanation: item.explanation, citation: item.citation };
  switch (q.format) {
    case 'true-false':
      return { ...shared, kind: 'true-false', question: wording.trueOrFalse(statementOf(q.question)), options: [...wording.trueFalseOptions], correctIndex: q.correctIndex, difficulty: 'easy', distractorSources: [] };
    case 'typed':
      return { ...shared, kind: 'typed', question: q.question.trim(), options: [], correctIndex: -1, answerText: item.term!, difficulty: 'medium', distractorSources: [] };
    case 'multiple-choice': {
      const { options, correctIndex } = shuffled(q.options.map((o) => o.trim()), q.correctIndex, random);
      return {
        ...shared, kind: q.kind, question: q.question.trim(), options, correctIndex, difficulty: q.kind === 'key-idea' ? 'medium' : 'easy',
        distractorSources: options.filter((_, i) => i !== correctIndex).map(() => 'model' as const),
      };
    }
    default: { const unknown: never = q.format; return unknown; }
  }
}

/** The model's questions that pass validation, as quiz questions. */
export function validModelQuestions(answer: ModelQuiz, notes: QuizSourceNotes, random: () => number): QuizQuestionData[] {
  const items = new Map(noteItems(notes).map((i) => [i.id, i]));
  const asked = new Set<string>();
  const wording = quizWording(notesLanguage(notes));
  const out: QuizQuestionData[] = [];
  for (const q of answer.questions) {
    const sourceId = q.sourceId.trim().toUpperCase();
    if (rejectModelQuestion(q, items)) continue;
    // One question per note item, and never the same question with the same answer twice.
    const same = `${normalizeAnswer(q.question)}\u0000${normalizeAnswer(q.options[q.correctIndex]!)}`;
    if (asked.has(sourceId) || asked.has(same)) continue;
    asked.add(sourceId).add(same);
    out.push(toQuizQuestion(q, items.get(sourceId)!, `q${out.length + 1}`, random, wording));
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
    const responseFormat = await jsonSchemaFormat(ModelQuizSchema, MODEL_QUIZ_SCHEMA_NAME);
    try {
      return await this.model.client.chat.completions.create({ model: this.model.model, messages, temperature: 0.3, response_format: responseFormat });
    } catch (error) {
      if (!rejectsJsonSchema(error)) throw error;
      const [system, ...rest] = messages;
      return this.model.client.chat.completions.create({
        model: this.model.model, messages: [{ role: 'system', content: `${system!.content}\n${MODEL_QUIZ_SHAPE_HINT}` }, ...rest], temperature: 0.3,
        response_format: { type: 'json_object' },
      });
    }
  }
}
