import { tagEnglish } from '../text/nlp.js';

/** Pronouns and place words inside a meaning that point outside it ("the place where they intersect"); "which" and "everything" are PRON too. */
export const UNRESOLVED: Record<string, RegExp> = {
  en: /\b(?:they|them|it|he|she|him|here|this|these|those|we)\b/i,
  es: /(?<![\p{L}])(?:aquí|ahí|allí|ellos|ellas|él|ella|usted|tú|este|esta|estos|estas|esto|ese|esa|esos|esas|eso)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:ici|là|ils|elles|il|elle)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:hier|dort|sie|er|es)(?![\p{L}])/iu,
};

const PLURAL_PRONOUN = /\b(?:they|them)\b/gi;
/**
 * "… that makes it possible for the receiver to …": an "it" standing for the "to" clause after it points nowhere; a
 * meaning cut before that clause ("… makes it possible for the receiver") has nothing for the "it" to stand for.
 */
const EXPLETIVE_IT = /\b(makes?|making|made)\s+it\s+(?=(?:possible|impossible|easy|easier|hard|harder|difficult|simple|simpler)\s+(?:for\s+(?:\S+\s+){1,4}?)?to\s+\S)/gi;

/**
 * Whether a spoken meaning leans on something outside it. "a function that takes in two numbers and outputs a number
 * indicating how far apart they are": "they" are the two numbers the meaning itself names before it (English, a plural
 * noun earlier in the meaning); "the place where they intersect" names nothing they could be.
 */
export function pointsOutsideMeaning(meaning: string, language: string): boolean {
  const unresolved = UNRESOLVED[language];
  if (!unresolved?.test(meaning)) return false;
  if (language !== 'en') return true;
  // ", they are the things …", "… and they determine …": a pronoun opening a clause of its own starts a second
  // sentence about something said before, not a part of this meaning.
  const withoutExpletive = meaning.replace(EXPLETIVE_IT, '$1 ');
  const withoutPlural = withoutExpletive.replace(PLURAL_PRONOUN, (pronoun, at: number) => {
    const before = withoutExpletive.slice(0, at);
    return namesPluralBefore(before) && !/(?:[,;:]|\b(?:and|but|or|so))\s*$/i.test(before) ? '' : pronoun;
  });
  return unresolved.test(objectItResolved(withoutPlural));
}

/**
 * "taking a set of rows, squeezing it down to one row", "a function that takes a number and doubles it": an "it" that a
 * verb takes as its object, after a singular noun a verb of the meaning took as its object first, is that noun. The
 * meaning's own head is not ("a step that makes it smaller"), nor is an "it" that is a subject ("where it crosses").
 */
function objectItResolved(meaning: string): string {
  const tags = tagEnglish(meaning);
  const named = tags.findIndex((t, k) => t.pos === 'NOUN' && t.lemma.toLowerCase() === t.text.toLowerCase() && /^(?:a|an|the)$/i.test(tags[k - 1]?.text ?? '') && tags[k - 2]?.pos === 'VERB');
  if (named < 0) return meaning;
  return tags
    .filter((t, k) => !(k > named && /^it$/i.test(t.text) && tags[k - 1]?.pos === 'VERB'))
    .map((t) => t.text)
    .join(' ');
}

/** A plural noun ("numbers", "vectors") among the words before the pronoun. */
function namesPluralBefore(text: string): boolean {
  return tagEnglish(text).some((t) => t.pos === 'NOUN' && /[^s]s$/i.test(t.text) && t.lemma.toLowerCase() !== t.text.toLowerCase());
}
