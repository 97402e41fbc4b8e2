/**
 * "The three ossicles are the malleus, incus, and stapes, which are Latin names that roughly translate to hammer, anvil,
 * and stirrup": after a list of three or more, a relative clause speaks of the whole list (their names, their shared
 * role), not of its last member. English.
 */
export function endsListWithTerm(before: string, term: string): boolean {
  const trimmed = before.trim();
  const end = trimmed.length - term.length;
  if (end < 0 || trimmed.slice(end).toLowerCase() !== term.toLowerCase()) return false;
  // A pattern anchored at the end is tried from every position: it is given only the words it can span.
  const head = trimmed.slice(0, end);
  return LIST_BEFORE_LAST_ITEM.test(head.slice(startOfLastWords(head, MOST_LIST_WORDS)));
}

const LIST_BEFORE_LAST_ITEM = /[\p{L}-]+,\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+,?\s+(?:and|or)\s+(?:the\s+)?$/iu;
/** The first item, up to three more words, the item before the last, "and/or" and "the". */
const MOST_LIST_WORDS = 7;

function startOfLastWords(text: string, count: number): number {
  const starts = [...text.matchAll(/\S+/g)].map((m) => m.index);
  return starts.at(-count) ?? 0;
}
