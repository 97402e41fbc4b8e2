import type { Flashcard } from '../generation.types.js';
import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { isHedgedTalk, isSpeakerAnecdote, isSpokenAlgebra, isWorkedExample } from './card-gates.js';
import { capitalise } from './casing.js';
import { citationFor } from './citation.js';
import { isCutSpanishClause, tellsPastEvent } from './condition-gates.js';
import { readsAsClause } from './clause-shape.js';
import type { PreparedDocument } from './prepare-document.js';
import { cardCandidates, type SalienceModel } from './salience.js';
import { collapseSpaces } from '../text/whitespace.js';
import { anyWordOf, DEMONSTRATIVES, PERSON_PRONOUNS, PLACE_POINTERS, THING_POSSESSIVES, THING_PRONOUNS } from './pointing-words.js';
import { SPEAKER, SPEAKER_AND_AUDIENCE } from './speaker-words.js';

/**
 * Conditions a speaker attaches to a name for a property: "if all the vectors land on a plane, we say
 * the transformation has a rank of two", "you say that the series diverges when adding more terms
 * approaches nothing", "decimos que la serie converge si …". The card asks when the statement is said
 * ("When do we say that the series diverges?") and answers with the rule ("The series diverges when …").
 */

export interface SaidCondition {
  question: string;
  answer: string;
}

/** "In a case like this, where …": the where-clause spells out the case, so the opener points at nothing. */
const CASE_OPENER_EN = String.raw`(?:(?:so|and|but|now|in general|in particular),?\s+)?(?:in (?:a|the|this|that|such a) case(?: like (?:this|that))?,\s+)?`;
/** "…, meaning it's one-dimensional, we say …": an aside between the condition and the saying is dropped. */
const ASIDE_EN = String.raw`(?:(?:meaning|that is|i\.e\.|in other words)[^,;:]*,\s+)?`;
const WHO_EN = String.raw`(?<who>we|you|people|mathematicians)\s+(?:would\s+|will\s+|usually\s+|often\s+|typically\s+|just\s+)?(?<verb>say|said)`;
const CASE_OPENER_ES = String.raw`(?:(?:así que|y|pero|ahora|en general|en particular),?\s+)?(?:en (?:un|el|este|ese) caso(?: como (?:este|ese))?,\s+)?`;
const WHO_ES = String.raw`(?<who>decimos|dices|se dice|diremos|se suele decir)`;

interface Form {
  pattern: RegExp;
}

const FORMS: Record<string, readonly Form[]> = {
  en: [
    // "If all the vectors land on some plane, we say the transformation has a rank of two."
    { pattern: new RegExp(String.raw`^${CASE_OPENER_EN}(?<when>if|when|whenever|where)\s+(?<condition>[^,;:]+?),\s+${ASIDE_EN}(?:then\s+)?${WHO_EN}\s+(?:that\s+)?(?<statement>[^,;:]+?)[.!]?$`, 'iu') },
    // "We say that the series converges if the sums approach one value."
    { pattern: new RegExp(String.raw`^${CASE_OPENER_EN}${WHO_EN}\s+(?:that\s+)?(?<statement>[^,;:]+?),?\s+(?<when>if|when|whenever)\s+(?<condition>[^,;:]+?)[.!]?$`, 'iu') },
  ],
  es: [
    { pattern: new RegExp(String.raw`^${CASE_OPENER_ES}(?<when>si|cuando|siempre que|donde)\s+(?<condition>[^,;:]+?),\s+(?:entonces\s+)?${WHO_ES}\s+que\s+(?<statement>[^,;:]+?)[.!]?$`, 'iu') },
    { pattern: new RegExp(String.raw`^${CASE_OPENER_ES}${WHO_ES}\s+que\s+(?<statement>[^,;:]+?),?\s+(?<when>si|cuando|siempre que)\s+(?<condition>[^,;:]+?)[.!]?$`, 'iu') },
  ],
};

/** Words that leave the condition or the statement pointing at the screen, the talk or the speaker. */
const POINTING: Record<string, RegExp> = {
  en: anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, THING_POSSESSIVES, PERSON_PRONOUNS, SPEAKER, SPEAKER_AND_AUDIENCE),
  es: /(?<![\p{L}])(?:este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquí|ahí|allí|él|ella|ellos|ellas|yo|me|mi|mis|nosotros|nuestro|nuestra|su|sus)(?![\p{L}])/iu,
};
/** The statement opens on its own subject ("the series …", "la serie …"), not a pronoun or a verb. */
const SUBJECT_ES = /^(?:el|la|los|las|un|una|todo|toda|cada)\s/iu;

