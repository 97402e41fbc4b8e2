import { franc } from 'franc-min';
import { createRequire } from 'node:module';

/**
 * Which language a source is in, and the per-language pieces that do not need a model: sentence
 * boundaries from Intl.Segmenter and stop words from the maintained stopwords-iso lists.
 */

const require = createRequire(import.meta.url);
const STOPWORDS_ISO = require('stopwords-iso') as Record<string, string[]>;
const STOPWORD_ENGLISH = (require('stopword') as { eng: string[] }).eng;

/** franc answers ISO 639-3; notes carry BCP 47 (two letters where one exists). */
const ISO3_TO_BCP47: Record<string, string> = {
  eng: 'en', spa: 'es', fra: 'fr', deu: 'de', ita: 'it', por: 'pt', nld: 'nl', pol: 'pl', rus: 'ru', tur: 'tr',
  swe: 'sv', dan: 'da', nob: 'no', fin: 'fi', ces: 'cs', ron: 'ro', hun: 'hu', ukr: 'uk', cat: 'ca', ind: 'id',
};

/** The primary subtag, lower case: "es-419" → "es". */
export function baseLanguage(tag: string | undefined): string | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return base && /^[a-z]{2,3}$/.test(base) ? base : undefined;
}

/** The given language when known, else detected from the text (English when undecidable Latin-script text). */
export function resolveLanguage(given: string | undefined, sample: string): string {
  return baseLanguage(given) ?? detectLanguage(sample);
}

/**
 * The text's language. A language franc names but we write no patterns for (Bulgarian, Greek,
 * Chinese…) keeps its own tag, so the generator takes its language-neutral path: English is only
 * the fallback for Latin-script text nothing else claims, never for Cyrillic, Greek or Han text.
 */
export function detectLanguage(text: string): string {
  const sample = text.slice(0, 20_000);
  if (mostlyOtherScript(sample)) {
    // Code and English terms in a Bulgarian deck must not sway franc: it reads the other script alone.
    const guess = franc(sample.replace(/\p{Script=Latin}+/gu, ' '), { minLength: 20 });
    return guess === 'und' ? UNDETERMINED : (ISO3_TO_BCP47[guess] ?? canonicalTag(guess));
  }
  const guess = franc(sample, { minLength: 20 });
  const mapped = ISO3_TO_BCP47[guess];
  if (mapped) return mapped;
  // franc is unsure on short text: count stop words of the languages we write notes in.
  const byStopWords = byStopWordRatio(sample);
  if (byStopWords) return byStopWords;
  // On a long Latin-script text franc's other answer (Vietnamese, Tagalog…) is trusted; a short one stays English.
  return guess !== 'und' && sample.length >= TRUSTED_GUESS_CHARS ? canonicalTag(guess) : 'en';
}

/** From this length franc's answer on Latin-script text is reliable (its own docs: short inputs mislead it). */
const TRUSTED_GUESS_CHARS = 400;

/** BCP 47 "undetermined": a language we cannot name, segmented by Unicode rules alone. */
export const UNDETERMINED = 'und';

/** franc's ISO 639-3 code as the shortest BCP 47 tag ("bul" → "bg", "cmn" → "zh"). */
function canonicalTag(iso3: string): string {
  try { return Intl.getCanonicalLocales(iso3)[0] ?? iso3; } catch { return iso3; }
}

/**
 * At least a third of the letters are outside the Latin script: the text is not English, Spanish,
 * French or German, even when code, formulas or English terms are mixed in (a Bulgarian C++ deck).
 */
function mostlyOtherScript(text: string): boolean {
  let letters = 0;
  let latin = 0;
  for (const [ch] of text.matchAll(/\p{L}/gu)) {
    letters += 1;
    if (/\p{Script=Latin}/u.test(ch)) latin += 1;
  }
  return letters >= 4 && letters - latin >= letters / 3;
}

function byStopWordRatio(text: string): string | undefined {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 5) return undefined;
  let best: { lang: string; ratio: number } | undefined;
  for (const lang of ['en', 'es', 'fr', 'de']) {
    const stops = stopWords(lang);
    const ratio = words.filter((w) => stops.has(w)).length / words.length;
    if (!best || ratio > best.ratio) best = { lang, ratio };
  }
  return best && best.ratio > 0.2 ? best.lang : undefined;
}

const stopWordSets = new Map<string, Set<string>>();

/**
 * The language's stop words (lower case); an empty set for a language without a list. English
 * uses the `stopword` package's short list (stopwords-iso's English list holds content words such
 * as "group", "high", "value"); other languages the fuller stopwords-iso lists.
 */
export function stopWords(language: string): ReadonlySet<string> {
  const lang = baseLanguage(language) ?? 'en';
  let set = stopWordSets.get(lang);
  if (!set) {
    const list = lang === 'en' ? [...STOPWORD_ENGLISH, 'its', "it's", 'which', 'whose', 'whom', 'than', 'so', 'not', 'no', 'nor', 'just', 'us', 'does', 'doing', 'will', 'shall', 'may', 'cannot', 'an', 'the'] : (STOPWORDS_ISO[lang] ?? []);
    set = new Set(list.map((w) => w.toLowerCase()));
    stopWordSets.set(lang, set);
  }
  return set;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** The runtime's sentence breaker for a language, made once; an unknown or missing tag gets the default locale's. */
export function sentenceSegmenter(language: string | undefined): Intl.Segmenter {
  const key = language ?? 'und';
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    try { segmenter = new Intl.Segmenter(language, { granularity: 'sentence' }); } catch { segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' }); }
    segmenters.set(key, segmenter);
  }
  return segmenter;
}

/** Sentence spans by Intl.Segmenter (Unicode sentence boundaries, locale-aware). */
export function segmentSentences(text: string, language: string): { text: string; start: number }[] {
  const segmenter = sentenceSegmenter(language);
  const out: { text: string; start: number }[] = [];
  for (const s of segmenter.segment(text)) {
    const trimmed = s.segment.trim();
    if (!trimmed) continue;
    out.push({ text: trimmed, start: s.index + s.segment.indexOf(trimmed) });
  }
  return out;
}
