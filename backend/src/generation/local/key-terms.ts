import type { LowercaseVocabulary } from './casing.js';
import type { Flashcard } from '../generation.types.js';
import { isCommonEnglishWord, isEverydayEnglishWord } from '../text/common-words.js';
import { stopWords } from '../text/language.js';
import { wordTokens } from '../text/tokens.js';
import { isFragment, isGenericTerm, isNounPhraseTerm, rejectCard, startsWithDeictic } from './card-gates.js';
import { withoutLeadingArticle } from '../text/articles.js';
import { citationFor } from './citation.js';
import { findWholeWords } from '../text/whole-words.js';
import { isNominalAt, tagEnglish, type TaggedToken } from '../text/nlp.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { mostCentralFirst, type SalienceModel } from './salience.js';
import { withoutLineLabel, withoutSpokenOpener } from './sentence-quality.js';
import { deicticRecoveries } from './deictic-recoveries.js';
import { findSpokenTerms, withDescribedDemonstrative } from './spoken-definitions.js';
import { clausesOfLongSentence, MAX_CLOZE_SENTENCE_WORDS } from './long-sentence-clauses.js';
import { withoutSectionReference } from './section-references.js';
import { withoutSpeakerFrame } from './speaker-frames.js';
import { mayStandAsSecondBlankSentence, standsAsSecondBlankSentence, type SecondBlanks } from './second-blanks.js';
import { ARITHMETIC_WORDS } from './spoken-arithmetic.js';

/**
 * Key terms: the noun phrases the source names (definitions, "what's called X") first, then
 * recurring multi-word phrases of content words; a single word only when it recurs often and is
 * a noun (English, by POS) that is not a generic word. Cloze cards blank them in the best
 * stand-alone sentence that uses them.
 */

const MAX_PHRASE_WORDS = 4;
const FORMULA_WORDS = new Set([...ARITHMETIC_WORDS, 'sqrt', ...'por más menos sobre igual cuadrado fois plus moins égal mal plus minus gleich'.split(' ')]);

/** Articles and determiners before a noun, for languages the tagger does not read. */
const ARTICLE_BEFORE: Record<string, RegExp> = {
  es: /^(?:el|la|los|las|un|una|unos|unas|del|al|este|esta|estos|estas|ese|esa|esos|esas|su|sus|cada|otro|otra)$/,
  fr: /^(?:le|la|les|l|un|une|des|du|au|aux|ce|cet|cette|ces|son|sa|ses|chaque)$/,
  de: /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|jeder|jede|jedes|dieser|diese|dieses)$/,
};

/** Question words that open an indirect question ("cómo", "comment"): a clause follows, with its verb. */
const WH_WORD: Record<string, RegExp> = {
  en: /^(?:how|where|when|why|whether)$/,
  es: /^(?:cómo|dónde|cuándo|cuánto|cuánta|qué)$/,
  fr: /^(?:comment|où|quand|pourquoi)$/,
  de: /^(?:wie|wo|wann|warum)$/,
};

/** English determiners between a wh-word and its subject ("how one layer influences"). */
const WH_DETERMINER = /^(?:a|an|the|one|each|every|this|that|its|their|our|your)$/;

/** Other words that open a noun phrase ("algún pequeño cambio", "quelque petit changement"). */
const QUANTIFIER_BEFORE = /^(?:algún|alguna|algunos|algunas|ningún|ninguna|nuestro|nuestra|nuestros|nuestras|quelque|quelques|aucun|aucune|notre|nos|kein|keine|unser|unsere)$/;

/** One candidate phrase occurrence in a sentence. */
interface PhraseOccurrence {
  key: string;
  text: string;
  articled: boolean;
}

/**
 * Candidate phrases by sentence text, for one generation: the whole and each of its sections count
 * the same sentences, so each is scanned once, not once per part. Dropped with the generation.
 */
export type PhraseOccurrenceCache = Map<string, PhraseOccurrence[]>;

