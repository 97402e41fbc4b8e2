import { stopWords } from '../text/language.js';
import type { DefinitionMatch } from './definition-patterns.js';

/**
 * "XML, which stands for Extensible Markup Language", "GIN stands for Generalized Inverted Index", "CPU is short for
 * central processing unit": an abbreviation spelled out. The card asks what it stands for. The spelling must give the
 * letters in order (a word may give more than its initial: "HyperText" gives H and T, "eXtensible" its X), so a
 * sentence that says what a word "stands for" in the sense of "represents" ("the flag stands for freedom") is no
 * expansion. A label spelled out ("RBFS: recursive best-first search") is one too. English only.
 */

const SHORT = String.raw`(?<![\p{L}\p{N}])(?<short>[\p{L}][\p{L}\p{N}]{1,7})`;
/** The spelled-out words: two to eight, up to a comma or the sentence's end. */
const LONG = String.raw`(?:the\s+)?(?<long>[\p{L}][\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’-]+){1,7})`;
const EXPANSION = new RegExp(String.raw`${SHORT}(?:\s*\([^()]{1,40}\))?,?\s+(?:which\s+|that\s+)?(?:stands|stood)\s+for\s+${LONG}`, 'u');
const SHORT_FOR = new RegExp(String.raw`${SHORT}\s+(?:is|was)\s+short\s+for\s+${LONG}`, 'u');
/**
 * A slide or a sheet labels an abbreviation with its spelling: "RBFS: recursive best-first search", "SPN - shortest
 * process next". The label is in capitals and the gloss in lower case, so "IDA*: use the value as the cutoff" or
 * "Note: …" is read only if the words spell the letters.
 */
const LABEL = /(?<![\p{L}\p{N}])(?<short>\p{Lu}[\p{Lu}\p{N}]{1,7})\*?(?::|\s+[–-])\s+(?<long>\p{Ll}[\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’-]+){1,7})/u;
/** Small words an expansion may carry that the abbreviation leaves out: "Department of Motor Vehicles" is DMV. */
const SKIPPED = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'on', 'a', 'an', 'by', '&']);

export function matchAcronymExpansions(sentence: string): DefinitionMatch[] {
  // The spelled-out patterns open on a look-behind tried at every position: their fixed words are looked for first.
  const written = /(?:stands|stood|short)\s+for/u.test(sentence) ? EXPANSION.exec(sentence) ?? SHORT_FOR.exec(sentence) : null;
  const m = written ?? LABEL.exec(sentence);
  const short = m?.groups?.short;
  const words = m?.groups?.long?.split(/\s+/);
  // "What it stands for is …": a function word is no abbreviation.
  if (!short || !words || stopWords('en').has(short.toLowerCase())) return [];
  const letters = short.toLowerCase().replace(/[^\p{L}]/gu, '');
  // A lower-case word said in speech ("xml") spells out only when it is no ordinary word: the spelling decides.
  const spelled = spelledWords(letters, words);
  if (spelled === undefined) return [];
  const expansion = words.slice(0, spelled).join(' ');
  // Speech recognition writes "xml"; an abbreviation is written in capitals.
  const term = /^\p{Ll}+$/u.test(short) ? short.toUpperCase() : short;
  return [{ term, meaning: expansion, form: 'noun-phrase', plural: false, confidence: 0.85, pattern: 'stands-for' }];
}

/** How many of the words spell the letters out, in order, every letter used and every content word giving one; undefined if none do. */
export function spelledWords(letters: string, words: readonly string[]): number | undefined {
  if (letters.length < 2) return undefined;
  const lowered = words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, ''));
  const spell = (i: number, at: number, initials: number, content: number): number | undefined => {
    if (at === letters.length) return initials * 2 >= content ? i : undefined;
    const word = lowered[i];
    if (word === undefined) return undefined;
    if (SKIPPED.has(word)) return spell(i + 1, at, initials, content);
    // The word gives the next letter, and maybe the ones after it inside it ("javascript" gives j, s).
    const first = word.indexOf(letters[at]!);
    if (first < 0) return undefined;
    let from = first + 1;
    for (let given = at + 1; given <= letters.length; given++) {
      const found = spell(i + 1, given, initials + (first === 0 ? 1 : 0), content + 1);
      if (found !== undefined) return found;
      const next = word.indexOf(letters[given] ?? '', from);
      if (given === letters.length || next < 0) return undefined;
      from = next + 1;
    }
    return undefined;
  };
  return spell(0, 0, 0, 0);
}
