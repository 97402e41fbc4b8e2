import type { SourceDocument, SourceSegment } from '../generation.types.js';
import { prepareDocument, type PreparedDocument, type PreparedSentence } from '../local/prepare-document.js';
import { scoreSentences } from '../local/salience.js';
import { sentenceSegmenter } from '../text/language.js';

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

/**
 * The whole source as passages from the local engine's prepared sentences (boilerplate, captions and
 * page furniture dropped), for the assistant's search index (maxChars = ∞). The provider itself
 * sends every part of a source (see partPassages and openai-study-generator.ts).
 */
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

/**
 * Passages of one part of a source for the section-by-section provider: sentences from
 * Intl.Segmenter, each knowing its page or cue time, numbered from `firstId` so that every part of a
 * long source cites into one numbering. Nothing is left out.
 */
export interface PassageSentence {
  /** The sentence as the source has it (whitespace normalised); used as the citation quote. */
  quote: string;
  /** Lower-cased words, for matching the model's quote back to a sentence. */
  words: Set<string>;
  page?: number;
  time?: number;
}

export interface PartPassage {
  id: number;
  text: string;
  sentences: PassageSentence[];
  page?: number;
  time?: number;
}


export function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

export function sentencesOf(text: string, language?: string): string[] {
  return [...sentenceSegmenter(language).segment(text)].map((s) => s.segment.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Page text → paragraphs: blank-line separated, wrapped lines joined (a hyphen at a line end joins the word). */
function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2').replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

function cut(sentences: string[]): string[][] {
  const out: string[][] = [[]];
  let length = 0;
  for (const s of sentences) {
    const current = out.at(-1)!;
    if (current.length > 0 && length + s.length > MAX_PASSAGE_CHARS) {
      out.push([s]);
      length = s.length;
    } else {
      current.push(s);
      length += s.length + 1;
    }
  }
  return out.filter((g) => g.length > 0);
}

/** Passages of some segments of a document, numbered from `firstId`. */
export function partPassages(segments: readonly SourceSegment[], kind: SourceDocument['kind'], firstId = 1, language?: string): PartPassage[] {
  const passages: PartPassage[] = [];
  const push = (sentences: PassageSentence[]) => {
    if (!sentences.length) return;
    const first = sentences[0]!;
    passages.push({
      id: firstId + passages.length,
      text: sentences.map((s) => s.quote).join(' '),
      sentences,
      ...(first.page !== undefined ? { page: first.page } : {}),
      ...(first.time !== undefined ? { time: first.time } : {}),
    });
  };
  if (kind === 'video') {
    // Cues are fragments: runs of ~30 s are re-cut into sentences, each timed by the cue it starts in.
    let run: { text: string; time: number }[] = [];
    let runChars = 0;
    const flush = () => {
      if (!run.length) return;
      let text = '';
      const starts: { offset: number; time: number }[] = [];
      for (const cue of run) { starts.push({ offset: text.length, time: cue.time }); text += `${cue.text} `; }
      const sentences: PassageSentence[] = [];
      for (const part of sentenceSegmenter(language).segment(text)) {
        const quote = part.segment.replace(/\s+/g, ' ').trim();
        if (!quote) continue;
        const time = [...starts].reverse().find((s) => s.offset <= part.index)?.time ?? run[0]!.time;
        sentences.push({ quote, words: wordsOf(quote), time });
      }
      push(sentences);
      run = [];
      runChars = 0;
    };
    for (const cue of segments) {
      const time = cue.start ?? 0;
      const text = cue.text.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      if (run.length && (time - run[0]!.time >= VIDEO_PASSAGE_SECONDS || runChars + text.length > MAX_PASSAGE_CHARS)) flush();
      run.push({ text, time });
      runChars += text.length + 1;
    }
    flush();
    return passages;
  }
  for (const segment of segments) {
    for (const paragraph of paragraphsOf(segment.text)) {
      for (const group of cut(sentencesOf(paragraph, language))) {
        push(group.map((quote) => ({ quote, words: wordsOf(quote), ...(segment.page !== undefined ? { page: segment.page } : {}) })));
      }
    }
  }
  return passages;
}

export function formatPartPassage(p: PartPassage): string {
  const where = p.page !== undefined ? ` (page ${p.page})` : p.time !== undefined ? ` (${clock(p.time)})` : '';
  return `[${p.id}]${where} ${p.text}`;
}

/** Characters a passage takes in the prompt. */
export function promptChars(p: PartPassage): number {
  return formatPartPassage(p).length + 1;
}
