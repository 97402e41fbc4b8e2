import escapeStringRegexp from 'escape-string-regexp';

/**
 * "The three ossicles are the malleus, incus, and stapes, which are Latin names that roughly translate to hammer, anvil,
 * and stirrup": after a list of three or more, a relative clause speaks of the whole list (their names, their shared
 * role), not of its last member. English.
 */
export function endsListWithTerm(before: string, term: string): boolean {
  const pattern = new RegExp(String.raw`[\p{L}-]+,\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+,?\s+(?:and|or)\s+(?:the\s+)?${escapeStringRegexp(term)}$`, 'iu');
  return pattern.test(before.trim());
}
