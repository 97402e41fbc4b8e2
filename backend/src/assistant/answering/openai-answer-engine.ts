import { BadGatewayException } from '@nestjs/common';
import type OpenAI from 'openai';
import { splitSentences } from '../../generation/text/sentences.js';
import { jaccardSimilarity } from '../../generation/text/similarity.js';
import { contentTerms } from '../../generation/text/tokens.js';
import type { LanguageModel } from '../../generation/openai/language-model.js';
import { providerFailure } from '../language-model.js';
import {
  CitationList, nothingFound, onTopic, relevantPassages,
  type AnswerEngine, type AnswerRequest, type ComposedAnswer,
} from './answer-engine.js';
import { detectIntent, questionLanguage, type Intent, type NotesLanguage } from './intent.js';
import type { RetrievedPassage } from './retrieved-passage.js';

/**
 * Answers with an OpenAI-compatible model from the retrieved passages only. The passages are
 * numbered in the prompt; the model cites them as "[n]" after each sentence, or replies NOT_FOUND.
 * The answer streams to the asker (onDelta) and is then validated: markers are mapped to our
 * citations, unknown numbers dropped, and an answer citing nothing is refused (502), never shown as
 * if it came from the learner's material. With no relevant passage the model is not asked at all.
 */

const MAX_PASSAGES = 8;
const PASSAGE_CHARS = 1500;
export const NOT_FOUND_TOKEN = 'NOT_FOUND';
const MARKER = /\[(\d+(?:\s*,\s*\d+)*)\]/g;

export const ANSWER_SYSTEM_PROMPT = `You are StudyLoop's study assistant. Answer the learner's question using ONLY the numbered passages from their study materials.
- Write 2 to 4 clear sentences in plain text (no lists, no markdown).
- After every sentence put the number of the passage it comes from in square brackets, e.g. "[2]".
- Do not use any knowledge that is not in the passages.
- If the passages do not answer the question, reply with exactly ${NOT_FOUND_TOKEN} and nothing else.`;

function where(p: RetrievedPassage): string {
  if (p.page !== null) return `, page ${p.page}`;
  if (p.time !== null) return `, at ${Math.floor(p.time / 60)}:${String(Math.floor(p.time % 60)).padStart(2, '0')}`;
  return '';
}

/** How the answer should be shaped for what was asked (the first sentence always answers). */
export function intentInstruction(intent: Intent): string {
  switch (intent.kind) {
    case 'summary': return intent.topic ? `Summarize what the passages say about ${intent.topic}; the first sentence gives the main idea.` : 'Summarize the learner\'s notes: the main idea of each note, one or two sentences per note.';
    case 'key-points': return `Give the key points${intent.topic ? ` about ${intent.topic}` : ''}, one sentence each, most important first.`;
    case 'definitions': return `Give the definitions of the key terms${intent.topic ? ` about ${intent.topic}` : ''}, one sentence each.`;
    case 'define': return `Start with the definition of ${intent.topic}, then add at most two supporting sentences.`;
    case 'explain-simply': return `Explain ${intent.topic} in plain, everyday words for a beginner: first what it is, then the simplest supporting sentences, then name related terms from the passages.`;
    case 'how-why': return 'Start with the direct cause or mechanism, then the supporting detail.';
    case 'compare': return `Describe ${intent.sides[0]}, then ${intent.sides[1]}, then state the difference between them in one sentence.`;
    case 'quiz':
    case 'study-next':
    case 'question':
      return 'The first sentence answers the question directly.';
    default: { const unknown: never = intent; return unknown; }
  }
}

export function answerMessages(question: string, passages: readonly RetrievedPassage[], intent: Intent = detectIntent(question)): OpenAI.Chat.Completions.ChatCompletionMessageParam[] {
  const numbered = passages.map((p, i) => `[${i + 1}] (${p.title}${where(p)}) ${p.text.slice(0, PASSAGE_CHARS)}`).join('\n\n');
  return [
    { role: 'system', content: ANSWER_SYSTEM_PROMPT },
    { role: 'user', content: `Passages:\n${numbered}\n\nQuestion: ${question}\nHow to answer: ${intentInstruction(intent)}` },
  ];
}

/** The passages the model answers from: the notes' own parts for an overview, both sides of a comparison, else the relevant ones. */
function answerPassages(request: AnswerRequest, intent: Intent): RetrievedPassage[] {
  const overview = (intent.kind === 'summary' || intent.kind === 'key-points' || intent.kind === 'definitions') && intent.topic === null;
  if ((overview || request.terms.length === 0) && request.notesParts?.length) {
    const section = intent.kind === 'key-points' ? 'key-idea' : intent.kind === 'definitions' ? 'definition' : 'summary';
    const parts = request.notesParts.filter((p) => p.section === section);
    return (parts.length ? parts : request.notesParts).slice(0, MAX_PASSAGES);
  }
  if (intent.kind === 'compare' && request.sides?.length === 2) {
    const [a, b] = request.sides.map((side) => relevantPassages(side.passages, side.terms.length, MAX_PASSAGES / 2, request.scope)) as [RetrievedPassage[], RetrievedPassage[]];
    if (!a.length && !b.length) return [];
    const seen = new Set<string>();
    return [...a, ...b].filter((p) => !seen.has(`${p.notesId}|${p.position}`) && seen.add(`${p.notesId}|${p.position}`));
  }
  return onTopic(relevantPassages(request.passages, request.terms.length, MAX_PASSAGES, request.scope), request.terms.length, intent, request.scope);
}

