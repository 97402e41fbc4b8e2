import { tagEnglish } from '../text/nlp.js';

/**
 * Blanks that cut a fixed expression rather than a term: "The Greeks, for _____, have …" → "instance" is the
 * discourse phrase "for instance"; "_____ up or see themselves as …" → "People show" is a subject and the verb of
 * "show up". English.
 */

/** Nouns that, after their preposition, make a turn of phrase ("for example", "in fact", "on average"). */
const IDIOMS: Record<string, RegExp> = {
  for: /^(?:instance|example|sure|now|good|ever|once|starters)$/i,
  in: /^(?:fact|general|particular|turn|addition|short|effect|principle|practice|essence|sum|brief|detail|part|contrast|comparison|case|order|time|truth|reality|other words)$/i,
  of: /^(?:course)$/i,
  at: /^(?:least|first|last|all|times|most|once|hand|best)$/i,
  on: /^(?:average|purpose|time|top|hand|the other hand)$/i,
  by: /^(?:chance|accident|definition|contrast|hand|far)$/i,
};

/** The blank is the noun of a turn of phrase: "for _____" → "instance". */
export function isIdiomBlank(question: string, blank: string): boolean {
  const at = question.indexOf('_____');
  if (at < 0) return false;
  const before = question.slice(0, at).trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return IDIOMS[before]?.test(blank.trim()) ?? false;
}

/** Particles that make a phrasal verb of the word before them. */
const PARTICLE = /^(?:up|out|off|down|away|back|over)$/i;

/** "_____ up …" → "People show": a phrase ending on a word that can be a verb, followed by its particle. */
const LONE_VERB_SLOT = /\b(?:and|or|to|you|we|they|i)\s+_____\s+(?:up|out|off|down|over)\s+(?:the|a|an|this|that|these|those|all|its|their|your|our|it|them)\b/i;

export function isPhrasalVerbBlank(question: string, blank: string): boolean {
  const words = blank.trim().split(/\s+/);
  // "… divide up the necklace and _____ up the pieces": a lone word between a verb's slot and a particle with its object.
  if (words.length === 1) return LONE_VERB_SLOT.test(question);
  const after = question.slice(question.indexOf('_____') + 5).trim().split(/\s+/)[0]?.replace(/[^\p{L}]/gu, '') ?? '';
  if (!PARTICLE.test(after)) return false;
  // "they show": the word reads as a verb after a subject pronoun.
  return tagEnglish(`they ${words.at(-1)!}`)[1]?.pos === 'VERB';
}
