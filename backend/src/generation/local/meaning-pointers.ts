/**
 * A written meaning that leans on the sentences around it: "the currency it issued", "the model that emerged from this
 * observation", "the tendency to do so online", "a condition that results from such tasks", "allows them to pay …", "a
 * concept that will be considered later in the chapter".
 * Out of its paragraph, a learner cannot tell what "it", "this" or "so" stands for, so the card teaches nothing.
 * English; a pointer late in a long meaning ("… damaged cells that occur in this layer") only places a detail.
 */

/**
 * "this observation", "these fibers"; "use these to make loans" is a pronoun for a noun of the meaning itself. "Such
 * loans" names a kind ("loans of that kind") and "distinctive in one of these ways" any one of several: the meaning
 * still says what the term is.
 */
const POINTING_DETERMINER =
  /(?<![\p{L}'’-]|\bone\s+of\s+)(?:this|these)\s+(?!(?:to|is|are|was|were|in|of|for|with|as|and|or|can|may|will|would|that|which|who|have|has|had|by|on|at|from)\b)(?=\p{L})/giu;

/** "do so", "doing this": a verb standing for one said before. */
const POINTING_VERB = /(?<![\p{L}'’-])(?:do|does|did|doing|done)\s+(?:so|this|that)(?![\p{L}'’-])/iu;

/** "the currency it issued", "the amount they borrowed": the relative's subject is something the paragraph named. */
const POINTING_RELATIVE_SUBJECT = /^(?:the|an?)\s+(?:[\p{L}-]+\s+){0,2}?(?:it|they|he|she)\s+\p{L}+ed(?![\p{L}])/iu;

/** "allows them to pay …": the verb's object is the people the sentence was about. */
const POINTING_OBJECT = /^\p{L}+s\s+(?:them|him|her)(?![\p{L}])/iu;

/** "a concept that will be considered later in the chapter": the book's own plan, not what the term is. */
const POINTING_AT_THE_BOOK =
  /\b(?:(?:later|earlier|below|above)\s+in\s+(?:this|the)\s+(?:chapter|section|book|text|unit|module)|(?:will\s+be|was|were|is|are)\s+(?:considered|discussed|covered|examined|explored|explained|introduced)\s+(?:later|earlier|below|above|in\s+(?:chapter|section)\s+\d))/iu;

/** "when the former happens": "the former"/"the latter" standing alone picks one of two things the paragraph named ("the former Soviet Union" is a name). */
const POINTING_FORMER = /(?<![\p{L}'’-])the\s+(?:former|latter)(?=\s*(?:[,.;:)]|$)|\s+(?:is|are|was|were|happens|happen|occurs|occur|does|do|can|may|will|would|has|have)\b)/iu;

/** "a different area of the body" (at each stage), "another form of …": a genus told apart only from one the paragraph named ("the same … as …" says from what). */
const POINTING_OTHER = /^(?:a\s+different|another|the\s+other)\s/u;

/**
 * "a phosphate group on one end" (of what the paragraph describes), "some additional distortion" (beyond what it
 * described): a part placed only at one end of something unnamed, or a bare genus told apart only as more of it. "a rod
 * with a hook at one end" says of what; "an additional lens that …" says which.
 */
const POINTING_END = /^(?!.*\bwith\b).*\b(?:on|at)\s+(?:one|the\s+other|either|each)\s+(?:end|side)$/iu;
// "a special substance, called aerogel": "special" says only that it differs from what the paragraph was about.
const POINTING_MORE = /^(?:(?:an?|some)\s+)?(?:additional|further|extra|special)\s+[\p{L}-]+$/iu;

/**
 * "a property of atoms called the Zeeman effect": a genus that says only whose property it is, not which one. "a property of
 * matter that measures its resistance to …" says which.
 */
const BARE_PROPERTY = /^an?\s+(?:property|characteristic|quality)\s+of\s+(?:the\s+)?[\p{L}-]+$/iu;

/** "… is why they are also called electrolytes" read as "… is why they": a meaning cut before its own verb. */
const POINTING_TAIL = /(?<![\p{L}'’-])(?:they|we|he|she)$/iu;

/** A pointer within this many words of the meaning's start is the meaning's core, not a detail. */
const CORE_WORDS = 8;

export function leansOnContext(meaning: string): boolean {
  const m = meaning.trim();
  if (POINTING_VERB.test(m) || POINTING_RELATIVE_SUBJECT.test(m) || POINTING_OBJECT.test(m) || POINTING_AT_THE_BOOK.test(m) || POINTING_FORMER.test(m) || POINTING_OTHER.test(m) || POINTING_END.test(m) || POINTING_MORE.test(m) || POINTING_TAIL.test(m) || BARE_PROPERTY.test(m)) return true;
  for (const hit of m.matchAll(POINTING_DETERMINER)) {
    const wordsBefore = m.slice(0, hit.index).split(/\s+/).filter(Boolean).length;
    if (wordsBefore < CORE_WORDS) return true;
  }
  return false;
}
