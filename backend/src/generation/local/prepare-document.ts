import type { SourceDocument } from '../generation.types.js';
import { segmentSentences, stopWords } from '../text/language.js';
import { splitSentences, type SentenceSpan } from '../text/sentences.js';
import { stem } from '../text/stem.js';
import { countWords, isContentWord, tokenize } from '../text/tokens.js';
import {
  isApparatusSentence,
  isCaption,
  isFeatureHeading,
  isLearningObjectivesLead,
  removeInlineReferences,
} from './boilerplate.js';
import { cueSentences } from './caption-cues.js';
import { isChannelTalk } from './channel-talk.js';
import { stripPageFurniture } from './page-furniture.js';
import { isDisplayable, isProse } from './sentence-quality.js';
import { splitIntoBlocks, type TextBlock } from './source-blocks.js';
import { withoutSectionReference } from './section-references.js';
import { isStandaloneItem } from './standalone-items.js';
import { closeUnmarkedItem, opensOnCommonWord, opensOnLowerCaseSubject } from './unmarked-item-ends.js';

/**
 * A source document reduced to what the extractors need: sentences in reading order, each
 * knowing its segment (page/time), paragraph and section, plus the topic headings.
 */

export interface PreparedSentence {
  index: number;
  /** Display text: the quote minus pointer-only parentheticals ("(see Figure 2)"). */
  text: string;
  /** The sentence as it appears in the source (whitespace normalised); used for citations. */
  quote: string;
  segmentIndex: number;
  page?: number;
  time?: number;
  blockIndex: number;
  blockKind: 'paragraph' | 'list-item';
  positionInBlock: number;
  /** Index into `headings` of the section this sentence belongs to; −1 before the first heading. */
  sectionIndex: number;
  /** Lower-cased word tokens, in order. */
  tokens: string[];
  /** Stemmed content words. */
  terms: string[];
  wordCount: number;
  /** Captions, pointers to figures/features/websites, credits: never shown. */
  apparatus: boolean;
  /** Complete, prose, not apparatus: may be shown on its own. */
  displayable: boolean;
}

export interface PreparedHeading {
  text: string;
  /** Index of the first sentence after the heading. */
  firstSentence: number;
  segmentIndex: number;
  page?: number;
}

export interface PreparedDocument {
  kind: SourceDocument['kind'];
  givenTitle?: string;
  sentences: PreparedSentence[];
  headings: PreparedHeading[];
  wordCount: number;
  durationSeconds?: number;
}

export interface LocatedBlock extends TextBlock {
  segmentIndex: number;
  page?: number;
  /** Where text from a later segment (page) starts, when a paragraph ran across a page break. */
  continuations?: { offset: number; segmentIndex: number; page?: number }[];
}

/** English keeps its abbreviation-aware splitter; other languages use Intl.Segmenter. */
export function sentenceSplitter(language: string, written = false): (text: string) => SentenceSpan[] {
  if (language === 'en') return written ? (text) => splitSentences(text, { written: true }) : splitSentences;
  // Same-length whitespace keeps offsets; a single newline (a PDF line wrap) must not end a sentence.
  return (text) => segmentSentences(text.replace(/\s/g, ' '), language).map((s) => ({ text: s.text.replace(/\s+/g, ' '), start: s.start, end: s.start + s.text.length }));
}

export function prepareDocument(doc: SourceDocument, language = 'en'): PreparedDocument {
  const givenTitle = doc.title?.trim() || undefined;
  if (doc.kind === 'video') return prepareTranscript(doc, givenTitle, language);
  const split = sentenceSplitter(language, true);
  const blocks = sourceBlocks(doc, language);

  const sentences: PreparedSentence[] = [];
  const headings: PreparedHeading[] = [];
  let wordCount = 0;
  blocks.forEach((block, blockIndex) => {
    if (block.kind === 'heading') {
      wordCount += countWords(block.text);
      if (isTopicHeading(block.text)) {
        headings.push({ text: block.text, firstSentence: sentences.length, segmentIndex: block.segmentIndex, ...pageOf(block) });
      }
      return;
    }
    const spans = split(block.text);
    spans.forEach((span, positionInBlock) => {
      // A sentence belongs to the page on which it starts.
      const origin = block.continuations?.filter((c) => c.offset <= span.start).at(-1) ?? block;
      const sentence = makeSentence(span.text, {
          index: sentences.length,
          segmentIndex: origin.segmentIndex,
          ...pageOf(origin),
          blockIndex,
          blockKind: block.kind === 'list-item' ? 'list-item' : 'paragraph',
          positionInBlock,
          sectionIndex: headings.length - 1,
        }, language, false, false, positionInBlock === spans.length - 1 && endsUnmarked(block, blocks[blockIndex - 1], blocks[blockIndex + 1], language));
      wordCount += sentence.wordCount;
      sentences.push(sentence);
    });
  });
  return { kind: doc.kind, ...(givenTitle ? { givenTitle } : {}), sentences, headings, wordCount };
}

