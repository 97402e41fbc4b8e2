import { readSentence, readWords, type TaggedToken } from '../text/nlp.js';
import { cutMeaning, type DefinitionMatch } from './definition-patterns.js';

/**
 * A property glossed right after the copula that ascribes it:
 *   "A scientific hypothesis is also falsifiable, or capable of being shown to be incorrect."
 *   "Most traits are polygenic: controlled by more than one gene."
 *   "Scientific knowledge is empirical: It is grounded in objective, tangible evidence that can be observed …"
 *   "Human rights are inalienable—that is, they can be neither given nor taken away, …"
 * The term is the adjective; the gloss is an adjective or participle with its complement ("capable of …", "controlled by
 * …"), or a clause whose pronoun subject stands for what has the property ("It is grounded in …"). What the gloss may not
 * be: a hedge or a consequence ("they may seem fair", "it can evolve"), a list ("tangible: better services, safer …").
 */

const ASCRIBED =
  /\s(?:is|are)\s+(?:(?:also|often|usually|generally|always)\s+)?(?<term>\p{Ll}[\p{Ll}-]{3,})(?<cue>,\s+or\s+|:\s+|\s?[—–]\s?that\s+is,\s+)(?<gloss>.+)$/u;
/** "It is grounded in …", "they cannot be denied …": a pronoun standing for the property's holders, then a timeless verb. */
const HOLDER_CLAUSE = /^(?<holder>it|they)\s+(?<rest>(?:is|are|can|cannot|can't|can\s+not)\s.+)$/i;
/** Where the gloss clause goes on to say more ("…, and they are due to all persons", "…, regardless of who is observing"). */
const CLAUSE_GOES_ON = /,\s+(?:(?:and|but|so|yet)\s+(?:it|they|this|these|there|the)\b|regardless\b|whether\b|although\b|though\b|while\b|even\b)/i;

export function matchAdjectiveGlosses(sentence: string): DefinitionMatch[] {
  if (!/\s(?:is|are)\s/.test(sentence)) return [];
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  const m = ASCRIBED.exec(body);
  const term = m?.groups?.term;
  const gloss = m?.groups?.gloss?.trim();
  if (!m || !term || !gloss) return [];
  const reading = readSentence(body);
  const [tag] = readWords([term], reading);
  if (tag?.pos !== 'ADJ') return [];
  const holder = m.groups?.cue?.includes('or') ? undefined : HOLDER_CLAUSE.exec(gloss)?.groups;
  if (holder?.holder && holder.rest) {
    const rest = holder.rest.slice(0, CLAUSE_GOES_ON.exec(holder.rest)?.index ?? holder.rest.length);
    const clause = cutMeaning(rest, { clause: true });
    if (!clause || clause.toLowerCase().includes(term)) return [];
    const holders = holder.holder.toLowerCase() === 'it' ? 'something that' : 'things that';
    return [{ term, meaning: `describes ${holders} ${clause}`, form: 'verb-phrase', plural: false, confidence: 0.6, pattern: 'adjective-gloss' }];
  }
  const words = gloss.split(/\s+/);
  if (!opensWithComplement(readWords(words.slice(0, 2), reading))) return [];
  // "… is also falsifiable, or capable of being shown to be incorrect": an "or" gloss ends the sentence.
  const phrase = cutMeaning(gloss);
  if (!phrase || (m.groups?.cue?.includes('or') && phrase !== gloss) || phrase.toLowerCase().includes(term)) return [];
  return [{ term, meaning: `means ${phrase}`, form: 'verb-phrase', plural: false, confidence: 0.6, pattern: 'adjective-gloss' }];
}

/** "capable of …", "controlled by …", "able to …", "free from …": an adjective or participle taking its complement. */
function opensWithComplement([first, second]: readonly TaggedToken[]): boolean {
  if (!first || !second || !/^\p{Ll}/u.test(first.text)) return false;
  const participle = first.pos === 'VERB' && /(?:ed|en)$/i.test(first.text);
  return (first.pos === 'ADJ' || participle) && (second.pos === 'ADP' || /^to$/i.test(second.text));
}
