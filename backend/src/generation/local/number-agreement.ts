import { headNoun, isPluralNoun, tagEnglish, type TaggedToken } from '../text/nlp.js';
import { numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';

/**
 * A name and what it names agree in number: "the movement of charged particles, called ions" names the particles, not
 * the movement; "the chromosomes in one female gamete, called an ovum" names the gamete; "a network of individuals,
 * known as angel investors" names the individuals. A meaning whose head disagrees with the term in number is the wrong
 * noun phrase of its sentence. English; a list ("taste and smell", "the maxilla, palatine, …") names several of a kind.
 */

/** The meaning's first noun phrase: up to a preposition, a clause or a comma. */
function firstPhrase(tags: readonly TaggedToken[]): TaggedToken[] {
  const end = tags.findIndex((t) => /^(?:ADP|SCONJ|PRON|VERB|AUX|PART)$/.test(t.pos) || /^[,;:(—–]$/.test(t.text));
  return end < 0 ? [...tags] : tags.slice(0, end);
}

/** Nouns joined ("taste and smell") or listed ("the maxilla, palatine, …"): several things, whatever each head's number. */
function namesSeveral(tags: readonly TaggedToken[], phrase: readonly TaggedToken[]): boolean {
  const joined = phrase.some((t, i) => t.pos === 'CCONJ' && /^(?:NOUN|PROPN)$/.test(phrase[i - 1]?.pos ?? ''));
  return joined || tags[phrase.length]?.text === ',';
}

/** "three subgroups", "four different people": a number above one counts several. */
const SEVERAL = new RegExp(String.raw`^(?:${wordGroup(numberWords('en', 2, 10), ['several'])}|\d+)$`, 'i');
function counted(phrase: readonly TaggedToken[]): boolean {
  return phrase.some((t) => t.pos === 'NUM' && SEVERAL.test(t.text) && !/^1$/.test(t.text));
}

/** "a set of muscles called the hamstrings", "a body of 538 people": one group of several things. */
const COLLECTIVE = /^(?:set|group|body|network|family|class|pair|team|series|collection|category|system|range|number|array|cluster|bundle|layer|mass)$/i;

/** Latin and Greek plurals ("septa", "bronchi", "vertebrae", "criteria") carry no "-s": their number is unknown here. */
const UNMARKED_PLURAL = /(?:a|i|ae)$/i;

/**
 * `articled`: the sentence writes an article before the term ("called an ovum"); a bare singular ("known as soft power",
 * "primary aging") may be a mass noun, which a plural meaning can describe ("nonmilitary tools to …").
 */
export function disagreesInNumber(term: string, meaning: string, articled = true): boolean {
  const termTags = firstPhrase(tagEnglish(term.replace(/\s*\([^()]*\)/g, '').trim()));
  if (termTags.length === 0 || namesSeveral(termTags, termTags)) return false;
  const termHead = headNoun(termTags);
  const tags = tagEnglish(meaning.trim());
  const phrase = firstPhrase(tags);
  const meaningHead = headNoun(phrase);
  if (!termHead || !meaningHead || !/^(?:NOUN|PROPN)$/.test(meaningHead.pos) || COLLECTIVE.test(meaningHead.text) || namesSeveral(tags, phrase)) return false;
  const termPlural = isPluralNoun(termHead);
  const termSingular = !termPlural && !/s$/i.test(termHead.text) && !UNMARKED_PLURAL.test(termHead.text);
  const meaningPlural = isPluralNoun(meaningHead) || counted(phrase);
  // "a network", "one unit": only an article says a head is a single thing ("the movement" may be a mass).
  const meaningSingular = !meaningPlural && /^(?:an?|one|the)$/i.test(phrase[0]?.text ?? '') && !/s$/i.test(meaningHead.text);
  return (termPlural && meaningSingular) || (termSingular && articled && meaningPlural);
}
