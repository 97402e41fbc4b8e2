import { stem } from '../generation/text/stem.js';

/**
 * Lenient grading of a typed answer against the expected term: case, punctuation, articles and
 * plurals do not matter; one slip of the keyboard per five letters is forgiven (Damerau–Levenshtein);
 * an acronym given in the term ("gross domestic product (GDP)") or the term without it is accepted.
 * Synonyms: `gradeTypedAnswer` takes a `SynonymCheck`; none is plugged in yet (word vectors belong to the
 * assistant's retrieval work), so by default a synonym is not recognised.
 */

/**
 * Whether a typed answer names the expected term in other words ("cost" for "price"), e.g. by the
 * cosine of word vectors. Must be pure and synchronous: grading runs in the quiz decider.
 */
export type SynonymCheck = (expected: string, given: string) => boolean;
export const noSynonyms: SynonymCheck = () => false;

const ARTICLES = /\b(?:a|an|the)\b/g;

/** Lower case, no punctuation or articles, each word stemmed (plurals and -ing/-ed forms agree). */
export function normalizeAnswer(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ').replace(/-/g, ' ').replace(ARTICLES, ' ')
    .split(/\s+/).filter(Boolean).map(stem).join(' ');
}

/** Edits (insert, delete, substitute, swap two neighbours) between two strings. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** The forms of a term that count as right: itself, without its bracketed acronym, the acronym. */
function acceptedForms(expected: string): string[] {
  const forms = [expected];
  const acronym = /\(([^)]+)\)\s*$/.exec(expected);
  if (acronym) forms.push(expected.replace(/\s*\([^)]*\)\s*$/, ''), acronym[1]!);
  return forms.map(normalizeAnswer).filter(Boolean);
}

export function gradeTypedAnswer(expected: string, given: string | null | undefined, isSynonym: SynonymCheck = noSynonyms): boolean {
  const answer = normalizeAnswer(given ?? '');
  if (!answer) return false;
  const spelled = acceptedForms(expected).some((form) => {
    if (form === answer) return true;
    const allowed = Math.floor(form.replace(/\s/g, '').length / 5);
    return allowed > 0 && editDistance(form, answer) <= Math.min(2, allowed);
  });
  return spelled || isSynonym(expected, (given ?? '').trim());
}
