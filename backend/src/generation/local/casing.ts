import { tagEnglish } from '../text/nlp.js';
import { stem } from '../text/stem.js';
import type { PreparedDocument } from './prepare-document.js';

/**
 * Sentence-initial and title-case capitals hide whether a word is a name. A word the document
 * also writes in lower case mid-sentence is a common word; otherwise it is kept capitalised.
 */

export type LowercaseVocabulary = ReadonlySet<string>;

/**
 * Lower-case words and their stems ("calculating" → "calcul"), so inflections count too; and, marked "^", the
 * words written capitalised right after a lower-case word ("by Chomsky"), which is where a capital means a name.
 */
export function lowercaseVocabulary(doc: PreparedDocument): LowercaseVocabulary {
  const out = new Set<string>();
  for (const s of doc.sentences) {
    // `match` gives the words alone (no match record per word): only the names below need positions.
    for (const word of s.text.match(LOWER_CASE_WORD) ?? []) {
      if (out.has(word)) continue;
      out.add(word);
      out.add(`~${stem(word)}`);
    }
    if (isTitleCaseLine(s.text)) continue;
    // Acronyms the text writes in capitals ("the BNF grammar"), so an all-capitals heading keeps them.
    for (const acronym of s.text.match(ACRONYM) ?? []) out.add(`=${acronym}`);
    // "during the Cold War era": the pair is a name though "war" alone is a common word. The look-behind follows the
    // capital so that it is tried at capitals only.
    for (const m of s.text.matchAll(/\p{Lu}(?<=(?:^|\s)\p{Ll}[\p{L}'’-]*\s\p{Lu})\p{Ll}[\p{L}'’-]*(?:\s\p{Lu}\p{Ll}[\p{L}'’-]*)*/gu)) {
      // "the Universal Declaration of Human Rights": the words after "of" belong to the longer name, not a name of their own.
      if (continuesLongerName(s.text, m.index ?? 0)) continue;
      const words = m[0].toLowerCase().split(' ').map(bareWord);
      words.forEach((w, i) => {
        out.add(`^${w}`);
        if (i > 0) out.add(`^${words[i - 1]} ${w}`);
      });
    }
  }
  return out;
}

const LOWER_CASE_WORD = /(?<=\s)\p{Ll}[\p{L}'’-]*/gu;
const ACRONYM = /(?<=\s)\p{Lu}{2,}(?=[\s,.;:)]|$)/gu;

const NAME_LINKS = new Set(['of', 'and', 'for', 'on', 'the', 'de', 'del', 'du', 'la', 'von', 'van']);

function continuesLongerName(text: string, runStart: number): boolean {
  const before = text.slice(0, runStart).trimEnd().split(/\s+/);
  const link = before.at(-1) ?? '';
  return NAME_LINKS.has(link) && /^\p{Lu}/u.test(before.at(-2) ?? '');
}

/** A table-of-contents line or a heading run into the text ("3.4.1 BNF Notation and Abbreviations . . . 17"). */
function isTitleCaseLine(text: string): boolean {
  const words = text.match(/\p{L}{4,}/gu) ?? [];
  return words.filter((w) => /^\p{Lu}/u.test(w)).length * 2 >= words.length;
}

/** Lower-cases a word unless it is an acronym or a name in this document. */
export function toTextCase(word: string, vocabulary: LowercaseVocabulary): string {
  if (/^\p{Lu}[\p{Lu}\p{N}]+\W*$/u.test(word)) return word;
  const bare = bareWord(word);
  if (vocabulary.has(bare) || vocabulary.has(`~${stem(bare)}`)) return word.toLowerCase();
  // "Cyclical unemployment is …": a describing adjective the text never writes mid-sentence, as a word or as a name, is no name.
  return !vocabulary.has(`^${bare}`) && isDescribingAdjective(bare) ? word.toLowerCase() : word;
}

/** Adjectives made from names keep their capital ("Keynesian", "Marxist", "Chinese"); these endings describe. */
const DESCRIBING_ENDING = /(?:al|ive|ous|ary|ful|less|able|ible)$/;

function isDescribingAdjective(word: string): boolean {
  return DESCRIBING_ENDING.test(word) && tagEnglish(word)[0]?.pos === 'ADJ';
}

/** The word as the vocabulary keys it: lower case, letters, apostrophes and hyphens only, without a possessive ("Gandhi’s" → "gandhi"). */
function bareWord(word: string | undefined): string {
  return (word ?? '').toLowerCase().replace(/[^\p{L}'’-]/gu, '').replace(/['’]s?$/u, '');
}

/** Words a title-case heading leaves in lower case: they say nothing about its style. */
const TITLE_SMALL_WORDS = new Set(['and', 'the', 'for', 'from', 'with', 'into', 'onto', 'upon', 'over', 'nor', 'but', 'yet', 'via', 'versus']);

/**
 * A heading in title case ("Layered View of a Computer System") capitalises every word, so its capitals say
 * nothing: a word the text never writes as a name mid-sentence reads in lower case ("layered view of a computer
 * system"), even one the text never uses at all. So does any heading's first word ("Fighting discrimination …");
 * a sentence-case heading keeps its later capitals.
 */
export function headingAsPhrase(heading: string, vocabulary: LowercaseVocabulary): string {
  const words = fromAllCapitals(heading.replace(/[?]$/, '').split(' '), vocabulary);
  const longWords = words.filter((w) => (w.match(/\p{L}/gu) ?? []).length >= 3 && !TITLE_SMALL_WORDS.has(w.toLowerCase()));
  // "20th-Century", "Non-Western": a compound is capitalised by its last part.
  const titleCase = longWords.length >= 2 && longWords.every((w) => /^\p{Lu}/u.test(w.split('-').at(-1) ?? ''));
  const inName = (i: number): boolean => titleCase && (vocabulary.has(`^${bareWord(words[i - 1])} ${bareWord(words[i])}`) || vocabulary.has(`^${bareWord(words[i])} ${bareWord(words[i + 1])}`));
  const phrase = words.map((word, i) => {
    if (inName(i)) return word;
    // "Non-Western", "20th-Century": each part is cased on its own evidence.
    if (titleCase && word.includes('-') && !vocabulary.has(`^${bareWord(word)}`)) return word.split('-').map((part) => (vocabulary.has(`^${bareWord(part)}`) ? part : part.toLowerCase())).join('-');
    const cased = toTextCase(word, vocabulary);
    // The first word's capital is the heading's, like a sentence's; later capitals in sentence case are the author's.
    if (cased !== word || (!titleCase && i > 0) || !/^\p{Lu}\p{Ll}/u.test(word)) return cased;
    return vocabulary.has(`^${bareWord(word)}`) ? word : word.toLowerCase();
  });
  // "Karl Marx and Conflict Theory": a capitalised word the text never lower-cases, right before a name, is part of it.
  return phrase
    .map((word, i) => (word !== words[i] && titleCase && isName(phrase[i + 1], words[i + 1]) && toTextCase(words[i]!, vocabulary) === words[i] && readsAsNoun(word, phrase[i + 1]!) ? words[i]! : word))
    .join(' ');
}

/** "karl marx" (a noun before a name: a first name), unlike "contemporary Chinese" (an adjective). */
function readsAsNoun(word: string, next: string): boolean {
  return /^(?:NOUN|PROPN)$/.test(tagEnglish(`${word} ${next.toLowerCase()}`)[0]?.pos ?? '');
}

function isName(cased: string | undefined, original: string | undefined): boolean {
  return cased !== undefined && cased === original && /^\p{Lu}\p{Ll}/u.test(cased);
}

/** "WHY STUDY PSYCHOLOGY" reads as title case ("Why Study Psychology"); an acronym the text writes in capitals stays. */
function fromAllCapitals(words: string[], vocabulary: LowercaseVocabulary): string[] {
  const lettered = words.filter((w) => /\p{L}/u.test(w));
  if (lettered.length < 2 || lettered.some((w) => /\p{Ll}/u.test(w))) return words;
  return words.map((w) => (vocabulary.has(`=${w.replace(/[^\p{L}]/gu, '')}`) ? w : w.toLowerCase().replace(/\p{L}/u, (c) => c.toUpperCase())));
}

export function lowerFirstWord(text: string, vocabulary: LowercaseVocabulary): string {
  const [first = '', ...rest] = text.split(' ');
  return [toTextCase(first, vocabulary), ...rest].join(' ');
}

export function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
