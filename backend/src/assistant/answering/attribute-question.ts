import { textStems } from './question-terms.js';

/** "What is the capital of Canada?", "Who was the author of Hamlet?": an attribute (group 1) of something (group 2). */
const ATTRIBUTE_OF = /^\s*(?:what|who|which)\s+(?:is|are|was|were)\s+the\s+((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)\s+of\s+(?:an?\s+|the\s+)?([^?]+?)\s*\??\s*$/iu;

/**
 * Attributes that ask how the thing works or matters rather than for a fact about it: "the effect of a price
 * ceiling" is answered by what a price ceiling does, in whatever words the material uses.
 */
const RELATION = /^(?:(?:main|chief|primary|major|key)\s+)?(?:purpose|role|effects?|functions?|meaning|difference|causes?|results?|goals?|importance|significance|advantages?|disadvantages?|benefits?|costs?|impacts?|consequences?|definition|idea|point|relationship|nature|process|reasons?|aim|use|uses|types?|kinds?|examples?|parts?|characteristics?|features?|properties|history|origin|theory|concept)$/i;

/**
 * For a question asking for an attribute of something ("the boiling point of water"), whether a sentence names
 * both, word for word: one that names only the thing ("water freezes at 32 degrees") or a look-alike of the
 * attribute ("GDP per capita" for "capital") does not answer it. Questions of other shapes always pass. The sentences come
 * as their content-word stems (`textStems`), as the answer's candidates already hold them.
 */
export function namesAskedAttribute(question: string, sentenceStems: readonly (readonly string[])[]): boolean {
  const asked = ATTRIBUTE_OF.exec(question);
  if (!asked?.[1] || !asked[2] || RELATION.test(asked[1].trim())) return true;
  const wanted = [...textStems(asked[1]), ...textStems(asked[2])];
  if (!wanted.length) return true;
  return sentenceStems.some((stems) => {
    const have = new Set(stems);
    return wanted.every((w) => have.has(w));
  });
}
