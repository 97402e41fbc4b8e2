import { stem } from '../generation/text/stem.js';
import { isStopWord } from '../generation/text/stop-words.js';
import { dot, type WordVectorTable } from '../assistant/word-vectors.port.js';
import { listedApart, statedSame } from './note-stated-synonyms.js';
import { opposedBySpelling, type AnswerContext, type SynonymCheck } from './typed-answer.js';
import type { WordNetSynsets } from './wordnet-synsets.js';

/**
 * A typed answer that names the expected term in other words ("purchase" for "buy", "joblessness"
 * for "unemployment", "rate of interest" for "interest rate"). In this order:
 *
 * 1. Another term of the note or another answer or option of the quiz is never a synonym: two terms a
 *    note defines apart name two things ("price floor" for "price ceiling").
 * 2. What the note states wins: "unemployment, also called joblessness", "gross domestic product (GDP)"
 *    → accepted; "supply and demand", "speed versus velocity" listed side by side → refused.
 * 3. Word by word (same number of words, each changed word a synonym of the one it replaces), or the
 *    whole term as one WordNet entry ("interest rate"/"rate of interest"), or the same words around
 *    "of" ("price level"/"level of prices").
 *
 * A word pair is synonymous when WordNet puts both in one synonym set. WordNet is authoritative for the
 * words it knows: antonyms ("supply"/"demand"), members of one set ("red"/"blue") and related terms
 * ("profit"/"revenue") never share a set, which word vectors cannot tell (they are as close as
 * synonyms). Only when WordNet lacks a word ("joblessness") do the word vectors decide, as below.
 *
 * Word vectors put a word near any word used in the same contexts: its synonyms, but as close or closer
 * its opposites and the other members of its set ("public"/"private", "buyer"/"seller", "north"/"south",
 * "monday"/"tuesday"). Measured on the table over common English pairs, what sets synonyms apart is a
 * cosine of 0.8–0.9 together with each word being among the other's nearest few — yet not each other's
 * very nearest word, which opposites and set members are (they share every context). Opposites that
 * share a stem ("import"/"export", "maximum"/"minimum", "excludable"/"nonexcludable") are refused by
 * their spelling. When in doubt the answer is marked wrong: the learner then sees the expected term.
 */

/** Below this cosine, words are merely related ("inflation"/"unemployment" 0.75, "supply"/"demand" 0.74). */
export const SYNONYM_MIN_COSINE = 0.8;
/** From here on, two different words are members of one closed set ("first"/"second" 0.93, "before"/"after"). */
export const SYNONYM_MAX_COSINE = 0.9;
/** Each word among the other's this many nearest words (inflections of a word not counted). */
export const SYNONYM_MAX_RANK = 2;

const ARTICLES = new Set(['a', 'an', 'the']);

function words(text: string): string[] {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\([^)]*\)/g, ' ')
    .split(/[^\p{L}\p{N}]+/u).filter((w) => w && !ARTICLES.has(w));
}

/** The table's form of a word: as is, else without a plural "s". */
function tableForm(table: WordVectorTable, word: string): string | null {
  if (table.indexOf(word) >= 0) return word;
  if (word.length > 3 && word.endsWith('s') && table.indexOf(word.slice(0, -1)) >= 0) return word.slice(0, -1);
  return null;
}

/** How many words of the table (not counting the word's own inflections) are closer to `row`'s word than `cosine`, up to `limit` + 1. */
function closerThan(table: WordVectorTable, row: number, cosine: number, limit: number): number {
  const v = table.data.subarray(row * table.dimensions, (row + 1) * table.dimensions);
  const own = stem(table.wordAt(row) ?? '');
  let closer = 0;
  for (let i = 0; i < table.size; i++) {
    if (i === row || dot(v, table.data, i * table.dimensions) <= cosine) continue;
    if (stem(table.wordAt(i) ?? '') === own) continue;
    if (++closer > limit) break;
  }
  return closer;
}

