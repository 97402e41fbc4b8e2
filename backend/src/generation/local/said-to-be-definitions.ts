import { readSentence, readWords } from '../text/nlp.js';
import { cutMeaning, looksPlural, type DefinitionMatch } from './definition-patterns.js';

/**
 * A property named by the condition that earns it, the way textbooks introduce adjectives and states:
 *   "When someone has two copies of the same allele, they are said to be homozygous for that allele."
 *   "When no other entity has authority over a state, that state is said to have sovereignty, …"
 *   "When people perform tasks based on the gender role assigned to them, they are said to be doing gender."
 * The term is what the subject "is said to be" or "to have"; the meaning is the condition ("when someone has …").
 * Written English only (a speaker's "we say that …" is said-conditions.ts).
 */

const SAID_TO_BE =
  /^(?:when|whenever|if|once)\s+(?<condition>[^;:]{8,250}?),\s+(?:then\s+)?(?<subject>(?:it|they|he|she|(?:the|that|this|such\s+an?|an?)\s+[\p{L}-]+(?:\s+of(?:\s+the)?)?(?:\s+[\p{L}-]+)?|[\p{L}-]+s))\s+(?:is|are)\s+(?:often\s+|usually\s+|then\s+)?said\s+to\s+(?<verb>be|have)\s+(?<name>["“]?[^,;:()"“”]{2,60}?["”]?)(?=\s+(?:for|in|with|over|on|toward|towards|of)\s|,|$)/iu;
/** A state, not a ranking or an amount: "said to be better off", "said to be 40 percent" name no property. */
const NO_PROPERTY = /^(?:(?:more|less|most|least|better|worse|very|so|too|not|no|only|about|around)\b|\d)/i;

export function matchSaidToBe(sentence: string): DefinitionMatch[] {
  if (!/\ssaid\s+to\s+(?:be|have)\s/i.test(sentence)) return [];
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  const g = SAID_TO_BE.exec(body)?.groups;
  if (!g?.condition || !g.name || !g.verb) return [];
  // "have a comparative advantage": the article goes; "be doing gender", "be homozygous": the state stays whole.
  const name = g.name.replace(/["“”]/g, '').replace(/^(?:a|an|the)\s+/i, '').trim();
  const words = name.split(/\s+/);
  if (words.length > 4 || NO_PROPERTY.test(name) || !/^\p{Ll}/u.test(name)) return [];
  const tags = readWords(words, readSentence(body));
  const last = tags.at(-1);
  // A property is an adjective or a noun phrase, or an -ing phrase ("doing gender"); "have given up …" is an event.
  if (!last || !/^(?:ADJ|NOUN)$/.test(last.pos) || (g.verb.toLowerCase() === 'have' && tags[0]?.pos === 'VERB')) return [];
  if (/^(?:this|that|these|those|it)\b/i.test(g.condition)) return [];
  const condition = cutMeaning(g.condition.replace(/,/g, '\u0000'), { clause: true })?.replace(/\u0000/g, ',');
  if (!condition || condition.toLowerCase().includes(name.toLowerCase())) return [];
  return [{ term: name, meaning: `when ${condition}`, form: 'when-clause', plural: looksPlural(name), confidence: 0.75, pattern: 'said-to-be' }];
}
