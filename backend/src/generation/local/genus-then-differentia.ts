import { rejectCaptionDefinition } from './caption-definition-gates.js';
import { firstClause } from './spoken-definitions.js';

/**
 * Said aloud, a definition often names the genus in one clause and says what sets the term apart in the next: "an
 * electric field is a vector field, and that means every point in space has some arrow", "un campo eléctrico es un
 * campo vectorial, lo que significa que cada punto del espacio tiene una flecha". Cut at its first clause the meaning
 * is the bare genus, which says nothing; with the "that means …" clause it is a definition.
 */
const MEANS_CLAUSE: Record<string, RegExp> = {
  en: /^,\s+(?:and\s+)?(?:that|this)\s+means\s+(?:that\s+)?(?=\S)/i,
  es: /^,\s+(?:y\s+)?(?:eso|esto|lo\s+que)\s+significa\s+(?:que\s+)?(?=\S)/iu,
};

/**
 * "the word field means there's a value associated with every point in space": a speaker says what the word means
 * by what is there, and the thing that is there ("a value associated with every point …") is what the word names.
 */
const THERE_IS: Record<string, RegExp> = {
  en: /^there(?:['’]s|\s+is|\s+are)\s+(?=(?:an?|some)\s+\S+\s+\S+\s+\S+)/i,
};

/** The spoken meaning to judge: its first clause, or the genus and its "that means …" clause when the first is only a genus. */
export function spokenMeaning(term: string, said: string, language: string): string {
  const meaning = said.replace(THERE_IS[language.toLowerCase().slice(0, 2)] ?? /^\b$/, '');
  const first = firstClause(meaning, language);
  const means = MEANS_CLAUSE[language.toLowerCase().slice(0, 2)];
  if (!means || rejectCaptionDefinition(term, first, language) !== 'genus-only') return first;
  const rest = meaning.slice(meaning.indexOf(first) + first.length);
  const opener = means.exec(rest);
  if (!opener) return first;
  const differentia = firstClause(rest.slice(opener[0].length), language).replace(/[.!?]+$/, '');
  // "…, and that means it's great": a few words judge the thing; a differentia says what it has or does.
  if (differentia.split(/\s+/).length < 4) return first;
  return `${first}${rest.slice(0, opener[0].length)}${differentia}`;
}
