import { baseLanguage } from '../text/language.js';
import { POINTING_WORD_FR_DE } from './pointer-words.js';

/**
 * French and German have no part-of-speech tagger here, so their definitions are judged by spelling. What a
 * speaker or a translated caption calls a definition is often none:
 *  - a term that points at the screen ("Breite dieses Rechtecks", "l'aire de ce triangle");
 *  - a German term with no noun at its end or an uninflected word inside ("manchmal", "kritisch bezeichnet Linie",
 *    "Integral der Funktion x^2"): German writes nouns with a capital and declines the adjectives before them;
 *  - a generic head with a judging adjective ("un exemple simple", "le point clé");
 *  - a meaning that leans on what came before ("une couche de complexité en plus de cela", "eine solche Funktion"),
 *    ranks instead of saying what the term is ("le plus facile", "die einfachste"), or runs into a second naming
 *    ("… est appelé un système de coordonnées et …").
 */

export type ForeignDefinitionRejection = 'not-a-term' | 'non-definition';

const SUPERLATIVE_OPENING: Record<string, RegExp> = {
  fr: /^(?:(?:le|la|les)\s+)?(?:plus|moins)\s+\p{L}+/iu,
  de: /^(?:(?:der|die|das|den|dem)\s+)?\p{L}+ste[nrsm]?(?![\p{L}])/iu,
};

const NAMING_INSIDE: Record<string, RegExp> = {
  fr: /(?<![\p{L}])(?:(?:est|sont)\s+appelée?s?|s['’]appellent?|on\s+appelle)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:genannt|bezeichnet|heißt|heißen|nennt\s+man)(?![\p{L}])/iu,
};

/** French puts the judging adjective after its generic head: "un exemple simple", "le point clé". */
export const FRENCH_JUDGING_ADJECTIVE =
  /^(?:simples?|clés?|principale?|importante?|intéressante?|générale?|particulier|particulière|naturelle?|classique|basique|typique|fondamentale?)$/iu;

const GENERIC_HEAD: Record<string, (term: string) => boolean> = {
  // "Der Schlüssel ist die Verwendung der Kettenregel": the key to a solution, said of the problem, names no concept.
  de: (t) => /^(?:Schlüssel|Trick|Kern|Kernpunkt|Punkt|Idee|Sache|Ding|Problem|Beispiel)$/u.test(t),
  fr: (t) => {
    const words = t.replace(/^(?:(?:le|la|les|un|une)\s+|l['’]\s*)/iu, '').split(/\s+/);
    if (words.length === 1) return /^(?:clé|astuce|truc|idée)$/iu.test(words[0]!);
    return words.length === 2 && /^(?:exemple|point|cas|chose|idée|façon|manière|question|problème|résultat|truc)$/iu.test(words[0]!) && FRENCH_JUDGING_ADJECTIVE.test(words[1]!);
  },
};

/** A German noun phrase ends on a capitalised noun; a lower-case word inside it is a declined adjective (-e, -en, -er, -es, -em) or a function word. */
const GERMAN_NP_WORD = /^(?:\p{Lu}[\p{L}-]*|\p{Ll}+(?:e|en|er|es|em)|der|die|das|des|dem|den|von|vom|im|am|zum|zur|und|für|mit|in)$/u;

export function rejectFrenchOrGermanDefinition(term: string, meaning: string, language: string): ForeignDefinitionRejection | null {
  const code = baseLanguage(language) ?? '';
  if (code !== 'fr' && code !== 'de') return null;
  const t = term.trim();
  const m = meaning.trim();
  if (POINTING_WORD_FR_DE[code].test(t) || GENERIC_HEAD[code]!(t)) return 'not-a-term';
  if (code === 'de' && !isGermanNounPhrase(t)) return 'not-a-term';
  if (POINTING_WORD_FR_DE[code].test(m) || SUPERLATIVE_OPENING[code]!.test(m) || NAMING_INSIDE[code]!.test(m)) return 'non-definition';
  return null;
}

function isGermanNounPhrase(term: string): boolean {
  const words = term.split(/\s+/);
  return /^\p{Lu}/u.test(words.at(-1) ?? '') && words.every((w) => GERMAN_NP_WORD.test(w));
}
