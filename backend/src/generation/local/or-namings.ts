import { readSentence, readWords, type SentenceReading, type TaggedToken } from '../text/nlp.js';
import { stem } from '../text/stem.js';
import { cleanTerm, isUnfamiliarWord, looksPlural, lowerFirst, type DefinitionMatch } from './definition-patterns.js';

/**
 * A description first, then the name it goes by after ", or", the pair being the sentence's subject (written English):
 *   "The revocation of voting rights, or disenfranchisement, took a number of forms …";
 *   "Important political opinion leaders, or political elites, also shape public opinion …";
 *   "Like taste, the sense of smell, or olfaction, is also responsive to chemical stimuli."
 * The description is a noun phrase of some length (a modifier and a head with an "of" phrase, or three words before its
 * head), no verb of its own; the name is a short noun phrase; the clause's verb follows the name's comma. Two short
 * names ("The yield, or total return, means …") are synonyms, and "a broad range, or spectrum, of energies" is one
 * phrase with an aside, not a naming.
 */

const OR_NAMING = /^(?<desc>[^,;:()—]{6,120}),\s+or\s+(?<term>\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}),\s+(?<next>\S+(?:\s+\S+)?)/u;
/** Participles that go on describing the noun phrase ("…, or fold, known as …", "…, or fibers, found in the CNS …"). */
const PARTICIPLE_AFTER = /^(?:known|called|termed|named|referred|found|located|seen|made|given|shown|used|described|labeled|labelled|dubbed)$/i;
const MIN_DESCRIPTION_WORDS = 3;
const MAX_DESCRIPTION_WORDS = 12;

/**
 * "… the orbit had the shape of a somewhat flattened circle, or ellipse.": at the sentence's end, a described noun phrase
 * and, after ", or", one word no everyday speech uses, which names it. An everyday word there is an alternative ("their
 * structure, or shape"), and after a naming verb ("called capacitation, or priming") the word is a second name.
 */
const CLOSING_OR_NAMING = /,\s+or\s+(?<term>\p{Ll}[\p{Ll}-]{3,})$/u;
const NAMED_BEFORE = /(?:^|\s)(?:called|as|termed|named|dubbed)$/i;

function matchClosingOrNaming(body: string, reading: SentenceReading): DefinitionMatch | undefined {
  const m = CLOSING_OR_NAMING.exec(body);
  const raw = m?.groups?.term;
  if (!m || !raw || !isUnfamiliarWord(raw) || readWords([raw], reading)[0]?.pos !== 'NOUN') return undefined;
  const head = body.slice(0, m.index);
  // The longest phrase from an article that is a described noun phrase: "(had) the outline of a gently curved line".
  for (const article of head.matchAll(/(?:^|\s)(?=(?:a|an|the)\s)/gi)) {
    const desc = head.slice(article.index).trim();
    const words = desc.split(/\s+/);
    if (words.length > MAX_DESCRIPTION_WORDS || /[,;:()—]/.test(desc)) continue;
    // "a process called activation, or ripening": the word is a second name of the named thing.
    if (/\s(?:called|known|termed|named|dubbed)\s/i.test(desc)) return undefined;
    if (NAMED_BEFORE.test(head.slice(0, article.index).trim())) return undefined;
    const tags = readWords(words, reading);
    const modifiers = tags.slice(1, -1);
    const described = modifiers.some((t) => t.pos !== 'ADV') && modifiers.every((t) => isNounPhraseWord(t) || (t.pos === 'ADV' && /^(?:somewhat|slightly|very|\p{Ll}+ly)$/u.test(t.text)));
    // The head itself described ("a somewhat flattened circle"); "the hands of governors" names the governors, not the hands.
    const describedHead = /^(?:ADJ|VERB)$/.test(tags.at(-2)?.pos ?? '');
    if (!described || !describedHead || tags.at(-1)?.pos !== 'NOUN') continue;
    const description = lowerFirst(desc);
    const term = cleanTerm(raw, reading);
    return term && !sameHead(description, term) ? { term, meaning: description, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: 'or-naming' } : undefined;
  }
  return undefined;
}

