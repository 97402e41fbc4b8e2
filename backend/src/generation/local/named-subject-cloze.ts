import type { Flashcard } from '../generation.types.js';
import { tagEnglish } from '../text/nlp.js';
import { rejectCard } from './card-gates.js';
import { citationFor } from './citation.js';
import type { PreparedDocument } from './prepare-document.js';
import { findSpokenTerms } from './spoken-definitions.js';
import { anyWordOf, DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS } from './pointing-words.js';
import { SPEAKER, SPEAKER_AND_AUDIENCE } from './speaker-words.js';

/**
 * Speakers name a thing, then say what it does with "it": "… is called the fundamental theorem of
 * calculus. It ties together the two big ideas of integrals and derivatives." The "it" is the name
 * just given, so the second sentence is a cloze on that name: "The _____ ties together the two big
 * ideas of integrals and derivatives." (Spanish: "… se llama el teorema fundamental. Relaciona …"
 * drops its pronoun, so only "Esto/Este/Esta" would mark it; no Spanish form is made.)
 */

/** The naming ends the sentence: "… is called the identity transformation." */
const NAMING_AT_END = /\b(?:is|are)\s+(?:often\s+|usually\s+|also\s+|commonly\s+|sometimes\s+)?(?:called|known\s+as|named|referred\s+to\s+as)\s+(?<named>[^,;:]+?)[.!]$/i;
/**
 * The next sentence opens on the pronoun and its own verb: "It ties together …", "They stay …", maybe after
 * a sentence adverb that only comments on the fact ("Interestingly, it was discovered by …", "In fact, it …").
 */
const PRONOUN_START = /^(?:(?:\p{Lu}\p{Ll}+ly|In fact|Actually|Historically),\s+)?(?<pronoun>[Ii]t|[Tt]hey)\s+(?<rest>\S.+)$/u;
/** Where a second clause starts: "…, but L'Hopital was …", "…, and shows …". */
const SECOND_CLAUSE = /,\s+(?:but|and|so|while|whereas)\s+/i;
/** Anything else pointing in the sentence needs the screen, not the name. */
const OTHER_POINTING = anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, SPEAKER, SPEAKER_AND_AUDIENCE);

const BLANK = '_____';
/** "It is easy." says too little to recall a name from. */
const MIN_REST_WORDS = 6;

/** The cloze a pronoun sentence makes once its pronoun is the name given just before, if it reads on its own. */
export function namedSubjectCloze(naming: string, next: string): { question: string; answer: string } | undefined {
  const named = NAMING_AT_END.exec(naming.trim())?.groups?.named;
  const opened = PRONOUN_START.exec(next.trim())?.groups;
  if (!named || !opened?.rest) return undefined;
  const [spoken] = findSpokenTerms(naming.trim(), undefined, 'en').slice(-1);
  // The term is all that follows the naming verb: "called the identity transformation", nothing after it.
  if (!spoken || named.replace(/^(?:the|an?)\s+/i, '').toLowerCase() !== spoken.term.toLowerCase() || /^an?$/i.test(spoken.article ?? '')) return undefined;
  // A second clause about something else ("…, but L'Hopital was this wealthy dude who …") may point where the first does not.
  const cut = SECOND_CLAUSE.exec(opened.rest);
  const rest = OTHER_POINTING.test(opened.rest) && cut ? `${opened.rest.slice(0, cut.index)}.` : opened.rest;
  if (OTHER_POINTING.test(rest) || rest.split(/\s+/).length < MIN_REST_WORDS) return undefined;
  // "It ties …", "They stay …": a verb right after the pronoun.
  const verb = tagEnglish(`${opened.pronoun} ${rest}`)[1];
  if (!verb || !/^(?:VERB|AUX)$/.test(verb.pos)) return undefined;
  const lead = spoken.article ? 'The ' : '';
  return { question: `${lead}${BLANK} ${rest}`, answer: spoken.term };
}

/** Named-subject cloze cards, in source order, on sentences no other card uses and names not yet blanked. */
export function namedSubjectClozeCards(doc: PreparedDocument, language: string, limit: number, used: ReadonlySet<string>, blanked: Set<string>): Flashcard[] {
  if (!language.startsWith('en')) return [];
  const cards: Flashcard[] = [];
  for (const s of doc.sentences) {
    if (cards.length >= limit) break;
    const next = doc.sentences[s.index + 1];
    if (!next || next.apparatus || used.has(next.quote)) continue;
    const found = namedSubjectCloze(s.text, next.text);
    if (!found || blanked.has(found.answer.toLowerCase())) continue;
    const card: Flashcard = { ...found, kind: 'cloze', difficulty: next.wordCount > 30 ? 'hard' : next.wordCount > 18 ? 'medium' : 'easy', citation: citationFor(next) };
    if (rejectCard(card, language)) continue;
    blanked.add(found.answer.toLowerCase());
    cards.push(card);
  }
  return cards;
}
