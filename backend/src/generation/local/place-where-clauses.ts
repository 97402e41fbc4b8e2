import escapeStringRegexp from 'escape-string-regexp';

/**
 * "… photons that are emitted into the solar photosphere, where the density of atoms is sufficiently low …", "… is
 * attached to the inner ear, where the sound waves will be …", "one in the Nile delta, where the river runs …": after a
 * preposition of place the term is a place, and ", where …" tells what happens there, not what the place is (read as
 * "when …" it says nothing true of it). A practice or an arrangement the sentence introduces keeps its "where" clause
 * ("… have multimember districts, where multiple legislators represent …", "… began to use price cap regulation, where …": an
 * infinitive's "to" is no preposition, hence the article). English.
 */
const PLACE_PREPOSITION = String.raw`(?:in|into|to|at|on|onto|inside|within|toward|towards|near|through|across)`;

export function namesPlaceBeforeWhere(before: string, term: string): boolean {
  const pattern = new RegExp(String.raw`(?:^|\s)${PLACE_PREPOSITION}\s+the\s+(?:[\p{L}-]+\s+){0,2}?${escapeStringRegexp(term)}$`, 'iu');
  return pattern.test(before.trim());
}