/** A sentence's candidate phrases, in order. */
function phraseOccurrences(text: string, language: string, stops: ReadonlySet<string>, cache: PhraseOccurrenceCache | undefined): PhraseOccurrence[] {
  const cached = cache?.get(text);
  if (cached) return cached;
  const out: PhraseOccurrence[] = [];
  const tokens = wordTokens(text);
  const n = tokens.length;
  // Per token: whether it may stand in a term at all, inside one, and whether punctuation precedes it.
  const excluded = tokens.map((t) => /^\p{N}/u.test(t.word) || t.word.length < 3 || FORMULA_WORDS.has(t.lower));
  const badInside = tokens.map((t) => stops.has(t.lower) && !/^(?:of|de|del|la|des|du|der)$/.test(t.lower));
  const punctuationBefore = tokens.map((t, k) => k > 0 && /[^\s-]/.test(text.slice(tokens[k - 1]!.end, t.start)));
  const articleBefore = ARTICLE_BEFORE[language];
  const whBefore = WH_WORD[language];
  const wh = (k: number): boolean => k >= 0 && (whBefore?.test(tokens[k]!.lower) ?? false);
  for (let i = 0; i < n; i++) {
    const first = tokens[i]!.lower;
    // No phrase opens on a stop word or an excluded word ("the …", "3 …"): none is built from here.
    if (stops.has(first) || excluded[i]) continue;
    // "cómo una capa influye": after a wh-word and an article come a subject and its verb, not a term.
    const subjectAndVerb = wh(i - 1) || (wh(i - 2) && (articleBefore ?? WH_DETERMINER).test(tokens[i - 1]!.lower));
    let hasExcluded = false;
    let inner = false;
    let key = '';
    let display = '';
    for (let len = 1; len <= MAX_PHRASE_WORDS && i + len <= n; len++) {
      const j = i + len - 1;
      const t = tokens[j]!;
      // Phrases do not cross punctuation.
      if (len > 1 && punctuationBefore[j]) break;
      // Inside a term only "of"/"de" may be a function word ("division of labor", "regla de la cadena").
      if (len > 2 && badInside[j - 1]) inner = true;
      hasExcluded ||= excluded[j]!;
      key = len === 1 ? t.lower : `${key} ${t.lower}`;
      display = len === 1 ? t.word : `${display} ${t.word}`;
      // Spoken formulas ("pi times", "times dx") are not terms: no arithmetic words, no one- or two-letter symbols.
      if (stops.has(first) || stops.has(t.lower) || hasExcluded || inner || (len > 1 && subjectAndVerb)) continue;
      out.push({ key, text: display, articled: articleBefore?.test(tokens[i - 1]?.lower ?? '') ?? true });
    }
  }
  cache?.set(text, out);
  return out;
}

/** A part's key terms: its most repeated noun phrases. */
export const RECURRING_TERMS = 40;
/** A whole lecture names about one key term per this many words (a 25-minute talk, ~4,000 words, its RECURRING_TERMS). */
const WORDS_PER_LECTURE_TERM = 100;

/**
 * The whole source's key terms for its sections' cards. A long lecture names more terms than a short one: past its
 * RECURRING_TERMS most repeated, the list grows with its length, a term per WORDS_PER_LECTURE_TERM words. Those further
 * terms are said less often, so each must hold a word everyday speech rarely uses ("denominator", "quadratic equation";
 * not "pattern", "audience", "huge amount"); without an English frequency list, the list does not grow.
 */
export function lectureTerms(doc: PreparedDocument, language: string, cache?: PhraseOccurrenceCache): string[] {
  return recurringPhrases(doc, language, lectureTermLimit(doc.wordCount, language), cache).filter((term, rank) => rank < RECURRING_TERMS || isTechnicalTerm(term));
}

/** How many key terms a lecture of this many words may name (see lectureTerms). */
export function lectureTermLimit(words: number, language: string): number {
  return language === 'en' ? Math.max(RECURRING_TERMS, Math.round(words / WORDS_PER_LECTURE_TERM)) : RECURRING_TERMS;
}

/** An English term holding a word everyday speech rarely uses: "denominator", "quadratic equation", not "huge amount". */
export function isTechnicalTerm(term: string): boolean {
  return term.split(/\s+/).some((word) => !isEverydayEnglishWord(word));
}

