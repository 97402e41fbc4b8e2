import { termKey } from './definitions.js';

/**
 * Two names for one thing a deck would ask twice: "natural log" and "natural logarithm", "hologram" and "holograms",
 * "Fourier series" and "Fourier serie". Word by word, after articles and plural endings are folded, each pair of words
 * is the same or one is a clipped form of the other (its first three letters or more). "tree" and "spanning tree"
 * differ by a word and stay two terms.
 */
export function isNearDuplicateTerm(a: string, b: string): boolean {
  const left = termKey(a).split(' ').filter(Boolean);
  const right = termKey(b).split(' ').filter(Boolean);
  if (left.length === 0 || left.length !== right.length) return false;
  return left.every((word, i) => {
    const other = right[i]!;
    if (word === other) return true;
    const [short, long] = word.length <= other.length ? [word, other] : [other, word];
    return short.length >= 3 && /\p{L}$/u.test(short) && long.startsWith(short);
  });
}

/** The items whose term names none of the ones kept before it (in order), nor any of `known`. */
export function withoutNearDuplicateTerms<T extends { term: string }>(items: readonly T[], known: readonly string[] = []): T[] {
  const kept: string[] = [...known];
  return items.filter((item) => {
    if (kept.some((k) => isNearDuplicateTerm(k, item.term))) return false;
    kept.push(item.term);
    return true;
  });
}