/** Whether two different words are synonyms by the vectors (see above). */
export function vectorSynonyms(table: WordVectorTable, a: string, b: string): boolean {
  const x = tableForm(table, a);
  const y = tableForm(table, b);
  if (!x || !y || x === y || isStopWord(x) || isStopWord(y) || opposedBySpelling(x, y)) return false;
  const rx = table.indexOf(x);
  const ry = table.indexOf(y);
  const cosine = dot(table.vector(x)!, table.data, ry * table.dimensions);
  if (cosine < SYNONYM_MIN_COSINE || cosine >= SYNONYM_MAX_COSINE) return false;
  const fromX = closerThan(table, rx, cosine, SYNONYM_MAX_RANK);
  const fromY = closerThan(table, ry, cosine, SYNONYM_MAX_RANK);
  return fromX <= SYNONYM_MAX_RANK && fromY <= SYNONYM_MAX_RANK && !(fromX === 0 && fromY === 0);
}

/** Where synonyms come from; either may be missing (not built, not installed): then it does not count. */
export interface SynonymSources {
  vectors: () => WordVectorTable | null;
  wordNet: () => WordNetSynsets | null;
}

/** Whether two different words are synonyms: by WordNet when it knows both (one set, or a satellite adjective and its head), else by the vectors. */
export function wordSynonyms(sources: SynonymSources, a: string, b: string): boolean {
  if (opposedBySpelling(a, b)) return false;
  const wn = sources.wordNet();
  const [sa, sb] = [wn?.senses(a) ?? [], wn?.senses(b) ?? []];
  if (sa.length && sb.length) return sa.some((s) => sb.includes(s)) || wn!.heads(a).some((h) => sb.includes(h)) || wn!.heads(b).some((h) => sa.includes(h));
  const table = sources.vectors();
  return table !== null && vectorSynonyms(table, a, b);
}

/** Content words, stemmed, in order ("rate of interest" → rate, interest). */
const contentStems = (ws: readonly string[]) => ws.filter((w) => !isStopWord(w)).map(stem);

/** The term in other words by its words (rule 3 above), the quiz's other words refused. */
function synonymousWords(sources: SynonymSources, want: string[], got: string[], used: ReadonlySet<string>, note: AnswerContext['note']): boolean {
  const wn = sources.wordNet();
  if (wn && (want.length > 1 || got.length > 1)) {
    const [sw, sg] = [wn.senses(want.join('_')), wn.senses(got.join('_'))];
    if (sw.some((s) => sg.includes(s))) return true;
  }
  // "level of prices" for "price level": the same words, the head named first, joined by "of"/"de".
  const [cw, cg] = [contentStems(want), contentStems(got)];
  const joinedByOf = got.some((w) => w === 'of' || w === 'de') && !want.some((w) => w === 'of' || w === 'de');
  if (joinedByOf && cw.length > 1 && cw.length === cg.length && cg[0] === cw[cw.length - 1] && [...cw].sort().join() === [...cg].sort().join()) return true;
  if (want.length !== got.length) return false;
  const differ = want.map((w, i) => [w, got[i]!] as const).filter(([w, g]) => stem(w) !== stem(g));
  // "floor" in a quiz that asks about price floors too is that other term, not a synonym of "ceiling".
  return differ.length > 0 && differ.every(([w, g]) => !used.has(stem(g)) && !(note && listedApart(note, w, g)) && wordSynonyms(sources, w, g));
}

/** Lower-case words of a name, stemmed, for telling whether two names are the same. */
const sameName = (a: string, b: string) => words(a).map(stem).join(' ') === words(b).map(stem).join(' ');

/**
 * The synonym check for typed answers (see above), on the build's word vector table and the installed
 * WordNet. `context`: the quiz's other answers and options, the note's terms and text.
 */
export function typedAnswerSynonyms(sources: SynonymSources): SynonymCheck {
  return (expected, given, context = {}) => {
    const want = words(expected);
    const got = words(given);
    if (!want.length || !got.length) return false;
    const note = context.note;
    const otherNames = [...(context.elsewhere ?? []), ...(note?.definitions.map((d) => d.term) ?? [])].filter((o) => !sameName(o, expected));
    if (otherNames.some((o) => sameName(o, given))) return false;
    if (note && statedSame(note, expected, given)) return true;
    if (note && listedApart(note, expected, given)) return false;
    const used = new Set((context.elsewhere ?? []).flatMap(words).map(stem));
    // WordNet is English: in a note in another language, "red" (a network) is no colour.
    const english = !context.language || context.language.startsWith('en');
    return synonymousWords(english ? sources : { ...sources, wordNet: () => null }, want, got, used, note);
  };
}
