import type { Flashcard } from '../generation.types.js';
import { tagEnglish } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { definitionQuestion, isFragment } from './card-gates.js';
import { capitalise } from './casing.js';
import { citationFor } from './citation.js';
import type { PreparedDocument } from './prepare-document.js';
import { collapseSpaces } from '../text/whitespace.js';
import { anyWordOf, DEMONSTRATIVES, PLACE_POINTERS } from './pointing-words.js';
import { SPEAKER } from './speaker-words.js';

/**
 * Informal definitions: a speaker defers the formal one and gives the gist with "loosely speaking, it's
 * …" — "I'll dive into the idea of a derivative later, but loosely speaking it's a measure of how
 * sensitive a function is to small changes in its input"; "Duality shows up in many forms. Loosely
 * speaking, it refers to …". The "it" is the concept just named: "the idea of X" earlier in the same
 * sentence, or the bare term opening the sentence before. Spanish "a grandes rasgos, es …" drops the
 * pronoun, so its antecedent cannot be told apart from the screen's: English only.
 */

export interface InformalDefinition {
  question: string;
  answer: string;
  term: string;
  kind: 'definition' | 'concept';
}

const HEDGE = String.raw`(?:loosely|roughly|informally|intuitively|broadly)\s+speaking,?\s+`;
const HEDGED = new RegExp(HEDGE, 'iu');
/** "…the idea of a derivative …, but loosely speaking it's a measure of …" */
const IN_SENTENCE = new RegExp(String.raw`\bthe\s+(?:idea|notion|concept)\s+of\s+(?<term>(?:an?\s+|the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)\b[^,;]*,\s+but\s+${HEDGE}it(?:'s|’s|\s+is)\s+(?<meaning>(?:a|an)\s+[^;]+?)[.!]?$`, 'iu');
/** "Loosely speaking, it refers to situations where …" after a sentence opening on the term. */
const NEXT_SENTENCE = new RegExp(String.raw`^(?:(?:but|and|so)\s+)?${HEDGE}it\s+(?:(?<copula>is|'s|’s)\s+(?<meaning>(?:a|an)\s+[^;]+?)|(?<verb>refers\s+to|means|describes)\s+(?<object>[^;]+?))[.!]?$`, 'iu');
/** The previous sentence opens on its subject, a bare noun phrase, then its verb: "Duality shows up …". */
const OPENS_ON_TERM = /^(?<term>\p{Lu}[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?<rest>.+)$/u;
const POINTING = anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, SPEAKER);
const MAX_MEANING_WORDS = 30;
const MIN_MEANING_WORDS = 4;

/** The informal definition a sentence gives (with the sentence before, for its "it"), if it reads on its own. */
export function informalDefinition(sentence: string, previous = ''): InformalDefinition | undefined {
  // Both forms hedge ("loosely speaking"): a sentence without the hedge is not read further (most are not).
  if (!HEDGED.test(sentence)) return undefined;
  const text = collapseSpaces(sentence);
  const inside = IN_SENTENCE.exec(text)?.groups;
  if (inside?.term && inside.meaning) {
    const term = nounPrefix(inside.term.replace(/^(?:an?|the)\s+/i, ''));
    return term ? asDefinition(term, inside.meaning) : undefined;
  }
  const next = NEXT_SENTENCE.exec(text)?.groups;
  if (!next) return undefined;
  const term = previousSubject(previous);
  if (!term) return undefined;
  if (next.meaning) return asDefinition(term, next.meaning);
  if (!next.verb || !next.object || !usable(next.object)) return undefined;
  const verb = next.verb.toLowerCase().replace(/\s+/g, ' ');
  const base = verb === 'means' ? 'mean' : verb.replace(/^(\p{L}+?)s\b/u, '$1');
  return { question: `What does ${term} ${base}?`, answer: `${capitalise(term)} ${verb} ${next.object}.`, term, kind: 'concept' };
}

/** "derivative in" → "derivative": the phrase's opening nouns and adjectives (after "the idea of a", a lone word is a noun whatever its tag). */
function nounPrefix(phrase: string): string | undefined {
  const tags = tagEnglish(phrase);
  let end = 0;
  while (end < tags.length && /^(?:ADJ|NOUN|PROPN)$/.test(tags[end]!.pos)) end++;
  return end > 0 ? tags.slice(0, end).map((t) => t.text).join(' ') : undefined;
}

function asDefinition(term: string, meaning: string): InformalDefinition | undefined {
  if (!usable(meaning)) return undefined;
  return { question: definitionQuestion(term, 'en', { countNoun: true }), answer: `${capitalise(meaning)}.`, term, kind: 'definition' };
}

function usable(meaning: string): boolean {
  const words = meaning.split(/\s+/).length;
  return words >= MIN_MEANING_WORDS && words <= MAX_MEANING_WORDS && !POINTING.test(meaning);
}

/** "Duality shows up …" → "duality": a bare noun phrase followed by its verb. */
function previousSubject(previous: string): string | undefined {
  const g = OPENS_ON_TERM.exec(previous.trim())?.groups;
  if (!g?.term) return undefined;
  const tags = tagEnglish(`${g.term} ${g.rest}`);
  const size = tagEnglish(g.term).length;
  const subject = tags.slice(0, size);
  const verb = tags[size];
  // Two words: the second must be a noun too ("Vector spaces show …"), else the term is the first word only.
  if (!subject.every((t) => /^(?:NOUN|PROPN)$/.test(t.pos))) {
    const [first, second] = tags;
    return first && /^(?:NOUN|PROPN)$/.test(first.pos) && second && /^(?:VERB|AUX)$/.test(second.pos) ? first.text.toLowerCase() : undefined;
  }
  return verb && /^(?:VERB|AUX)$/.test(verb.pos) ? g.term.toLowerCase() : undefined;
}

/** Informal-definition cards in source order; the term must be one of the source's key terms. */
export function informalDefinitionCards(doc: PreparedDocument, terms: readonly string[], language: string, limit: number, used: ReadonlySet<string>): Flashcard[] {
  if (!language.startsWith('en')) return [];
  const keyTerms = terms.map((t) => t.toLowerCase());
  const cards: Flashcard[] = [];
  for (const s of doc.sentences) {
    if (cards.length >= limit) break;
    if (s.apparatus || used.has(s.quote)) continue;
    const found = informalDefinition(s.text, doc.sentences[s.index - 1]?.text);
    if (!found || isFragment(found.answer, 'en') && found.kind === 'concept') continue;
    const term = found.term.toLowerCase();
    if (!keyTerms.some((t) => findWholeWords(term, t) >= 0 || findWholeWords(t, term) >= 0)) continue;
    cards.push({ question: found.question, answer: found.answer, kind: found.kind, difficulty: 'medium', citation: citationFor(s) });
  }
  return cards;
}