export class OpenAiAnswerEngine implements AnswerEngine {
  readonly name: string;

  constructor(private readonly model: LanguageModel) {
    this.name = `openai:${model.model}`;
  }

  async answer(request: AnswerRequest): Promise<ComposedAnswer> {
    const intent = request.intent ?? detectIntent(request.question);
    const passages = answerPassages(request, intent);
    if (!passages.length) return nothingFound(request.scope, questionLanguage(request.question), request.terms.length === 0);
    const content = await this.complete(answerMessages(request.question, passages, intent), request.onDelta);
    return mapModelAnswer(content, passages, request.scope, questionLanguage(request.question));
  }

  private async complete(messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[], onDelta?: (delta: string) => void): Promise<string> {
    const task = 'answer your question';
    let content = '';
    let finish: string | null = null;
    try {
      const stream = await this.model.client.chat.completions.create({ model: this.model.model, messages, temperature: 0.2, stream: true });
      const forward = holdBackNotFound(onDelta);
      for await (const chunk of stream) {
        const choice = chunk.choices?.[0];
        const delta = choice?.delta?.content ?? '';
        if (delta) {
          content += delta;
          forward(delta);
        }
        if (choice?.finish_reason) finish = choice.finish_reason;
      }
    } catch (error) {
      throw providerFailure(error, task);
    }
    if (finish === 'content_filter') throw new BadGatewayException('The AI provider filtered its answer to this question.');
    if (finish === 'length') throw new BadGatewayException('The AI model’s answer was cut off before it was complete. Please try again.');
    if (!content.trim()) throw new BadGatewayException('The AI model returned an empty answer. Please try again.');
    return content.trim();
  }
}

/** Streams deltas, except a reply that is only NOT_FOUND (the learner gets our own wording instead). */
function holdBackNotFound(onDelta?: (delta: string) => void): (delta: string) => void {
  let held = '';
  let decided = false;
  return (delta) => {
    if (!onDelta) return;
    if (decided) return onDelta(delta);
    held += delta;
    const trimmed = held.trimStart();
    if (NOT_FOUND_TOKEN.startsWith(trimmed)) return;
    if (trimmed.startsWith(NOT_FOUND_TOKEN)) return;
    decided = true;
    onDelta(held);
  };
}

/**
 * Maps "[n]" markers to citations of our passages; refuses an answer that cites none of them. NOT_FOUND
 * becomes our own wording, in the language the learner asked in.
 */
export function mapModelAnswer(content: string, passages: readonly RetrievedPassage[], scope: AnswerRequest['scope'], asked: NotesLanguage = 'en'): ComposedAnswer {
  const text = content.replace(/^```\w*\s*|\s*```$/g, '').trim();
  if (text === NOT_FOUND_TOKEN || /^NOT_FOUND\b/.test(text)) return nothingFound(scope, asked);
  const list = new CitationList();
  let cited = 0;
  let lastEnd = 0;
  // Each marker cites the text written since the previous marker.
  const answer = text.replace(MARKER, (match: string, numbers: string, offset: number) => {
    const written = text.slice(lastEnd, offset);
    lastEnd = offset + match.length;
    const ours = [...new Set(numbers.split(',').map((n) => Number(n.trim())))]
      .map((n) => passages[n - 1])
      .filter((p): p is RetrievedPassage => p !== undefined)
      .map((p) => list.number(p, bestSentence(p, written)));
    cited += ours.length;
    return ours.map((n) => `[${n}]`).join('');
  })
    .replace(/\s+([.,;:!?])/g, '$1')
    // Markers go after the sentence's full stop, as in the local engine's answers: "… for it. [1]".
    .replace(/\s*((?:\[\d+\])+)([.!?])/g, '$2 $1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (cited === 0) {
    throw new BadGatewayException('The AI model’s answer did not cite your study materials, so it was not used. Please try again.');
  }
  return { answer, citations: list.citations, found: true };
}

/** The passage sentence closest to what the model wrote: the citation's snippet. */
function bestSentence(passage: RetrievedPassage, written: string): string {
  const wanted = contentTerms(written.replace(MARKER, ''));
  let best = passage.text;
  let bestScore = -1;
  for (const s of splitSentences(passage.text)) {
    const score = jaccardSimilarity(wanted, contentTerms(s.text));
    if (score > bestScore) [best, bestScore] = [s.text, score];
  }
  return best;
}
