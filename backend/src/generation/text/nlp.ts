import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import type { ItemSentence, Tokens } from 'wink-nlp';
import { collapseSpaces } from './whitespace.js';

/**
 * English part-of-speech analysis on wink-nlp with its bundled lite English model (no download).
 * Used where word lists cannot decide: whether a phrase is a noun phrase, a sentence has a verb,
 * a term's head noun is plural. Other languages never reach this module.
 */

export interface TaggedToken {
  text: string;
  /** Universal POS tag (NOUN, VERB, AUX, ADJ, DET, PRON, ADP, SCONJ, CCONJ, PROPN, NUM, PUNCT, …). */
  pos: string;
  lemma: string;
  stop: boolean;
}

let engine: ReturnType<typeof winkNLP> | undefined;

/**
 * wink-nlp with the model, made on first use: the model holds ~16 MB of heap, which the main thread
 * (importing gates and word lists from here for the assistant and quizzes) pays only once it tags text.
 */
function nlp(): ReturnType<typeof winkNLP> {
  if (engine) return engine;
  const require = createRequire(import.meta.url);
  const wink = require('wink-nlp') as typeof winkNLP;
  // Only the annotations we read: sentence boundaries, and POS with lemmas (stop-word flags are lexical).
  // Named entities, negation and sentiment would run on every readDoc for nothing; they do not change
  // the tokens, sentences or tags (wink runs them as separate passes after sentence detection).
  engine = wink(require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0], ['sbd', 'pos']);
  return engine;
}

/** Makes the engine now (the materials worker's warm-up), so the first notes do not wait for it. */
export function loadEnglishModel(): void {
  nlp();
}

/** Sentences are analysed more than once (gates, terms, cards): a bounded memo keeps that cheap. */
const memo = new Map<string, TaggedToken[]>();
const MEMO_LIMIT = 5000;

export function tagEnglish(text: string): TaggedToken[] {
  const cached = memo.get(text);
  if (cached) return cached;
  const { its, readDoc } = nlp();
  return remember(text, tokensOf(readDoc(text).tokens(), its));
}

function tokensOf(tokens: Tokens, its: ReturnType<typeof winkNLP>['its']): TaggedToken[] {
  const words = tokens.out() as string[];
  const pos = tokens.out(its.pos) as string[];
  const lemmas = tokens.out(its.lemma as unknown as typeof its.pos) as string[];
  const stops = tokens.out(its.stopWordFlag) as boolean[];
  return words.map((w, i) => ({ text: w, pos: pos[i] ?? 'X', lemma: lemmas[i] ?? w.toLowerCase(), stop: stops[i] ?? false }));
}

/** Kept until the memo is full, then the oldest entries go first (a long source's early sentences). */
function remember(text: string, tokens: TaggedToken[]): TaggedToken[] {
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(text, tokens);
  return tokens;
}

/** Sentences of English text as wink-nlp splits them. */
export function englishSentences(text: string): string[] {
  const { its, readDoc } = nlp();
  const sentences: string[] = [];
  // Splitting has tagged every word already: each sentence's tags are kept (the model tags a sentence
  // the same inside its paragraph as alone), so reading it again later costs no second pass.
  readDoc(text).sentences().each((sentence: ItemSentence) => {
    const said = sentence.out() as string;
    sentences.push(said);
    const key = collapseSpaces(said);
    if (!memo.has(key)) remember(key, tokensOf(sentence.tokens(), its));
  });
  return sentences;
}

const NOUNISH = new Set(['NOUN', 'PROPN']);

/** The head of a noun phrase: its last noun before any "of"/preposition ("elasticity" in "elasticity of savings"). */
export function headNoun(tokens: readonly TaggedToken[]): TaggedToken | undefined {
  let head: TaggedToken | undefined;
  for (const t of tokens) {
    if (t.pos === 'ADP' || t.pos === 'SCONJ' || t.pos === 'PRON' || t.pos === 'VERB') break;
    if (NOUNISH.has(t.pos) || (t.pos === 'ADJ' && head === undefined)) head = t;
  }
  // "a normal good": the lite model tags a trailing noun-use adjective ADJ; the last content word heads.
  const content = tokens.filter((t) => t.pos !== 'DET' && t.pos !== 'PUNCT');
  const firstBreak = content.findIndex((t) => t.pos === 'ADP' || t.pos === 'SCONJ');
  const before = firstBreak < 0 ? content : content.slice(0, firstBreak);
  return before.filter((t) => NOUNISH.has(t.pos)).at(-1) ?? before.at(-1) ?? head;
}

