import { startsWithAnaphora } from '../../generation/local/sentence-quality.js';
import { stem } from '../../generation/text/stem.js';
import { countWords, tokenize } from '../../generation/text/tokens.js';

/**
 * Making quoted sentences read as answers: figure and table pointers go, and a sentence that leans on
 * the one before it ("It also …", "However, …") is either given with that sentence, stripped of its
 * connective, or not used.
 */

/** Sentences about a figure the learner cannot see here ("The figure shows …", "In Figure 3, …"). */
export const FIGURE_BOUND = /\b(?:the|this|that|these|following|above|below|in|see|from)\s+(?:figure|table|graph|chart|diagram|exhibit)s?\b|\b(?:figure|fig\.|table|exhibit)\s+\d/i;

/** "(see Figure 3.2)", "(Table 1)", "(shown in Figure 4)": a pointer that can be cut out of a sentence. */
const FIGURE_PARENTHESIS = /\s*\((?:[^()]*?\b(?:see|in|shown|as|cf\.?)\s+)?(?:figure|fig\.|table|exhibit|graph|chart)s?\s*[\w.–-]*(?:\s*(?:and|,|–|-)\s*[\w.]+)*\)/gi;
/** ", as Figure 3 shows," / ", as shown in Table 2," */
const FIGURE_CLAUSE = /,?\s*as\s+(?:(?:is\s+)?shown|illustrated|seen)\s+in\s+(?:figure|table|exhibit)\s*[\w.]+\s*,?|,?\s*as\s+(?:figure|table|exhibit)\s*[\w.]+\s+(?:shows|illustrates)\s*,?/gi;

/** The sentence without figure pointers, or null when it is about a figure. */
export function withoutFigureReferences(text: string): string | null {
  const cut = text.replace(FIGURE_PARENTHESIS, '').replace(FIGURE_CLAUSE, (m) => (m.trim().endsWith(',') && m.trim().startsWith(',') ? ',' : ' '))
    .replace(/\s+([.,;:])/g, '$1').replace(/\s{2,}/g, ' ').trim();
  if (FIGURE_BOUND.test(cut)) return null;
  return cut;
}

/** Openers that only join a sentence to the one before and can be dropped without changing its claim. */
const CONNECTIVE = /^(?:however|so|thus|hence|therefore|but|and|also|moreover|furthermore|in addition|additionally|as a result|consequently|similarly|likewise|instead|in contrast|on the other hand|still|yet|then|in fact|indeed|of course|in short|in general|first|second|third|finally|now)\b,?\s+/i;

export type Standing = 'alone' | 'connective' | 'dangling';

/**
 * Whether a sentence can open an answer or follow an unrelated one: 'alone' (yes), 'connective' (after
 * its connective is dropped), 'dangling' (only right after the sentence it refers to).
 */
export function standing(text: string): Standing {
  const t = text.trim();
  if (CONNECTIVE.test(t)) {
    const rest = dropConnective(t);
    return countWords(rest) >= 5 && !startsWithAnaphora(rest) ? 'connective' : 'dangling';
  }
  return startsWithAnaphora(t) ? 'dangling' : 'alone';
}

export function dropConnective(text: string): string {
  const rest = text.trim().replace(CONNECTIVE, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Words of a phrase as stems, for comparing terms across inflections ("price ceilings" ~ "price ceiling"). */
export function phraseStems(phrase: string): string[] {
  return tokenize(phrase.replace(/\([^)]*\)/g, ' ')).filter((w) => !/^(?:a|an|the|of)$/.test(w)).map(stem);
}

export function samePhrase(a: string, b: string): boolean {
  const x = phraseStems(a).join(' ');
  return x !== '' && x === phraseStems(b).join(' ');
}

/** Whether the text mentions the phrase (all its stems, in order, adjacent). */
export function mentionsPhrase(text: string, phrase: string): boolean {
  const want = phraseStems(phrase);
  if (!want.length) return false;
  const have = phraseStems(text);
  outer: for (let i = 0; i + want.length <= have.length; i++) {
    for (let j = 0; j < want.length; j++) if (have[i + j] !== want[j]) continue outer;
    return true;
  }
  return false;
}

/** The acronym in a glossary heading: "gross domestic product (GDP)" → "GDP". */
export function acronymOf(term: string): string | null {
  return /\(([A-Z][A-Za-z0-9&]{1,9})\)/.exec(term)?.[1] ?? null;
}

/** Does a definition's heading name the asked term (any inflection, or its acronym)? */
export function headingNames(heading: string, topic: string): boolean {
  if (samePhrase(heading, topic)) return true;
  const acronym = acronymOf(heading);
  return acronym !== null && acronym.toLowerCase() === topic.trim().toLowerCase();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a definition says the term is, as a predicate: "a legal maximum price" from "Price ceiling: a
 * legal maximum price" or "A price ceiling is a legal maximum price." Null when it cannot be told.
 */
export function definitionPredicate(term: string, text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  // "price ceilings" also finds "A price ceiling is …".
  const name = escapeRegExp(term.replace(/\s*\([^)]*\)\s*$/, '').trim().replace(/(?<!s)s$/i, ''));
  const colon = new RegExp(`^${name}s?(?:\\s*\\([^)]*\\))?\\s*:\\s*(.+)$`, 'i').exec(t);
  if (colon?.[1]) return colon[1].replace(/[.\s]+$/, '');
  const stated = new RegExp(`^(?:an?\\s+|the\\s+)?${name}s?(?:\\s*\\([^)]*\\))?(?:,[^,]{1,60},)?\\s+(is|are|refers to|means|describes|occurs when|exists when|happens when|consists of)\\s+(.+)$`, 'i').exec(t);
  if (!stated?.[2]) return null;
  // "Price ceilings are enacted to …", "… are sometimes called …", "… is not …": said of the term, not what it is.
  if (/^(?:is|are)$/i.test(stated[1]!) && NOT_A_PREDICATE.test(stated[2])) return null;
  return stated[2].replace(/[.\s]+$/, '');
}

/** How a predicate after "is/are" starts when it describes what happens to the term rather than what it is. */
const NOT_A_PREDICATE = /^(?:not|also|often|sometimes|usually|generally|typically|rarely|always|never|still|very|too|so|more|less|most|likely|unlikely|able|unable|only|just|now|then|being|enacted|used|set|found|seen|made|given|called|known|paid|\w+ed)\b/i;

const NAMING = /\b(?:called|known as|termed|referred to as|defined as|is defined|means|refers to|defining (?:characteristics?|features?|traits?))\b/i;

/** "Public goods have two defining characteristics: …": what the term is, said of the term itself. */
const DEFINING = /\bdefining (?:characteristics?|features?|traits?)\b|\b(?:is|are) defined as\b/i;

/**
 * A sentence that says what the term is with the term as its subject ("A price floor is …", "Public
 * goods have two defining characteristics: …"), not one that only names it ("… are called price
 * controls", "The second characteristic of a public good … means …").
 */
export function definesAsSubject(topic: string, text: string): boolean {
  if (definitionPredicate(topic, text) !== null) return true;
  const t = dropConnective(text);
  return DEFINING.test(t) && mentionsPhrase(t.split(/\b(?:have|has|is|are)\b/i)[0] ?? '', topic);
}

/** "A price ceiling is …", "… are called free riders." */
export function statesDefinition(topic: string, text: string): boolean {
  return definitionPredicate(topic, text) !== null || (NAMING.test(text) && mentionsPhrase(text, topic));
}
