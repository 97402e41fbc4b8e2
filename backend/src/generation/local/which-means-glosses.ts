import { readSentence, readWords, type SentenceReading } from '../text/nlp.js';
import { cleanTerm, cutMeaning, isDefiningComplement, looksPlural, trailingNounPhraseWords, type DefinitionMatch } from './definition-patterns.js';

/**
 * A term glossed by what it amounts to, after a comma:
 *   "Another method of cost sharing is coinsurance, which means that the insurance company covers a certain percentage …"
 *   "This situation is a single-blind study, meaning that one of the groups (participants) are unaware …"
 *   "Some of these are binocular cues, which means that they rely on the use of both eyes." (→ "cues that rely on …")
 *   "a standard recommendation … is diversification, which means buying stocks or bonds from a wide range of companies"
 *   "People from an individualistic culture, that is, a culture that focuses on individual achievement, …"
 * The term is the noun phrase a verb or a preposition takes right before the comma; what follows must be a timeless rule
 * about it, not a consequence for someone ("…, meaning he or she will most likely have to …").
 * Written English only: the clause is judged by its tags.
 */

const GLOSS = /,\s+(?<cue>which\s+means|meaning|that\s+is,)\s+(?:that\s+)?(?<rest>[^;:—]{12,300})$/iu;
/** Pronouns leaning on someone in the text: the clause is about them, not a rule about the term. */
const SOMEONE = /\b(?:he|she|him|her|his|hers|its|their|theirs|them|we|our|us|you|your|i|my|there)\b/i;
/** A consequence in time, or a hedge: "will repay", "must be closed", "were capped". */
const NOT_TIMELESS = /\b(?:will|would|must|might|should|shall|was|were|had|did)\b/i;
/** A preposition of time, place or measure opens an adverbial, not the object a gloss explains ("each day", "over time"). */
const CONCEPT_NOUN = /^(?:concept|principle|idea|notion|process|practice|method|phenomenon|problem|policy|strategy)$/i;
const ADVERBIAL_PREPOSITION = /^(?:in|at|on|over|during|per|for|since|until|within|after|before|across|throughout)$/i;

export function matchWhichMeansGlosses(sentence: string, phraseCount: (phrase: string) => number): DefinitionMatch[] {
  if (!/,\s+(?:which means|meaning|that is,)\s/i.test(sentence)) return [];
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  const m = GLOSS.exec(body);
  const cue = m?.groups?.cue?.toLowerCase();
  const rest = m?.groups?.rest?.trim();
  if (!m || !cue || !rest) return [];
  const reading = readSentence(body);
  const term = glossedTerm(body.slice(0, m.index), reading, phraseCount);
  if (!term) return [];
  const meaning = cue.startsWith('that') ? renaming(rest, term, reading) : amountsTo(rest, term, reading);
  if (!meaning || meaning.text.toLowerCase().includes(term.toLowerCase())) return [];
  return [{ term, meaning: meaning.text, form: meaning.form, plural: looksPlural(term), confidence: 0.6, pattern: 'which-means' }];
}

/** The noun phrase before the comma, when a verb, a copula or "of" takes it whole: "is coinsurance", "display egocentrism". */
function glossedTerm(before: string, reading: SentenceReading, phraseCount: (phrase: string) => number): string | undefined {
  const colon = before.lastIndexOf(':');
  // "… takes the form of what is called modus ponens, meaning …": the naming word is no part of the name.
  const named = trailingNounPhraseWords(before.slice(colon + 1), reading);
  const words = /^(?:called|named|termed|dubbed)$/i.test(named[0] ?? '') ? named.slice(1) : named;
  const all = before.trim().split(/\s+/);
  const preceding = readWords(all.slice(-words.length - 2, -words.length), reading);
  // After its article, the word before the phrase says what takes it.
  const taker = preceding.at(-1) && /^(?:a|an|the)$/i.test(preceding.at(-1)!.text) ? preceding.at(-2) : preceding.at(-1);
  if (words.length === 0 || !taker || words.some((w) => /^\p{Lu}/u.test(w))) return undefined;
  // "the first sin of the forgetting errors: transience, which means …": a colon hands the phrase over as a verb does.
  const announced = /:$/.test(all.at(-words.length - 1) ?? '');
  if (!announced && (!/^(?:VERB|AUX|ADP)$/.test(taker.pos) || ADVERBIAL_PREPOSITION.test(taker.text))) return undefined;
  // "the median age of a population, that is, the number …": the gloss may explain the noun before "of"; only a word that
  // announces a concept ("the principle of reversibility") hands the phrase over whole.
  if (!announced && /^of$/i.test(taker.text) && !CONCEPT_NOUN.test(all.at(-words.length - 2) ?? '')) return undefined;
  const tags = readWords(words, reading);
  if (tags.at(-1)?.pos !== 'NOUN') return undefined;
  return cleanTerm(words.join(' '), reading, phraseCount);
}

