import type { Flashcard } from '../generation.types.js';
import { capitalise } from './casing.js';
import { citationFor } from './citation.js';
import type { PreparedDocument } from './prepare-document.js';
import { collapseSpaces } from '../text/whitespace.js';
import { anyWordOf, DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS } from './pointing-words.js';
import { SPEAKER } from './speaker-words.js';

/**
 * Speakers correct a shallow reading of an idea: "that cancellation of dh is not just a notational trick.
 * That is a genuine reflection of what's going on with the tiny nudges …"; "thinking of dx as a concrete
 * nudge is not just some trick for building intuition, it's backed up by the formal definition". The
 * card asks the shallow reading and answers what the idea really is: "Is the cancellation of dh just a
 * notational trick?" → "No. The cancellation of dh is a genuine reflection of …". Spanish says it the
 * same way: "… no es sólo un truco …, sino que está respaldado por …".
 */

interface Form {
  /** Subject, copula, then the shallow reading, up to the end of the sentence or its correcting clause. */
  claim: RegExp;
  /** The correction in the next sentence: "That is …", "It's …", "Es …". */
  next: RegExp;
  /** The correction's hinge ("is not just", "no es solo"), without which the claim cannot match: most sentences stop here. */
  cue: RegExp;
  /** A demonstrative subject read as a description: "that cancellation of dh" → "the cancellation of dh". */
  demonstrative: RegExp;
  /** A demonstrative needs a description of its own ("… of dh") to point at nothing off the page. */
  described: RegExp;
  pointing: RegExp;
  ask: (subject: string, copula: string, shallow: string) => string;
  answer: (subject: string, copula: string, correction: string) => string;
}

