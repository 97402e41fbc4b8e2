import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { stopWords } from './language.js';
import { tagEnglish } from './nlp.js';

/**
 * English function words that carry no topic on their own, for content words in similarity,
 * keyphrases and ROUGE-style overlap. Built from maintained parts, no word list of ours: the
 * `stopword` package's English list plus those words of stopwords-iso's long English list that
 * wink-nlp's model reads as function words (determiners, pronouns, prepositions, auxiliaries,
 * conjunctions, particles, adverbs) or flags as stop words without reading them as nouns —
 * stopwords-iso alone also lists content words such as "value", "group" or "side" — and their inflections.
 */

const require = createRequire(import.meta.url);
const ISO_ENGLISH = (require('stopwords-iso') as Record<string, string[]>).en ?? [];
const FUNCTION_TAGS = /^(?:DET|PRON|ADP|AUX|CCONJ|SCONJ|PART|ADV)$/;

function isFunctionWord(word: string): boolean {
  const tags = tagEnglish(word);
  return tags.length > 0 && tags.every((t) => FUNCTION_TAGS.test(t.pos) || (t.stop && !/^(?:NOUN|PROPN|ADJ|PUNCT|X)$/.test(t.pos)));
}

/** The list derived from the packages (tagging ~1,300 words with wink-nlp's model). */
export function deriveEnglishStopWords(): Set<string> {
  const functionWords = new Set([...stopWords('en'), ...ISO_ENGLISH.filter((w) => /^[a-z]/.test(w) && isFunctionWord(w))]);
  // Inflections of those words count too ("going", "gets", "ones"): the model's lemma decides.
  return new Set([
    ...functionWords,
    ...ISO_ENGLISH.filter((w) => /^[a-z]/.test(w) && !functionWords.has(w) && tagEnglish(w).every((t) => functionWords.has(t.lemma) && t.pos !== 'NOUN')),
  ]);
}

/**
 * Where the build writes the derived list, beside the compiled module (build-stop-words.ts). Tests run
 * from the sources, where there is none, and derive it.
 */
export const STOP_WORDS_FILE = fileURLToPath(new URL('./english-stop-words.json', import.meta.url));

/**
 * The build's list, else derived; on first use, not on import. Deriving loads wink-nlp's model (~16 MB
 * of heap): the main thread, which cuts passages and weighs words with this list but makes no notes,
 * would hold the model for it alone.
 */
let stopWordSet: ReadonlySet<string> | undefined;

function englishStopWords(): ReadonlySet<string> {
  if (!existsSync(STOP_WORDS_FILE)) return deriveEnglishStopWords();
  return new Set(JSON.parse(readFileSync(STOP_WORDS_FILE, 'utf8')) as string[]);
}

export function isStopWord(word: string): boolean {
  return (stopWordSet ??= englishStopWords()).has(word.toLowerCase());
}
