import { stem } from '../generation/text/stem.js';
import type { NoteContext } from './note-stated-synonyms.js';

/**
 * Lenient grading of a typed answer against the expected term: case, punctuation, articles and
 * plurals do not matter; one slip of the keyboard per five letters is forgiven (Damerau–Levenshtein),
 * but not a change that makes the opposite word ("maximum" for "minimum");
 * an acronym given in the term ("gross domestic product (GDP)") or the term without it is accepted.
 * Synonyms: `gradeTypedAnswer` takes a `SynonymCheck` (the server's: typed-answer-synonyms.ts, on the
 * note's own statements, WordNet and word vectors); without one a synonym is not recognised.
 */

/** What grading knows around a typed question: it may tell a synonym from another thing. */
export interface AnswerContext {
  /** The quiz's other answers and options, whose words name other things. */
  elsewhere?: readonly string[];
  /** The note the quiz is on: its terms (two terms of a note are never synonyms) and what its text states or contrasts. */
  note?: NoteContext;
  /** The note's language ('en', 'es', …): word lists of one language are asked only about answers in it. */
  language?: string;
}

/**
 * Whether a typed answer names the expected term in other words ("purchase" for "buy"), e.g. by
 * WordNet or word vectors. Must be pure and synchronous: grading runs in the quiz decider.
 */
export type SynonymCheck = (expected: string, given: string, context?: AnswerContext) => boolean;
export const noSynonyms: SynonymCheck = () => false;

const ARTICLES = /\b(?:a|an|the)\b/g;

/** Lower case, no punctuation or articles, each word stemmed (plurals and -ing/-ed forms agree). */
export function normalizeAnswer(text: string): string {
  return answerWords(text).map(stem).join(' ');
}

/** Lower case, no punctuation or articles, words as typed. */
function answerWords(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ').replace(/-/g, ' ').replace(ARTICLES, ' ')
    .split(/\s+/).filter(Boolean);
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

/** Prefixes that turn a word into its opposite: "non"+"excludable", "un"+"employment". */
const NEGATION = /^(?:un|in|im|il|ir|non|dis|anti|a)-?$/;
/** Prefixes of opposite meaning that differ by a letter or two, so the rule on different prefixes misses them. */
const OPPOSED_PREFIXES: readonly (readonly [string, string])[] = [['micro', 'macro'], ['hyper', 'hypo'], ['inter', 'intra'], ['endo', 'exo'], ['pre', 'post'], ['over', 'under'], ['super', 'sub']];
/** The two sides of a relation on one root: employ-er/-ee, less-or/-ee, pay-er/-ee. */
const ROLE = /^(.{3,}?)(er|ee|or|ant)$/;

/**
 * Words spelled alike that mean opposite things: a negation ("excludable"/"nonexcludable"), one root
 * after different prefixes ("import"/"export", "maximum"/"minimum", "increase"/"decrease",
 * "microeconomics"/"macroeconomics"), or the two
 * sides of a relation ("employer"/"employee"). Not a slip of the keyboard ("hazard"/"hazzard").
 */
export function opposedBySpelling(a: string, b: string): boolean {
  if (a === b) return false;
  if (OPPOSED_PREFIXES.some(([p, q]) => (a.startsWith(p) && b.startsWith(q) && a.slice(p.length) === b.slice(q.length)) || (a.startsWith(q) && b.startsWith(p) && a.slice(q.length) === b.slice(p.length)))) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.endsWith(short) && NEGATION.test(long.slice(0, long.length - short.length))) return true;
  let suffix = 0;
  while (suffix < short.length && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const [pa, pb] = [a.slice(0, a.length - suffix), b.slice(0, b.length - suffix)];
  // Different prefixes, not one the other plus a letter (a typo): "im"/"ex", "max"/"min", "in"/"de".
  if (suffix >= 4 && pa && pb && pa.length <= 5 && pb.length <= 5 && editDistance(pa, pb) >= 2 && !pa.startsWith(pb) && !pb.startsWith(pa)) return true;
  const [ra, rb] = [ROLE.exec(a), ROLE.exec(b)];
  return ra !== null && rb !== null && ra[1] === rb[1] && ra[2] !== rb[2];
}

/** Any pair of words in the same place of two phrases that are opposites by spelling ("minimum wage"/"maximum wage"). */
function opposedWords(a: string, b: string): boolean {
  const x = answerWords(a);
  const y = answerWords(b);
  return x.length === y.length && x.some((w, i) => opposedBySpelling(w, y[i]!));
}

/** The forms of a term that count as right: itself, without its bracketed acronym, the acronym. */
function acceptedForms(expected: string): string[] {
  const forms = [expected];
  const acronym = /\(([^)]+)\)\s*$/.exec(expected);
  if (acronym) forms.push(expected.replace(/\s*\([^)]*\)\s*$/, ''), acronym[1]!);
  return forms.filter((f) => normalizeAnswer(f));
}

export function gradeTypedAnswer(expected: string, given: string | null | undefined, isSynonym: SynonymCheck = noSynonyms, context: AnswerContext = {}): boolean {
  const typed = given ?? '';
  const answer = normalizeAnswer(typed);
  if (!answer) return false;
  const spelled = acceptedForms(expected).some((written) => {
    const form = normalizeAnswer(written);
    if (form === answer) return true;
    const allowed = Math.floor(form.replace(/\s/g, '').length / 5);
    return allowed > 0 && editDistance(form, answer) <= Math.min(2, allowed) && !opposedWords(written, typed);
  });
  return spelled || isSynonym(expected, typed.trim(), context);
}
