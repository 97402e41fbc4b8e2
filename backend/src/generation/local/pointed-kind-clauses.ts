/**
 * "This design, which uses a lens as its main optical element to form an image, is known as a refractor": the pointer
 * says its kind ("design") and the relative clause after it says what holds of it, so the name means "a design that uses
 * a lens as its main optical element to form an image" whatever the sentence before said. Written English prose; a
 * reader-addressed aside (", as we have been discussing,") is no part of it.
 *   "These cells, which line the small intestine, are called enterocytes" → "cells that line the small intestine".
 * Not a clause about a time or a place ("This period, when …"), nor a pointer with no noun ("This, which …").
 */
const POINTED_KIND_CLAUSE =
  /^(?<pointer>this|these|such)\s+(?<kind>(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+),\s+(?:which|that)\s+(?<clause>[^,;:()]{8,160}?)(?:,\s+as\s+(?:we|you|i)\s+[^,;:]+)?,?$/iu;

/** Words that leave the clause leaning on more than the pointer's kind. */
const LEANING = /\b(?:it|they|them|this|these|those|he|she|his|her|we|our|you|your|i|my|here|there|then)\b/i;

export function pointedKindMeaning(subject: string): string | undefined {
  const g = POINTED_KIND_CLAUSE.exec(subject.trim())?.groups;
  if (!g?.pointer || !g.kind || !g.clause || LEANING.test(g.clause)) return undefined;
  // "which is" says the kind again ("This layer, which is the thinnest, …"): a description, not what it does.
  if (!/^\p{Ll}+s?\b/u.test(g.clause) || /^(?:is|are|was|were|has|have|had)\b/i.test(g.clause)) return undefined;
  const plural = /^these$/i.test(g.pointer);
  const article = plural ? '' : /^[aeiou]/i.test(g.kind) ? 'an ' : 'a ';
  return `${article}${g.kind} that ${g.clause.trim()}`;
}
