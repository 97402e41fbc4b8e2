import type { Flashcard } from '../generation.types.js';
import { tagEnglish } from '../text/nlp.js';
import { capitalise, headingAsPhrase, lowerFirstWord, type LowercaseVocabulary } from './casing.js';
import { definitionQuestion, isGenericTerm, isNounPhraseTerm } from './card-gates.js';
import { citationFor } from './citation.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { withoutSectionReference } from './section-references.js';
import { isTeaserHeading } from './section-titles.js';
import { comparesWithoutSubject, opensWithoutSubject } from './sentence-shape-gates.js';

/**
 * A slide's first bullet often says what its title is without naming it: the title is the bullet's subject.
 *  - "Bidirectional search" / "Idea: search backward from the goal and forward from the start simultaneously."
 *    → "What is the idea behind bidirectional search?"
 *  - "Genetic algorithms" / "Similar to stochastic beam search, but pairs of individuals are combined …"
 *    → "What are genetic algorithms?"
 *  - "Runtime distribution" / "Plots the runtime and the proportion of the runs …" → "What is a runtime distribution?",
 *    answered "A runtime distribution plots the runtime …".
 * English only (the readers of a subjectless bullet are English); one card per title, from the bullet right under it.
 */

const IDEA_LABEL = /^(?:(?:the\s+)?(?:key|main|basic|general)\s+)?idea:\s+(?=\p{L})/iu;
const MAX_TITLE_WORDS = 5;
const MIN_BULLET_WORDS = 6;

export function slideTitleCards(doc: PreparedDocument, vocabulary: LowercaseVocabulary): Flashcard[] {
  const cards: Flashcard[] = [];
  doc.headings.forEach((heading, sectionIndex) => {
    const bullet = firstBullet(doc, heading.firstSentence, sectionIndex);
    const topic = titleTopic(heading.text, vocabulary);
    if (!topic) return;
    // An "Idea: …" bullet further down the slide states its title's idea as well ("Iterative deepening": "BFS is …",
    // "DFS uses …", "Idea: take the best from BFS and DFS …").
    const card = (bullet ? titleCard(topic, bullet, vocabulary) : undefined) ?? ideaCard(doc, heading.firstSentence, sectionIndex, topic, vocabulary);
    if (card) cards.push(card);
  });
  return cards;
}

/** The slide's first sentence, when it is a whole sentence of its own (not code, a formula or an aside in brackets). */
function firstBullet(doc: PreparedDocument, index: number, sectionIndex: number): PreparedSentence | undefined {
  const s = doc.sentences[index];
  if (!s || s.sectionIndex !== sectionIndex || !s.displayable || s.apparatus || s.wordCount < MIN_BULLET_WORDS) return undefined;
  return /^\(.*\)[.!]?$/.test(s.text) ? undefined : s;
}

/** The title as a term: a short noun phrase, not a teaser, a question, code or a generic word ("Example", "Summary"). */
function titleTopic(title: string, vocabulary: LowercaseVocabulary): string | undefined {
  const bare = withoutSectionReference(title).trim();
  if (!bare || bare.split(/\s+/).length > MAX_TITLE_WORDS || /[?!:;,()[\]{}=<>/]|\d/.test(bare) || isTeaserHeading(bare, 'en')) return undefined;
  const topic = headingAsPhrase(bare, vocabulary);
  // "Large" (a table's row for large data sets) is a description, not a thing the bullet can define.
  if (!isNounPhraseTerm(topic, 'en') || isGenericTerm(topic, 'en') || !namesAThing(topic)) return undefined;
  return topic;
}

/** The first "Idea: …" bullet on the slide, asked as its title's idea. */
function ideaCard(doc: PreparedDocument, first: number, sectionIndex: number, topic: string, vocabulary: LowercaseVocabulary): Flashcard | undefined {
  for (let i = first; i < doc.sentences.length && doc.sentences[i]!.sectionIndex === sectionIndex; i++) {
    const s = doc.sentences[i]!;
    if (s.displayable && IDEA_LABEL.test(s.text)) return statedIdea(topic, s, vocabulary);
  }
  return undefined;
}

/** "Idea: search backward …": the idea is what to do, an instruction with no subject. */
function statedIdea(topic: string, bullet: PreparedSentence, vocabulary: LowercaseVocabulary): Flashcard | undefined {
  const rest = bullet.text.trim().replace(IDEA_LABEL, '');
  // The tagger may read a verb opening a phrase as a noun ("search backward …"): read after "to", it is a verb.
  if (tagEnglish(`to ${rest.split(/\s+/).slice(0, 3).join(' ').toLowerCase()}`)[1]?.pos !== 'VERB') return undefined;
  // Said as the idea it is: "Search backward from the goal …" alone reads as a noun phrase to the gates.
  const answer = `The idea is to ${lowerFirstWord(rest, vocabulary)}`;
  return { question: `What is the idea behind ${topic}?`, answer, kind: 'concept', difficulty: bullet.wordCount > 25 ? 'hard' : 'medium', citation: citationFor(bullet) };
}

function titleCard(topic: string, bullet: PreparedSentence, vocabulary: LowercaseVocabulary): Flashcard | undefined {
  const text = bullet.text.trim();
  const citation = citationFor(bullet);
  const difficulty = bullet.wordCount > 25 ? 'hard' : 'medium';
  if (IDEA_LABEL.test(text)) return statedIdea(topic, bullet, vocabulary);
  // The bullet may not name its topic: then it is about the title, not something of its own.
  if (text.toLowerCase().includes(topic.toLowerCase())) return undefined;
  if (comparesWithoutSubject(text, 'en')) return { question: definitionQuestion(topic, 'en'), answer: text, kind: 'definition', difficulty, citation };
  if (opensWithoutSubject(text, 'en') || opensOnPresentVerb(text)) {
    const question = definitionQuestion(topic, 'en');
    const article = /^What (?:is|are) (a|an|the) /.exec(question)?.[1];
    const subject = article ? `${article} ${topic}` : topic;
    return { question, answer: `${capitalise(subject)} ${text.charAt(0).toLowerCase()}${text.slice(1)}`, kind: 'definition', difficulty, citation };
  }
  return undefined;
}

/**
 * "Plots the runtime and the proportion of …": the tagger reads a capitalised opening verb as a name. Read after "it",
 * the word is a verb with its object after it; "Costs rise when …" is a noun with its own verb.
 */
function opensOnPresentVerb(text: string): boolean {
  const words = text.split(/\s+/);
  const first = words[0] ?? '';
  if (!/^\p{Lu}\p{Ll}+[^s]s$/u.test(first) || /^(?:AUX|VERB)$/.test(tagEnglish(words.slice(0, 3).join(' '))[1]?.pos ?? '')) return false;
  const reading = tagEnglish(`it ${first.toLowerCase()} ${words.slice(1, 4).join(' ')}`);
  // Its object opens on a determiner ("Plots the runtime", "Returns a list"): the tagger's noun readings ("Costs rise") are too loose to go on.
  return reading[1]?.pos === 'VERB' && /^(?:DET|PRON)$/.test(reading[2]?.pos ?? '');
}

/** The title ends on a noun, or on a gerund naming an activity ("hill climbing", "coarse-grained multithreading"). */
function namesAThing(topic: string): boolean {
  const head = tagEnglish(topic.toLowerCase()).at(-1);
  return head?.pos === 'NOUN' || (head?.pos === 'VERB' && /ing$/.test(head.text) && topic.includes(' '));
}
