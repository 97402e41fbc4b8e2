/**
 * The consequence of a spoken "if …, …" sentence, as the back of a "What happens if …?" card reads it (English).
 *
 * Speech leads into a consequence in three ways a card can read past:
 *  - "it (necessarily) means (that) …", "that means …": the consequence is the clause after the lead-in
 *    ("If new cases are proportional to existing cases, it means each day you multiply by some constant");
 *  - a short adverbial before the subject: "…, then after a little delay, a second charge will start to wiggle";
 *  - a generic "you get …": "If we redefine the sinc function at 0 to equal 1, you get a continuous curve".
 * Anything else is returned as it came, for the condition card's own checks.
 */

export interface SpokenConsequence {
  /** The consequence as the answer reads it. */
  text: string;
  /** Where its subject starts (past an adverbial opener): the subject checks look there. */
  subjectAt: number;
  /** "You get …": a generic "you" reaching a result, with no subject of its own to check. */
  reached: boolean;
}

/** "it means that", "this necessarily means", "that just means": the consequence follows. */
const MEANS_LEAD = /^(?:it|that|this)\s+(?:(?:necessarily|just|basically|really|then)\s+)?means\s+(?:that\s+)?(?=\p{L})/iu;

/** "after a little delay,", "over time,", "in the limit,", "eventually,": a when before the subject, not part of it. */
const ADVERBIAL_LEAD =
  /^(?:(?:after|over|within|in|at|for|by)\s+(?:(?:a|an|the|some|enough|each|every|long|short|little)\s+)?(?:[\p{L}-]+\s+){0,4}?(?:delay|time|while|limit|end|long\s+run|run|moment|step|steps|seconds?|minutes?|days?|years?|iterations?)|eventually|ultimately|over\s+time|as\s+a\s+result|in\s+the\s+end|in\s+the\s+limit),\s+(?=\p{L})/iu;

/** "you get", "you end up with", "you'll get", "you would get": the generic reader reaching a result. */
const REACHED = /^(?:you|we)(?:['’]ll|['’]d|\s+will|\s+would|\s+always)?\s+(?:get|end\s+up\s+with|end\s+up\s+getting|obtain)\s+(?=\p{L}|\d)/iu;

export function spokenConsequence(result: string): SpokenConsequence {
  const unled = result.replace(MEANS_LEAD, '');
  if (REACHED.test(unled)) return { text: unled, subjectAt: 0, reached: true };
  const adverbial = ADVERBIAL_LEAD.exec(unled)?.[0];
  return { text: unled, subjectAt: adverbial ? adverbial.length : 0, reached: false };
}