export function isPluralNoun(token: TaggedToken): boolean {
  const word = token.text.toLowerCase();
  if (!/s$/.test(word) || /(?:ss|us|is|ics|sis)$/.test(word)) return false;
  // "series", "species": the model's lemma is the word itself, and so is the singular.
  if (/(?:series|species)$/.test(word)) return false;
  // "macro-instructions": the model keeps an unknown hyphenated word as its own lemma; its last part is the noun.
  const tail = /-/.test(word) && token.lemma === word ? tagEnglish(word.slice(word.lastIndexOf('-') + 1))[0] : undefined;
  if (tail) return isPluralNoun(tail);
  // "bias", "atlas": a word that is its own lemma is singular; "areas" → "area" is not.
  return token.lemma !== word;
}

export function hasVerb(tokens: readonly TaggedToken[]): boolean {
  return tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

/** A verb that can carry a clause ("is", "spreads"), not a gerund or participle used as a modifier. */
export function hasFiniteVerb(tokens: readonly TaggedToken[]): boolean {
  return tokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text)));
}

/**
 * A noun in its sentence. The lite model tags some nouns ADJ wherever they stand ("the derivative of f",
 * "the integral"): an adjective after a determiner (or a determiner and adjectives) that modifies no
 * noun after it heads its noun phrase.
 */
export function isNominalAt(tags: readonly TaggedToken[], i: number): boolean {
  const t = tags[i];
  if (!t) return false;
  if (t.pos === 'NOUN' || t.pos === 'PROPN') return true;
  if (t.pos !== 'ADJ') return false;
  // "no better than", "the best": comparison, not a noun.
  if (isGraded(t)) return false;
  if (/^(?:NOUN|PROPN|ADJ|NUM)$/.test(tags[i + 1]?.pos ?? '')) return false;
  let j = i - 1;
  while (j >= 0 && tags[j]!.pos === 'ADJ') j--;
  const opener = tags[j];
  // A determiner that needs a singular noun after it ("the", "each"; not "all", which "all linear" ends), or a possessive.
  return opener !== undefined && ((opener.pos === 'DET' && /^(?:a|an|the|each|every|any|this|that)$/i.test(opener.text)) || (opener.pos === 'PRON' && /^(?:its|their|his|her|our|your|my)$/i.test(opener.text)));
}

/**
 * A comparative or superlative ("higher", "largest", "worse", "more"): the model lemmatises a graded
 * form to its plain one (larger → large, best → good); the analytic degree words are their own lemma.
 */
export function isGraded(t: TaggedToken): boolean {
  if (t.pos !== 'ADJ' && t.pos !== 'ADV') return false;
  const word = t.text.toLowerCase();
  return (t.lemma !== word && /(?:er|st|se)$/.test(word)) || /^(?:more|most|less|least)$/.test(word);
}

export function isSuperlative(t: TaggedToken): boolean {
  return isGraded(t) && /st$/i.test(t.text);
}

/** a, an, the: the determiners that open any noun phrase, unlike pointing ones ("this") or quantifiers ("each"). */
export function isArticle(t: TaggedToken): boolean {
  return t.pos === 'DET' && /^(?:a|an|the)$/i.test(t.text);
}

/**
 * A word standing for something said elsewhere: a pronoun, a pointing or quantifying determiner ("this",
 * "each"), or a function word the model reads as an adjective or adverb ("many", "here", "when", "one").
 */
export function isProForm(t: TaggedToken): boolean {
  if (t.pos === 'PRON' || (t.pos === 'DET' && !isArticle(t))) return true;
  return t.stop && /^(?:ADJ|ADV|NUM)$/.test(t.pos);
}

/**
 * A sentence's words as the tagger read them in context, looked up by word: a phrase cut out of the
 * sentence is judged by the tags the whole sentence gave it, with no second tagging.
 */
export interface SentenceReading {
  tags: readonly TaggedToken[];
  /** The token of a word (its last piece when hyphenated, "firm's" → "firm"); undefined when the sentence has no such word. */
  tagOf(word: string): TaggedToken | undefined;
}

