/**
 * The number words, said as speakers and books say small counts: "two functions", "tres vectores", "deux points",
 * "zwei Vektoren". A count opens a description, announces a list or is a value of an example, so many gates ask for
 * it. One list per language, each word at its value; a gate asks for the range it needs with `numberWords` and builds
 * its group with `wordGroup` (`pointing-words.ts`). A word a gate adds ("several", "single", "half") or a range it
 * stops at is named there; digits stay in the gate's own pattern.
 */

export type NumberLanguage = 'en' | 'es' | 'fr' | 'de';

/** Each language's number words from zero, each at its value: `NUMBER_WORDS.en[3]` is "three". */
export const NUMBER_WORDS: Readonly<Record<NumberLanguage, readonly string[]>> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
};

/** "twenty", "hundred", …: the larger English numbers said as one word, a size rather than a small count. */
export const LARGE_NUMBERS = ['twenty', 'hundred', 'thousand', 'million', 'billion'];

/** The words from `from` to `to`, both included: `numberWords('en', 2, 5)` is "two" … "five". */
export function numberWords(language: NumberLanguage, from: number, to: number): string[] {
  const words = NUMBER_WORDS[language];
  if (from < 0 || to >= words.length || from > to) throw new RangeError(`no ${language} number words from ${from} to ${to}`);
  return words.slice(from, to + 1);
}

/** The value of a count said in digits ("3") or as a word of the language ("three", "Tres"); else undefined. */
export function numberValue(language: string, said: string): number | undefined {
  if (/^\d+$/.test(said)) return Number(said);
  const value = NUMBER_WORDS[language as NumberLanguage]?.indexOf(said.toLowerCase()) ?? -1;
  return value < 0 ? undefined : value;
}
