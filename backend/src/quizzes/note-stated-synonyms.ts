import { stem } from '../generation/text/stem.js';

/**
 * What a note itself says about two names, which outranks any word list: "unemployment, also called
 * joblessness" or "gross domestic product (GDP)" states they are one thing; "supply and demand",
 * "speed versus velocity", "red, blue or green" puts them side by side as different things. English and
 * Spanish phrasings. Words are compared by stem, articles ignored, so "the supply" finds "supply".
 */

/** A note as grading reads it: its defined terms with their meanings, and its other text (summary, key ideas). */
export interface NoteContext {
  definitions: readonly { term: string; meaning: string }[];
  text: string;
}

const ARTICLES = new Set(['a', 'an', 'the', 'el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas']);

/** Phrases that introduce another name of what precedes them. */
const ALSO_CALLED: readonly (readonly string[])[] = [
  ['also', 'called'], ['also', 'known', 'as'], ['also', 'termed'], ['aka'], ['that', 'is'], ['sometimes', 'called'], ['or'],
  ['también', 'llamado'], ['también', 'llamada'], ['también', 'llamados'], ['también', 'llamadas'], ['también', 'conocido', 'como'],
  ['también', 'conocida', 'como'], ['también', 'denominado'], ['también', 'denominada'], ['es', 'decir'], ['o', 'sea'], ['o'],
];

/** Words that join two names listed side by side (the commas of a list count too). */
const JOINING_WORDS = [',', 'and', 'or', 'nor', 'versus', 'vs', 'v', 'against', 'y', 'e', 'o', 'u', 'ni', 'frente', 'contra'];
/** Words that open such a pair but join nothing themselves ("both X and Y", "between X and Y"). */
const OPENING_WORDS = ['both', 'between', 'entre', 'tanto'];

/** Lower-case words and the punctuation that shapes these statements, each word stemmed, no articles. */
function tokens(text: string): string[] {
  return (text.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+|[,;:.()]/gu) ?? []).filter((t) => !ARTICLES.has(t)).map(stem);
}

const stemmedKeys = ALSO_CALLED.map((k) => k.map(stem));
const joiners = new Set(JOINING_WORDS.map(stem));
const listWords = new Set([...JOINING_WORDS, ...OPENING_WORDS].map(stem));

/** Where `phrase` (tokens) starts in `text` (tokens). */
function occurrences(text: readonly string[], phrase: readonly string[]): number[] {
  const at: number[] = [];
  if (!phrase.length) return at;
  for (let i = 0; i + phrase.length <= text.length; i++) if (phrase.every((p, j) => text[i + j] === p)) at.push(i);
  return at;
}

function startsWith(text: readonly string[], from: number, phrase: readonly string[]): boolean {
  return phrase.every((p, j) => text[from + j] === p);
}

/** After `a` (ending at `end`): ", also called b" / ", or b," / " (b)" / " (also called b)". */
function namedNext(text: readonly string[], end: number, b: readonly string[], acronym: boolean): boolean {
  const open = text[end];
  if (open !== ',' && open !== '(') return false;
  const closes = (at: number) => (open === '(' ? text[at] === ')' : at >= text.length || [',', '.', ';', ':', ')'].includes(text[at]!));
  // Bare brackets name the same thing only with an acronym on one side: "consumer price index (CPI)",
  // "CPI (consumer price index)"; "a public good (national defence)" gives an example.
  if (open === '(' && acronym && startsWith(text, end + 1, b) && closes(end + 1 + b.length)) return true;
  return stemmedKeys.some((key) => {
    if (!startsWith(text, end + 1, key)) return false;
    const from = end + 1 + key.length;
    // A bare "or" names the same thing only between commas: "joblessness, or unemployment, is …".
    const bare = key.length === 1 && (key[0] === 'or' || key[0] === 'o');
    return startsWith(text, from, b) && (!bare || open === ',') && closes(from + b.length);
  });
}

/** Whether the note states `a` and `b` are names of one thing. */
export function statedSame(note: NoteContext, a: string, b: string): boolean {
  const [x, y] = [tokens(a), tokens(b)];
  if (!x.length || !y.length) return false;
  const raw = [note.text, ...note.definitions.map((d) => `${d.term}, ${d.meaning}`)];
  const texts = raw.map(tokens);
  const acronym = [a, b].some((name) => writtenAsAcronym(raw, name));
  const statesIn = (text: string[], first: string[], second: string[]) => occurrences(text, first).some((i) => namedNext(text, i + first.length, second, acronym));
  if (texts.some((t) => statesIn(t, x, y) || statesIn(t, y, x))) return true;
  // A definition that names its term otherwise: "Joblessness — people who look for work …, also called unemployment."
  return note.definitions.some((d) => {
    const term = tokens(d.term);
    const other = sameTokens(term, x) ? y : sameTokens(term, y) ? x : null;
    if (!other) return false;
    const meaning = tokens(d.meaning);
    return stemmedKeys.filter((k) => k.length > 1).some((key) => occurrences(meaning, key).some((i) => startsWith(meaning, i + key.length, other)));
  });
}

/** One word of 2–8 letters or digits that the note writes in capitals ("CPI", "IPC", "GDP"). */
function writtenAsAcronym(texts: readonly string[], name: string): boolean {
  const word = name.trim();
  if (!/^[\p{L}\p{N}]{2,8}$/u.test(word)) return false;
  const upper = word.toUpperCase();
  return texts.some((t) => new RegExp(`(?<![\\p{L}\\p{N}])${upper}(?![\\p{L}\\p{N}])`, 'u').test(t));
}

function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

/** Whether the note lists `a` and `b` side by side ("supply and demand", "speed versus velocity", "red, blue or green"). */
export function listedApart(note: NoteContext, a: string, b: string): boolean {
  const [x, y] = [tokens(a), tokens(b)];
  if (!x.length || !y.length) return false;
  const texts = [note.text, ...note.definitions.map((d) => d.meaning)].map(tokens);
  const joined = (text: string[], first: string[], second: string[]) => occurrences(text, first).some((i) => {
    // Up to four joining words and list items between them: "supply and demand", "red, green, and blue".
    for (const j of occurrences(text, second)) {
      const between = text.slice(i + first.length, j);
      if (j < i + first.length || between.length > 6 || !between.length) continue;
      if (between.filter((t) => !listWords.has(t)).length <= 2 && between.some((t) => joiners.has(t))) return true;
    }
    return false;
  });
  return texts.some((t) => joined(t, x, y) || joined(t, y, x));
}
