/**
 * The words with which French and German point at what was said or shown before ("ce triangle", "dieses Rechteck",
 * "cela", "hier"): a card or definition built on them cannot stand alone. English and Spanish keep their own lists in
 * the gates that use them, each with its own exceptions ("that" is also a conjunction).
 */
type FrenchOrGerman = 'fr' | 'de';

const DEMONSTRATIVE_DETERMINER: Record<FrenchOrGerman, string[]> = {
  fr: ['ce', 'cet', 'cette', 'ces'],
  de: ['diese[rsmn]?', 'jene[rsmn]?'],
};
const DEMONSTRATIVE_PRONOUN: Record<FrenchOrGerman, string[]> = {
  fr: ['ceci', 'cela', 'ça', 'celui-ci', 'celle-ci'],
  de: ['dies', 'solche[rsmn]?'],
};
const PLACE_POINTER: Record<FrenchOrGerman, string[]> = {
  fr: ['ici'],
  de: ['hier', 'dort'],
};

const wholeWord = (alternatives: string[], after = ''): RegExp => new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])${after}`, 'iu');

/** "l'aire de ce _____": what the blank names is on the screen, not in the sentence. */
export const POINTED_BLANK_FR_DE: Record<FrenchOrGerman, RegExp> = {
  fr: wholeWord(DEMONSTRATIVE_DETERMINER.fr, '\\s+_____'),
  de: wholeWord(DEMONSTRATIVE_DETERMINER.de, '\\s+_____'),
};

export const POINTING_WORD_FR_DE: Record<FrenchOrGerman, RegExp> = {
  fr: wholeWord([...DEMONSTRATIVE_DETERMINER.fr, ...DEMONSTRATIVE_PRONOUN.fr, ...PLACE_POINTER.fr]),
  de: wholeWord([...DEMONSTRATIVE_DETERMINER.de, ...DEMONSTRATIVE_PRONOUN.de, ...PLACE_POINTER.de]),
};