/**
 * "which means that the insurance company covers …" → "when the insurance company covers …"; "which means buying stocks …"
 * (an activity) → "buying stocks …"; "which means that they rely on …" → "cues that rely on …" (the term's own head).
 */
function amountsTo(rest: string, term: string, reading: SentenceReading): { text: string; form: 'noun-phrase' | 'when-clause' } | undefined {
  const words = rest.split(/\s+/);
  const [first] = readWords(words.slice(0, 1), reading);
  if (!first) return undefined;
  if (first.pos === 'VERB' && /ing$/i.test(first.text)) {
    // "having the dominant allele … will always result in …" is a gerund subject with a clause of its own.
    const activity = cutMeaning(rest);
    return activity && !SOMEONE.test(activity) && !NOT_TIMELESS.test(activity) && !readWords(activity.split(/\s+/), reading).some((t) => t.pos === 'AUX') ? { text: activity, form: 'noun-phrase' } : undefined;
  }
  // "they rely on the use of both eyes": the pronoun is the term; its head names the class the clause restricts.
  const pronoun = /^(?:they|it)$/i.exec(first.text)?.[0]?.toLowerCase();
  if (pronoun) {
    const termWords = term.split(/\s+/);
    const head = termWords.at(-1)!;
    if (termWords.length < 2 || (pronoun === 'they') !== looksPlural(term)) return undefined;
    const clause = cutMeaning(words.slice(1).join(' '), { clause: true });
    if (!clause || SOMEONE.test(clause) || NOT_TIMELESS.test(clause) || readWords(words.slice(1, 2), reading)[0]?.pos === 'AUX' && /^(?:is|are)$/i.test(words[1] ?? '')) return undefined;
    return { text: `${head} that ${clause}`, form: 'noun-phrase' };
  }
  if (/^(?:this|that|these|those|it|they|there)$/i.test(first.text) || first.pos === 'ADP' || first.pos === 'ADV') return undefined;
  // "…, meaning a valid inference where the antecedent … is affirmed": a class and what restricts it, a noun phrase.
  if (/^an?$/i.test(first.text) && namesAClass(words, reading)) return renaming(rest, term, reading);
  const clause = cutMeaning(rest, { clause: true });
  if (!clause || SOMEONE.test(clause) || NOT_TIMELESS.test(clause) || clause.split(/\s+/).length < 5) return undefined;
  return { text: `when ${clause}`, form: 'when-clause' };
}

/** "a valid inference where …", "a court order that …": after the article, modifiers and a noun, then a relative word or a preposition. */
function namesAClass(words: readonly string[], reading: SentenceReading): boolean {
  const tags = readWords(words.slice(0, 8), reading);
  let i = 1;
  while (/^(?:ADJ|NOUN)$/.test(tags[i]?.pos ?? '')) i++;
  return i > 1 && tags[i - 1]?.pos === 'NOUN' && (/^(?:that|which|who|whose|where|when)$/i.test(tags[i]?.text ?? '') || tags[i]?.pos === 'ADP');
}

/** "that is, a culture that focuses on individual achievement" names the term's class; "that is, they define …" does not. */
function renaming(rest: string, term: string, reading: SentenceReading): { text: string; form: 'noun-phrase' } | undefined {
  if (!/^(?:a|an|the)\s/i.test(rest)) return undefined;
  // "the level of urgency of a claim, to arrive at a decision …": the renaming ends at its first comma.
  const phrase = cutMeaning(rest.split(',')[0] ?? '');
  if (!phrase || phrase.split(/\s+/).length < 4 || SOMEONE.test(phrase) || !isDefiningComplement(phrase, term, reading)) return undefined;
  return { text: phrase, form: 'noun-phrase' };
}
