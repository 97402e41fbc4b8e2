import type { KeyIdea, SourceDocument } from '../generation.types.js';
import { formatPartPassage, type PartPassage } from './source-passages.js';

/** Chat messages for the map requests (one per part of the source) and the reduce request. */

export type ChatMessage = { role: 'system' | 'user'; content: string };

export const SYSTEM_PROMPT = `You write study materials for learners from a source text.
Use only information in the source. The source is given as numbered passages like "[12] (page 3) …".
Write in the language of the source.
For every key idea, definition and flashcard, set sourceId to the number of the passage it comes
from and quote to one sentence copied exactly from that passage.
- title: a short title for the material.
- summary: 3 to 8 complete sentences, following the order of the source.
- keyIdeas: 5 to 10 distinct, complete sentences; no two may say the same thing.
- definitions: terms the source defines; meaning is a short phrase in the source's sense.
- timestamps: only for a video transcript: 5 to 10 passages where a new topic begins, with a label
  of a few words; otherwise an empty list.
- flashcards: 8 to 20 cards of kind "definition" (question "What is X?"), "concept" (a question about
  an idea) or "cloze" (a key sentence with the key term replaced by "_____", answer = that term),
  each with difficulty easy, medium or hard. No duplicate questions.
Answer with JSON only.`;

/** For servers without JSON-schema output: the shape, spelled out. */
export const JSON_SHAPE_HINT = `Reply with one JSON object of exactly this shape:
{"title": string, "summary": string,
 "keyIdeas": [{"text": string, "sourceId": number, "quote": string}],
 "definitions": [{"term": string, "meaning": string, "sourceId": number, "quote": string}],
 "timestamps": [{"sourceId": number, "label": string}],
 "flashcards": [{"question": string, "answer": string, "kind": "definition"|"concept"|"cloze", "difficulty": "easy"|"medium"|"hard", "sourceId": number, "quote": string}]}`;

export const REDUCE_SYSTEM_PROMPT = `You write the overview of a long study source from the notes of its parts.
Each part is given with its title, summary and numbered key ideas like "[K12] …".
Write in the language of the notes.
- title: a short title for the whole source.
- summary: 4 to 10 complete sentences covering the whole source in its order.
- keyIdeas: 5 to 10 distinct key ideas of the whole source, each a complete sentence; set keyIdeaId
  to the number of the part key idea it rests on.
Answer with JSON only.`;

export const REDUCE_SHAPE_HINT = `Reply with one JSON object of exactly this shape:
{"title": string, "summary": string, "keyIdeas": [{"text": string, "keyIdeaId": number}]}`;

function kindName(kind: SourceDocument['kind']): string {
  return kind === 'video' ? 'video transcript' : kind === 'pdf' ? 'PDF document' : 'text';
}

/** Where a part sits in the whole, so the model titles and scopes it. */
export interface PartContext {
  /** 1-based, of `count`. */
  index: number;
  count: number;
  /** The author's title of this part (outline entry), when known. */
  title?: string;
  /** "pages 3–7" / "12:00–18:30" / "chunk 2 of 3 of this part". */
  where?: string;
}

export function buildMapMessages(source: SourceDocument, passages: readonly PartPassage[], part?: PartContext): ChatMessage[] {
  const header = [
    `Source type: ${kindName(source.kind)}.`,
    source.title ? `Title: ${source.title}` : undefined,
    part && part.count > 1
      ? `This request covers part ${part.index} of ${part.count} of the source${part.title ? `, titled "${part.title}"` : ''}${part.where ? ` (${part.where})` : ''}. ` +
        'Write the notes of this part only; title it with its own topic. Fewer items are fine for a short part (at least 1 key idea, at least 3 flashcards).'
      : undefined,
  ].filter(Boolean).join('\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `${header}\n\nSource passages:\n${passages.map(formatPartPassage).join('\n')}` },
  ];
}

/** What the reduce step sees of one part (or of an earlier reduce of several parts). */
export interface PartDigest {
  title: string;
  summary: string;
  keyIdeas: KeyIdea[];
}

/** Key ideas are numbered across all digests from 1, so the answer's keyIdeaId finds its citation. */
export function buildReduceMessages(source: SourceDocument, digests: readonly PartDigest[]): ChatMessage[] {
  let n = 0;
  const parts = digests.map((d, i) => {
    const ideas = d.keyIdeas.map((k) => `[K${(n += 1)}] ${k.text}`).join('\n');
    return `## Part ${i + 1}: ${d.title}\nSummary: ${d.summary}\nKey ideas:\n${ideas}`;
  });
  const header = [`Source type: ${kindName(source.kind)}.`, source.title ? `Title: ${source.title}` : undefined].filter(Boolean).join('\n');
  return [
    { role: 'system', content: REDUCE_SYSTEM_PROMPT },
    { role: 'user', content: `${header}\n\nNotes of its ${digests.length} parts, in order:\n\n${parts.join('\n\n')}` },
  ];
}

export function reducePromptChars(digests: readonly PartDigest[]): number {
  return digests.reduce((n, d) => n + d.title.length + d.summary.length + d.keyIdeas.reduce((m, k) => m + k.text.length + 8, 0) + 40, 0);
}
