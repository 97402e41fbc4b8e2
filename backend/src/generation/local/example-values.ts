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
