import { splitSentences } from '../../generation/text/sentences.js';
import { createBm25Index, jaccardSimilarity } from '../../generation/text/similarity.js';
import { isDisplayable } from '../../generation/local/sentence-quality.js';
import { contentTerms, countWords } from '../../generation/text/tokens.js';
import {
  CitationList, nothingFound, relevantPassages,
  type AnswerEngine, type AnswerRequest, type ComposedAnswer,
} from './answer-engine.js';
import { overviewIntent } from './overview-intent.js';
import type { QueryTerm } from './question-terms.js';
import type { RetrievedPassage } from './retrieved-passage.js';

/**
 * The built-in engine: an extractive answer. The relevant passages (see relevantPassages) are cut
 * into sentences; each is scored by the share of the question's (IDF-weighted) words it contains,
 * how well its passage matched, and BM25 among the candidate sentences. The best 2–4 non-redundant sentences are given in
 * reading order, each with its citation. Nothing is made up: with no relevant passage it says so.
 */

const MAX_PASSAGES = 12;
const MAX_SENTENCES = 4;
const NEAR_DUPLICATE = 0.6;
const DEFINITION_QUESTION = /^\s*(what|who)\s+(is|are|was|were)\b|\bmean(s|ing)?\b|\bdefin/i;

interface Candidate {
  passage: RetrievedPassage;
  passageRank: number;
  sentenceIndex: number;
  text: string;
  terms: string[];
  coverage: number;
  score: number;
}

function hasStem(stems: ReadonlySet<string>, stem: string): boolean {
  if (stems.has(stem)) return true;
  if (stem.length < 5) return false;
  // Inflections our light stemmer keeps apart ("economic" / "economics" / "economy" share "econom").
  for (const s of stems) if (s.length >= 5 && (s.startsWith(stem) || stem.startsWith(s))) return true;
  return false;
}

/** Share of the question's weight in the sentence; words only in its heading count half. */
export function sentenceCoverage(terms: readonly QueryTerm[], sentenceStems: ReadonlySet<string>, headingStems: ReadonlySet<string>): number {
  let got = 0;
  let total = 0;
  for (const t of terms) {
    total += t.idf;
    if (hasStem(sentenceStems, t.stem)) got += t.idf;
    else if (hasStem(headingStems, t.stem)) got += t.idf / 2;
  }
  return total > 0 ? got / total : 0;
}

/** Sentences about a figure the learner cannot see here ("The figure shows …"). */
const FIGURE_BOUND = /\b(?:the|this|that|these|following|above|below)\s+(?:figure|table|graph|chart|diagram|exhibit)s?\b|\b(?:figure|table|exhibit)\s+\d/i;

/** Fragments, lists of numbers or figure pointers read badly on their own: prefer other sentences. */
function qualityPenalty(text: string): number {
  const words = countWords(text);
  if (words < 5) return 0.3;
  if (FIGURE_BOUND.test(text)) return 0.3;
  if (!isDisplayable(text, words)) return words > 70 ? 0.15 : 0.1;
  return 0;
}

export class LocalAnswerEngine implements AnswerEngine {
  readonly name = 'local';

  async answer(request: AnswerRequest): Promise<ComposedAnswer> {
    if (request.terms.length === 0) {
      if (request.scope === 'notes' && request.notesParts?.length) return overview(request.question, request.notesParts);
      return nothingFound(request.scope, true);
    }
    const passages = relevantPassages(request.passages, request.terms.length, MAX_PASSAGES, request.scope);
    if (!passages.length) return nothingFound(request.scope);
    const candidates = this.candidates(request, passages);
    const picked = pick(candidates);
    if (!picked.length) return nothingFound(request.scope);
    return compose(withContext(picked, candidates));
  }

