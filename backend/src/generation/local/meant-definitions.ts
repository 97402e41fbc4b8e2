import { isNounPhraseTerm } from './card-gates.js';

/**
 * A speaker fixing what a word means in the talk: "By gender, we mean the social, cultural and psychological
 * meanings …", "When I talk about intersectionality, I'm talking about belonging to more than one marginalised
 * group", "What we mean by culture is …"; and in Spanish, French and German "por X entendemos …", "par X, on
 * entend …", "unter X versteht man …". The term is what is meant; the rest is its meaning.
 */

export interface MeantDefinition {
  term: string;
  meaning: string;
  /** The article the speaker put before the term, if any. */
  article?: string;
}

const OPENER = String.raw`^(?:(?:so|now|and|but|okay|well|first(?:\s+of\s+all)?|here)\s*,?\s+)?`;
const TERM = String.raw`(?<term>[^,;:?]{2,60}?)`;
const MEANING = String.raw`(?<meaning>[^?]{8,}?)[.!]?$`;

const PATTERNS: Record<string, RegExp[]> = {
  en: [
    new RegExp(`${OPENER}by\\s+${TERM},?\\s+(?:i|we)\\s+(?:just\\s+|simply\\s+|really\\s+|basically\\s+)?mean\\s+${MEANING}`, 'iu'),
    new RegExp(
      `${OPENER}when\\s+(?:i|we)\\s+(?:say|talk\\s+about|speak\\s+(?:of|about)|refer\\s+to)\\s+${TERM},\\s+(?:i|we)(?:['’]m|['’]re|\\s+am|\\s+are)?\\s+(?:just\\s+|really\\s+|basically\\s+)?(?:mean|meaning|talking\\s+about|referring\\s+to)\\s+${MEANING}`,
      'iu',
    ),
    new RegExp(`${OPENER}what\\s+(?:i|we)\\s+mean\\s+by\\s+${TERM}\\s+is\\s+${MEANING}`, 'iu'),
  ],
  es: [new RegExp(`${OPENER}por\\s+${TERM},?\\s+(?:entendemos|entiendo|nos\\s+referimos\\s+a|me\\s+refiero\\s+a)\\s+${MEANING}`, 'iu')],
  fr: [new RegExp(`${OPENER}par\\s+${TERM},?\\s+(?:on\\s+entend|nous\\s+entendons|j['’]entends)\\s+${MEANING}`, 'iu')],
  de: [new RegExp(`${OPENER}unter\\s+${TERM},?\\s+(?:versteht\\s+man|verstehen\\s+wir|verstehe\\s+ich)\\s+${MEANING}`, 'iu')],
};

const ARTICLE: Record<string, RegExp> = {
  en: /^(?<article>an?|the)\s+/i,
  es: /^(?<article>el|la|los|las|un|una)\s+/iu,
  fr: /^(?<article>l['’]|le|la|les|un|une)\s*/iu,
  de: /^(?<article>dem|der|den|einem|einer)\s+/iu,
};

/** A meaning that is a clause ("that we …") or that points ("this", "it") says nothing on its own. */
const CLAUSE_OR_POINTING: Record<string, RegExp> = {
  en: /^(?:that|this|these|those|it|they|something\s+like\s+this|the\s+following)\b/i,
  es: /^(?:que|esto|eso|lo\s+siguiente)(?![\p{L}])/iu,
  fr: /^(?:que|qu['’]|ceci|cela|ça)(?![\p{L}])/iu,
  de: /^(?:dass|das|dies|folgendes)(?![\p{L}])/iu,
};

/** "By the way, I mean …", "by contrast, I mean …": a turn of phrase, not a word being defined. */
const DISCOURSE_PHRASE = /^(?:way|contrast|comparison|definition|default|chance|now|then|far|all means|no means|and large|itself|myself|ourselves)$/i;

export function findMeantDefinition(sentence: string, language: string): MeantDefinition | undefined {
  const code = language.slice(0, 2).toLowerCase();
  const text = sentence.trim().replace(/\s+/g, ' ');
  for (const pattern of PATTERNS[code] ?? []) {
    const g = pattern.exec(text)?.groups;
    if (!g?.term || !g.meaning) continue;
    const articled = ARTICLE[code]?.exec(g.term.trim());
    const term = g.term.trim().slice(articled?.[0].length ?? 0).trim();
    const meaning = g.meaning.trim().replace(/[.!]+$/, '');
    if (DISCOURSE_PHRASE.test(term) || !isNounPhraseTerm(term, code) || CLAUSE_OR_POINTING[code]?.test(meaning) || meaning.split(/\s+/).length < 2) continue;
    return { term, meaning, ...(articled?.groups?.article ? { article: articled.groups.article.toLowerCase() } : {}) };
  }
  return undefined;
}

/** "… the social, cultural and psychological meanings. Which get attributed to sex.": a relative clause the captions cut off. */
// "Which is why …", "Which means …" comment on what was said; "which get attributed to …" continues the noun.
const CUT_RELATIVE: Record<string, RegExp> = { en: /^which\s+(?!is\b|was\b|means\b|meant\b|makes\b|made\b)[^?]+[.!]$/i };

/** The meaning with a relative clause that the captions split into the next sentence, if there is one. */
export function withCutRelative(meaning: string, next: string | undefined, language: string): string {
  const pattern = CUT_RELATIVE[language.slice(0, 2).toLowerCase()];
  if (!next || !pattern?.test(next.trim()) || next.split(/\s+/).length > 20) return meaning;
  return `${meaning} ${next.trim().charAt(0).toLowerCase()}${next.trim().slice(1).replace(/[.!]+$/, '')}`;
}
