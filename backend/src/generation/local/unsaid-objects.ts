import { tagEnglish, type TaggedToken } from '../text/nlp.js';

/**
 * "The double arrow converts it to a _____", "The only way to do that is to do a _____": a pronoun standing as the
 * object of a verb ("converts it", "do that", "store them") in the clause that holds the blank has nothing before it in
 * that clause to stand for (a verb's subject is not its own object: that would be "itself"), so what it is was said
 * before, and the blank's answer depends on it (English; wink tags "that" as a pronoun only where no noun and no
 * clause follows). A clause boundary before the blank ("…, and multiplying it", "is that it's …", "when it tries")
 * lets the sentence itself hold what the pronoun stands for, a pronoun after a preposition may stand for the subject
 * ("terms that have a limit built into them"), and one after the blank may stand for the blank.
 */
const OBJECT_PRONOUN = /^(?:it|them|that|this|these|those)$/i;
/** What ends a clause: punctuation inside the sentence, a conjunction, a relative or subordinating word. */
const CLAUSE_BOUNDARY = /^(?:CCONJ|SCONJ)$/;
const SUBORDINATOR = /^(?:which|who|whom|whose|where|when|whenever|while|if|because|since|as|although|though|once|after|before|until|why|how|what)$/i;
/** "is that …": after "be", "that" opens a clause, whatever the tagger says; after a noun it is a relative. */
const COPULA = /^(?:is|are|was|were|be)$/i;
/** "What does it mean …", "Is this …": a question puts its subject after the auxiliary. */
const QUESTION_OPENING = /^(?:what|why|how|when|where|who|which|do|does|did|is|are|was|were|can|could|would|will|should)\b/i;

export function leansOnUnsaidObject(question: string): boolean {
  const blankAt = question.indexOf('_____');
  if (blankAt < 0 || QUESTION_OPENING.test(question.trim())) return false;
  const tags = tagEnglish(question.replace('_____', 'BLANK'));
  const blank = tags.findIndex((t) => t.text === 'BLANK');
  if (blank < 0 || tags.slice(0, blank).some((t, k) => endsClause(tags, k))) return false;
  // After the blank, a pronoun object may stand for the blank, unless the blank is the clause's subject (no verb before it).
  const blankIsSubject = !tags.slice(0, blank).some((t) => /^(?:VERB|AUX)$/.test(t.pos));
  return hasUnsaidObject(tags, blankIsSubject ? clauseEnd(tags, blank) : blank);
}

/** "The double arrow converts it to a string.": a statement whose first clause leans on such a pronoun (English). */
export function statesUnsaidObject(statement: string): boolean {
  if (QUESTION_OPENING.test(statement.trim())) return false;
  const tags = tagEnglish(statement);
  return hasUnsaidObject(tags, clauseEnd(tags, 0));
}

function endsClause(tags: readonly TaggedToken[], k: number): boolean {
  const t = tags[k]!;
  const that = /^that$/i.test(t.text) && (COPULA.test(tags[k - 1]?.text ?? '') || /^(?:NOUN|PROPN)$/.test(tags[k - 1]?.pos ?? ''));
  return CLAUSE_BOUNDARY.test(t.pos) || SUBORDINATOR.test(t.text) || /^[,;:—–.!?]$/.test(t.text) || that;
}

function clauseEnd(tags: readonly TaggedToken[], from: number): number {
  const end = tags.findIndex((t, k) => k > from && endsClause(tags, k));
  return end < 0 ? tags.length : end;
}

/** A pronoun object of a verb among the first `end` words. */
function hasUnsaidObject(tags: readonly TaggedToken[], end: number): boolean {
  return tags.slice(0, end).some((t, k) => {
    if (k === 0 || t.pos !== 'PRON' || !OBJECT_PRONOUN.test(t.text) || !/^(?:VERB|AUX)$/.test(tags[k - 1]!.pos)) return false;
    // A pronoun followed by a verb is a subject ("think this isn't …"), unless an infinitive ends there ("the way to do
    // that is …"); followed by a noun or an adjective it is a determiner or a dummy object ("found it useful to …").
    const next = tags[k + 1]?.pos ?? '';
    const infinitive = /^to$/i.test(tags[k - 2]?.text ?? '');
    return !/^(?:NOUN|PROPN|ADJ|DET)$/.test(next) && (infinitive || !/^(?:VERB|AUX)$/.test(next));
  });
}
