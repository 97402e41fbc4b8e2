import { tagEnglish } from '../text/nlp.js';
import { isFragment, startsWithDeictic } from './card-gates.js';
import { capitalise } from './casing.js';

/**
 * Spoken sentences that open on a pointer ("These pieces are called tokens, and …") are mostly about the screen or the
 * sentence before, and the cloze gates drop them whole. Some carry a claim that stands once the pointer is read (English
 * captions only):
 *  - a naming whose subject points back, then a clause about the name: "These pieces are called tokens, and in the case
 *    of text these tend to be words …" reads "In the case of text, tokens tend to be words …";
 *  - a later main clause after ", and" that opens on a noun phrase of its own: "… and each token is associated with a
 *    high-dimensional vector, which is to say a long list of numbers".
 * Either reading is refused when it still points, frames or narrates the example, and is then held to every cloze gate.
 * Measured and not kept: "That prediction takes …" read as "The prediction takes …" when the sentence before names the
 * noun; on the validation talks most such claims were about the example's object ("The outcomes are associated with
 * the numbers negative one and positive one").
 */

/**
 * A pointer, the talk's people, a hypothetical or the example's next step left in the clause: the claim is still about
 * the example ("… and the third lighthouse, L-3, contributes …", "… and the points of our plane are going to encode …").
 */
const POINTS_ELSEWHERE = /\b(?:this|these|those|here|there|it|its|it['’]s|they|them|their|I|I['’]m|we|we['’]re|us|our|you|your|would|still|though|anymore|going\s+to)\b|\bthat\s+(?:first|second|third|last|next|same|other)\b|\bthe\s+(?:same|two|three)\b|\b(?:of|in|on|at|for|with|from|by|to)\s+that\s+(?!is\b|are\b)|^the\s+(?:first|second|third|fourth|fifth|next|last|other)\b/i;

/**
 * "These pieces are called tokens, and in the case of text these tend to be words …" → "In the case of text, tokens tend
 * to be words …": the pointer that opens the clause after the naming stands for the name.
 */
const NAMING_THEN_CLAUSE =
  /^(?:this|these|that|those|it)(?:\s+[\p{L}-]+){0,3}\s+(?:is|are|['’]s)\s+(?:often\s+|also\s+|usually\s+|commonly\s+)?(?:called|known\s+as|the\s+so-called)\s+(?<term>(?:the\s+|a\s+|an\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,2}),\s+and\s+(?<opening>(?:in|for|on|at)\s+[^,]{3,40}?,?\s+)?(?<pronoun>these|they|it)(?<verb>\s+(?:[\p{L}]+)|['’](?:s|re)\b)(?<rest>.*)$/iu;

export function namingThenClause(sentence: string): string | undefined {
  const m = NAMING_THEN_CLAUSE.exec(sentence.trim());
  const g = m?.groups;
  if (!g?.term || !g.pronoun || g.verb === undefined || g.rest === undefined) return undefined;
  const term = g.term.replace(/^(?:a|an)\s+/i, 'the ');
  const verbWord = g.verb.trim();
  const verb = /^['’]s$/.test(verbWord) ? ' is' : /^['’]re$/.test(verbWord) ? ' are' : ` ${verbWord}`;
  const clause = `${g.opening ? `${g.opening.trim().replace(/,$/, '')}, ` : ''}${term}${verb}${g.rest}`;
  if (clause.split(/\s+/).length < 7 || startsWithDeictic(clause, 'en') || POINTS_ELSEWHERE.test(`${g.opening ?? ''}${g.rest}`)) return undefined;
  return capitalise(clause);
}

/**
 * A subject that frames what was just shown rather than names a thing ("The beauty here is how …", "The implications for
 * the pace of the spread are huge", "The point is that …").
 */
const FRAMING_SUBJECT = /^(?:the|a|an)\s+(?:(?:\p{L}+\s+)?(?:idea|ideas|point|thing|things|way|fact|reason|answer|beauty|implications?|effects?|intuition|claim|upshot|catch|question|problem|result|nice\s+thing|key|trick|lesson|takeaway|hope|worry|concern|sense|feeling|size|shape|rest|others?))\b/iu;

/** ", and" before a word that opens a subject: where a new main clause starts in a spoken sentence. */
const LATER_CLAUSE = /,\s+and\s+(?=(?:the|a|an|each|every|most|many|some|all|any|no)\s)/iu;

/**
 * "That line is described by two continuous parameters, say …, and the goal of linear regression is to determine …" →
 * "The goal of linear regression is to determine …": the clauses after the first, each opening on a noun phrase of its
 * own (not on a pointer or pronoun).
 */
export function laterClauses(sentence: string): string[] {
  const pieces = sentence.trim().replace(/[.!?]+$/, '').split(new RegExp(LATER_CLAUSE.source, 'giu'));
  return pieces
    .slice(1)
    .map((p) => p.trim())
    .map((p) => `${capitalise(p)}.`)
    .filter((p) => p.split(/\s+/).length >= 7 && !/[.!?]\s/.test(p) && !startsWithDeictic(p, 'en') && !isFragment(p, 'en') && !POINTS_ELSEWHERE.test(p) && !FRAMING_SUBJECT.test(p) && hasFiniteVerb(p));
}

/**
 * A clause with a verb that can stand: an auxiliary ("is", "should"), a present-tense "-s" form, or a base form after
 * its subject. A participle alone ("A lot less commonly discussed, known as a convolution") is a phrase.
 */
function hasFiniteVerb(clause: string): boolean {
  return tagEnglish(clause).some((t, i) => i > 0 && (t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ed|ing|en|wn)$/i.test(t.text) && (t.text.toLowerCase() === t.lemma.toLowerCase() || /s$/i.test(t.text)))));
}

/** The readings of a spoken sentence that opens on a pointer, each a sentence of its own; none when it does not. */
export function deicticRecoveries(sentence: string): string[] {
  if (!startsWithDeictic(sentence, 'en')) return [];
  const naming = namingThenClause(sentence);
  return naming ? [naming] : laterClauses(sentence);
}
