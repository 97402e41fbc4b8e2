import { createRequire } from 'node:module';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Short concept labels for mind-map nodes: the key term or phrase of a key idea ("Opportunity
 * cost", "Financial capital markets") instead of its opening words. A defined term that the
 * sentence names wins; else, in English, the sentence's main noun phrase by part of speech
 * (wink-nlp with its bundled model), skipping generic heads ("the basic idea", "an example");
 * in other languages, the first run of content words (stop words from the maintained
 * stopwords-iso lists). English patterns never run on other languages.
 */

export const MAX_LABEL_WORDS = 4;

const require = createRequire(import.meta.url);
const STOPWORDS = require('stopwords-iso') as Record<string, string[]>;

let english: ReturnType<typeof winkNLP> | null = null;
function nlp(): ReturnType<typeof winkNLP> {
  english ??= winkNLP(model);
  return english;
}

/** Heads that say where an idea is, not what it is about. */
const GENERIC_HEADS = new Set([
  'idea', 'ideas', 'example', 'examples', 'way', 'ways', 'thing', 'things', 'part', 'parts', 'point', 'points', 'lot', 'kind', 'kinds',
  'type', 'types', 'number', 'fact', 'facts', 'result', 'results', 'reason', 'reasons', 'case', 'cases', 'chapter', 'section', 'course',
  'topic', 'question', 'questions', 'answer', 'people', 'time', 'times', 'lecture', 'video', 'today', 'something', 'anything', 'one', 'use',
  'amount', 'amounts', 'numbers', 'level', 'levels', 'degree', 'aspect', 'aspects', 'factor', 'factors', 'problem', 'problems',
]);

/** Modifiers that only point ("a certain amount", "specific numbers", "the main point"). */
const POINTING_MODIFIERS = new Set(['certain', 'specific', 'particular', 'various', 'different', 'main', 'basic', 'important', 'key', 'whole', 'same', 'other', 'such', 'own', 'new', 'first', 'last', 'next']);

const capitalise = (text: string) => (text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text);

/** The longest of `terms` the sentence names as whole words (case-insensitive). */
export function namedTerm(sentence: string, terms: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const raw of terms) {
    const term = raw.trim();
    if (!term || term.split(/\s+/).length > MAX_LABEL_WORDS) continue;
    const found = new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(term)}(?![\\p{L}\\p{N}])`, 'iu').test(sentence);
    if (found && (!best || term.length > best.length)) best = term;
  }
  return best;
}

/** A word and its plural are one word for counting: "vector", "vectores", "vectors". */
function wordKey(word: string): string {
  const lower = word.toLocaleLowerCase();
  return lower.length > 4 ? lower.replace(/(?:es|s)$/u, '') : lower;
}

/**
 * In how many of the notes' sentences each word appears. A concept recurs across key ideas,
 * summaries and definitions; a verb of one sentence ("verás", "imagine") does not.
 */
export function wordSpread(texts: readonly string[]): ReadonlyMap<string, number> {
  const spread = new Map<string, number>();
  for (const text of texts) {
    for (const key of new Set((text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map(wordKey))) spread.set(key, (spread.get(key) ?? 0) + 1);
  }
  return spread;
}

const recurs = (word: string, spread: ReadonlyMap<string, number>) => (spread.get(wordKey(word)) ?? 0) >= 2;

interface Token { text: string; pos: string }

/** Noun chunks: (ADJ|NOUN|PROPN)* ending in a noun, joined across "of" ("elasticity of demand"). */
function nounChunks(tokens: readonly Token[]): Token[][] {
  const chunks: Token[][] = [];
  let current: Token[] = [];
  const close = () => {
    while (current.length && !['NOUN', 'PROPN'].includes(current.at(-1)!.pos)) current.pop();
    if (current.length) chunks.push(current);
    current = [];
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (['ADJ', 'NOUN', 'PROPN'].includes(t.pos) || (t.pos === 'PUNCT' && t.text === '-' && current.length)) {
      current.push(t);
    } else if (t.text.toLowerCase() === 'of' && current.length && ['NOUN', 'PROPN'].includes(current.at(-1)!.pos)
      && ['ADJ', 'NOUN', 'PROPN'].includes(tokens[i + 1]?.pos ?? '')) {
      current.push(t);
    } else close();
  }
  close();
  return chunks;
}

function joinTokens(tokens: readonly Token[]): string {
  return tokens.map((t) => t.text).join(' ').replace(/ - /g, '-').replace(/[.,;:!?]+$/, '');
}

/** Capitalised, a first word reads as a name ("Notice" PROPN); after "to", in lower case, a verb shows as one. */
function readsAsVerb(word: string): boolean {
  return (nlp().readDoc(`to ${word.toLowerCase()}`).tokens().out(nlp().its.pos) as string[])[1] === 'VERB';
}

function englishLabel(sentence: string): string | undefined {
  const doc = nlp().readDoc(sentence);
  const its = nlp().its;
  const words = doc.tokens().out() as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const stop = doc.tokens().out(its.stopWordFlag) as boolean[];
  const tokens = words.map((text, i) => ({ text, pos: pos[i] ?? 'X', stop: stop[i] ?? false, index: i }));
  const chunks = nounChunks(tokens).map((chunk) => {
    const start = (chunk[0] as Token & { index: number }).index;
    // "the basic idea of opportunity cost": the part after a generic head's "of" is the concept.
    const ofAt = chunk.findIndex((t, i) => t.text.toLowerCase() === 'of' && GENERIC_HEADS.has(chunk[i - 1]!.text.toLowerCase()));
    const concept = ofAt >= 0 ? chunk.slice(ofAt + 1) : chunk;
    // "their own span", "a certain amount": leading stop words and pointing modifiers are not part of the name.
    const firstContent = concept.findIndex((t) => !(t as Token & { stop?: boolean }).stop && !POINTING_MODIFIERS.has(t.text.toLowerCase()));
    return { start, tokens: firstContent > 0 ? concept.slice(firstContent) : concept };
  }).map((c) => ({ ...c, tokens: c.tokens.filter((t) => /\p{L}/u.test(t.text) || t.text === '-' || t.text === 'of') }))
    .filter(({ tokens: c }) => c.length > 0 && !GENERIC_HEADS.has(c.at(-1)!.text.toLowerCase()) && c.some((t) => /\p{L}{3,}/u.test(t.text)));
  if (!chunks.length) return undefined;
  const opening = tokens.findIndex((t) => t.pos !== 'DET');
  // "Notice, …", "Notice that …": a lone first word before a comma or a clause is an imperative the model reads as a noun.
  const imperative = /^(?:,|that|how|what|where|why)$/i.test(tokens[opening + 1]?.text ?? '') && readsAsVerb(tokens[opening]?.text ?? '');
  const subjectChunk = imperative ? undefined : chunks.find((c) => c.start === opening);
  for (const chunk of imperative ? chunks : [subjectChunk]) if (chunk) chunk.tokens = withoutSwallowedVerb(chunk.tokens, tokens);
  // The subject (a chunk opening the sentence, after determiners) names what the idea is about;
  // else the first multi-word chunk; else the first substantial noun.
  const subject = subjectChunk;
  const chosen = (subject ?? chunks.find((c) => c.tokens.filter((t) => t.text !== 'of').length >= 2) ?? chunks.find((c) => c.tokens[0]!.text.length >= 4) ?? chunks[0]!).tokens;
  const tail = chosen.slice(-MAX_LABEL_WORDS);
  // "essence of linear algebra series" cut to its last words does not open on "of".
  return joinTokens(tail[0]?.text.toLowerCase() === 'of' ? tail.slice(1) : tail);
}

/** Plural nouns the lite model knows no -s for ("mitochondria release energy"). */
const PLURAL_ENDING = /(?:[^s]s|a|i|ae|people|children|men|women)$/i;

/**
 * The lite model often tags the verb after a plural subject as a noun ("prices signal scarcity",
 * "the membrane controls what…"): when nothing after the chunk is tagged a verb before the next
 * preposition or clause, the chunk is cut before the word that agrees as a verb.
 */
function withoutSwallowedVerb(chunk: Token[], tokens: readonly Token[]): Token[] {
  if (chunk.length < 2) return chunk;
  const end = (chunk.at(-1) as Token & { index: number }).index;
  for (let i = end + 1; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (['VERB', 'AUX'].includes(t.pos)) return chunk;
    if (['ADP', 'SCONJ', 'PUNCT', 'PRON', 'DET', 'CCONJ'].includes(t.pos)) break;
  }
  for (let k = 1; k < chunk.length; k += 1) {
    const before = chunk[k - 1]!.text;
    const word = chunk[k]!.text;
    const next = tokens[(chunk[k] as Token & { index: number }).index + 1];
    const pluralThenBare = PLURAL_ENDING.test(before) && !/s$/i.test(word) && word.toLowerCase() !== 'of' && before.toLowerCase() !== 'of' && chunk[k - 1]!.pos !== 'ADJ';
    const thirdPersonThenObject = /[^s]s$/i.test(word) && k === chunk.length - 1 && ['PRON', 'DET'].includes(next?.pos ?? '');
    if (pluralThenBare || thirdPersonThenObject) return chunk.slice(0, k);
  }
  return chunk;
}

/** Little words that join a name's parts in Romance languages ("costo de oportunidad"). */
const CONNECTORS: Record<string, ReadonlySet<string>> = {
  es: new Set(['de', 'del']), fr: new Set(['de', 'du', 'des', "d'"]), it: new Set(['di', 'del', 'della', 'dei']), pt: new Set(['de', 'do', 'da', 'dos', 'das']),
};

function contentWordsLabel(sentence: string, language: string, spread?: ReadonlyMap<string, number>): string | undefined {
  const stops = new Set(STOPWORDS[language] ?? []);
  const connectors = CONNECTORS[language] ?? new Set<string>();
  const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const runs: { words: string[]; start: number }[] = [];
  let run: string[] = [];
  let start = 0;
  words.forEach((word, i) => {
    const lower = word.toLowerCase();
    const joins = connectors.has(lower) && run.length > 0 && !stops.has((words[i + 1] ?? '').toLowerCase()) && i + 1 < words.length;
    if (joins) { run.push(lower); return; }
    if (stops.has(lower) || /^\p{N}+$/u.test(word)) {
      if (run.length) runs.push({ words: run, start });
      run = [];
    } else {
      if (!run.length) start = i;
      run.push(word);
    }
  });
  if (run.length) runs.push({ words: run, start });
  const trimmed = runs.map((r) => ({ ...r, words: connectors.has(r.words.at(-1)!.toLowerCase()) ? r.words.slice(0, -1) : r.words }));
  const concept = spread && recurringRun(trimmed, connectors, spread, ['es', 'it', 'pt'].includes(language));
  if (concept) return concept.join(' ');
  const openingStop = words.findIndex((w) => !stops.has(w.toLowerCase()));
  const subject = trimmed.find((r) => r.start === openingStop);
  const chosen = subject ?? trimmed.find((r) => r.words.length >= 2) ?? [...trimmed].sort((a, b) => b.words[0]!.length - a.words[0]!.length)[0];
  return chosen ? chosen.words.slice(0, MAX_LABEL_WORDS).join(' ') : undefined;
}

/**
 * Without a tagger for the language, the run of content words that holds most words the notes keep
 * using ("combinación lineal" rather than "Tómate"), cut to its recurring words; none when no word recurs.
 */
function recurringRun(runs: readonly { words: string[] }[], connectors: ReadonlySet<string>, spread: ReadonlyMap<string, number>, adverbs: boolean): string[] | undefined {
  let best: string[] | undefined;
  let bestCount = 0;
  // "realmente", "básicamente": an adverb recurs in speech without naming anything.
  const named = (w: string) => !connectors.has(w.toLowerCase()) && !(adverbs && /\p{L}{3}mente$/iu.test(w)) && recurs(w, spread);
  for (const run of runs) {
    const first = run.words.findIndex(named);
    if (first < 0) continue;
    const kept = run.words.slice(first, first + MAX_LABEL_WORDS);
    const words = kept.slice(0, kept.findLastIndex(named) + 1);
    const count = words.filter(named).length;
    if (count > bestCount) {
      best = words;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A few words naming what the sentence is about: a defined term it names, else its main noun
 * phrase (with `spread`, one the notes keep using). Falls back to the sentence's first words when nothing better is found.
 */
export function conceptLabel(sentence: string, options: { language?: string; terms?: readonly string[]; spread?: ReadonlyMap<string, number> } = {}): string {
  const text = sentence.replace(/\s+/g, ' ').trim();
  const term = namedTerm(text, options.terms ?? []);
  if (term) return capitalise(term);
  const language = (options.language ?? 'en').toLowerCase().split('-')[0]!;
  let label: string | undefined;
  try {
    label = language === 'en' ? englishLabel(text) ?? contentWordsLabel(text, language, options.spread) : contentWordsLabel(text, language, options.spread);
  } catch {
    label = undefined;
  }
  return capitalise(label ?? text.split(' ').slice(0, MAX_LABEL_WORDS).join(' ').replace(/[.,;:!?]+$/, ''));
}