export function recurringPhrases(doc: PreparedDocument, language: string, limit = RECURRING_TERMS, cache?: PhraseOccurrenceCache): string[] {
  const stops = stopWords(language);
  const counts = new Map<string, { text: string; n: number; articled: boolean }>();
  for (const s of doc.sentences) {
    if (s.apparatus) continue;
    for (const { key, text, articled } of phraseOccurrences(s.text, language, stops, cache)) {
      const entry = counts.get(key);
      if (entry) {
        entry.n++;
        entry.articled ||= articled;
      } else counts.set(key, { text, n: 1, articled });
    }
  }
  const ranked: { key: string; text: string; weight: number }[] = [];
  for (const [key, { text, n, articled }] of counts) {
    // Without a tagger, a noun shows itself by taking an article somewhere ("la distancia"); a verb ("desee") never does.
    if (articled && (key.includes(' ') ? n >= 2 : n >= 4 && key.length >= 5)) ranked.push({ key, text, weight: n * Math.sqrt(key.split(' ').length) });
  }
  // Weights computed once, not in the comparator; the sort is stable, so ties keep first-seen order.
  ranked.sort((x, y) => y.weight - x.weight);
  // Tagging is the costly check: run it only until enough terms are found.
  const out: string[] = [];
  for (const { key, text } of ranked) {
    if (out.length >= limit) break;
    const term = /^\p{Lu}\p{Ll}/u.test(text) ? key : text;
    if (!(isNounPhraseTerm(term, language) || readsAsNameTerm(text, term, language)) || isGenericTerm(term, language)) continue;
    out.push(term);
  }
  return out;
}

/**
 * "Fourier transform", "Laplace transform": lower-cased, the tagger reads the name as an adjective and the noun after it
 * as a verb ("fourier transform"); as the speaker says it, a name opens a noun phrase. A verb opening the phrase
 * ("Imagine rotating", capitalised only at a sentence start) is no name.
 */
function readsAsNameTerm(said: string, term: string, language: string): boolean {
  if (language !== 'en' || said === term || !said.includes(' ')) return false;
  return tagEnglish(term)[0]?.pos !== 'VERB' && isNounPhraseTerm(said, language);
}

/**
 * A word everyone says ("people", "world", "countries") that only counting made a term is nothing to recall in a blank.
 * A phrase, a term the text names or defines, and a word of its headings are worth one; without an English frequency
 * list, every term is.
 */
export function worthBlanking(term: string, named: ReadonlySet<string>, language: string): boolean {
  return language !== 'en' || term.includes(' ') || named.has(term.toLowerCase()) || !isCommonEnglishWord(term);
}

/** Where the phrase occurs as whole words (case-insensitive), or -1. */
function findWhole(text: string, phrase: string): number {
  return findWholeWords(text, phrase);
}

const BLANK = '_____';
const CANDIDATE_SENTENCES = 160;
const MAX_TRIES_PER_TERM = 6;

/**
 * One cloze card per key term, in the most central readable sentence naming it; each sentence once.
 * `blanked` holds the terms earlier sections already blanked: a deck asks each term once, so a
 * section spends its cards on the terms not yet asked rather than on repeats dropped later.
 */
