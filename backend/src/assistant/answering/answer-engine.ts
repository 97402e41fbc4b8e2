import type { ChatCitation } from '@studyloop/events';
import type { Intent, NotesLanguage } from './intent.js';
import { answerWording } from './answer-wording.js';
import type { QueryTerm } from './question-terms.js';
import type { RetrievedPassage } from './retrieved-passage.js';
import { mentionsPhrase } from './answer-sentences.js';
import { namedWholeSubject } from './question-subject.js';

export type AnswerScope = 'library' | 'notes';

/** One side of a comparison, searched on its own. */
export interface ComparedSide {
  topic: string;
  terms: QueryTerm[];
  passages: RetrievedPassage[];
}

export interface AnswerRequest {
  question: string;
  /** What is asked for (detectIntent); read from the question when not given. */
  intent?: Intent;
  /** The words searched for: the intent's topic, else the question's. */
  terms: QueryTerm[];
  /** Best first, as the search ranked them. */
  passages: RetrievedPassage[];
  scope: AnswerScope;
  /**
   * Summary, key ideas and definitions: of the note (Q&A panel) or of the learner's own notes (/chat)
   * for overview questions ("summarize my notes"); of the best-matching note for definitions and
   * explanations (related terms).
   */
  notesParts?: RetrievedPassage[];
  /** Compare X and Y: each side's own search. */
  sides?: ComparedSide[];
  /** Pieces of the answer as a language model writes them (the final answer may differ: it is validated). */
  onDelta?: (delta: string) => void;
}

export interface ComposedAnswer {
  /** Sentences each followed by "[n]", n the 1-based index into citations. */
  answer: string;
  citations: ChatCitation[];
  found: boolean;
}

/** Answers a question from retrieved passages, citing them; never from anything else. */
export interface AnswerEngine {
  /** 'local' or 'openai:<model>', recorded with each answer. */
  readonly name: string;
  answer(request: AnswerRequest): Promise<ComposedAnswer>;
}

/** Nothing found ("I couldn’t find anything about that …"), in the learner's language; with no topic words at all, also what the assistant can do. */
export function nothingFound(scope: AnswerScope, language: NotesLanguage, noTopic = false): ComposedAnswer {
  const wording = answerWording(language);
  return { answer: (noTopic ? wording.noTopic : wording.nothingFound)[scope], citations: [], found: false };
}

/**
 * A passage is about the question when it holds at least this share of the question's word weight
 * (rare words weigh more). Below it, the assistant says it found nothing rather than answer from
 * text that merely shares a common word. Long questions (exercises with a scenario) rarely have
 * most of their words in one passage, so the bar is lower for them.
 */
export function requiredCoverage(termCount: number): number {
  if (termCount <= 3) return 0.5;
  if (termCount <= 6) return 0.45;
  if (termCount <= 10) return 0.4;
  return 0.35;
}

/** Another note is used too only when its best passage matches nearly as well as the best note's. */
const OTHER_NOTES_SHARE = 0.95;

/**
 * Passages worth answering from: relevant enough, not far behind the best one, and from the note
 * that matches best (plus any other note that matches about as well), so an answer does not mix in
 * notes that only share a few words with the question.
 */
export function relevantPassages(all: readonly RetrievedPassage[], termCount: number, max: number, scope: AnswerScope = 'library'): RetrievedPassage[] {
  // One rare word is not a topic: "the capital of Australia" is not answered by a passage that
  // only names Australia. With two or more question words, a passage of the whole library must
  // contain two of them; in one note's Q&A panel the learner has already said what it is about.
  const passages = scope === 'library' ? all.filter((p) => p.matchedTerms >= Math.min(2, termCount)) : all;
  // The search fuses rankings, so the best-covered passage need not come first.
  const best = passages.reduce((m, p) => Math.max(m, p.coverage), 0);
  const required = requiredCoverage(termCount);
  if (best < required) return [];
  const floor = Math.max(required * 0.8, best * 0.6);
  const notesBest = new Map<string, number>();
  for (const p of passages) notesBest.set(p.notesId, Math.max(notesBest.get(p.notesId) ?? 0, p.coverage));
  // Copies of the same text (a public note and one's own of the same source) take one place.
  const seen = new Set<string>();
  return passages
    .filter((p) => p.coverage >= floor && (notesBest.get(p.notesId) ?? 0) >= best * OTHER_NOTES_SHARE)
    .filter((p) => !seen.has(p.text) && seen.add(p.text))
    .slice(0, max);
}

/**
 * A short named topic ("define X", "summarize X", "explain X simply") is covered only by passages
 * holding all of its words: "the causes of World War I" is not answered from a passage about World
 * War II. Questions in a note's panel and longer topics keep the usual coverage rule.
 */
export function onTopic(passages: RetrievedPassage[], termCount: number, intent: Intent, scope: AnswerScope): RetrievedPassage[] {
  if (!namesWholeSubject(passages, intent, scope)) return [];
  const named = intent.kind === 'define' || intent.kind === 'explain-simply' || intent.kind === 'summary' || intent.kind === 'key-points' || intent.kind === 'definitions';
  if (!named || intent.topic === null || scope !== 'library' || termCount > 4) return passages;
  // The topic's own words: a stand-in may say how the material words a question, not what a term is.
  return passages.filter((p) => p.matchedTerms - (p.standIns ?? 0) >= termCount);
}

/**
 * A question naming its subject whole ("How does a water pump work?", "Who invented the light bulb?") is about that
 * thing only where a passage writes it (text or heading): the sodium-potassium pump is no water pump, the telescope's
 * invention says nothing of the light bulb's, though every word of the question is in the notes.
 */
function namesWholeSubject(passages: readonly RetrievedPassage[], intent: Intent, scope: AnswerScope): boolean {
  const subject = scope === 'library' && intent.topic !== null ? namedWholeSubject(intent.topic) : null;
  return subject === null || passages.some((p) => mentionsPhrase(p.text, subject) || mentionsPhrase(p.heading ?? '', subject));
}

const SNIPPET_CHARS = 240;

export function snippetOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= SNIPPET_CHARS) return clean;
  const cut = clean.slice(0, SNIPPET_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > SNIPPET_CHARS * 0.6 ? space : SNIPPET_CHARS).trimEnd()}…`;
}

/** The citation of a passage (one per cited place: notes + section/anchor + page or time). */
export function citationOf(passage: RetrievedPassage, snippet: string): ChatCitation {
  return {
    notesId: passage.notesId,
    title: passage.title,
    snippet: snippetOf(snippet),
    section: passage.section,
    ...(passage.anchor ? { anchor: passage.anchor } : {}),
    ...(passage.page !== null ? { page: passage.page } : {}),
    ...(passage.time !== null ? { time: Math.floor(passage.time) } : {}),
    ...(passage.time !== null && passage.videoUrl ? { videoUrl: passage.videoUrl } : {}),
  };
}

export function placeKey(passage: RetrievedPassage): string {
  return [passage.notesId, passage.section, passage.anchor ?? '', passage.page ?? '', passage.time === null ? '' : Math.floor(passage.time)].join('|');
}

/** Numbers cited places in order of first use. */
export class CitationList {
  readonly citations: ChatCitation[] = [];
  private readonly index = new Map<string, number>();

  number(passage: RetrievedPassage, snippet: string): number {
    const key = placeKey(passage);
    const known = this.index.get(key);
    if (known !== undefined) return known;
    this.citations.push(citationOf(passage, snippet));
    this.index.set(key, this.citations.length);
    return this.citations.length;
  }
}
