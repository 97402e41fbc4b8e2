import type { SourceSegmentData } from '@studyloop/events';
import type { SourceDocument } from '../../generation/generation.types.js';
import { isApparatusSentence, removeInlineReferences } from '../../generation/local/boilerplate.js';
import { cueSentences } from '../../generation/local/caption-cues.js';
import { isTopicHeading, sourceBlocks } from '../../generation/local/prepare-document.js';
import { passageSentenceSpans } from './segmented-sentences.js';

/**
 * The source text of a note cut into searchable passages: a paragraph each (long ones cut at ~1,500
 * characters), for video ~30-second runs of cue sentences; each knows its page or start time and the
 * topic heading it sits under. The blocks are the ones the generators read (page furniture, captions
 * and learning-objective lists dropped), and figure pointers and credits are left out, but sentences
 * are not analysed (no tokens, stems or quality) and are found by ICU, not wink-nlp
 * (segmented-sentences.ts): a rebuild cuts thousands of notes.
 */

export interface SourceCut {
  text: string;
  heading?: string;
  page?: number;
  time?: number;
}

const VIDEO_PASSAGE_SECONDS = 30;
const MAX_PASSAGE_CHARS = 1500;
const SPACE_BEFORE_PUNCTUATION = /\s[,.;:!?]/;

interface CutSentence { text: string; page?: number; time?: number }

export function cutSource(kind: SourceDocument['kind'], segments: readonly SourceSegmentData[]): SourceCut[] {
  return kind === 'video' ? cutTranscript(segments) : cutText(kind, segments);
}

/** A sentence as shown: without its "(see Figure 2)" asides; null when it is only an aside or apparatus. */
function shown(quote: string): string | null {
  // Segmented sentences have single spaces and no edges: only an aside or a space before punctuation changes them.
  const text = quote.includes('(') || SPACE_BEFORE_PUNCTUATION.test(quote) ? removeInlineReferences(quote) : quote;
  return !text || isApparatusSentence(text) ? null : text;
}

function cutText(kind: SourceDocument['kind'], segments: readonly SourceSegmentData[]): SourceCut[] {
  const cuts: SourceCut[] = [];
  let heading: string | undefined;
  for (const block of sourceBlocks({ kind, segments: [...segments] })) {
    if (block.kind === 'heading') {
      if (isTopicHeading(block.text)) heading = block.text;
      continue;
    }
    const sentences: CutSentence[] = [];
    for (const span of passageSentenceSpans(block.text)) {
      const text = shown(span.text);
      if (!text) continue;
      // A sentence belongs to the page on which it starts.
      const origin = block.continuations?.filter((c) => c.offset <= span.start).at(-1) ?? block;
      sentences.push({ text, ...(origin.page !== undefined ? { page: origin.page } : {}) });
    }
    for (const group of splitLong(sentences)) cuts.push(passage(group, heading));
  }
  return cuts;
}

function cutTranscript(segments: readonly SourceSegmentData[]): SourceCut[] {
  const groups: CutSentence[][] = [];
  for (const cue of cueSentences(segments, passageSentenceSpans)) {
    const text = shown(cue.text);
    if (!text) continue;
    const last = groups.at(-1);
    if (last && cue.time - (last[0]?.time ?? 0) < VIDEO_PASSAGE_SECONDS) last.push({ text, time: cue.time });
    else groups.push([{ text, time: cue.time }]);
  }
  return groups.flatMap(splitLong).map((g) => passage(g, undefined));
}

function passage(sentences: CutSentence[], heading: string | undefined): SourceCut {
  const first = sentences[0]!;
  return {
    text: sentences.map((s) => s.text).join(' '),
    ...(heading ? { heading } : {}),
    ...(first.page !== undefined ? { page: first.page } : {}),
    ...(first.time !== undefined ? { time: first.time } : {}),
  };
}

function splitLong(group: CutSentence[]): CutSentence[][] {
  const out: CutSentence[][] = [];
  let length = 0;
  for (const s of group) {
    const current = out.at(-1);
    if (!current || (current.length > 0 && length + s.text.length > MAX_PASSAGE_CHARS)) {
      out.push([s]);
      length = s.text.length + 1;
    } else {
      current.push(s);
      length += s.text.length + 1;
    }
  }
  return out;
}