export function termClozeCards(
  doc: PreparedDocument,
  model: SalienceModel,
  terms: readonly string[],
  language: string,
  limit: number,
  usedSentences: Set<number> = new Set(),
  blanked: Set<string> = new Set(),
  secondBlanks?: SecondBlanks,
  commonWords?: LowercaseVocabulary,
): Flashcard[] {
  // The most central readable sentences; bounded so long sources cost no more than short ones.
  // Spoken sentences open on "So, …", "And …": the blank goes in the sentence without its discourse marker.
  // A long spoken run-on is cut into its main clauses first: each may carry the blank.
  // Singular and plural are one term here: "dot products" known keeps "product" from being blanked in "dot product".
  // A slide's title names its topic whole ("Stochastic beam search (4.1.3)"): "beam search" is no blank inside it.
  const titles = doc.headings.map((h) => withoutSectionReference(h.text)).filter((t) => t.split(/\s+/).length <= MAX_PHRASE_WORDS);
  const known = new Set([...terms, ...titles].flatMap((t) => [t.toLowerCase(), singularWords(t)]));
  const readable = doc.sentences
    .flatMap((s) => (doc.kind === 'video' ? spokenCandidates(s, language) : [writtenCandidate(s)]))
    .filter((s) => !s.apparatus && s.wordCount >= 7 && s.wordCount <= MAX_CLOZE_SENTENCE_WORDS && (model.scores[s.index] ?? 0) > 0 && !startsWithDeictic(s.text, language));
  const ranked = mostCentralFirst(model, readable).slice(0, CANDIDATE_SENTENCES);
  const cards: Flashcard[] = [];
  const lowered = ranked.map((s) => s.text.toLowerCase());
  const nouns = language === 'en' ? new Set<string>() : wordsAfterArticles(doc, language);
  /** The most central sentence (of the few that name it) the term can be blanked in, and its card. */
  const blankOnce = (term: string, stands: (card: Flashcard) => boolean, mayStand: (sentence: string) => boolean = () => true): void => {
    const key = term.toLowerCase();
    // Tagging a sentence is the costly check: try the few most central sentences naming the term.
    // The deck's gates decide here too, so a sentence they would drop gives way to the next one.
    let tries = 0;
    let card: Flashcard | undefined;
    const sentence = ranked.find((s, i) => {
      if (usedSentences.has(s.index) || !(lowered[i] ?? '').includes(key) || !mayStand(s.text) || tries++ >= MAX_TRIES_PER_TERM || !fits(s, term, language, known, nouns, commonWords)) return false;
      // A sentence that names a term ("… is called the null space") is asked about that term or not at all.
      if (namesOtherTerm(s.text, key, language)) return false;
      card = clozeCard(s, term, language);
      return !rejectCard(card, language) && stands(card);
    });
    if (!sentence || !card) return;
    usedSentences.add(sentence.index);
    blanked.add(key).add(singularWords(term));
    cards.push(card);
  };
  const wasBlanked = (term: string): boolean => blanked.has(term.toLowerCase()) || blanked.has(singularWords(term));
  for (const term of terms) {
    if (cards.length >= limit) break;
    // "input" asked, "inputs" is the same term.
    if (!wasBlanked(term)) blankOnce(term, () => true);
  }
  // A term every part of the talk comes back to may be asked a second time, in a sentence that is a claim of its own.
  if (secondBlanks && language === 'en') {
    for (const term of terms) {
      if (cards.length >= limit) break;
      const key = singularWords(term);
      if (!wasBlanked(term) || secondBlanks.terms.has(key)) continue;
      const before = cards.length;
      blankOnce(term, (card) => standsAsSecondBlankSentence(card.question.replace(BLANK, card.answer)), mayStandAsSecondBlankSentence);
      if (cards.length === before) continue;
      secondBlanks.terms.add(key);
      secondBlanks.quotes.add(cards.at(-1)!.citation.quote);
    }
  }
  return cards;
}

function namesOtherTerm(sentence: string, key: string, language: string): boolean {
  const named = findSpokenTerms(sentence, undefined, language).map((t) => t.term.toLowerCase().replace(/^(?:the|an?|el|la|los|las|un|una)\s+/, ''));
  return named.length > 0 && !named.some((n) => n === key || key.includes(n) || n.includes(key));
}

/** Without a tagger, a noun shows itself by following an article somewhere in the source ("las aristas"). */
function wordsAfterArticles(doc: PreparedDocument, language: string): Set<string> {
  const article = ARTICLE_BEFORE[language];
  const out = new Set<string>();
  if (!article) return out;
  for (const s of doc.sentences) {
    const words = wordTokens(s.text);
    for (let i = 1; i < words.length; i++) if (article.test(words[i - 1]!.lower)) out.add(words[i]!.lower);
  }
  return out;
}

export function clozeCard(sentence: PreparedSentence, term: string, language: string): Flashcard {
  const unframed = withoutSpeakerFrame(sentence.text, language);
  const text = findWhole(unframed, term) >= 0 ? unframed : sentence.text;
  const whole = findWhole(text, term);
  // An article opening the term stays in the sentence: "La _____ es …" → "derivada real", not "_____ es …" → "La derivada real".
  const written = text.slice(whole, whole + term.length);
  const article = written.length - withoutLeadingArticle(written).length;
  const at = whole + article;
  const length = term.length - article;
  return {
    question: `${text.slice(0, at)}${BLANK}${text.slice(at + length)}`,
    answer: text.slice(at, at + length),
    kind: 'cloze',
    difficulty: sentence.wordCount > 30 ? 'hard' : sentence.wordCount > 18 ? 'medium' : 'easy',
    citation: citationFor(sentence),
  };
}

