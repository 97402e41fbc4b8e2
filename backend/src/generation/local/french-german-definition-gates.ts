import { baseLanguage } from '../text/language.js';

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

const POINTER_WORD: Record<string, RegExp> = {
  fr: /(?<![\p{L}])(?:ce|cet|cette|ces|ceci|cela|ça|celui-ci|celle-ci|ici)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:diese[rsmn]?|dies|jene[rsmn]?|solche[rsmn]?|hier|dort)(?![\p{L}])/iu,
};

const SUPERLATIVE_OPENING: Record<string, RegExp> = {
  fr: /^(?:(?:le|la|les)\s+)?(?:plus|moins)\s+\p{L}+/iu,
  de: /^(?:(?:der|die|das|den|dem)\s+)?\p{L}+ste[nrsm]?(?![\p{L}])/iu,
};

const NAMING_INSIDE: Record<string, RegExp> = {
  fr: /(?<![\p{L}])(?:(?:est|sont)\s+appelée?s?|s['’]appellent?|on\s+appelle)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:genannt|bezeichnet|heißt|heißen|nennt\s+man)(?![\p{L}])/iu,
};

const GENERIC_HEAD: Record<string, RegExp> = {
  // "Der Schlüssel ist die Verwendung der Kettenregel": the key to a solution, said of the problem, names no concept.
  de: /^(?:Schlüssel|Trick|Kern|Kernpunkt|Punkt|Idee|Sache|Ding|Problem|Beispiel)$/u,
  fr: /^(?:(?:la|le|l['’])\s*)?(?:clé|astuce|truc|idée)$|^(?:(?:le|la|les|un|une|l['’])\s*)?(?:exemple|point|cas|chose|idée|façon|manière|question|problème|résultat|truc)\s+(?:simple|simples|clé|clés|principal|principale|important|importante|intéressant|intéressante|général|générale|particulier|particulière|classique|typique|fondamental|fondamentale)$/iu,
};

/** A German noun phrase ends on a capitalised noun; a lower-case word inside it is a declined adjective (-e, -en, -er, -es, -em) or a function word. */
const GERMAN_NP_WORD = /^(?:\p{Lu}[\p{L}-]*|\p{Ll}+(?:e|en|er|es|em)|der|die|das|des|dem|den|von|vom|im|am|zum|zur|und|für|mit|in)$/u;

export function rejectFrenchOrGermanDefinition(term: string, meaning: string, language: string): ForeignDefinitionRejection | null {
  const code = baseLanguage(language) ?? '';
  if (code !== 'fr' && code !== 'de') return null;
  const t = term.trim();
  const m = meaning.trim();
  if (POINTER_WORD[code]!.test(t) || GENERIC_HEAD[code]?.test(t)) return 'not-a-term';
  if (code === 'de' && !isGermanNounPhrase(t)) return 'not-a-term';
  if (POINTER_WORD[code]!.test(m) || SUPERLATIVE_OPENING[code]!.test(m) || NAMING_INSIDE[code]!.test(m)) return 'non-definition';
  return null;
}

function isGermanNounPhrase(term: string): boolean {
  const words = term.split(/\s+/);
  return /^\p{Lu}/u.test(words.at(-1) ?? '') && words.every((w) => GERMAN_NP_WORD.test(w));
}
