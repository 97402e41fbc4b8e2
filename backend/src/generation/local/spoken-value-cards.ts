import { baseLanguage } from '../text/language.js';
import { NUMBER_WORDS } from './number-words.js';
import { wordGroup } from './pointing-words.js';
import { DIVIDED_BY, OPERATORS, OVER, POWERS } from './spoken-arithmetic.js';

/**
 * Spoken cards that compute rather than teach (captions, English and Spanish). A talk works its formula out aloud, and
 * a sentence of that working is true of one line of the board, not of the subject:
 *  - a function applied to a number said with arithmetic: "the correct one is C, _____ of three divided by two" →
 *    "square root", "around the _____ of pi cubed over six" → "magnitude", "the _____ of this value" ("i, the square
 *    root of negative one" is a fact and stays: no arithmetic follows the number);
 *  - a power asked as the blank: "zeta squared raised to the _____ goes to one" → "fifth power";
 *  - the example's symbol given a value in a condition: "When _____ is zero sine of zero is zero" → "theta", "What
 *    happens when theta is zero? Sine of zero is zero, …" (Spanish "cuando theta es cero"). The letter of the worked
 *    example, set to a value, is one moment of the working; a condition on a word ("when the input is zero") stays.
 */

const GREEK_LETTERS = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi rho sigma tau phi chi psi omega';
const GREEK = GREEK_LETTERS.split(' ');

/** A number said aloud: digits, a small number word or pi, perhaps negative. */
const NUMBER: Record<string, string> = {
  en: String.raw`(?:(?:negative|minus)\s+)?(?:\d[\d.,]*|${wordGroup(NUMBER_WORDS.en)}|pi)`,
  es: String.raw`(?:(?:menos|negativo)\s+)?(?:\d[\d.,]*|${wordGroup(NUMBER_WORDS.es)}|pi)`,
};

/** Arithmetic said after a number: "three divided by two", "pi cubed", "eleven over d". */
const ARITHMETIC_AFTER: Record<string, string> = {
  en: wordGroup(OPERATORS, OVER, DIVIDED_BY, POWERS),
  es: String.raw`(?:más|menos|por|entre|sobre|dividid[oa]|al\s+cuadrado|al\s+cubo)`,
};

const OF: Record<string, string> = { en: 'of', es: 'de' };
/** "the square root of three all divided by two": the whole before it is divided. */
const ALL: Record<string, string> = { en: 'all', es: 'tod[oa]' };

/** "the _____ of this value", "la _____ de este número": the value just worked out, pointed at. */
const WORKED_VALUE: Record<string, RegExp> = {
  en: /_____\s+of\s+(?:this|that)\s+(?:value|number|result)\b/iu,
  es: /_____\s+de\s+(?:este|ese)\s+(?:valor|número|resultado)(?![\p{L}])/iu,
};

function code(language: string): string {
  return baseLanguage(language) ?? '';
}

/** "_____ of three divided by two", "_____ de tres sobre dos": the blank is a function applied to a worked number. */
export function appliesToWorkedNumber(question: string, language: string): boolean {
  const lang = code(language);
  const number = NUMBER[lang];
  if (!number) return false;
  return (
    new RegExp(String.raw`_____\s+${OF[lang]}\s+${number}\s+(?:${ALL[lang]}\s+)?${ARITHMETIC_AFTER[lang]}(?![\p{L}])`, 'iu').test(question) ||
    WORKED_VALUE[lang]!.test(question)
  );
}

/** "fifth power", "second power", "quinta potencia": a power of the working, no concept. */
export function isPowerBlank(blank: string, language: string): boolean {
  const lang = code(language);
  if (lang === 'en') return /^(?:\p{L}+th|first|second|third|nth)\s+powers?$/iu.test(blank.trim());
  if (lang === 'es') return /^(?:primera|segunda|tercera|cuarta|quinta|sexta|séptima|octava|novena|décima|enésima)\s+potencias?$/iu.test(blank.trim());
  return false;
}

/** A condition setting a Greek letter to a value: "when theta is zero", "if alpha equals 2", "cuando theta es cero". */
const SYMBOL_SET: Record<string, RegExp> = {
  en: new RegExp(String.raw`\b(?:when|whenever|if|once)\s+(?:${GREEK.join('|')}|_____)\s+(?:is|equals|is\s+equal\s+to)\s+(?:exactly\s+|precisely\s+|just\s+)?${NUMBER.en}(?:\s+degrees)?(?![\p{L}\d])`, 'iu'),
  es: new RegExp(String.raw`(?<![\p{L}])(?:cuando|si)\s+(?:${GREEK.join('|')}|_____)\s+(?:es|vale|es\s+igual\s+a)\s+(?:exactamente\s+)?${NUMBER.es}(?:\s+grados)?(?![\p{L}\d])`, 'iu'),
};

/** The example's letter given a value in a condition. A cloze counts only when its blank is that letter. */
export function setsSymbolValue(text: string, language: string, blank?: string): boolean {
  const pattern = SYMBOL_SET[code(language)];
  if (!pattern) return false;
  if (blank === undefined) return pattern.test(text);
  const letter = blank.trim().toLowerCase();
  return GREEK.includes(letter) && pattern.test(text);
}
