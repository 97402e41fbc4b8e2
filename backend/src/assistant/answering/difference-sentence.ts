import { isContentWord, wordTokens } from '../../generation/text/tokens.js';
import { copulaFor, indefiniteArticle } from '../../generation/text/articles.js';

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
  /** The material's sentence defining the term, which tells whether it takes an article. */
  sentence?: string;
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

/**
 * "a deductible", "price ceilings", "la franquicia": the term as it reads after "for". A term its own definition opens
 * on bare ("Active transport is …") is a mass noun and stays bare.
 */
function named(term: string, sentence = ''): string {
  if (copulaFor(term) === 'are' || /^(?:an?|the|el|la|los|las|un|una)\s/i.test(term) || /^[A-Z]{2,}/.test(term)) return term;
  if (sentence.trim().toLowerCase().startsWith(`${term.toLowerCase()} `)) return term;
  return `${indefiniteArticle(term)} ${term}`;
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
  return `In both, ${shared}: for ${named(a.term, a.sentence)}, ${restA}; for ${named(b.term, b.sentence)}, ${restB}.`;
}

/** A side as the material defines it: the term, what it is, and the sentence that said so. */
export interface DefinedSide extends Side {
  sentence: string;
}

/** How each language sets two definitions side by side, with its copula and the opening articles it keeps. */
interface SideBySideWording {
  articles: RegExp;
  copula(term: string): string;
  sentence(a: string, b: string): string;
}

/** A plural term: its head (first word in these languages) ends in -s (-en, -n in German). */
const pluralHead = (term: string, ending: RegExp) => ending.test(term.trim().split(/\s+/)[0] ?? '');

const SIDE_BY_SIDE: Record<string, SideBySideWording> = {
  es: {
    articles: /^(el|la|los|las|un|una|unos|unas)\s/i,
    copula: (t) => (pluralHead(t, /[^s]s$/i) ? 'son' : 'es'),
    sentence: (a, b) => `La diferencia: ${a}, mientras que ${b}.`,
  },
  fr: {
    articles: /^(?:(les|le|la|une|un|des)\s|(l['’]))/i,
    copula: (t) => (pluralHead(t, /[^s]s$|x$/i) ? 'sont' : 'est'),
    sentence: (a, b) => `La différence : ${a}, tandis que ${b}.`,
  },
  de: {
    articles: /^(der|die|das|ein|eine)\s/i,
    copula: (t) => (pluralHead(t, /(?:en|s)$/i) && !/^(?:der|das|ein)\s/i.test(t) ? 'sind' : 'ist'),
    sentence: (a, b) => `Der Unterschied: ${a}; ${b.replace(/^(\S+(?:\s+\S+)?)\s+(ist|sind)\s/, '$1 dagegen $2 ')}.`,
  },
};

/**
 * When no sentence of the material sets the two against each other and their definitions share no run:
 * the two definitions side by side, in the material's language ("… whereas …", "… mientras que …").
 */
export function sideBySide(a: DefinedSide, b: DefinedSide, language: string): string {
  const wording = SIDE_BY_SIDE[language];
  if (!wording) return `The difference: ${a.term} ${copulaFor(a.term)} ${lowerFirst(a.predicate)}, whereas ${b.term} ${copulaFor(b.term)} ${lowerFirst(b.predicate)}.`;
  // The copula the material used after the term ("Las matrices son …"); German keeps the predicate's capitals (nouns).
  const said = (side: DefinedSide) => `${subject(side, wording.articles)} ${copulaIn(side) ?? wording.copula(side.term)} ${language === 'de' ? side.predicate : lowerFirst(side.predicate)}`;
  return wording.sentence(said(a), said(b));
}

/** The verb after the term in its own sentence, when it is a copula ("es", "sont", "ist"). */
function copulaIn(side: DefinedSide): string | undefined {
  const at = side.sentence.toLowerCase().indexOf(side.term.toLowerCase());
  if (at < 0) return undefined;
  return /^\s+(es|son|est|sont|ist|sind)(?![\p{L}])/iu.exec(side.sentence.slice(at + side.term.length))?.[1]?.toLowerCase();
}

/** "un vector", as its own sentence opened ("Un vector es …"); a term without one keeps none. */
function subject(side: DefinedSide, articles: RegExp): string {
  if (articles.test(side.term)) return side.term;
  const article = articles.exec(side.sentence.trim())?.slice(1).find((a) => a !== undefined);
  if (!article) return side.term;
  const lower = article.toLowerCase();
  return /['’]$/.test(lower) ? `${lower}${side.term}` : `${lower} ${side.term}`;
}

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}
