import type { SourceDocument } from '../generation.types.js';
import { formatPassage, type PassageSelection } from './source-passages.js';

/** Chat messages for one generation request. */

export const SYSTEM_PROMPT = `You write study materials for learners from a source text.
Use only information in the source. The source is given as numbered passages like "[12] (page 3) …".
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

export function buildMessages(source: SourceDocument, selection: PassageSelection): { role: 'system' | 'user'; content: string }[] {
  const kind = source.kind === 'video' ? 'video transcript' : source.kind === 'pdf' ? 'PDF document' : 'text';
  const header = [
    `Source type: ${kind}.`,
    source.title ? `Title: ${source.title}` : undefined,
    selection.omitted > 0
      ? `The source is long: ${selection.omitted} less central passages were left out; the numbers of the remaining passages are unchanged.`
      : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `${header}\n\nSource passages:\n${selection.passages.map(formatPassage).join('\n')}` },
  ];
}
