import type { KeyIdea } from '../generation.types.js';
import { citationFor } from './citation.js';
import type { PreparedDocument } from './prepare-document.js';
import { mostCentralFirst, type SalienceModel } from './salience.js';
import { isExampleOrExercise, startsWithAnaphora, withoutLeadingConnective } from './sentence-quality.js';
import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';
import { isSpokenAlgebra, startsWithDeictic } from './card-gates.js';
import { readsAsClause } from './clause-shape.js';
import { afterShortOpener } from './sentence-shape-gates.js';

/**
 * The sentences a section's "What is the key point about X?" card may answer with, best first: its key ideas, then,
 * for a spoken section, its most central other sentences. A talk's key ideas are picked for the notes (spread, not
 * redundant) and often all point at the screen; the sentence that states what the topic is or does ("The heat equation
 * applies to bodies in any number of dimensions") may rank just below them. The overview card's own checks (names the
 * topic early, no speaker, no pointing, gates) still decide.
 */
export const SPOKEN_KEY_POINT_CANDIDATES = 12;

/** "GPT-3 for example uses …": one instance, not the point about the topic. */
const MID_EXAMPLE = /\b(?:for|as an)\s+(?:example|instance)\b|\bsay\b,|\be\.g\./i;

export function keyPointCandidates(doc: PreparedDocument, model: SalienceModel, keyIdeas: readonly KeyIdea[], used: ReadonlySet<string>, language: string): KeyIdea[] {
  // The clause check needs the English tagger.
  if (doc.kind !== 'video' || language !== 'en') return [...keyIdeas];
  const taken = new Set(keyIdeas.map((k) => k.citation.quote));
  const central = mostCentralFirst(model, doc.sentences.filter((s) => s.displayable && !s.apparatus && (model.scores[s.index] ?? 0) > 0 && !taken.has(s.quote) && !used.has(s.quote)))
    .slice(0, SPOKEN_KEY_POINT_CANDIDATES)
    .map((s) => ({ text: withoutLeadingConnective(s.text), citation: citationFor(s) }))
    .filter((k) => standsAsKeyPoint(k.text));
  return [...keyIdeas, ...central];
}

/**
 * A key idea was picked to stand alone; a central sentence may not: "More specifically, it's proportional to …" leans on
 * the sentence before, "Square root of three divided by two." reads out a formula, "GPT-3 for example uses …" is an instance.
 */
export function standsAsKeyPoint(text: string): boolean {
  // "More specifically, it's …": a short opener before the subject that may point back.
  const clause = afterShortOpener(text) ?? text;
  return !startsWithAnaphora(text) && !startsWithDeictic(clause, 'en') && !isExampleOrExercise(text) && !MID_EXAMPLE.test(text) &&
    !isSpokenAlgebra(text, 'en') && readsAsClause(text) && hasFiniteVerb(tagEnglish(text)) && opensOnSubjectThenVerb(clause);
}

/**
 * A statement about a thing: it opens on a noun phrase ("Differential equations", "The general heat equation") and its
 * first verb follows that noun ("… arise whenever …"). "Square root of three divided by two" (a formula read out) and
 * "Maybe an argument that defaults to …" (a noun phrase with a relative clause) have no main verb of their own.
 */
export function opensOnSubjectThenVerb(text: string): boolean {
  const tags = tagEnglish(text);
  if (!/^(?:DET|ADJ|NOUN|PROPN)$/.test(tags[0]?.pos ?? '')) return false;
  const verb = tags.findIndex((t) => t.pos === 'AUX' || t.pos === 'VERB');
  if (verb < 1) return false;
  let before = verb - 1;
  while (before > 0 && tags[before]!.pos === 'ADV') before--; // "PDEs often tend to …"
  return /^(?:NOUN|PROPN)$/.test(tags[before]!.pos) && tags.slice(0, verb).every((t) => /^(?:DET|ADJ|NOUN|PROPN|NUM|ADP|PART|ADV|CCONJ)$/.test(t.pos));
}
