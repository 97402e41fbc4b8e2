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

/** The given language when known, else detected from the text (English when undecidable). */
export function resolveLanguage(given: string | undefined, sample: string): string {
  return baseLanguage(given) ?? detectLanguage(sample);
}

export function detectLanguage(text: string): string {
  const sample = text.slice(0, 20_000);
  const guess = franc(sample, { minLength: 20 });
  const mapped = ISO3_TO_BCP47[guess];
  if (mapped) return mapped;
  // franc is unsure on short text: count stop words of the languages we write notes in.
  return byStopWordRatio(sample) ?? 'en';
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
