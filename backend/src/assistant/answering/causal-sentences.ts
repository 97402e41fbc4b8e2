import { countWords } from '../../generation/text/tokens.js';
import { dropConnective, mentionsPhrase } from './answer-sentences.js';

/**
 * Cause and effect in a sentence, for how/why answers: "why X?" is answered by a sentence that gives a
 * cause of X (X on its effect side: "X arises because …", "When …, X arises"), "what happens when X?"
 * by one that states a consequence of X (X on its cause side: "When X …, a surplus exists", "X leads to
 * …"). A sentence that concedes ("In some cases, …", "Although …") or sets up an example ("To understand
 * …, recall …", "Suppose …") answers neither.
 */

export interface CauseAndEffect {
  cause: string;
  effect: string;
}

/** "Because A, B." / "When A, B.": the clause before the comma is the cause. */
const LEADING_CONDITION = /^(?:because|since|when|whenever|if|once|porque|ya que|puesto que|como|cuando|siempre que|si|una vez que)\s+([^,]+),\s*(.+)$/iu;
/**
 * "B because A", "B when A": the cause follows the word. Not after "means (that)": "Non-rival means that
 * when one person uses it, …" says what a word means, not why anything happens.
 */
const CAUSE_FOLLOWS = /(?<!\b(?:means?|meant|significan?)\s+(?:that\s+|que\s+)?)\b(?:because(?: of)?|since|due to|owing to|as a result of|results? from|stems? from|caused by|the reason (?:is|being|for)|when|whenever|if|porque|ya que|puesto que|debido a|a causa de|se debe a|cuando|siempre que|si)(?![\p{L}])/iu;
/** "A leads to B", "A, so B", "The result is B": the effect follows the word. */
const EFFECT_FOLLOWS = /\b(?:lead(?:s|ing)? to|led to|results? in|resulted in|the result is|as a result|causes?|caused|creates?|created|makes? it|so that|so|thus|therefore|hence|which means|consequently|conduce a|lleva a|llevan a|provoca|provocan|causa|causan|crea|crean|da lugar a|por lo tanto|por eso|así que|en consecuencia|el resultado es)(?![\p{L}])/iu;

/** The sentence's cause and effect, when it states one (null when it has no causal wording). */
export function causeAndEffect(text: string): CauseAndEffect | null {
  // "However, when A, B": the connective joins the sentence to the one before; the condition opens it.
  const t = dropConnective(text).replace(/[.!?]+$/, '');
  const leading = LEADING_CONDITION.exec(t);
  if (leading?.[1] && leading[2]) return { cause: leading[1], effect: leading[2] };
  // "This creates a problem because buyers know more": "because" names the cause outright, "creates" only a link.
  const follows = CAUSE_FOLLOWS.exec(t);
  if (follows) return { effect: t.slice(0, follows.index), cause: t.slice(follows.index + follows[0].length) };
  const effectFollows = EFFECT_FOLLOWS.exec(t);
  if (effectFollows) return { cause: t.slice(0, effectFollows.index), effect: t.slice(effectFollows.index + effectFollows[0].length) };
  return null;
}

/** Does the sentence give a cause of the subject (the subject on its effect side, or not named at all)? */
export function givesCauseOf(subject: string, text: string): boolean {
  const split = causeAndEffect(text);
  if (!split || countWords(split.cause) < 3) return false;
  return mentionsPhrase(split.effect, subject) || !mentionsPhrase(text, subject);
}

/** "This structure causes the membrane to be selectively permeable.": the cause is in the sentence the pointer leans on. */
export function givesPointedCauseOf(subject: string, text: string): boolean {
  const split = causeAndEffect(text);
  if (!split || !POINTER_CAUSE.test(split.cause.trim()) || countWords(split.effect) < 3) return false;
  return mentionsPhrase(split.effect, subject) || !mentionsPhrase(text, subject);
}

const POINTER_CAUSE = /^(?:this|these|that|those|such)(?:\s+[\p{L}-]+){0,2}$/iu;

/** Does the sentence state a consequence of the subject (the subject on its cause side, or not named at all)? */
export function statesConsequenceOf(subject: string, text: string): boolean {
  const split = causeAndEffect(text);
  // "The result is a surplus." states a consequence of what the sentence before said, not of anything it names.
  if (!split || countWords(split.effect) < 3 || countWords(split.cause) < 3) return false;
  return mentionsPhrase(split.cause, subject) || !mentionsPhrase(text, subject);
}

/** "In some cases, …", "Although …", "To understand …, recall …", "Supongamos …": not the answer itself. */
const CONCEDES_OR_SETS_UP = /^(?:in (?:some|other|certain|many|a few) cases|in some instances|sometimes|although|though|even though|even if|admittedly|of course|granted|to understand|to see|to illustrate|consider|recall|imagine|suppose|let['’]?s|let us|rather than|en (?:algunos|otros|ciertos|muchos) casos|a veces|aunque|si bien|aun cuando|por supuesto|para (?:entender|comprender|ver|ilustrar)|consideremos|recordemos|imaginemos|supongamos|en lugar de)(?![\p{L}])/iu;

/** Two or more figures ("100 drivers … $100 each"): a worked example, not the reason. */
const FIGURES = /(?:[$€£]\s?\d|\b\d[\d,.]*\s?%|\b\d[\d,.]{1,})/g;

export function concedesOrSetsUp(text: string): boolean {
  return CONCEDES_OR_SETS_UP.test(text.trim()) || (text.match(FIGURES)?.length ?? 0) >= 2 || /\?["”’)]?$/.test(text.trim());
}