  private candidates(request: AnswerRequest, passages: RetrievedPassage[]): Candidate[] {
    const out: Omit<Candidate, 'score'>[] = [];
    passages.forEach((passage, passageRank) => {
      const headingStems = new Set(contentTerms(passage.heading ?? ''));
      splitSentences(passage.text).forEach((span, sentenceIndex) => {
        const terms = contentTerms(span.text);
        out.push({ passage, passageRank, sentenceIndex, text: span.text, terms, coverage: sentenceCoverage(request.terms, new Set(terms), headingStems) });
      });
    });
    const bm25 = createBm25Index(out.map((c) => c.terms)).score(request.terms.map((t) => t.stem));
    const topBm25 = Math.max(1e-9, ...bm25);
    const definitionBonus = DEFINITION_QUESTION.test(request.question) ? 0.05 : 0;
    return out.map((c, i) => ({
      ...c,
      score: c.coverage + 0.5 * c.passage.coverage + 0.3 * ((bm25[i] ?? 0) / topBm25) + 0.05 * c.passage.density
        + (c.passage.section === 'definition' ? definitionBonus : 0) - qualityPenalty(c.text) - 0.01 * c.passageRank,
    }));
  }
}

/** The best-scoring sentences that say something about the question, without repeats. */
function pick(candidates: readonly Candidate[]): Candidate[] {
  const best = Math.max(0, ...candidates.map((c) => c.coverage));
  if (best === 0) return [];
  const ranked = candidates.filter((c) => c.coverage >= best * 0.5).sort((a, b) => b.score - a.score);
  const picked: Candidate[] = [];
  for (const c of ranked) {
    if (picked.length >= MAX_SENTENCES) break;
    if (picked.some((p) => jaccardSimilarity(p.terms, c.terms) >= NEAR_DUPLICATE)) continue;
    picked.push(c);
  }
  return picked;
}

/** One sentence alone is rarely an answer: add its neighbour from the same passage. */
function withContext(picked: Candidate[], candidates: readonly Candidate[]): Candidate[] {
  if (picked.length !== 1) return picked;
  const [only] = picked as [Candidate];
  const sameParagraph = candidates.filter((c) => c.passage === only.passage);
  const neighbour = sameParagraph.find((c) => c.sentenceIndex === only.sentenceIndex + 1)
    ?? sameParagraph.find((c) => c.sentenceIndex === only.sentenceIndex - 1);
  if (!neighbour || countWords(neighbour.text) < 6 || jaccardSimilarity(neighbour.terms, only.terms) >= NEAR_DUPLICATE) return picked;
  return [only, neighbour];
}

/** Reading order: notes in order of their best sentence, then place in the note. */
function compose(picked: Candidate[]): ComposedAnswer {
  const notesOrder = new Map<string, number>();
  for (const c of [...picked].sort((a, b) => b.score - a.score)) if (!notesOrder.has(c.passage.notesId)) notesOrder.set(c.passage.notesId, notesOrder.size);
  const ordered = [...picked].sort((a, b) =>
    (notesOrder.get(a.passage.notesId) ?? 0) - (notesOrder.get(b.passage.notesId) ?? 0)
    || a.passage.position - b.passage.position
    || a.sentenceIndex - b.sentenceIndex);
  const list = new CitationList();
  const answer = ordered.map((c) => `${c.text} [${list.number(c.passage, c.text)}]`).join(' ');
  return { answer, citations: list.citations, found: true };
}

const OVERVIEW_ITEMS = 4;

function overview(question: string, parts: readonly RetrievedPassage[]): ComposedAnswer {
  const intent = overviewIntent(question);
  const list = new CitationList();
  const section = intent === 'key-ideas' ? 'key-idea' : intent === 'definitions' ? 'definition' : 'summary';
  const chosen = parts.filter((p) => p.section === section);
  const lines: string[] = [];
  if (section === 'summary') {
    const summary = chosen[0];
    if (summary) for (const s of splitSentences(summary.text).slice(0, OVERVIEW_ITEMS)) lines.push(`${s.text} [${list.number(summary, s.text)}]`);
  } else {
    for (const p of chosen.slice(0, OVERVIEW_ITEMS)) lines.push(`${p.text} [${list.number(p, p.text)}]`);
  }
  if (!lines.length) {
    // Notes without that part (e.g. no definitions found): fall back to the summary.
    return section === 'summary' ? nothingFound('notes') : overview('summary', parts);
  }
  return { answer: lines.join(' '), citations: list.citations, found: true };
}