const MIN_CONDITION_WORDS = 3;
const MAX_CONDITION_WORDS = 30;
const MIN_STATEMENT_WORDS = 3;
const MAX_STATEMENT_WORDS = 16;

/** The rule a sentence attaches to a property's name ("we say … if …"), if it reads on its own. */
export function saidCondition(sentence: string, language: string): SaidCondition | undefined {
  const code = language.slice(0, 2).toLowerCase();
  const pointing = POINTING[code];
  if (!pointing) return undefined;
  const text = collapseSpaces(sentence);
  for (const form of FORMS[code] ?? []) {
    const g = form.pattern.exec(text)?.groups;
    const condition = g?.condition?.trim();
    const statement = g?.statement?.trim().replace(/[.!]+$/, '');
    const when = g?.when?.toLowerCase();
    if (!g || !condition || !statement || !when || !g.who) continue;
    const conditionWords = condition.split(' ').length;
    const statementWords = statement.split(' ').length;
    if (conditionWords < MIN_CONDITION_WORDS || conditionWords > MAX_CONDITION_WORDS || statementWords < MIN_STATEMENT_WORDS || statementWords > MAX_STATEMENT_WORDS) continue;
    if (pointing.test(condition) || pointing.test(statement)) continue;
    if (when !== 'if' && when !== 'si' && tellsPastEvent(condition, code)) continue;
    if ([condition, statement].some((t) => isWorkedExample(t, code) || isHedgedTalk(t, code) || isSpeakerAnecdote(t, code) || isSpokenAlgebra(t, code))) continue;
    if (code === 'en' ? !readsAsRule(condition, statement) : !SUBJECT_ES.test(statement) || isCutSpanishClause(condition) || isCutSpanishClause(statement)) continue;
    // "where" spelled out a case: read as "when" on the card.
    const joiner = when === 'where' ? 'when' : when === 'donde' ? 'cuando' : when;
    if (code === 'en') {
      return { question: `When do ${g.who.toLowerCase()} say that ${lowerArticle(statement)}?`, answer: `${capitalise(statement)} ${joiner} ${condition}.` };
    }
    return { question: `¿Cuándo se dice que ${lowerArticle(statement)}?`, answer: `${capitalise(statement)} ${joiner} ${condition}.` };
  }
  return undefined;
}

function lowerArticle(text: string): string {
  return text.replace(/^(?:The|An?|El|La|Los|Las|Un|Una)\b/u, (a) => a.toLowerCase());
}

/** Both halves are clauses; the statement opens on its subject's noun phrase ("the transformation has …"). */
function readsAsRule(condition: string, statement: string): boolean {
  const statementTags = tagEnglish(statement);
  if (!/^(?:DET|NOUN|PROPN|ADJ)$/.test(statementTags[0]?.pos ?? '') || !hasFiniteVerb(statementTags)) return false;
  if (!readsAsClause(condition)) return false;
  const last = statementTags.filter((t) => t.pos !== 'PUNCT').at(-1);
  return Boolean(last && !/^(?:DET|ADP|CCONJ|SCONJ|PART|AUX|PRON)$/.test(last.pos));
}

/** Said-condition cards from the most central sentences first, about the source's key terms only. */
export function saidConditionCards(doc: PreparedDocument, model: SalienceModel, terms: readonly string[], language: string, limit: number, used: ReadonlySet<string>): Flashcard[] {
  if (!FORMS[language.slice(0, 2).toLowerCase()]) return [];
  const keyTerms = terms.map((t) => t.toLowerCase()).filter((t) => t.length >= 4);
  const cards: Flashcard[] = [];
  const asked = new Set<string>();
  const candidates = cardCandidates(doc, model, used);
  for (const s of candidates) {
    if (cards.length >= limit) break;
    const found = saidCondition(s.text, language);
    if (!found || asked.has(found.question.toLowerCase())) continue;
    const lower = found.answer.toLowerCase();
    if (!keyTerms.some((t) => findWholeWords(lower, t) >= 0)) continue;
    asked.add(found.question.toLowerCase());
    const words = found.answer.split(' ').length;
    cards.push({ question: found.question, answer: found.answer, kind: 'concept', difficulty: words <= 15 ? 'easy' : words <= 30 ? 'medium' : 'hard', citation: citationFor(s) });
  }
  return cards;
}
