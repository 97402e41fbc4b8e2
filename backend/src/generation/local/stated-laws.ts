import { readSentence } from '../text/nlp.js';
import { cleanTerm, type DefinitionMatch } from './definition-patterns.js';

/**
 * A law or principle named and then stated after a colon, the way science books set their laws out:
 *   "Newton’s first law: Every object will continue to be in a state of rest … unless it is compelled to change by an outside force."
 *   "Kepler’s first law: Each planet moves around the Sun in an orbit that is an ellipse, with the Sun at one focus of the ellipse."
 * The statement, a sentence of its own, is what the law says; the subject of that sentence ("The change of motion of a
 * body is proportional to …") is part of the law, not a term the sentence defines.
 */
const STATED_LAW =
  /^(?<x>(?:\p{Lu}[\p{L}-]*['’]s\s+)?(?:[\p{L}-]+\s+){0,3}(?:law|principle|rule|postulate)(?:\s+of\s+[\p{L}-]+(?:\s+[\p{L}-]+){0,3})?)\s*:\s+(?<y>\p{Lu}\p{Ll}*\s[^:;]+?)[.!]?$/u;

const MAX_STATEMENT_WORDS = 45;

export function matchStatedLaw(sentence: string): DefinitionMatch | undefined {
  const g = STATED_LAW.exec(sentence.trim())?.groups;
  // "The rule: …" names no law of its own: the law's name says whose or which ("Hubble’s law", "the cosmological principle").
  if (!g?.x || !g.y || g.y.split(/\s+/).length > MAX_STATEMENT_WORDS || g.x.replace(/^the\s+/i, '').split(/\s+/).length < 2) return undefined;
  // "Newton’s first law": a name and an ordinal make the term whole; elsewhere an ordinal only ranks ("the first rule").
  const numbered = /^\p{Lu}[\p{L}-]*['’]s\s+(?:zeroth|first|second|third|fourth)\s+(?:law|principle|rule|postulate)$/u.test(g.x);
  const term = numbered ? g.x : cleanTerm(g.x, readSentence(sentence));
  if (!term) return undefined;
  return { term, meaning: g.y, form: 'noun-phrase', plural: false, confidence: 0.8, pattern: 'stated-law' };
}
