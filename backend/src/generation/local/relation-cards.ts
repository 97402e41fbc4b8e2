import type { Flashcard } from '../generation.types.js';
import { tagEnglish } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { citationFor } from './citation.js';
import type { PreparedDocument } from './prepare-document.js';
import { cardCandidates, type SalienceModel } from './salience.js';
import { collapseSpaces } from '../text/whitespace.js';
import { numberWords } from './number-words.js';
import { anyWordOf, DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, wordGroup } from './pointing-words.js';

/**
 * Relation cards: a lecture says how two named concepts stand to each other in one short clause —
 * "the fact that integrals and derivatives are opposite", "derivatives and integrals are inverses of
 * each other", "las integrales y las derivadas son operaciones inversas". Both sides must be key terms;
 * the card asks "How are A and B related?" and answers with the clause.
 */

export interface StatedRelation {
  question: string;
  answer: string;
  first: string;
  second: string;
}

/** Where the clause may start: the sentence's start, after a comma, or after "that", "the fact that", "remember". */
const LEAD_EN = /(?:^|,\s+|\b(?:that|because|since|remember|so|and|but)\s+)/giu;
const SIDE_EN = String.raw`(?:(?:the|an?)\s+)?[\p{L}-]+(?:\s+[\p{L}-]+){0,2}?`;
const RELATION_EN = String.raw`(?:(?:really|actually|essentially|basically|just|sort of|kind of)\s+)?(?<relation>(?:the\s+)?(?:inverses?|opposites?|(?:inverse|opposite) (?:operations|processes)|inverse|opposite)(?:\s+of\s+(?:each other|one another))?|(?:perpendicular|orthogonal|parallel|equivalent|proportional)(?:\s+to\s+(?:each other|one another))?|dual\s+to\s+(?:each other|one another))`;
const LEAD_ES = /(?:^|,\s+|(?<![\p{L}])(?:que|porque|recuerda|así que|y|pero)\s+)/giu;
const SIDE_ES = String.raw`(?:(?:el|la|los|las)\s+)?\p{L}+(?:\s+\p{L}+){0,2}?`;
const RELATION_ES = String.raw`(?:(?:en realidad|básicamente|simplemente)\s+)?(?<relation>(?:operaciones\s+)?(?:opuest[oa]s|invers[oa]s)(?:\s+(?:entre sí|la una de la otra|el uno del otro))?|perpendiculares|ortogonales|paralel[oa]s|equivalentes|proporcionales)`;

const FORMS: Record<string, { lead: RegExp; relation: RegExp; pattern: RegExp; ask: (a: string, b: string) => string; and: string; copula: string }> = {
  en: {
    lead: LEAD_EN,
    relation: new RegExp(RELATION_EN, 'iu'),
    pattern: new RegExp(String.raw`^(?<first>${SIDE_EN})\s+and\s+(?<second>${SIDE_EN})\s+are\s+${RELATION_EN}(?=\s*(?:[,.;!?]|$))`, 'iu'),
    ask: (a, b) => `How are ${a} and ${b} related?`,
    and: 'and',
    copula: 'are',
  },
  es: {
    lead: LEAD_ES,
    relation: new RegExp(RELATION_ES, 'iu'),
    pattern: new RegExp(String.raw`^(?<first>${SIDE_ES})\s+y\s+(?<second>${SIDE_ES})\s+son\s+${RELATION_ES}(?=\s*(?:[,.;!?]|$))`, 'iu'),
    ask: (a, b) => `¿Qué relación hay entre ${a} y ${b}?`,
    and: 'y',
    copula: 'son',
  },
};

/** A side that points at the screen or the talk names no concept. */
const POINTING: Record<string, RegExp> = {
  en: anyWordOf(DEMONSTRATIVES, ['that'], THING_PRONOUNS, ['we', 'you', 'i', 'both', 'all'], numberWords('en', 2, 3), PLACE_POINTERS),
  es: new RegExp(String.raw`(?<![\p{L}])(?:este|esta|estos|estas|ese|esa|esos|esas|ellos|ellas|nosotros|ambos|ambas|todos|todas|${wordGroup(numberWords('es', 2, 3))}|aquí|ahí)(?![\p{L}])`, 'iu'),
};

/** The relation a sentence states between two noun phrases, if it does. */
export function statedRelation(sentence: string, language: string): StatedRelation | undefined {
  const code = language.slice(0, 2).toLowerCase();
  const form = FORMS[code];
  const pointing = POINTING[code];
  if (!form || !pointing) return undefined;
  const text = collapseSpaces(sentence);
  // Without a relation word ("inverses", "perpendicular") no clause can state one: most sentences stop here.
  if (!form.relation.test(text)) return undefined;
  // Each place a clause may start is tried: "the fact that A and B are …" starts after "that".
  for (const lead of text.matchAll(new RegExp(form.lead.source, form.lead.flags))) {
    const found = relationAt(text.slice((lead.index ?? 0) + lead[0].length), code, form, pointing, lead.index === 0);
    if (found) return found;
  }
  return undefined;
}

function relationAt(clause: string, code: string, form: (typeof FORMS)[string], pointing: RegExp, sentenceStart: boolean): StatedRelation | undefined {
  const g = form.pattern.exec(clause)?.groups;
  const first = g?.first?.trim();
  const second = g?.second?.trim();
  const relation = g?.relation?.trim();
  if (!first || !second || !relation || first.toLowerCase() === second.toLowerCase()) return undefined;
  if (pointing.test(first) || pointing.test(second)) return undefined;
  if (code === 'en' && !(isNounPhrase(first) && isNounPhrase(second))) return undefined;
  // Only a sentence's first word or an article is capitalised for position; "Taylor series" keeps its name.
  const a = sentenceStart || /^(?:The|An?|El|La|Los|Las)\s/u.test(first) ? first.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : first;
  return {
    question: form.ask(a, second),
    answer: `${a.charAt(0).toUpperCase()}${a.slice(1)} ${form.and} ${second} ${form.copula} ${relation}.`,
    first: a,
    second,
  };
}

/** Determiner, adjectives, nouns: "integrals", "the dot product"; not "you multiply". */
function isNounPhrase(text: string): boolean {
  const tags = tagEnglish(text);
  return tags.length > 0 && tags.every((t) => /^(?:DET|ADJ|NOUN|PROPN)$/.test(t.pos)) && /^(?:NOUN|PROPN)$/.test(tags.at(-1)!.pos);
}

/** Relation cards from the most central sentences first; both sides name key terms of the source. */
export function relationCards(doc: PreparedDocument, model: SalienceModel, terms: readonly string[], language: string, limit: number, used: ReadonlySet<string>): Flashcard[] {
  if (!FORMS[language.slice(0, 2).toLowerCase()]) return [];
  const keyTerms = terms.map((t) => t.toLowerCase()).filter((t) => t.length >= 4);
  const names = (side: string): boolean => keyTerms.some((t) => findWholeWords(side.toLowerCase(), t) >= 0 || findWholeWords(t, side.toLowerCase().replace(/^(?:the|an?|el|la|los|las)\s+/, '')) >= 0);
  const cards: Flashcard[] = [];
  const asked = new Set<string>();
  const candidates = cardCandidates(doc, model, used);
  for (const s of candidates) {
    if (cards.length >= limit) break;
    const found = statedRelation(s.text, language);
    if (!found || asked.has(found.question.toLowerCase()) || !names(found.first) || !names(found.second)) continue;
    asked.add(found.question.toLowerCase());
    cards.push({ question: found.question, answer: found.answer, kind: 'concept', difficulty: 'easy', citation: citationFor(s) });
  }
  return cards;
}