export function matchOrNamings(sentence: string): DefinitionMatch[] {
  if (!sentence.includes(', or ')) return [];
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  const reading = readSentence(body);
  const closing = matchClosingOrNaming(body, reading);
  if (closing) return [closing];
  // The subject opens the sentence or follows an opening phrase ("Like taste, …", "In the skin, …").
  const starts = [0, ...[...body.matchAll(/,\s+/g)].map((m) => m.index + m[0].length).slice(0, 1)];
  for (const start of starts) {
    if (start > 0 && !opensWithPhrase(body.slice(0, start), reading)) continue;
    const m = OR_NAMING.exec(body.slice(start));
    const desc = m?.groups?.desc?.trim();
    const raw = m?.groups?.term;
    if (!m || !desc || !raw || !followsWithVerb(m.groups?.next ?? '', reading)) continue;
    const description = describedSubject(desc, reading);
    const termTags = readWords(raw.split(/\s+/), reading);
    if (!description || termTags.at(-1)?.pos !== 'NOUN' || termTags.some((t) => !/^(?:ADJ|NOUN)$/.test(t.pos))) continue;
    const term = cleanTerm(raw, reading);
    if (!term || description.toLowerCase().includes(term.toLowerCase()) || sameHead(description, term)) continue;
    return [{ term, meaning: description, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: 'or-naming' }];
  }
  return [];
}

/** "Like taste,", "In most cases,": a phrase opened by a preposition or an adverb, no clause of its own. */
function opensWithPhrase(text: string, reading: SentenceReading): boolean {
  const tags = readWords(text.replace(/,\s*$/, '').trim().split(/\s+/), reading);
  return tags.length <= 5 && /^(?:ADP|ADV)$/.test(tags[0]?.pos ?? '') && !tags.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed)$/i.test(t.text)));
}

/** The clause's verb right after the name's comma ("took", "also shape", "is"), not a participle that goes on describing. */
function followsWithVerb(next: string, reading: SentenceReading): boolean {
  const words = next.split(/\s+/);
  const tags = readWords(words, reading);
  const verbAt = tags[0]?.pos === 'ADV' ? 1 : 0;
  const verb = tags[verbAt];
  if (!verb || PARTICIPLE_AFTER.test(verb.text)) return false;
  // "releases a small amount": a present verb the tagger reads as a plural noun, told by the article of its object.
  const presentBeforeObject = verbAt === 0 && verb.pos === 'NOUN' && /[^s]s$/i.test(verb.text) && /^(?:a|an|the)$/i.test(words[1] ?? '');
  return presentBeforeObject || verb.pos === 'AUX' || (verb.pos === 'VERB' && !/ing$/i.test(verb.text));
}

/** The description as a meaning: a noun phrase of some length ending on its head or an "of" phrase, no verb, no pointer. */
function describedSubject(desc: string, reading: SentenceReading): string | undefined {
  const words = desc.split(/\s+/);
  if (words.length > MAX_DESCRIPTION_WORDS) return undefined;
  const tags = readWords(words, reading);
  const article = /^(?:the|a|an)$/i.test(words[0] ?? '') ? 1 : 0;
  if (!article && tags[0]?.pos === 'DET') return undefined;
  const body = tags.slice(article);
  if (body.some((t) => !isNounPhraseWord(t)) || tags.at(-1)?.pos !== 'NOUN' && tags.at(-1)?.pos !== 'PROPN') return undefined;
  const of = body.findIndex((t) => t.pos === 'ADP');
  // "The revocation of voting rights": a head and what it is of; else three words at least ("The fertilized egg cell").
  const long = of > 0 ? body.slice(0, of).some((t) => t.pos === 'NOUN') : body.length >= MIN_DESCRIPTION_WORDS;
  if (!long || /\s(?:and|or)\s/i.test(desc)) return undefined;
  return desc.charAt(0).toLowerCase() + desc.slice(1);
}

function isNounPhraseWord(t: TaggedToken): boolean {
  if (/^(?:ADJ|NOUN|PROPN|NUM)$/.test(t.pos)) return true;
  if (t.pos === 'DET') return /^(?:the|a|an)$/i.test(t.text);
  if (t.pos === 'ADP') return /^(?:of|in|between|within|on)$/i.test(t.text);
  // A participle before its noun: "the fertilized egg cell", "the resulting saturation".
  return t.pos === 'VERB' && /(?:ed|ing)$/i.test(t.text);
}

/** "the cytoplasm of muscle fibers, or muscle cytoplasm": the same head twice is a second wording, not a name. */
function sameHead(description: string, term: string): boolean {
  const head = (text: string): string => stem(text.split(/\s+(?:of|in|between|within|on)\s/i)[0]!.split(/\s+/).at(-1)!.toLowerCase());
  return head(description) === head(term);
}