export function singularWords(phrase: string): string {
  return phrase.toLowerCase().split(/\s+/).map((w) => w.replace(/(?<=[^s])s$/, '')).join(' ');
}

function writtenCandidate(s: PreparedSentence): PreparedSentence {
  const text = withoutLineLabel(s.text);
  return text === s.text ? s : { ...s, text, wordCount: text.split(/\s+/).length };
}

/**
 * A caption sentence as the blanks read it: without its spoken opener, a long run-on cut into its main clauses, and a
 * sentence opening on a pointer read where the pointer can be (`deictic-recoveries.ts`).
 */
export function spokenCandidates(s: PreparedSentence, language: string): PreparedSentence[] {
  const candidate = spokenCandidate(s, language);
  const clauses = clausesOfLongSentence(candidate, language).map((c) => (c.text === s.text ? c : spokenCandidate(c, language)));
  if (language !== 'en' || candidate.wordCount > MAX_CLOZE_SENTENCE_WORDS) return clauses;
  const recovered = deicticRecoveries(candidate.text);
  return [...clauses, ...recovered.map((text) => ({ ...s, text, wordCount: text.split(/\s+/).length }))];
}

export function spokenCandidate(s: PreparedSentence, language: string): PreparedSentence {
  const text = withDescribedDemonstrative(withoutSpokenOpener(s.text, language), language);
  return text === s.text ? s : { ...s, text, wordCount: text.split(/\s+/).length };
}

/** Adjectives that point or count rather than classify ("different set", "whole thing"). */
export const DETERMINER_LIKE = /^(?:different|same|other|another|certain|various|whole|entire|new|next|last|first|second|third|few|many|several|little|big|small|large|single|own|particular|specific|general|main|simple|main|whole|actual|real|full|usual|previous|following)$/i;
/** Units, time and direction words are measured or pointed, not learned ("seconds", "percent", "right"). */
export const UNIT_WORD = /^(?:right|left|derecha|izquierda|droite|gauche|rechts|links|seconds?|minutes?|hours?|days?|weeks?|months?|years?|meters?|metres?|kilometers?|miles?|feet|inch(?:es)?|grams?|kilograms?|pounds?|dollars?|cents?|percent|degrees?|times?|units?|segundos?|minutos?|horas?|secondes?|minutes?|heures?|sekunden?|minuten?|stunden?)$/i;

/** Infinitives are verbs, not terms ("pensar", "penser"). */
const INFINITIVE: Record<string, RegExp> = { es: /(?:ar|er|ir)$/i, fr: /(?:er|ir|re)$/i };

/** The conjunct before the conjunction at `conjunction` (after the last comma, colon or semicolon) opens on a verb's base form: an instruction. */
function opensInstructionBefore(tags: readonly TaggedToken[], conjunction: number): boolean {
  let start = conjunction - 1;
  while (start >= 0 && tags[start]?.pos === 'PUNCT') start--;
  while (start > 0 && !/^[,;:]$/.test(tags[start - 1]?.text ?? '')) start--;
  const first = tags[start];
  return first?.pos === 'VERB' && first.lemma === first.text.toLowerCase();
}

function fits(s: PreparedSentence, term: string, language: string, known: ReadonlySet<string>, nouns: ReadonlySet<string>, commonWords?: LowercaseVocabulary): boolean {
  return clozeMisfit(s, term, language, known, nouns, commonWords) === undefined;
}

/**
 * Why the term cannot be blanked in this sentence (a short label the yield diagnosis counts), or undefined when it can.
 * `known` holds the key terms (lower case, singular too); `nouns` the words that follow an article (languages without a tagger).
 */
