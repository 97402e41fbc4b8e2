import { isContentWord, wordTokens } from '../../generation/text/tokens.js';
import { indefiniteArticle } from './answer-sentences.js';
import { copulaFor } from './intent.js';

/**
 * The difference between two defined terms in one sentence, from what their definitions do not share:
 * "an amount that the policyholder must pay out of pocket before coverage starts" and "when the
 * policyholder must pay a small amount" share "the policyholder must pay", so: "In both, the
 * policyholder must pay: for a deductible, out of pocket before coverage starts; for a copayment, a
 * small amount." Null when the definitions share no such run ("a legal maximum price" / "a legal minimum
 * price" share two words) or one has nothing after it: then the two definitions side by side are the difference.
 */

/** A shared run holds at least this many words, one of them a content word ("the policyholder must pay"). */
const MIN_SHARED = 3;
/** What is left after the shared run must say something. */
const MIN_REST = 2;

const ARTICLE = /^(?:the|an?|el|la|los|las|un|una)$/;

interface Side {
  term: string;
  predicate: string;
}

/** The longest run of words both predicates hold, as [start in a, start in b, length]. */
function longestSharedRun(a: readonly string[], b: readonly string[]): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      let n = 0;
      while (i + n < a.length && j + n < b.length && a[i + n] === b[j + n]) n++;
      if (n > best[2] && a.slice(i, i + n).some(isContentWord)) best = [i, j, n];
    }
  }
  return best;
}

/** "a deductible", "price ceilings", "la franquicia": the term as it reads after "for". */
function named(term: string): string {
  if (copulaFor(term) === 'are' || /^(?:an?|the|el|la|los|las|un|una)\s/i.test(term) || /^[A-Z]{2,}/.test(term)) return term;
  return `${indefiniteArticle(term).toLowerCase()} ${term}`;
}

export function differenceSentence(a: Side, b: Side): string | null {
  const wa = wordTokens(a.predicate);
  const wb = wordTokens(b.predicate);
  const [i, j, n] = longestSharedRun(wa.map((w) => w.lower), wb.map((w) => w.lower));
  if (n < MIN_SHARED) return null;
  const restA = a.predicate.slice(wa[i + n - 1]!.end).trim().replace(/^[,;:]\s*/, '').replace(/[.\s]+$/, '');
  const restB = b.predicate.slice(wb[j + n - 1]!.end).trim().replace(/^[,;:]\s*/, '').replace(/[.\s]+$/, '');
  if (wordTokens(restA).length < MIN_REST || wordTokens(restB).length < MIN_REST) return null;
  // "the policyholder must pay" reads as a clause; "policyholder must pay" does not.
  const before = [wa[i - 1]?.lower, wb[j - 1]?.lower].find((w) => w !== undefined && ARTICLE.test(w));
  const shared = `${before ? `${before} ` : ''}${a.predicate.slice(wa[i]!.start, wa[i + n - 1]!.end)}`;
  return `In both, ${shared}: for ${named(a.term)}, ${restA}; for ${named(b.term)}, ${restB}.`;
}
