import { baseLanguage } from '../text/language.js';
import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';
import { countWords } from '../text/tokens.js';
import { isFragment } from './card-gates.js';
import { isProse, MATH_SIGNS, MAX_DISPLAY_WORDS, MIN_DISPLAY_WORDS } from './sentence-quality.js';
import { lacksMainClause, opensWithoutSubject } from './sentence-shape-gates.js';

/**
 * Slides, cheat sheets and handouts write their items as whole sentences without the full stop: "R, as a language,
 * is 1-indexed, meaning the first position is labeled 1", "Chaque opération de pooling sélectionne la valeur maximale
 * de la surface". As they stand they read as cut short, and nothing of them is shown. An item that is a whole sentence
 * once closed (a capital opening, six words or more, mostly words, a content word last, a main clause of its own)
 * takes the full stop it lacks; a label or a bare noun phrase ("Iterative deepening (3.4.4)", "Taille de sortie") stays
 * as it is. Only where the main verb can be read: English by its tags, German by its verb reader (French table cells,
 * "Peut détecter plusieurs objets", open on a verb its reader cannot tell from a subject).
 * An item with mathematics in it, or one that leads into a formula ("… is defined as", "… if for every arc" before a
 * display), is no sentence without what the PDF drew (`closeUnmarkedItem`'s caller sees the next block).
 */

const CLOSABLE_LANGUAGES = new Set(['en', 'de']);

/** Signs of mathematics a PDF sets in its own fonts: a sentence around them lost what they stood for. */
const MATH_SIGN = new RegExp(`[${MATH_SIGNS}≠≈↔⊃∀∃]`, 'u');

/** Words that open a subordinate or relative clause in English. */
const SUBORDINATOR = /^(?:if|when|whenever|while|because|although|though|since|unless|whether|that|which|who|whom|whose|where)$/i;

/**
 * English: a subject first, a finite verb before the first subordinate clause and one in the last, a preposition never
 * last. "The output if the condition is TRUE", "Model size not increasing with …", "Cannot consider any future input",
 * "… is consistent if for every arc" and "… is defined as" (each lost its subject, its verb or its formula) are no sentences.
 */
function lacksEnglishClauseVerbs(text: string): boolean {
  const tags = tagEnglish(text).filter((t) => t.pos !== 'PUNCT');
  if (/^(?:AUX|VERB)$/.test(tags[0]?.pos ?? '') || tags.at(-1)?.pos === 'ADP') return true;
  const subordinators = tags.flatMap((t, i) => (i > 0 && (t.pos === 'SCONJ' || SUBORDINATOR.test(t.text)) ? [i] : []));
  const first = subordinators[0];
  const last = subordinators.at(-1);
  if (first === undefined || last === undefined) return !hasFiniteVerb(tags);
  return !hasFiniteVerb(tags.slice(0, first)) || !hasFiniteVerb(tags.slice(last + 1));
}

/** The item with the full stop it lacks, when it reads as a whole sentence; else undefined. */
export function closeUnmarkedItem(text: string, language: string): string | undefined {
  const code = baseLanguage(language) ?? '';
  const written = text.trim();
  if (!CLOSABLE_LANGUAGES.has(code)) return undefined;
  // "bogosort is an algorithm that …": a name the language writes in lower case opens the item; read as a sentence's opening.
  // A keyword as the subject ("if checks a condition …") is read as the name it is here: the tagger would take "If" for a conjunction.
  const words = written.split(/\s+/);
  const keyword = code === 'en' && /^\p{Ll}/u.test(written) && opensOnKeywordSubject(words, tagEnglish(words.slice(0, 5).join(' ')));
  const t = keyword ? `It ${words.slice(isKeywordAt(words, tagEnglish(words.slice(0, 5).join(' ')), 1) ? 2 : 1).join(' ')}` : opensOnLowerCaseSubject(written, code) ? `${written.charAt(0).toUpperCase()}${written.slice(1)}` : written;
  if (!/^\p{Lu}/u.test(t) || !/[\p{L}\p{N})\]'’"”]$/u.test(t)) return undefined;
  const count = countWords(t);
  if (count < MIN_DISPLAY_WORDS || count > MAX_DISPLAY_WORDS || !isProse(t) || MATH_SIGN.test(t)) return undefined;
  const closed = `${t}.`;
  if (isFragment(closed, code) || lacksMainClause(closed, code) || opensWithoutSubject(closed, code)) return undefined;
  return code === 'en' && lacksEnglishClauseVerbs(t) ? undefined : `${written}.`;
}

/**
 * English: a line whose capital is a sentence's, not a name's: its first word read as a common word ("Create objects
 * with new", "The mean is relative …"), not a name ("Java programs …", "Darwin was right") or "I". Other languages
 * are not read: German writes every noun with a capital.
 */
export function opensOnCommonWord(line: string, language: string): boolean {
  if (baseLanguage(language) !== 'en') return false;
  const first = tagEnglish(line.trim()).find((t) => t.pos !== 'PUNCT');
  return first !== undefined && first.pos !== 'PROPN' && first.text !== 'I' && /^\p{Lu}\p{Ll}*$/u.test(first.text);
}

/**
 * English: a line opening on a lower-case subject of one or two words and its verb: a slide's item about a name the
 * language writes in lower case ("bogosort is an algorithm that …", "javac compiles source to bytecode", "for loops
 * allow us to …"), not a wrap ("is sufficiently large", "the cost of the shortest path …", "print('positive')").
 */
export function opensOnLowerCaseSubject(line: string, language: string): boolean {
  if (baseLanguage(language) !== 'en' || !/^\p{Ll}/u.test(line)) return false;
  const words = line.split(/\s+/);
  const tags = tagEnglish(words.slice(0, 5).join(' '));
  const verb = tags.findIndex((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text)));
  if ((verb === 1 || verb === 2) && tags.slice(0, verb).every((t) => /^(?:NOUN|PROPN|ADJ|ADP)$/.test(t.pos) && /^\p{Ll}[\p{L}\p{N}_]*$/u.test(t.text))) return true;
  return opensOnKeywordSubject(words, tags);
}

/**
 * A programming keyword as the subject: "if checks a condition …", "else provides some code …". The tagger reads the
 * keyword as the conjunction or adverb it also is, and its verb as a noun; read after "it", the second word is a verb
 * in -s with its object after it. A wrap opening on a conjunction ("if it rains", "while the loop runs") has its own
 * subject after the keyword.
 */
function opensOnKeywordSubject(words: readonly string[], tags: readonly { pos: string }[]): boolean {
  // One keyword or two ("else if provides a secondary condition").
  const length = isKeywordAt(words, tags, 1) ? 2 : 1;
  const verb = words[length];
  if (!isKeywordAt(words, tags, 0) || !verb || !/^\p{Ll}+[^s]s$/u.test(verb)) return false;
  const reading = tagEnglish(`it ${words.slice(length, length + 3).join(' ')}`);
  return reading[1]?.pos === 'VERB' && /^(?:DET|NOUN|ADJ|NUM|PRON)$/.test(reading[2]?.pos ?? '');
}

function isKeywordAt(words: readonly string[], tags: readonly { pos: string }[], at: number): boolean {
  return /^(?:SCONJ|ADV|ADP)$/.test(tags[at]?.pos ?? '') && /^\p{Ll}{2,6}$/u.test(words[at] ?? '');
}
