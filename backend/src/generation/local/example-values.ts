import { wordGroup } from './pointing-words.js';
import { ARITHMETIC_WORDS } from './spoken-arithmetic.js';
import { baseLanguage } from '../text/language.js';

/**
 * The worked example's own numbers: "The midpoint element is 15 and the key we're looking for is 50", "All the
 * elements in the red region are smaller than 6", "the x-coordinate is 3", "the height of each subtree is currently
 * equal to 0". Said aloud, a clause that ends on such a value states where the example stands, not a fact to
 * remember. English captions; a card built on it asks what only the example on screen shows.
 *
 * Zero and one stay, except for a state ("is now 0"): "the determinant is zero", "the area under the curve is 1" are
 * the values that make a rule. So do numbers written with a thousands separator ("a vocabulary of 50,257 tokens").
 */
const VALUE_AFTER_TWO = String.raw`(?:-\s*|minus\s+|negative\s+)?(?:[2-9]|\d{2,}|\d+\.\d+)(?![\d,]\d)`;
const ANY_VALUE = String.raw`(?:-\s*|minus\s+|negative\s+)?(?:\d+(?:\.\d+)?|zero)(?![\d,]\d)`;
const COMPARED = String.raw`(?:(?:equal|equivalent)\s+to\s+|(?:at\s+)?(?:greater|less|smaller|larger|bigger|more|higher|lower)\s+than\s+|at\s+(?:most|least)\s+)?(?:exactly\s+|only\s+)?`;
/** The value closes its clause: "is 15 and …", "is 3.", not "is 180 degrees". */
const CLAUSE_END = String.raw`(?=\s*(?:$|[,.;!?]|\b(?:and|or|but|so)\b))`;

const EXAMPLE_VALUE = new RegExp(
  String.raw`\b(?:is|are|was|were|equals?|becomes?)\s+(?:(?:still|just|also|then)\s+)?${COMPARED}${VALUE_AFTER_TWO}${CLAUSE_END}` +
    String.raw`|\b(?:is|are)\s+(?:now|currently)\s+${COMPARED}${ANY_VALUE}${CLAUSE_END}` +
    // "The rank of the subtree rooted at 2 is equal to 0": a value of a numbered part of the example, whatever the value.
    String.raw`|\b(?:of|at)\s+\d+\s+(?:(?!is\b|are\b)[\p{L}-]+\s+){0,3}?(?:is|are|equals?)\s+${COMPARED}${ANY_VALUE}${CLAUSE_END}` +
    // "there's 1.44 bits of uncertainty": an amount measured to its decimals is what the example came to.
    String.raw`|\bthere(?:'s|’s|\s+(?:is|are|was|were))\s+(?:about\s+|roughly\s+|only\s+)?\d+\.\d+`,
  'iu',
);

export function statesExampleValue(sentence: string): boolean {
  return EXAMPLE_VALUE.test(sentence);
}

/**
 * A value read off the example: an approximate decimal or percentage ("about 4.124", "around 1%", "is 0.37") of a
 * quantity the example measured (an average, a proportion, a probability, an answer). A constant's value ("e,
 * around 2.71828", "9.8 meters per second per second") is a fact and names no such quantity.
 */
const READ_VALUE: Record<string, RegExp> = {
  en: /\b(?:about|around|roughly|approximately|nearly|almost|only|is|was|are|were|be)\s+(?:\d+(?:\.\d+)?\s*(?:%|percent\b)|\d*\.\d+\b)/i,
  es: /(?<![\p{L}])(?:alrededor\s+de|aproximadamente|casi|unos|unas|es|era|son|fue)\s+(?:\d+(?:[.,]\d+)?\s*(?:%|por\s+ciento)|\d*[.,]\d+)(?![\d])/iu,
};
const MEASURED_QUANTITY: Record<string, RegExp> = {
  en: /\b(?:average|mean|proportion|probability|chances?|score|answer|result|total|sum|ratio|fraction|percentage)\b/i,
  es: /(?<![\p{L}])(?:media|promedio|proporción|probabilidad|respuesta|resultado|total|suma|razón|fracción|porcentaje)(?![\p{L}])/iu,
};

export function readsMeasuredValue(sentence: string, language: string): boolean {
  const code = baseLanguage(language) ?? '';
  return (READ_VALUE[code]?.test(sentence) ?? false) && (MEASURED_QUANTITY[code]?.test(sentence) ?? false);
}

/** Letters, "pi" and spoken arithmetic: what a formula read aloud is made of. */
const FORMULA_WORD = new RegExp(`(?<![\\p{L}])(?:\\p{L}|pi|${wordGroup(ARITHMETIC_WORDS)})(?![\\p{L}])`, 'iu');

/**
 * A concept card whose answer is a value of the example: "… is 5 beats per second.", "… the mean of 2 and 8, which is
 * 5.", "The cube root of 8 is 2." — a number in digits ends the answer and the question holds no variable ("What is
 * the derivative of x? → 1" is a rule).
 */
export function answersWithExampleValue(question: string, answer: string): boolean {
  const found = /\b(?:is|are|was|equals)\s+(\d+(?:\.\d+)?)((?:\s+[\p{L}]+){0,3})\s*[.!]?$/iu.exec(answer.trim());
  const value = found?.[1];
  // "The surface area of a sphere is 4 pi r squared": letters and spoken arithmetic after the number make a formula.
  if (found && FORMULA_WORD.test(found[2] ?? '')) return false;
  // "What does it mean for the derivative to be 0? → … is 0 m per second": the value was asked about, not worked out.
  if (value === undefined || new RegExp(`(?<![\\d.])${value.replace('.', '\\.')}(?![\\d])`).test(question)) return false;
  return !/(?<![\p{L}\d'’-])(?:(?![ai](?![\p{L}]))\p{Ll}|theta)(?![\p{L}\d'’-])/u.test(question);
}
