import { readWords, type SentenceReading } from '../text/nlp.js';

/**
 * Said aloud, ", which is …" after a verb's object often speaks of the whole clause, not of the object: "force
 * determines acceleration, which is a statement about change" (the law is the statement), "x² plus y² equals some
 * constant, which is the equation for a circle" (the equation is), "give it a default value, which is the X defined in
 * the same scope". A writer puts the relative after the noun it describes; a speaker adds it to what was just said.
 * After a preposition or a copula ("talking about the Fourier transform, which is …", "is R-naught, which is …") the
 * noun is what the relative describes.
 *
 * `before` is the clause up to the comma, ending in `term` (English, tagged by its sentence's reading).
 */
export function isObjectOfVerb(before: string, term: string, reading?: SentenceReading): boolean {
  const words = before.trim().split(/\s+/);
  const termWords = term.trim().split(/\s+/).length;
  if (words.length <= termWords) return false;
  const tags = readWords(words.slice(0, words.length - termWords), reading);
  let k = tags.length - 1;
  // The object's own modifiers and determiner: "equals some constant", "give it a default value".
  while (k >= 0 && (/^(?:ADJ|NUM|DET)$/.test(tags[k]!.pos) || POSSESSIVE.test(tags[k]!.text))) {
    // "it returns the natural logarithm, which is log base e": a definite object is the named thing the speaker explains.
    if (/^the$/i.test(tags[k]!.text)) return false;
    k--;
  }
  // "give it a default value": a pronoun object between the verb and the noun.
  if (k >= 0 && OBJECT_PRONOUN.test(tags[k]!.text)) k--;
  const verb = tags[k];
  return verb !== undefined && verb.pos === 'VERB' && !NAMING_VERB.test(verb.text);
}

const POSSESSIVE = /^(?:its|their|our|your|my|his|her)$/i;
const OBJECT_PRONOUN = /^(?:it|them|him|her|me|us|you)$/i;
/** "we might call this a veridical paradox, which refers to …", "the sum called the trace, which is …": a naming verb introduces the noun the relative describes. */
const NAMING_VERB = /^(?:call|calls|called|name|names|named|term|termed|dub|dubbed|known|label|labell?ed)$/i;