/**
 * A text or PDF source as blocks in reading order (headings, paragraphs, list items), each knowing its
 * segment and page: page furniture, captions and learning-objective lists dropped, paragraphs cut by a
 * page break joined. Also used by the assistant's search index, which needs no sentence analysis; with the
 * source's `language`, a slide's bullet set alone like a title is an item when it reads as a sentence.
 */
export function sourceBlocks(doc: SourceDocument, language?: string): LocatedBlock[] {
  const options = language
    ? {
        standaloneItem: (line: string) => isStandaloneItem(line, language),
        wholeSentence: (text: string) => closeUnmarkedItem(text, language) !== undefined,
        opensSentence: (line: string) => opensOnCommonWord(line, language),
        opensLowerCaseSentence: (line: string) => opensOnLowerCaseSubject(line, language),
      }
    : {};
  const texts = doc.segments.map((s) => s.text ?? '');
  const cleaned = doc.kind === 'pdf' ? stripPageFurniture(texts, doc.segments.map((s, i) => s.page ?? i + 1)) : texts;
  return removeApparatusBlocks(
    joinAcrossSegments(
      cleaned.flatMap((text, segmentIndex) => {
        const page = doc.kind === 'pdf' ? (doc.segments[segmentIndex]?.page ?? segmentIndex + 1) : doc.segments[segmentIndex]?.page;
        return splitIntoBlocks(text, options).map((b): LocatedBlock => ({ ...b, segmentIndex, ...(page !== undefined ? { page } : {}) }));
      }),
    ),
  );
}

function prepareTranscript(doc: SourceDocument, givenTitle: string | undefined, language: string): PreparedDocument {
  const sentences = cueSentences(doc.segments, sentenceSplitter(language), language).map((s, index) =>
    makeSentence(s.text, {
      index,
      segmentIndex: s.segmentIndex,
      time: s.time,
      blockIndex: index,
      blockKind: 'paragraph',
      positionInBlock: 0,
      sectionIndex: -1,
    }, language, true, s.boundsGuessed === true),
  );
  const lastCue = [...doc.segments].reverse().find((s) => s.end !== undefined || s.start !== undefined);
  const durationSeconds = doc.durationSeconds ?? lastCue?.end ?? lastCue?.start;
  return {
    kind: 'video',
    ...(givenTitle ? { givenTitle } : {}),
    sentences,
    headings: [],
    wordCount: sentences.reduce((n, s) => n + s.wordCount, 0),
    ...(durationSeconds !== undefined ? { durationSeconds } : {}),
  };
}

type SentencePlace = Pick<
  PreparedSentence,
  'index' | 'segmentIndex' | 'blockIndex' | 'blockKind' | 'positionInBlock' | 'sectionIndex'
> & { page?: number; time?: number };

/** A sentence's (or a phrase's) content words as `PreparedSentence.terms` holds them: stemmed in English (as `contentTerms`), stop words dropped elsewhere. */
export function sentenceTerms(tokens: readonly string[], language: string): string[] {
  // The stemmer and its stop words are English; elsewhere the language's stop-word list, no stemming.
  return language === 'en' ? tokens.filter(isContentWord).map(stem) : tokens.filter((t) => t.length > 2 && !stopWords(language).has(t) && !/^\d+$/.test(t));
}

/**
 * `boundsGuessed`: a unit cut from an unpunctuated caption track where nothing marked its ends; it counts for the notes' words but is never shown.
 * `unmarkedEnd`: the last sentence of an item written without its full stop, closed when it reads whole (`closeUnmarkedItem`).
 */