export function clozeMisfit(
  s: PreparedSentence,
  term: string,
  language: string,
  known: ReadonlySet<string>,
  nouns: ReadonlySet<string>,
  commonWords?: LowercaseVocabulary,
): string | undefined {
  const at = findWhole(s.text, term);
  if (at < 0) return 'absent';
  // Said twice, the term gives its own blank away: try another sentence.
  if (findWhole(`${s.text.slice(0, at)} ${s.text.slice(at + term.length)}`, term) >= 0) return 'said-twice';
  if (term.split(/\s+/).length > s.wordCount * 0.4) return 'term-too-long';
  if (term.split(/\s+/).every((w) => UNIT_WORD.test(w) || /^\p{N}/u.test(w))) return 'unit';
  // Part of a hyphenated compound ("_____-vector multiplication") is not the term.
  if (s.text[at - 1] === '-' || s.text[at + term.length] === '-') return 'hyphen-part';
  const before = s.text.slice(0, at).trim().split(/\s+/).at(-1)?.replace(/[^\p{L}'’-]/gu, '').toLowerCase() ?? '';
  const after = s.text.slice(at + term.length).trim().split(/\s+/)[0]?.replace(/[^\p{L}'’-]/gu, '').toLowerCase() ?? '';
  // Part of a longer key term here ("linear" in "linear algebra"): blank the whole term or nothing.
  const longer = [before ? `${before} ${term}` : '', after ? `${term} ${after}` : ''].filter(Boolean);
  if (longer.some((phrase) => known.has(phrase.toLowerCase()) || known.has(singularWords(phrase)))) return 'part-of-longer-term';
  if (language === 'en') {
    const tags = tagEnglish(s.text);
    // The term in tokens: "epsilon-delta definition" may be tagged as five tokens ("epsilon", "-", "delta", …) or as two.
    const spaced = term.toLowerCase().split(/\s+/);
    const split = term.toLowerCase().replace(/-/g, ' - ').split(/\s+/);
    // A run can only spell the term from a token its text opens with: the run is joined only there.
    const matchesAt = (i: number, tokens: readonly string[]): boolean => {
      const target = tokens.join(' ');
      return target.startsWith(tags[i]!.text.toLowerCase()) && tags.slice(i, i + tokens.length).map((x) => x.text.toLowerCase()).join(' ') === target;
    };
    const splitAt = tags.findIndex((_, i) => matchesAt(i, split));
    const words = splitAt >= 0 ? split.length : spaced.length;
    const startToken = splitAt >= 0 ? splitAt : tags.findIndex((t, i) => matchesAt(i, spaced) || t.text.toLowerCase() === spaced[0]);
    // Where the term cannot be found among the sentence's tokens, its reading there is unknown: no blank.
    if (startToken < 0) return 'not-in-tokens';
    {
      const span = tags.slice(startToken, startToken + words);
      // "ratio approaches", "step causes": a word read as a noun alone is a verb in the sentence.
      // Only noun-phrase words inside a blank ("versus time" is not a term).
      if (span.some((t) => !/^(?:NOUN|PROPN|ADJ|VERB|PUNCT)$/.test(t.pos) && !/^(?:of|de)$/i.test(t.text))) return 'non-noun-word';
      if (span.some((t, k) => t.pos === 'AUX' || (t.pos === 'VERB' && !(k < span.length - 1 && /(?:ing|ed)$/i.test(t.text))))) return 'verb-in-blank';
      // "start from some position, keep moving upwards, and _____ found" → "report maximum value": after "and" in a list
      // of instructions, the word the tagger reads as a noun is the next instruction's verb.
      if (/^(?:and|or|then)$/i.test(tags[startToken - 1]?.text ?? '') && opensInstructionBefore(tags, startToken - 1) && tagEnglish(`to ${span[0]?.text.toLowerCase() ?? ''}`)[1]?.pos === 'VERB') return 'verb-in-blank';
      // "one layer", "different set": a count or a determiner-like adjective opens a description, not a term.
      // "a _____ of success" → "better chance": a judgement opens it.
      if (span[0]?.pos === 'NUM' || span[0]?.pos === 'DET' || DETERMINER_LIKE.test(span[0]?.text ?? '') || /^(?:better|best|worse|worst)$/i.test(span[0]?.text ?? '')) return 'count-or-determiner';
      // "smaller and _____" → "smaller choices": a comparative compares, it does not name ("higher-order" still does).
      if (span[0]?.pos === 'ADJ' && /(?:er|est)$/i.test(span[0].text) && span[1]?.text !== '-' && /^(?:and|or|than)$/i.test(tags[startToken - 1]?.text ?? '')) return 'comparative';
      // "_____ onto the x-axis" → "Projecting u-hat": an -ing word opening the sentence is its verb, not a modifier.
      if (startToken === 0 && /ing$/i.test(span[0]?.text ?? '') && span.length > 1) return 'opening-ing-verb';
      // A lone name ("Jennifer") is who says it, not what to learn. A subject the text writes in lower case elsewhere is
      // capitalised only for opening the sentence ("Classes define state and behavior", a slide's bullet): no name. A
      // label opening a table row or an entry ("Depth first …", "Architecture of …") is no subject.
      const opensInCapital = startToken === 0 && /^(?:AUX|VERB)$/.test(tags[1]?.pos ?? '') && commonWords?.has(span[0]?.text.toLowerCase() ?? '') === true;
      if (span.length === 1 && span[0]?.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(span[0].text) && !opensInCapital) return 'lone-name';
      const lastToken = tags[startToken + words - 1];
      const next = tags[startToken + words];
      const previous = tags[startToken - 1];
      if (!lastToken || !isNominalAt(tags, startToken + words - 1)) return 'not-nominal';
      // A modifier of the next noun ("the _____ vectors"), or the tail of a compound ("matrix _____").
      if (next && /^(?:NOUN|PROPN)$/.test(next.pos)) return 'modifies-next-noun';
      if (previous && /^(?:NOUN|PROPN)$/.test(previous.pos)) return 'compound-tail';
      // "a WHERE _____" → "clause", "the SQL _____" → "database": a keyword or acronym in capitals names the kind; the
      // tagger reads "WHERE" as an adverb, but the two words are one name.
      if (previous && /^\p{Lu}{2,}$/u.test(previous.text)) return 'compound-tail';
      // "for where j-hat lands", "where each basis vector lands": after a wh-word, "noun + -s word" is a subject and its verb, whatever the tags say.
      const wh = /^(?:where|when|how|why|what|whether)$/i;
      const whBefore = wh.test(previous?.text ?? '') || (previous?.pos === 'DET' && wh.test(tags[startToken - 2]?.text ?? ''));
      if (whBefore && words > 1 && /s$/i.test(spaced.at(-1) ?? '')) return 'wh-subject-verb';
      // "_____ on the coordinates …" → "J-hat lands", "…, which, after the transformation, _____ on V" → "lands": without a
      // determiner before it, a word that can be a verb, followed by a preposition, is one.
      const determined = previous !== undefined && /^(?:DET|ADJ|NUM|ADP|PRON)$/.test(previous.pos);
      if (!determined && /s$/i.test(spaced.at(-1) ?? '') && next?.pos === 'ADP' && tagEnglish(`it ${spaced.at(-1)}`)[1]?.pos === 'VERB') return 'verb-before-preposition';
      // "_____ that individual rights …" → "Libertarians claim": a plural noun and a word that can be its verb, before "that".
      if (words > 1 && /^that$/i.test(next?.text ?? '') && /s$/i.test(spaced.at(-2) ?? '') && tagEnglish(`they ${spaced.at(-1)}`)[1]?.pos === 'VERB') return 'verb-before-that';
    }
  } else {
    if (!term.includes(' ') && INFINITIVE[language]?.test(term)) return 'infinitive';
    // "las _____ aristas" → "distintas": between an article and a noun, the blank is an adjective.
    const nextWord = s.text.slice(at + term.length).trim().split(/\s+/)[0]?.replace(/[^\p{L}'’-]/gu, '').toLowerCase() ?? '';
    if (before && (ARTICLE_BEFORE[language]?.test(before) || QUANTIFIER_BEFORE.test(before)) && nouns.has(nextWord)) return 'adjective-before-noun';
  }
  // The sentence must read on its own (checked last: it tags the sentence).
  return isFragment(s.text, language, { openingClause: true }) ? 'fragment' : undefined;
}
