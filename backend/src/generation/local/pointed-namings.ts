import { isNounPhraseTerm } from './card-gates.js';
import { englishTermAt, glossAfterName } from './spoken-definitions.js';

/**
 * "But this is a trigger, which is a bit of code that runs before or after a statement": the speaker points at the
 * thing, says its name, and then says what it is. The pointing subject only introduces the name; the gloss after it
 * is the meaning (English: the gloss is read as `glossAfterName` reads one after "what's called X", so a gloss that
 * points at the screen, talks to the listener or is too short is no meaning). "It's a …" is left out: "it" stands for
 * a thing already named, and the sentence says what kind of thing that is.
 */
export interface PointedNaming {
  term: string;
  meaning: string;
  article?: string;
}

const POINTED_NAME = /^(?:(?:so|and|but|now|okay|ok|well)\s*,?\s+)?(?:this|that)(?:'s|’s|\s+is)\s+(?:(?:actually|basically|really|just)\s+)?(?=(?:an?|the)\s)/i;

/** "the one on the left", "the second one": a gloss that picks one of the things shown, not what the thing is. */
const PICKS_ONE = /^the\s+(?:\p{L}+\s+)?ones?\b/iu;

export function findPointedNaming(sentence: string, language: string): PointedNaming | undefined {
  if (language !== 'en') return undefined;
  const opening = POINTED_NAME.exec(sentence.trim());
  if (!opening) return undefined;
  const rest = sentence.trim().slice(opening[0].length);
  const found = englishTermAt(rest);
  if (!found || !isNounPhraseTerm(found.term, language)) return undefined;
  const termEnd = rest.toLowerCase().indexOf(found.term.toLowerCase());
  if (termEnd < 0) return undefined;
  const meaning = glossAfterName(rest.slice(termEnd + found.term.length), found.term, found.article);
  return meaning && !PICKS_ONE.test(meaning) ? { term: found.term, meaning, ...(found.article ? { article: found.article } : {}) } : undefined;
}
