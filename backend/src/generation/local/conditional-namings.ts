import { indefiniteArticle } from '../text/articles.js';
import { readSentence, readWords } from '../text/nlp.js';
import { cutMeaning, type DefinitionMatch } from './definition-patterns.js';

/**
 * A kind named by the condition its members meet, the way mathematics slides and notes define:
 *   "A function is called multivariable if it consists of more than two independent or dependent variables."
 *     → multivariable function: "a function that consists of more than two independent or dependent variables"
 *   "A function is called one-to-one correspondence (or bijective) if it is one-to-one and onto."
 *     → one-to-one correspondence: "a function that is one-to-one and onto"
 *   "A matrix is said to be invertible if it has an inverse." → invertible matrix: "a matrix that has an inverse"
 * An adjective's term is the adjective with the kind ("multivariable function"); a noun phrase is its own term. The
 * condition must speak of the kind ("if it …"): "A function f : X → Y is called onto if Y = R" says it only in symbols,
 * and "… if it satisfies the following" points at a list. Written English only.
 */

const CALLED_IF =
  /^(?:(?<det>an?|any|every|two)\s+)?(?<kind>\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?)\s+(?<verb>is|are)\s+(?:called|termed|said\s+to\s+be)\s+(?:an?\s+)?(?<name>\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,2}?)(?:\s*\((?:or\s+)?\p{Ll}[^()]{1,40}\))?,?\s+(?:if|when|whenever)\s+(?<pronoun>it|they)\s+(?<rest>[^;:]{6,200}?)[.!]?$/u;

/** A condition that points at what follows or at the page ("… satisfies the following", "… as above"). */
const POINTS_ELSEWHERE = /\b(?:the\s+following|as\s+follows|below|above|this|these)\b/i;

/** Formula signs: a condition in symbols reads as no words on a card. */
const FORMULA = /[=<>≤≥→∈⊂∀∃^_]/u;

export function matchConditionalNaming(sentence: string): DefinitionMatch[] {
  if (!/\s(?:called|termed|said\s+to\s+be)\s/.test(sentence)) return [];
  const text = `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`.trim();
  const g = CALLED_IF.exec(text)?.groups;
  if (!g?.kind || !g.name || !g.rest || !g.pronoun) return [];
  const plural = g.verb === 'are';
  // A singular kind is one of its kind ("A function …"); "The company is called …" is one thing.
  if (!plural && !g.det) return [];
  // "A function is called … if it …", "Vectors are … if they …": the pronoun is the kind's.
  if ((g.pronoun === 'they') !== plural) return [];
  if (POINTS_ELSEWHERE.test(g.rest) || FORMULA.test(g.rest)) return [];
  const kindTags = readWords(g.kind.split(/\s+/), readSentence(g.kind));
  if (kindTags.at(-1)?.pos !== 'NOUN') return [];
  const nameWords = g.name.split(/\s+/);
  const nameTags = readWords(nameWords, readSentence(`${g.kind} is ${g.name}`));
  const head = nameTags.at(-1);
  if (!head) return [];
  // "called multivariable": an adjective names a kind of the subject; "called a linear transformation" names a thing.
  // A participle is an adjective here ("called connected").
  const adjective = head.pos === 'ADJ' || (head.pos !== 'NOUN' && /(?:able|ible|ive|al|ous|ic|ar|ent|ant|ed)$/.test(head.text));
  if (!adjective && head.pos !== 'NOUN') return [];
  const kind = plural ? g.kind : `${indefiniteArticle(g.kind)} ${g.kind}`;
  // The condition is a clause with its own verb: "if it is one-to-one and onto", "if it consists of …".
  if (!/^(?:VERB|AUX)$/.test(readSentence(`${g.pronoun} ${g.rest}`).tags[1]?.pos ?? '')) return [];
  // Said of the kind: "a function that consists of …", cut where another clause begins.
  const meaning = cutMeaning(`${kind} that ${g.rest}`.replace(/,/g, '\u0000'), { clause: true })?.replace(/\u0000/g, ',');
  if (!meaning?.startsWith(`${kind} that `) || meaning.toLowerCase().includes(` ${g.name.toLowerCase()}`)) return [];
  const term = adjective ? `${g.name} ${g.kind}` : g.name;
  return [{ term, meaning, form: 'noun-phrase', plural, confidence: 0.8, pattern: 'called-if' }];
}
