/**
 * The words with which English points at what was shown or said before: "this", "these", "those" (the
 * demonstratives), "here", "there" (places), "it", "they", "them" (the thing meant) and their possessives "its",
 * "their", and "he", "she". A card or definition holding them needs the screen or the sentence before. One list; each
 * gate asks for the groups it cares about with `anyWordOf`, together with the speaker words (`speaker-words.ts`) when
 * the speaker leaves a text just as unreadable. A word a gate adds to or leaves out of these groups is named there.
 * French and German pointers are in `pointer-words.ts`.
 */

/** "this", "these", "those". "That" is not among them: it also joins a clause ("shows that the sum …"). */
export const DEMONSTRATIVES = ['this', 'these', 'those'];
/** "here", "there": a place on the screen or in the talk. */
export const PLACE_POINTERS = ['here', 'there'];
/** "it", "they", "them": the thing meant was named before. Contractions ("it's", "they're") hold the same word. */
export const THING_PRONOUNS = ['it', 'they', 'them'];
/** "its", "their": a possessive is its own word ("its" is not "it" plus a letter). */
export const THING_POSSESSIVES = ['its', 'their'];
/** "he", "she": a person named before. */
export const PERSON_PRONOUNS = ['he', 'she'];

/**
 * A regular-expression group of the words, for a gate's own pattern (pointers, numbers, arithmetic): either apostrophe
 * ("let's", "let’s"), and a phrase with any spacing ("divided  by").
 */
export function wordGroup(...groups: readonly (readonly string[])[]): string {
  return `(?:${groups.flat().map((w) => w.replace("'", "['’]").replace(/ /g, '\\s+')).join('|')})`;
}

/**
 * Any of the words, anywhere in a text, whole words only (`wordGroup`). A contraction of a word already there adds
 * nothing ("I" finds "I'm"); it is listed where it says what the list means.
 */
export function anyWordOf(...groups: readonly (readonly string[])[]): RegExp {
  return new RegExp(`\\b${wordGroup(...groups)}\\b`, 'i');
}

/** "a textbook example of this kind of growth": a demonstrative, the narrowest pointing. */
export const MENTIONS_DEMONSTRATIVE = anyWordOf(DEMONSTRATIVES);
/** What `MENTIONS_DEMONSTRATIVE` finds, and "here": what the speaker shows right now. */
export const POINTS_AT_SCREEN = anyWordOf(DEMONSTRATIVES, ['here']);
/** What `POINTS_AT_SCREEN` finds, and "there", "it", "they", "them": anything shown or said before. */
export const POINTS_BACK = anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS);