function makeSentence(quote: string, place: SentencePlace, language: string, spoken = false, boundsGuessed = false, unmarkedEnd = false): PreparedSentence {
  // Judge the sentence without its "(see Table 2)" asides; a sentence that is only an aside stays apparatus.
  const bare = removeInlineReferences(quote) || quote;
  const text = (unmarkedEnd && closeUnmarkedItem(bare, language)) || bare;
  const apparatus = isApparatusSentence(text);
  // Channel talk is never shown, but its words still count: "the next video shows more of this duality" says duality matters.
  const shown = !apparatus && !boundsGuessed && !(spoken && isChannelTalk(text, language));
  const tokens = tokenize(text);
  // Written out, not `{ ...place, text, … }`: V8 builds a literal that spreads an object and then adds several keys
  // on a slow path (measured ~40 times slower than this literal, ~15 ms on a 100-page source); one shape for every
  // sentence also keeps the reads of them (sections copy each one) fast.
  return {
    index: place.index,
    segmentIndex: place.segmentIndex,
    page: place.page,
    time: place.time,
    blockIndex: place.blockIndex,
    blockKind: place.blockKind,
    positionInBlock: place.positionInBlock,
    sectionIndex: place.sectionIndex,
    text,
    quote,
    tokens,
    terms: sentenceTerms(tokens, language),
    wordCount: tokens.length,
    apparatus,
    // A slide's item about a name written in lower case ("javac compiles source to .class bytecode.") is shown as written.
    displayable: shown && isDisplayable(!spoken && opensOnLowerCaseSubject(text, language) ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text, tokens.length),
  };
}

/**
 * An item without its full stop that is whole where it stands: not continued by the next block (a lower-case opening),
 * not leading into a formula or code (the next block on its page is no prose), not the tail of a block before it that
 * stopped on a function word ("… können Instanzen der" / "Klasse als …").
 */
function endsUnmarked(block: LocatedBlock, previous: LocatedBlock | undefined, next: LocatedBlock | undefined, language: string): boolean {
  if (block.unmarkedEnd !== true) return false;
  // A next bullet opening on a lower-case name and its verb ("else provides …" after "if checks …") is an item of its own.
  const continued = /^\p{Ll}/u.test(next?.text ?? '') && !opensOnLowerCaseSubject(next?.text ?? '', language);
  if (next && (continued || (next.segmentIndex === block.segmentIndex && next.kind !== 'heading' && !isProse(next.text)))) return false;
  const tail = previous?.segmentIndex === block.segmentIndex && previous.kind !== 'heading' ? previous.text.split(/\s+/).at(-1) ?? '' : '';
  return !(tail && !/[.!?:;]["'”’)\]]*$/.test(tail) && stopWords(language).has(tail.toLowerCase()));
}

function pageOf(block: { page?: number }): { page?: number } {
  return block.page !== undefined ? { page: block.page } : {};
}

/** A paragraph cut by a page break continues on the next page in lower case. */
function joinAcrossSegments(blocks: LocatedBlock[]): LocatedBlock[] {
  const out: LocatedBlock[] = [];
  for (const block of blocks) {
    const previous = out.at(-1);
    if (
      previous &&
      previous.segmentIndex !== block.segmentIndex &&
      previous.kind === 'paragraph' &&
      block.kind === 'paragraph' &&
      !/[.!?:]["'”’)\]]*$/.test(previous.text) &&
      /^[a-z(]/.test(block.text)
    ) {
      const hyphenated = /[a-z]-$/.test(previous.text);
      const joined = hyphenated ? previous.text.slice(0, -1) : `${previous.text} `;
      previous.continuations = [...(previous.continuations ?? []), { offset: joined.length, segmentIndex: block.segmentIndex, ...pageOf(block) }];
      previous.text = joined + block.text;
      continue;
    }
    out.push({ ...block });
  }
  return out;
}

/** Drops captions and learning-objective lists (their lead line and the list items after it). */
function removeApparatusBlocks(blocks: LocatedBlock[]): LocatedBlock[] {
  const out: LocatedBlock[] = [];
  let inObjectives = false;
  for (const block of blocks) {
    if (isLearningObjectivesLead(block.text)) {
      inObjectives = true;
      continue;
    }
    if (inObjectives && block.kind === 'list-item') continue;
    inObjectives = false;
    if (isCaption(block.text)) continue;
    out.push(block);
  }
  return out;
}

/** Headings that name a topic, not "Office rental: $50,000", "Figure 2" or "Work It Out". */
export function isTopicHeading(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length > 12) return false;
  if (isFeatureHeading(text) || isCaption(text) || isLearningObjectivesLead(text)) return false;
  if (/[=$%€£:+×]/.test(text.replace(/^(?:chapter|section|part|unit)\s+\d+\s*:/i, ''))) return false;
  // "SIMULATED ANNEALING (4.1.2)": the title is weighed without where its topic is in the book.
  const topic = withoutSectionReference(text);
  const letters = topic.replace(/[^\p{L}]/gu, '').length;
  return letters >= 3 && letters / topic.replace(/\s/g, '').length >= 0.8;
}