const FORMS: Record<string, Form> = {
  en: {
    claim: /^(?:(?:and|but|so|now),?\s+)?(?:.*?\bthat\s+)?(?<subject>(?:(?:the|this|that|these|those)\s+|(?!(?:some|any|every|no)thing\b)\p{L}+ing\s+)[^,;]+?)\s+(?<copula>is|are)(?:\s+not|n't|n’t)\s+(?:just|only|merely|simply)\s+(?<shallow>(?:an?|some)\s+[^,;]+?)(?:[.!]|,\s+(?:but\s+)?(?:rather\s+)?(?:it|they|that)(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?<correction>[^;]+?)[.!]?)$/iu,
    cue: /(?:is|are)(?:\s+not|n't|n’t)\s+(?:just|only|merely|simply)\s/iu,
    next: /^(?:it|that|they)(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?<correction>[^;]+?)[.!]?$/i,
    demonstrative: /^(?:this|that|these|those)\s+/i,
    described: /\s+of\s+\S/i,
    pointing: anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, SPEAKER),
    ask: (subject, copula, shallow) => `${capitalise(copula)} ${subject} just ${shallow}?`,
    answer: (subject, copula, correction) => `No. ${capitalise(subject)} ${copula} ${correction}.`,
  },
  es: {
    claim: /^(?:(?:y|pero|así que),?\s+)?(?:.*?(?<![\p{L}])que\s+)?(?<subject>(?:(?:el|la|los|las|este|esta|estos|estas|ese|esa|esos|esas)\s+|\p{L}+(?:ar|er|ir)\s+)[^,;]+?)\s+no\s+(?<copula>es|son)\s+(?:sólo|solo|solamente|simplemente|meramente)\s+(?<shallow>(?:un|una|unos|unas|algún|alguna)\s+[^,;]+?)(?:[.!]|,\s+sino\s+(?:que\s+)?(?<correction>[^;]+?)[.!]?)$/iu,
    cue: /no\s+(?:es|son)\s+(?:sólo|solo|solamente|simplemente|meramente)\s/iu,
    next: /^(?:es|son|eso es)\s+(?<correction>[^;]+?)[.!]?$/iu,
    demonstrative: /^(?:este|esta|estos|estas|ese|esa|esos|esas)\s+/iu,
    described: /\s+(?:de|del)\s+\S/iu,
    pointing: /(?<![\p{L}])(?:esto|este|esta|estos|estas|eso|ese|esa|esos|esas|aquí|ahí|allí|yo|me|mi)(?![\p{L}])/iu,
    ask: (subject, copula, shallow) => `¿${capitalise(copula)} ${subject} solo ${shallow}?`,
    // "sino que está respaldado …" keeps its own verb; "sino una reflexión …" takes the copula back.
    answer: (subject, copula, correction) => `No. ${capitalise(subject)} ${/^(?:es|son|está|están|tiene|tienen)(?![\p{L}])/iu.test(correction) ? '' : `${copula} `}${correction}.`,
  },
};

const DEFINITE: Record<string, (demonstrative: string) => string> = {
  en: () => 'the ',
  es: (d) => ({ este: 'el', ese: 'el', esta: 'la', esa: 'la', estos: 'los', esos: 'los', estas: 'las', esas: 'las' })[d.trim().toLowerCase()] + ' ',
};

const MAX_SUBJECT_WORDS = 14;
const MIN_CORRECTION_WORDS = 4;
const MAX_CORRECTION_WORDS = 30;

/** The card a "not just" sentence (with the sentence after it, for a correction said there) makes, if it reads on its own. */
export function notJustCard(sentence: string, next: string | undefined, language: string): { question: string; answer: string } | undefined {
  const code = language.slice(0, 2);
  const form = FORMS[code];
  if (!form) return undefined;
  const text = collapseSpaces(sentence);
  if (!form.cue.test(text)) return undefined;
  const g = form.claim.exec(text)?.groups;
  if (!g?.subject || !g.copula || !g.shallow) return undefined;
  const correction = g.correction ?? form.next.exec((next ?? '').trim())?.groups?.correction;
  if (!correction) return undefined;
  let subject = g.subject;
  const demonstrative = form.demonstrative.exec(subject)?.[0];
  if (demonstrative) {
    if (!form.described.test(subject)) return undefined;
    subject = `${DEFINITE[code]!(demonstrative)}${subject.slice(demonstrative.length)}`;
  }
  const words = (text: string) => text.split(/\s+/).length;
  if (words(subject) > MAX_SUBJECT_WORDS || form.pointing.test(subject) || form.pointing.test(g.shallow)) return undefined;
  if (words(correction) < MIN_CORRECTION_WORDS || words(correction) > MAX_CORRECTION_WORDS || form.pointing.test(correction)) return undefined;
  const lowered = subject.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  return { question: form.ask(lowered, g.copula.toLowerCase(), g.shallow), answer: form.answer(lowered, g.copula.toLowerCase(), correction) };
}

/**
 * "An accurate test is not necessarily a predictive test": the speaker heads off an inference a student would draw.
 * The card asks the inference and answers that it does not follow: "Is an accurate test necessarily a predictive
 * test?" → "No. An accurate test is not necessarily a predictive test." Spanish: "… no es necesariamente …".
 */
const NOT_NECESSARILY: Record<string, { claim: RegExp; ask: (subject: string, copula: string, rest: string) => string; answer: (subject: string, copula: string, rest: string) => string }> = {
  en: {
    claim: /^(?:(?:in short|in other words|so|and|but|remember|importantly),?\s+)?(?<subject>(?:the|an?)\s+[^,;]+?)\s+(?<copula>is|are)\s+not\s+necessarily\s+(?<rest>(?:an?|the)\s+[^,;]+?|\p{L}+)[.!]$/iu,
    ask: (subject, copula, rest) => `${capitalise(copula)} ${subject} necessarily ${rest}?`,
    answer: (subject, copula, rest) => `No. ${capitalise(subject)} ${copula} not necessarily ${rest}.`,
  },
  es: {
    claim: /^(?:(?:en resumen|en otras palabras|así que|y|pero),?\s+)?(?<subject>(?:el|la|los|las|un|una)\s+[^,;]+?)\s+no\s+(?<copula>es|son)\s+necesariamente\s+(?<rest>(?:un|una|el|la)\s+[^,;]+?|\p{L}+)[.!]$/iu,
    ask: (subject, copula, rest) => `¿${capitalise(copula)} ${subject} necesariamente ${rest}?`,
    answer: (subject, copula, rest) => `No. ${capitalise(subject)} no ${copula} necesariamente ${rest}.`,
  },
};

/** The card a "not necessarily" sentence makes, if its subject and what it is not point at nothing. */
export function notNecessarilyCard(sentence: string, language: string): { question: string; answer: string } | undefined {
  const code = language.slice(0, 2);
  const form = NOT_NECESSARILY[code];
  const pointing = FORMS[code]?.pointing;
  if (!form || !pointing) return undefined;
  const g = form.claim.exec(collapseSpaces(sentence).trim())?.groups;
  if (!g?.subject || !g.copula || !g.rest) return undefined;
  const words = (text: string) => text.split(/\s+/).length;
  if (pointing.test(g.subject) || pointing.test(g.rest) || words(g.subject) > MAX_SUBJECT_WORDS || words(g.rest) > MAX_CORRECTION_WORDS) return undefined;
  const subject = g.subject.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const copula = g.copula.toLowerCase();
  return { question: form.ask(subject, copula, g.rest), answer: form.answer(subject, copula, g.rest) };
}

/** "Not just" cards in source order, on sentences no other card uses. */
export function notJustCards(doc: PreparedDocument, language: string, limit: number, used: ReadonlySet<string>): Flashcard[] {
  const cards: Flashcard[] = [];
  for (const s of doc.sentences) {
    if (cards.length >= limit) break;
    if (s.apparatus || used.has(s.quote)) continue;
    const next = doc.sentences[s.index + 1];
    const found = notJustCard(s.text, next?.apparatus ? undefined : next?.text, language) ?? notNecessarilyCard(s.text, language);
    if (!found) continue;
    cards.push({ ...found, kind: 'concept', difficulty: 'medium', citation: citationFor(s) });
  }
  return cards;
}
