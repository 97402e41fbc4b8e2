const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Index of the first occurrence of `phrase` in `text` as whole words (case-insensitive), or -1:
 * "labor" is found in "division of labor," but not in "laboratory". A plain scan (no RegExp per
 * phrase): cloze building asks this for many phrases against many sentences.
 */
export function findWholeWords(text: string, phrase: string): number {
  return findWholeWordsInLowerCase(text.toLowerCase(), phrase.toLowerCase());
}

/** The same on text and phrase already in lower case: a text searched for many phrases is lowered once. */
export function findWholeWordsInLowerCase(haystack: string, needle: string): number {
  if (!needle) return -1;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = at > 0 ? haystack[at - 1]! : ' ';
    const after = haystack[at + needle.length] ?? ' ';
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return at;
  }
  return -1;
}
