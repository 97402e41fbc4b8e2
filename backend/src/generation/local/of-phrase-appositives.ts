import escapeStringRegexp from 'escape-string-regexp';

/**
 * A gloss set after "X of the term" renames X when it says the same kind of thing X is, not the term that closes the phrase
 * (English, written):
 *   "slow convection of the mantle, a process by which heat escapes …" (an action, glossed as a process or an event: "the
 *     annual flooding of the river, the central event of the Egyptian year", "the transmigration of souls, an idea …");
 *   "the interosseous membrane of the forearm, a sheet of dense connective tissue …" (a structure glossed as a structure);
 *   "Baghdad became the center of the empire, a cosmopolitan city …" (a place glossed as a place);
 *   "one mina of silver, the equivalent of about a year's wage", "the median age of a population, that is, the number …"
 *     (an amount glossed as an amount).
 * Narrow on purpose: most glosses after "X of the term" are the term's ("the concept of executive privilege, the right to
 * …", "the adoption of utilitarianism, a political philosophy …", "the final volume of semen, the thick, milky fluid …", "the
 * process of photosynthesis, the complex sequence …"): the gloss's kind differs from X's, or X only frames the term.
 */
export function glossesTheWholeOfPhrase(term: string, meaning: string, sentence: string): boolean {
  const glossed = new RegExp(
    `(?<![\\p{L}'’-])(?:(\\p{L}+)\\s+)?(\\p{L}+)\\s+of\\s+(?:the\\s+|an?\\s+)?${escapeStringRegexp(term)},\\s+(?:(?:that\\s+is|or|i\\.e\\.),\\s+)?${escapeStringRegexp(meaning.slice(0, 40))}`,
    'iu',
  ).exec(sentence);
  const head = glossed?.[2];
  if (!head) return false;
  const genus = glossGenus(meaning);
  if (takesActionGloss(head)) return PROCESS_GLOSS.test(meaning) || (genus !== undefined && EVENT_OR_IDEA.test(genus));
  if (genus === undefined) return false;
  // "one mina of silver", "two cups of flour": a counted unit is an amount, whatever its name.
  const counted = COUNT.test(glossed?.[1] ?? '') && !/^(?:of|the)$/i.test(head);
  return KINDS.some((kind) => (kind.test(head) || (counted && kind === AMOUNT)) && kind.test(genus));
}

/**
 * "the devaluation of currency, in which coins … became less valuable": a clause after "action of the term" tells what
 * happened in the action. True when the word before "of" names an action that is more than a frame ("the process of X").
 */
export function takesActionGloss(head: string): boolean {
  return ACTION_NOUN.test(head) && !NAMES_A_PROCESS.test(head);
}

/** "a process by which …", "the movement of …": the gloss says what happens, not what a thing is. */
const PROCESS_GLOSS = /^(?:an?|the)\s+(?:process|act|activity|movement|flow|transfer)(?![\p{L}-])/iu;
/** "convection", "erosion", "movement", "sinking": a noun that names an action. */
const ACTION_NOUN = /(?:tion|sion|ment|ance|ence|ing)$/iu;
/** "the process of photosynthesis, the …": a head that only frames the term. */
const NAMES_A_PROCESS = /^(?:process|mention|notion|question|function|section|portion|proportion)$/iu;
/** What an action is glossed as: "the central event of …", "an idea that Plato would adopt". */
const EVENT_OR_IDEA = /^(?:event|events|idea|notion|belief|practice|development|change|phenomenon|episode|occurrence)$/iu;

const AMOUNT = /^(?:age|number|amount|volume|value|equivalent|sum|quantity|rate|level|percentage|share|fraction|total|average)$/iu;
const COUNT = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|a|half|several|\d+(?:[.,]\d+)?)$/iu;
/** Kinds a head and its gloss may share: a structure, a place, an amount. */
const KINDS = [
  /^(?:membranes?|sheets?|layers?|bands?|process|processes|projections?|borders?|margins?|ridges?|surfaces?|walls?|linings?|tips?|edges?|portions?|parts?|regions?|areas?|prominences?|openings?|depressions?|notch|notches|fossa|fossae|grooves?|canals?|cavity|cavities|folds?|plates?|strips?|lips?|structures?|crests?)$/iu,
  /^(?:centers?|centres?|capitals?|city|cities|house|houses|sites?|seats?|homes?|towns?|ports?|hubs?|strongholds?|residences?)$/iu,
  AMOUNT,
];

/**
 * The noun a gloss names its thing by: the last word before "of", a relative, a preposition or a comma, among its first
 * words ("a sheet of dense connective tissue" → "sheet", "the thick, milky fluid that …" → "fluid").
 */
function glossGenus(meaning: string): string | undefined {
  const words = meaning.replace(/^(?:an?|the|one|some)\s+/i, '').split(/\s+/).slice(0, 6);
  const end = words.findIndex((w) => /^(?:of|that|which|who|whose|in|on|at|with|for|from|by|to|between|behind|among)$/i.test(w));
  const head = (end < 0 ? words : words.slice(0, end)).at(-1);
  return head?.replace(/[^\p{L}-]/gu, '') || undefined;
}
