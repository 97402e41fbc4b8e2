import escapeStringRegexp from 'escape-string-regexp';

/**
 * "The power to move the plates is provided by slow convection of the mantle, a process by which heat escapes …": a gloss
 * that names a process, set after an action noun and "of the term", speaks of the action, not of the term that closes the
 * phrase ("mantle — a process by which heat escapes …"). English, written.
 * Narrow on purpose: most glosses after "X of the term" are the term's ("the concept of executive privilege, the right to
 * …", "the adoption of utilitarianism, a political philosophy …", "the process of photosynthesis, the complex sequence …").
 */
export function glossesTheWholeOfPhrase(term: string, meaning: string, sentence: string): boolean {
  if (!PROCESS_GLOSS.test(meaning)) return false;
  const glossed = new RegExp(
    `(?<![\\p{L}'’-])(\\p{L}+)\\s+of\\s+(?:the\\s+|an?\\s+)?${escapeStringRegexp(term)},\\s+${escapeStringRegexp(meaning.slice(0, 40))}`,
    'iu',
  ).exec(sentence);
  return glossed !== null && ACTION_NOUN.test(glossed[1] ?? '') && !NAMES_A_PROCESS.test(glossed[1] ?? '');
}

/** "a process by which …", "the movement of …": the gloss says what happens, not what a thing is. */
const PROCESS_GLOSS = /^(?:an?|the)\s+(?:process|act|activity|movement|flow|transfer)(?![\p{L}-])/iu;
/** "convection", "erosion", "movement", "sinking": a noun that names an action. */
const ACTION_NOUN = /(?:tion|sion|ment|ance|ence|ing)$/iu;
/** "the process of photosynthesis, the …": a head that only frames the term. */
const NAMES_A_PROCESS = /^(?:process|mention|notion|question|function|section|portion|proportion)$/iu;
