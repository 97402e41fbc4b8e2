import { readSentence, readWords, type SentenceReading } from '../text/nlp.js';
import { cleanTerm, cutMeaning, isDefiningComplement, looksPlural, trailingNounPhraseWords, type DefinitionMatch } from './definition-patterns.js';

/**
 * A gloss in brackets right after the term it explains, the way textbooks define in passing:
 *   "imbalances in the system can lead to neurosis (a tendency to experience negative emotions), anxiety disorders, …";
 *   "… irritability, and insomnia (i.e., a consistent difficulty in falling or staying asleep …)";
 *   "Unilateral descent (the tracing of kinship through one parent only) is practiced in …";
 *   "With single parenting and cohabitation (when a couple shares a residence but not a marriage) becoming …".
 * The gloss is a noun phrase that says of what or which one ("a tendency to …", "the degree to which …"), or a "when"
 * clause; a bracket holding a name, an example, a count or a citation glosses nothing.
 * Written English only: the noun phrases are told by their tags.
 */

const BRACKETED_GLOSS = /\s\((?:i\.e\.,?\s+)?(?<gloss>(?:(?:a|an|the)\s|when\s)[^()]{10,200})\)/giu;
/** A class noun with what says which one: "a tendency to", "the degree to which", "the tracing of kinship". */
const CLASS_WITH_TAIL = /^(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+\s+(?:of|to|that|which|who|whose|where|for|in|with|between|by|used|attached|made)\s/iu;
/** A remark on the clause before, not a gloss of the noun: "(an increase that far outstrips …)", "(the equivalent of …)". */
const REMARK = /^(?:(?:a|an)\s+(?:concept|principle|finding|development|trend|situation)\s+that\b|(?:a|an|the)\s+(?:equivalent|same|rest|result|outcome|increase|decrease|rise|fall|drop|change|move|step|deployment|decision|number|amount|total|share|percentage|figure|case|example|point)\b)/i;
/** "(the Black inhabitants of the country)": a capitalised word among the first names someone in particular. */
const NAMES_AN_INSTANCE = /^(?:\S+\s+){1,3}\p{Lu}/u;
/** Heads that name an idea, a relation or an activity rather than a thing one could point at. */
const ABSTRACT_HEAD = /(?:ing|tion|sion|ment|ness|ity|ance|ence|ism|cy|ure|ship|hood)$|^(?:degree|extent|notion|idea|belief|view|love|study|practice|process|tendency|ability|state|kind|type|form|way|ways|sum|ratio|rate|share|cost|value|price)$/i;
const LIST_OPENER = /^(?:including|especially|particularly|namely|like)$/i;
/** A gloss that talks to the reader ("the taste of the chocolate ice cream in your mouth") is the book's example. */
const POINTING = /\b(?:you|your|we|our|us|i|my)\b/i;

export function matchBracketedGlosses(sentence: string, phraseCount: (phrase: string) => number): DefinitionMatch[] {
  if (!sentence.includes(' (')) return [];
  const out: DefinitionMatch[] = [];
  let reading: ReturnType<typeof readSentence> | undefined;
  for (const m of sentence.matchAll(BRACKETED_GLOSS)) {
    const gloss = m.groups?.gloss?.trim() ?? '';
    const when = /^when\s/i.test(gloss);
    if (!when && (!CLASS_WITH_TAIL.test(gloss) || REMARK.test(gloss) || NAMES_AN_INSTANCE.test(gloss) || isDefiniteInstance(gloss))) continue;
    reading ??= readSentence(sentence);
    if (!when && !standsAsNounPhrase(gloss, reading)) continue;
    const term = bracketedTerm(sentence.slice(0, m.index), reading, phraseCount);
    if (!term) continue;
    const meaning = when ? cutMeaning(gloss.slice(5), { clause: true }) : cutMeaning(gloss);
    if (!meaning || meaning.toLowerCase().includes(term.toLowerCase()) || POINTING.test(meaning)) continue;
    // A short gloss the text uses as a name of its own ("work (the division of labor)") renames; it does not explain.
    if (!when && meaning.split(/\s+/).length <= 4 && phraseCount(meaning.replace(/^(?:a|an|the)\s+/i, '')) >= 2) continue;
    if (!when && !isDefiningComplement(meaning, term, reading)) continue;
    out.push({
      term,
      meaning: when ? `when ${meaning}` : meaning,
      form: when ? 'when-clause' : 'noun-phrase',
      plural: looksPlural(term),
      confidence: 0.55,
      pattern: 'bracketed-gloss',
    });
  }
  return out;
}

/**
 * The noun phrase the bracket follows, from the last mark before it: "… and insomnia" → "insomnia"; of "single parenting
 * and cohabitation" the gloss explains the last ("cohabitation"). A name is an instance ("Slavs (the native population …)").
 */
function bracketedTerm(before: string, reading: SentenceReading, phraseCount: (phrase: string) => number): string | undefined {
  const stretch = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(')'), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1);
  let words = trailingNounPhraseWords(stretch, reading);
  const conjunct = words.findLastIndex((w) => /^(?:and|or)$/i.test(w));
  if (conjunct >= 0) words = words.slice(conjunct + 1);
  // "these include inter-rater reliability", "including unicameralism": a verb after a word of its clause, or the word that
  // opens a list, is no part of the term; "construct validity" after a comma, "the conditioned stimulus", are whole.
  const preceding = stretch.trim().split(/\s+/).length > words.length;
  const [first] = readWords(words.slice(0, 1), reading);
  const takenByVerb = preceding && first?.pos === 'VERB' && !/(?:ing|ed)$/i.test(first.text);
  if (takenByVerb || LIST_OPENER.test(words[0] ?? '')) words = words.slice(1);
  const opensSentence = before.trim().split(/\s+/).length === words.length;
  if (words.length === 0 || words.some((w, k) => /^\p{Lu}/u.test(w) && !(k === 0 && opensSentence))) return undefined;
  if (readWords(words, reading).at(-1)?.pos !== 'NOUN') return undefined;
  return cleanTerm(words.join(' '), reading, phraseCount);
}

/**
 * "the conditioned stimulus (the sound of the truck)": a definite thing of the book's example fills the role; a definite gloss
 * explains only with a clause that says which ("the age at which people …") or an abstract head ("the tracing of kinship …").
 */
function isDefiniteInstance(gloss: string): boolean {
  const m = /^the\s+(?:[\p{L}-]+\s+){0,2}?(?<head>[\p{L}-]+)\s+(?<tail>\S+)/iu.exec(gloss);
  if (!m?.groups?.head) return false;
  if (/^(?:that|which|who|whom|whose|where|to|at|in|by|for)$/i.test(m.groups.tail ?? '') && /\s(?:that|which|who|whom|whose|where)\s/i.test(` ${gloss} `)) return false;
  return !ABSTRACT_HEAD.test(m.groups.head);
}

/** Up to its relative word the gloss has no verb of its own: "(the transaction is usually facilitated by …)" is a clause. */
function standsAsNounPhrase(gloss: string, reading: SentenceReading): boolean {
  const tags = readWords(gloss.split(/\s+/), reading);
  const relative = tags.findIndex((t) => /^(?:that|which|who|whom|whose|where|when)$/i.test(t.text));
  const own = relative < 0 ? tags : tags.slice(0, relative);
  return !own.some((t, k) => t.pos === 'AUX' || (k > 1 && t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text) && !/^to$/i.test(own[k - 1]?.text ?? '')));
}
