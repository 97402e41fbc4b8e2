import { tagEnglish } from '../text/nlp.js';

/**
 * Blanks that cut a fixed expression rather than a term: "The Greeks, for _____, have …" → "instance" is the
 * discourse phrase "for instance"; "_____ up or see themselves as …" → "People show" is a subject and the verb of
 * "show up" (phrasal verbs: English only).
 */

/**
 * Words that, after the word or two before them, make a turn of phrase ("for example", "en d'autres termes", "zum
 * Beispiel", "por supuesto"), per language, keyed by the words before the blank.
 */
const IDIOMS: Record<string, Record<string, RegExp>> = {
  en: {
    for: /^(?:instance|example|sure|now|good|ever|once|starters)$/i,
    in: /^(?:fact|general|particular|turn|addition|short|effect|principle|practice|essence|sum|brief|detail|part|contrast|comparison|case|order|time|truth|reality|other words)$/i,
    of: /^(?:course|thumb)$/i,
    at: /^(?:least|first|last|all|times|most|once|hand|best)$/i,
    on: /^(?:average|purpose|time|top|hand|the other hand)$/i,
    by: /^(?:chance|accident|definition|contrast|hand|far)$/i,
  },
  es: {
    por: /^(?:ejemplo|supuesto|tanto|lo tanto|otro lado|cierto|fin|suerte|desgracia|casualidad|completo)$/iu,
    en: /^(?:general|particular|realidad|cambio|efecto|resumen|absoluto|concreto|otras palabras|fin|serio|principio|cualquier caso)$/iu,
    de: /^(?:hecho|nuevo|todos modos|alguna manera|alguna forma|momento|repente|verdad)$/iu,
    a: /^(?:veces|menudo|pesar|partir|continuación|propósito)$/iu,
    sin: /^(?:embargo|duda)$/iu,
    otras: /^(?:palabras)$/iu,
    'en la': /^(?:realidad|práctica)$/iu,
  },
  fr: {
    en: /^(?:fait|effet|général|particulier|gros|somme|revanche|réalité|outre|bref|quelque sorte|fin de compte|résumé|plus)$/iu,
    par: /^(?:exemple|contre|rapport|conséquent|ailleurs|définition|hasard)$/iu,
    au: /^(?:moins|fait|final|fond|lieu|contraire|hasard|passage)$/iu,
    du: /^(?:coup|moins)$/iu,
    "d'autres": /^(?:termes|mots)$/iu,
    'd’autres': /^(?:termes|mots)$/iu,
    toute: /^(?:façon|évidence)$/iu,
    'à la': /^(?:fois|limite)$/iu,
    vaut: /^(?:mieux)$/iu,
    'vaut donc': /^(?:mieux)$/iu,
    le: /^(?:mieux|pire)$/iu,
  },
  de: {
    zum: /^(?:Beispiel|Glück|Schluss)$/iu,
    im: /^(?:Grunde|Grund|Allgemeinen|Prinzip|Gegenteil|Vergleich|Wesentlichen|Endeffekt|Übrigen)$/iu,
    'in der': /^(?:Tat|Regel|Praxis)$/iu,
    anderen: /^(?:Worten)$/iu,
    jeden: /^(?:Fall)$/iu,
    gewisser: /^(?:Weise|Hinsicht)$/iu,
    'auf diese': /^(?:Weise)$/iu,
  },
};

/** The blank is the noun of a turn of phrase: "for _____" → "instance", "en d'autres _____" → "termes". */
export function isIdiomBlank(question: string, blank: string, language = 'en'): boolean {
  const at = question.indexOf('_____');
  if (at < 0) return false;
  const idioms = IDIOMS[language];
  if (!idioms) return false;
  const before = question.slice(0, at).trim().toLowerCase().split(/\s+/);
  const answer = blank.trim();
  return [before.slice(-1), before.slice(-2)].some((words) => idioms[words.join(' ')]?.test(answer) ?? false);
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
