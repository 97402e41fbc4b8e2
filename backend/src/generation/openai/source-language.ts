/**
 * The language of a source when its metadata does not say (captions know theirs; PDFs and pasted
 * text do not): the language whose most frequent function words cover most of a sample of its
 * words. Enough to label the notes; the model itself is told to write in the source's language.
 */
const FUNCTION_WORDS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'is', 'in', 'that', 'it', 'for', 'with', 'as', 'are', 'this', 'by', 'be'],
  es: ['el', 'la', 'de', 'que', 'y', 'en', 'los', 'se', 'las', 'por', 'un', 'una', 'es', 'con', 'para'],
  fr: ['le', 'la', 'de', 'et', 'les', 'des', 'est', 'un', 'une', 'que', 'en', 'du', 'dans', 'pour', 'qui'],
  de: ['der', 'die', 'und', 'das', 'ist', 'zu', 'den', 'nicht', 'von', 'mit', 'ein', 'eine', 'sich', 'auch', 'dem'],
  it: ['il', 'di', 'che', 'la', 'e', 'un', 'per', 'non', 'una', 'del', 'sono', 'della', 'con', 'gli', 'le'],
  pt: ['de', 'que', 'o', 'a', 'e', 'do', 'da', 'em', 'um', 'para', 'com', 'não', 'uma', 'os', 'no'],
};

const SAMPLE_WORDS = 5_000;

export function guessLanguage(text: string): string {
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).slice(0, SAMPLE_WORDS);
  if (words.length === 0) return 'en';
  let best = 'en';
  let bestScore = 0;
  for (const [language, list] of Object.entries(FUNCTION_WORDS)) {
    const set = new Set(list);
    const score = words.filter((w) => set.has(w)).length;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}
