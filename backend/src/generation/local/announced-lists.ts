import type { Flashcard } from '../generation.types.js';
import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { isHedgedTalk, isSpeakerAnecdote, isSpokenAlgebra, isWorkedExample } from './card-gates.js';
import { capitalise } from './casing.js';
import { citationFor } from './citation.js';
import type { PreparedDocument } from './prepare-document.js';
import { cardCandidates, type SalienceModel } from './salience.js';
import { collapseSpaces } from '../text/whitespace.js';
import { NUMBER_WORDS, numberValue, numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';

/**
 * Announced lists: a speaker counts what comes ("this boils down to three basic ways to combine
 * functions", "those are the three basic tools for derivatives") and names exactly that many items in
 * the next sentence ("You've got the sum rule, the product rule, and the chain rule."). The count asks
 * the question ("What are the three basic ways to combine functions?"), the next sentence answers it.
 * The items must number what was announced, so "two things to note. First of all, …" makes no card.
 */

export interface AnnouncedList {
  question: string;
  answer: string;
  /** The announced phrase ("three basic ways to combine functions"): a key term must be in it or in the answer. */
  topic: string;
}

/** A list is announced with two to five items, in words or digits (`[2-5]` in the patterns). */
const COUNT_WORDS = { en: wordGroup(numberWords('en', 2, 5)), es: wordGroup(numberWords('es', 2, 5)) };

/** The sentence ends on the counted phrase: "… three basic ways to combine functions." */
const ANNOUNCED: Record<string, RegExp> = {
  en: new RegExp(String.raw`(?:^|\s)(?<n>${COUNT_WORDS.en}|[2-5])\s+(?<mods>(?:[\p{L}-]+\s+){0,2}?)(?<head>\p{L}{3,}s)(?<rest>\s+(?:to|for|of|that|in|you|we)\s+[^,;:?!]+?)?\s*[.:]?$`, 'iu'),
  es: new RegExp(String.raw`(?:^|\s)(?<det>los|las)\s+(?<n>${COUNT_WORDS.es}|[2-5])\s+(?<head>\p{L}{3,}s)(?<mods>(?:\s+\p{L}+){0,2}?)(?<rest>\s+(?:de|del|para|que|en|con)\s+[^,;:?!]+?)?\s*[.:]?$`, 'iu'),
};

/** Heads that count without naming: "two things to note", "tres cosas"; "three ideas" only names with its "in/of …". */
const VAGUE_HEAD: Record<string, RegExp> = {
  en: /^(?:things|stuff|times|seconds|minutes|videos|examples|cases|ones|numbers|words)$/i,
  es: /^(?:cosas|veces|segundos|minutos|videos|vídeos|ejemplos|casos|números|palabras)$/i,
};
const VAGUE_ALONE: Record<string, RegExp> = {
  en: /^(?:points|ideas|questions|parts|reasons|properties|steps)$/i,
  es: /^(?:puntos|ideas|preguntas|partes|razones|propiedades|pasos)$/i,
};

/** The doer before each spoken item ("you can add them", "you've got the sum rule") is dropped. */
const DOER: Record<string, RegExp> = {
  en: /^(?:(?:and|or)\s+)?(?:(?:you|we)(?:'ve|'ll| have| can| could| would)?(?:\s+(?:got|also|just|then))*\s+|there's\s+|there\s+(?:is|are)\s+)/i,
  es: /^(?:(?:y|o)\s+)?(?:(?:puedes|podemos|tienes|tenemos|está|están|hay)\s+)/iu,
};
/** "…, known as composing them": an appositive belongs to the item before it. */
const APPOSITIVE: Record<string, RegExp> = {
  en: /^(?:known as|called|also called|which|i\.e\.|that is|namely)\b/i,
  es: /^(?:conocid[oa]s? como|llamad[oa]s?|que|es decir)(?![\p{L}])/iu,
};
const POINTING: Record<string, RegExp> = {
  en: /\b(?:this|these|those|here|there|that one|i|i'm|me|my)\b/i,
  es: /(?<![\p{L}])(?:este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquí|ahí|yo|mi|mis)(?![\p{L}])/iu,
};

const MAX_ITEM_WORDS = 12;
const MAX_QUESTION_WORDS = 25;

/** The list announced in one sentence and given in the next, if the count matches and both read on their own. */
export function announcedList(sentence: string, next: string, language: string): AnnouncedList | undefined {
  const code = language.slice(0, 2).toLowerCase();
  const announced = ANNOUNCED[code]?.exec(collapseSpaces(sentence))?.groups;
  const count = announced?.n === undefined ? undefined : numberValue(code, announced.n);
  if (!announced || !count || !announced.head || VAGUE_HEAD[code]!.test(announced.head) || (!announced.rest && VAGUE_ALONE[code]!.test(announced.head))) return undefined;
  // "two more reviews", "three extra steps": a count added to the example's, not a kind of thing the talk lists.
  if (code === 'en' && /^(?:more|extra|additional|further)\b/i.test(announced.mods ?? '')) return undefined;
  const topic = `${announced.n} ${code === 'en' ? `${announced.mods ?? ''}${announced.head}` : `${announced.head}${announced.mods ?? ''}`}${announced.rest ?? ''}`.replace(/\s+/g, ' ').trim();
  if (POINTING[code]!.test(topic) || topic.split(' ').length > MAX_QUESTION_WORDS) return undefined;
  const items = listItems(next, code);
  if (items?.length !== count) return undefined;
  // "two vectors, v and w": letters name what is on the screen, not what the count is about.
  if (items.some((item) => item.split(' ').length > MAX_ITEM_WORDS || POINTING[code]!.test(item) || /^\p{L}\d*$/u.test(item))) return undefined;
  if ([next, topic].some((t) => isWorkedExample(t, code) || isHedgedTalk(t, code) || isSpeakerAnecdote(t, code) || isSpokenAlgebra(t, code))) return undefined;
  const kind = code === 'en' ? itemKind(items) : 'noun';
  if (!kind) return undefined;
  const joiner = code === 'en' ? (count === 2 ? ' and ' : ', and ') : ' y ';
  const list = [items.slice(0, -1).join(', '), items.at(-1)].join(joiner);
  const counted = code === 'en' ? `the ${topic.replace(/^\d/, (d) => NUMBER_WORDS.en[Number(d)]!)}` : `${announced.det!.toLowerCase()} ${topic}`;
  // Steps read as a sentence ("Add them together, …"); names need the count as their subject to make one.
  const answer = kind === 'verb' ? `${capitalise(list)}.` : `${capitalise(counted)} ${code === 'en' ? 'are' : 'son'} ${list.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}.`;
  const question = code === 'en' ? `What are ${counted}?` : `¿Cuáles son ${counted}?`;
  return { question, answer, topic };
}

/** "… three big ideas in calculus, integrals, derivatives, and the fact that they're opposites.": the count and its items in one sentence. */
const INLINE: Record<string, RegExp> = {
  en: new RegExp(String.raw`(?:^|\s)(?<n>${COUNT_WORDS.en}|[2-5])\s+(?<mods>(?:[\p{L}-]+\s+){0,2}?)(?<head>\p{L}{3,}s)(?<rest>\s+(?:in|of|for)\s+[^,;:?!]+?)?,\s+(?<items>[^;:?!]+?)\s*[.!]$`, 'iu'),
  es: new RegExp(String.raw`(?:^|\s)(?<det>los|las)\s+(?<n>${COUNT_WORDS.es}|[2-5])\s+(?<head>\p{L}{3,}s)(?<mods>(?:\s+\p{L}+){0,2}?)(?<rest>\s+(?:de|del|en|para)\s+[^,;:?!]+?)?,\s+(?<items>[^;:?!]+?)\s*[.!]$`, 'iu'),
};

/** The list a sentence announces and gives at once, as if the items came in a sentence of their own. */
export function inlineList(sentence: string, language: string): AnnouncedList | undefined {
  const code = language.slice(0, 2).toLowerCase();
  const g = INLINE[code]?.exec(collapseSpaces(sentence))?.groups;
  if (!g?.items) return undefined;
  const announcing = `${code === 'es' ? `${g.det} ` : ''}${g.n} ${code === 'en' ? `${g.mods ?? ''}${g.head}` : `${g.head}${g.mods ?? ''}`}${g.rest ?? ''}.`;
  return announcedList(announcing, `${capitalise(g.items)}.`, language);
}

/** The items of a spoken list: "A, B, and C" / "A, B y C", with each doer dropped; undefined without a final "and". */
function listItems(sentence: string, code: string): string[] | undefined {
  const text = collapseSpaces(sentence).replace(/[.!]+$/, '');
  if (/[?;:]/.test(text)) return undefined;
  const pieces: string[] = [];
  for (const piece of text.split(/,\s+/)) {
    if (APPOSITIVE[code]!.test(piece) && pieces.length > 0) pieces[pieces.length - 1] += `, ${piece}`;
    else pieces.push(piece);
  }
  const and = code === 'en' ? /^(?:and|or)\s+/i : /^(?:y|e|o)\s+/iu;
  const inner = code === 'en' ? /\s+(?:and|or)\s+(?!.*\s(?:and|or)\s)/i : /\s+(?:y|e|o)\s+(?!.*\s(?:y|e|o)\s)/iu;
  const last = pieces.at(-1) ?? '';
  if (pieces.length > 1 && and.test(last)) pieces[pieces.length - 1] = last.replace(and, '');
  else if (inner.test(last.split(/,\s+/)[0] ?? '')) pieces.splice(-1, 1, ...last.split(inner));
  else return undefined;
  const items = pieces.map((piece) => piece.replace(DOER[code]!, '').trim());
  return items.every(Boolean) ? items.map((item, i) => (i === 0 ? item : item.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()))) : undefined;
}

/** All noun phrases ("the sum rule") or all steps ("add them together"), as the tagger reads them after "you"; a clause is neither. */
function itemKind(items: readonly string[]): 'noun' | 'verb' | undefined {
  const kinds = items.map((item) => {
    const tags = tagEnglish(item);
    // "the fact that they're opposites" is a noun phrase: its verb sits in a relative or content clause.
    const relative = tags.findIndex((t) => /^(?:that|which|who|whose|where)$/i.test(t.text));
    if (/^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(tags[0]?.pos ?? '')) return hasFiniteVerb(relative > 0 ? tags.slice(0, relative) : tags) ? 'other' : 'noun';
    return tagEnglish(`you ${item}`)[1]?.pos === 'VERB' ? 'verb' : 'other';
  });
  const first = kinds[0];
  return first && first !== 'other' && kinds.every((k) => k === first) ? first : undefined;
}

/** Announced-list cards, most central announcements first; a key term must be in the question or the answer. */
export function announcedListCards(doc: PreparedDocument, model: SalienceModel, terms: readonly string[], language: string, limit: number, used: ReadonlySet<string>): Flashcard[] {
  if (!ANNOUNCED[language.slice(0, 2).toLowerCase()]) return [];
  const keyTerms = terms.map((t) => t.toLowerCase()).filter((t) => t.length >= 4);
  const cards: Flashcard[] = [];
  const candidates = cardCandidates(doc, model, used);
  for (const s of candidates) {
    if (cards.length >= limit) break;
    const next = doc.sentences[s.index + 1];
    const inline = inlineList(s.text, language);
    const found = inline ?? (next && !used.has(next.quote) ? announcedList(s.text, next.text, language) : undefined);
    if (!found) continue;
    // The count names what it counts ("ways to combine functions"), not just "two properties".
    const topic = found.topic.toLowerCase();
    if (!keyTerms.some((t) => findWholeWords(topic, t) >= 0) || found.topic.split(' ').length < 3) continue;
    cards.push({ question: found.question, answer: found.answer, kind: 'concept', difficulty: 'medium', citation: citationFor(inline || !next ? s : next) });
  }
  return cards;
}