export function readSentence(text: string): SentenceReading {
  const tags = [...tagEnglish(text)];
  // The lite model reads a capitalised first word as a name ("Larger firms …", "Explicit costs …"): the
  // word in lower case, on its own, says whether it is an adjective or adverb (names and nouns stay as they are).
  const first = tags[0];
  if (first?.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(first.text)) {
    const plain = tagEnglish(first.text.toLowerCase())[0];
    if (plain && plain.pos !== 'NOUN' && plain.pos !== 'PROPN') tags[0] = { ...plain, text: first.text };
  }
  rereadPresentVerbs(tags);
  const byWord = new Map<string, TaggedToken>();
  for (const t of tags) if (!byWord.has(t.text.toLowerCase())) byWord.set(t.text.toLowerCase(), t);
  return {
    tags,
    tagOf(word) {
      const bare = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/, '');
      // "U.S.", "Jr.": an abbreviation keeps its full stop as the model's token.
      const whole = byWord.get(bare) ?? byWord.get(`${bare}.`);
      if (whole || !bare.includes('-')) return whole;
      // A hyphenated compound ("break-even", "out-of-pocket") is one content word, tagged by its last piece.
      const piece = byWord.get(bare.split('-').at(-1) ?? '');
      if (!piece) return undefined;
      return { ...piece, text: bare, stop: false, pos: /^(?:NOUN|PROPN|VERB|ADJ|NUM)$/.test(piece.pos) ? piece.pos : 'ADJ' };
    },
  };
}

/** Subject pronouns, by the verb form they take: "it ties", "they land". */
const SINGULAR_SUBJECT = /^(?:it|he|she|this|that|one)$/i;
const PLURAL_SUBJECT = /^(?:they|we|you|i)$/i;
/** Verb particles (the model calls them adverbs or prepositions): "ties together", "sums up". */
const PARTICLE = /^(?:together|up|down|out|off|back|over|away|apart|along)$/i;

/**
 * The lite model reads a present-tense verb right after its subject as a noun when an article,
 * preposition or particle follows ("the vectors land on a plane", "a graph dips below the axis",
 * "the theorem of calculus ties together two ideas"). Such a noun is re-read as the verb when the
 * model itself calls the word a verb after a pronoun of the same number ("it ties", "they land"),
 * and it stands right after its subject:
 * - a subject pronoun ("it ties together …");
 * - a plural noun, for a bare form ("the vectors land on …");
 * - a singular noun after its article, for an "-s" form ("a graph dips below …"); after any other word
 *   ("… of calculus ties together …") only before an article or a particle, since "of price controls on
 *   rent" is a compound noun before a preposition.
 */
function rereadPresentVerbs(tags: TaggedToken[]): void {
  for (let i = 1; i < tags.length; i++) {
    const t = tags[i]!;
    const subject = tags[i - 1]!;
    const next = tags[i + 1];
    if (t.pos !== 'NOUN' || !next || !/^(?:ADP|DET|ADV)$/.test(next.pos)) continue;
    const particle = PARTICLE.test(next.text);
    const sForm = /[^s]s$/i.test(t.text) && t.lemma !== t.text.toLowerCase();
    const pronoun = subject.pos === 'PRON' && (sForm ? SINGULAR_SUBJECT : PLURAL_SUBJECT).test(subject.text);
    let follows = pronoun;
    if (!follows && subject.pos === 'NOUN') {
      if (!sForm) follows = isPluralNoun(subject) && !/s$/i.test(t.text);
      else if (!isPluralNoun(subject)) follows = tags[i - 2]?.pos === 'DET' || next.pos === 'DET' || particle;
    }
    if (!follows) continue;
    const asVerb = tagEnglish(`${sForm ? 'it' : 'they'} ${t.text.toLowerCase()}`)[1];
    if (asVerb?.pos === 'VERB') tags[i] = { ...t, pos: 'VERB', lemma: asVerb.lemma };
  }
}

/** One token per word of a phrase, from the sentence's reading where it has the word, else from tagging the phrase. */
export function readWords(words: readonly string[], reading?: SentenceReading): TaggedToken[] {
  let own: SentenceReading | undefined;
  return words.map((w) => {
    const found = reading?.tagOf(w);
    if (found) return found;
    own ??= readSentence(words.join(' '));
    return own.tagOf(w) ?? { text: w, pos: 'X', lemma: w.toLowerCase(), stop: false };
  });
}
