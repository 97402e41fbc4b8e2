import type { SourceDocument } from '../generation.types.js';
import { prepareDocument, type PreparedDocument, type PreparedSentence } from '../local/prepare-document.js';
import { scoreSentences } from '../local/salience.js';

/**
 * The prompt shows the source as numbered passages (paragraphs; for video, ~30-second runs of
 * cue sentences), each knowing its page or start time. The model cites passages by number and we
 * map the number back. Inputs longer than the budget keep their most central passages, in order,
 * so the whole document is still represented rather than only its beginning.
 */

export interface SourcePassage {
  id: number;
  text: string;
  sentences: PreparedSentence[];
  page?: number;
  time?: number;
}

export interface PassageSelection {
  doc: PreparedDocument;
  passages: SourcePassage[];
  /** Passages left out to fit the budget. */
  omitted: number;
}

const VIDEO_PASSAGE_SECONDS = 30;
/** Long paragraphs (PDFs without blank lines) are cut so a passage stays citable and budgetable. */
const MAX_PASSAGE_CHARS = 1500;

export function buildPassages(source: SourceDocument, maxChars: number): PassageSelection {
  const doc = prepareDocument(source);
  const groups = (doc.kind === 'video' ? groupByTime(doc.sentences) : groupByBlock(doc.sentences)).flatMap(splitLong);
  const all = groups.map((sentences, i): SourcePassage => {
    const first = sentences[0];
    return {
      id: i + 1,
      text: sentences.map((s) => s.text).join(' '),
      sentences,
      ...(first?.page !== undefined ? { page: first.page } : {}),
      ...(first?.time !== undefined ? { time: first.time } : {}),
    };
  });
  const total = all.reduce((n, p) => n + p.text.length, 0);
  if (total <= maxChars) return { doc, passages: all, omitted: 0 };

  const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
  const weight = (p: SourcePassage): number =>
    p.sentences.reduce((s, x) => s + (model.scores[x.index] ?? 0), 0) / Math.sqrt(Math.max(1, p.text.length / 100));
  const keep = new Set<number>();
  let used = 0;
  for (const p of [...all].sort((a, b) => weight(b) - weight(a))) {
    if (used + p.text.length > maxChars) continue;
    keep.add(p.id);
    used += p.text.length;
  }
  const passages = all.filter((p) => keep.has(p.id));
  return { doc, passages, omitted: all.length - passages.length };
}

function splitLong(group: PreparedSentence[]): PreparedSentence[][] {
  const out: PreparedSentence[][] = [[]];
  let length = 0;
  for (const s of group) {
    const current = out.at(-1) ?? [];
    if (current.length > 0 && length + s.text.length > MAX_PASSAGE_CHARS) {
      out.push([s]);
      length = s.text.length;
    } else {
      current.push(s);
      length += s.text.length + 1;
    }
  }
  return out.filter((g) => g.length > 0);
}

function groupByBlock(sentences: readonly PreparedSentence[]): PreparedSentence[][] {
  const groups: PreparedSentence[][] = [];
  for (const s of sentences) {
    const last = groups.at(-1);
    if (last && last[0]?.blockIndex === s.blockIndex) last.push(s);
    else groups.push([s]);
  }
  return groups;
}

function groupByTime(sentences: readonly PreparedSentence[]): PreparedSentence[][] {
  const groups: PreparedSentence[][] = [];
  for (const s of sentences) {
    const last = groups.at(-1);
    const start = last?.[0]?.time ?? 0;
    if (last && (s.time ?? 0) - start < VIDEO_PASSAGE_SECONDS) last.push(s);
    else groups.push([s]);
  }
  return groups;
}

export function formatPassage(p: SourcePassage): string {
  const where = p.page !== undefined ? ` (page ${p.page})` : p.time !== undefined ? ` (${clock(p.time)})` : '';
  return `[${p.id}]${where} ${p.text}`;
}

function clock(seconds: number): string {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
