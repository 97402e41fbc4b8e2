import type { Flashcard, FlashcardDifficulty } from '../generation.types.js';
import { readability } from '../text/readability.js';
import { contentTerms, countWords } from '../text/tokens.js';
import { capitalise, lowerFirstWord, toTextCase, type LowercaseVocabulary } from './casing.js';
import { definitionQuestion } from './card-gates.js';
import { citationFor } from './citation.js';
import { findWholeWords } from '../text/whole-words.js';
import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';
import type { FoundDefinition } from './definitions.js';
import type { Keyphrase } from './keyphrases.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import type { SalienceModel } from './salience.js';
import { addressesReader, isExampleOrExercise, startsWithAnaphora, withoutLeadingConnective } from './sentence-quality.js';

/**
 * Flashcards from what the extractors found:
 *  - definition cards ("What is X?" → meaning) for every definition;
 *  - concept cards from enumerations ("What are the two kinds of efficiency?"), causal sentences
 *    ("Explain why …") and section headings ("What is the key point about price ceilings?");
 *  - cloze cards: a key idea with its key term blanked.
 * Every card cites its source sentence; duplicate questions or answers are dropped.
 */

export const MAX_CONCEPT_CARDS = 6;
export const MAX_CLOZE_CARDS = 6;
const BLANK = '_____';

export interface FlashcardInputs {
  doc: PreparedDocument;
  model: SalienceModel;
  definitions: readonly FoundDefinition[];
  keyIdeas: readonly PreparedSentence[];
  keyphrases: readonly Keyphrase[];
  vocabulary: LowercaseVocabulary;
  /** Lower-case words of the title and headings. */
  topicWords: ReadonlySet<string>;
}

export function buildFlashcards(inputs: FlashcardInputs): Flashcard[] {
  const cards = [
    ...inputs.definitions.map((d) => definitionCard(d)),
    ...conceptCards(inputs).slice(0, MAX_CONCEPT_CARDS),
    ...clozeCards(inputs).slice(0, MAX_CLOZE_CARDS),
  ];
  return withoutDuplicates(cards);
}

export function definitionCard(d: FoundDefinition, language = 'en'): Flashcard {
  // A meaning that starts "an institution …" marks a count noun: "What is a financial intermediary?"
  const countNoun = d.countNoun ?? (!d.plural && d.form === 'noun-phrase' && /^an?\s/i.test(d.meaning) && /^\p{Ll}/u.test(d.term));
  const question = definitionQuestion(d.term, language, { countNoun, definite: d.definite ?? false });
  const plural = /^What are /.test(question) || /^¿Qué son /.test(question);
  const answer = definitionAnswer(d, plural ? 'are' : 'is');
  const words = countWords(d.meaning);
  return {
    question,
    answer,
    kind: 'definition',
    difficulty: words <= 12 ? 'easy' : words <= 25 ? 'medium' : 'hard',
    citation: citationFor(d.sentence),
  };
}

/** The answer reads as a sentence whatever shape the meaning has. */
function definitionAnswer(d: FoundDefinition, copula: 'is' | 'are'): string {
  const term = capitalise(d.term);
  switch (d.form) {
    case 'noun-phrase':
      return `${capitalise(d.meaning)}.`; // "The study of how humans …"
    case 'verb-phrase':
      return `${term} ${d.meaning}.`; // "Fiscal policy involves …"
    case 'when-clause':
      return `${term} ${copula} ${d.meaning}.`; // "Scarcity is when …"
    default: {
      const unknown: never = d.form;
      throw new Error(`Unknown meaning form: ${String(unknown)}`);
    }
  }
}

function conceptCards({ doc, model, vocabulary }: FlashcardInputs): Flashcard[] {
  const cards: Flashcard[] = [];
  const ranked = doc.sentences.filter((s) => (model.scores[s.index] ?? 0) > 0).sort((a, b) => (model.scores[b.index] ?? 0) - (model.scores[a.index] ?? 0));
  for (const s of ranked) {
    const card = enumerationCard(s) ?? causeCard(s, vocabulary);
    if (card) cards.push(card);
  }
  cards.push(...headingCards(doc, model, vocabulary));
  return cards;
}

const ENUMERATION =
  /^(?:.*?\b)?(?<n>two|three|four|five|six|seven|several|\d)\s+(?<kind>kinds|types|ways|reasons|categories|forms|parts|components|sources|factors|methods|stages|steps|characteristics|elements|features|approaches|groups|classes|functions|goals|roles|options)\s+of\s+(?<of>[^:,;]{3,60}?)\s*(?::|—|,\s+namely|\s+(?:are|include))\s+(?<items>[^;]+?)\.$/i;

/** "… two kinds of efficiency: productive efficiency and allocative efficiency." */
function enumerationCard(s: PreparedSentence): Flashcard | undefined {
  const m = ENUMERATION.exec(s.text);
  const g = m?.groups;
  if (!g?.n || !g.kind || !g.of || !g.items || countWords(g.items) < 2 || countWords(g.items) > 30) return undefined;
  return {
    question: `What are the ${g.n.toLowerCase()} ${g.kind.toLowerCase()} of ${g.of}?`,
    answer: `${capitalise(g.items)}.`,
    kind: 'concept',
    difficulty: countWords(g.items) > 12 ? 'hard' : 'medium',
    citation: citationFor(s),
  };
}

/** "Scarcity is a problem because …" → "Explain why scarcity is a problem." */
function causeCard(s: PreparedSentence, vocabulary: LowercaseVocabulary): Flashcard | undefined {
  const m = /^(?<claim>[^,;:]{25,160}?)\s+because\s+(?<reason>.{15,})\.$/.exec(s.text);
  const claim = m?.groups?.claim;
  if (!claim || startsWithAnaphora(claim) || /\b(?:you|we|i)\b/i.test(claim)) return undefined;
  // "Explain why" needs a claim with a verb, not "easy implementation of …".
  if (!hasFiniteVerb(tagEnglish(claim))) return undefined;
  return {
    question: `Explain why ${lowerFirstWord(withoutLeadingConnective(claim), vocabulary)}.`,
    answer: withoutLeadingConnective(s.text),
    kind: 'concept',
    difficulty: difficultyOfSentence(s.text),
    citation: citationFor(s),
  };
}

/** One card per topic heading whose section has a clear best sentence. */
function headingCards(doc: PreparedDocument, model: SalienceModel, vocabulary: LowercaseVocabulary): Flashcard[] {
  const cards: Flashcard[] = [];
  const bestInSection = new Map<number, PreparedSentence>();
  // The answer must be about the heading: it names one of the heading's words.
  const headingWords = doc.headings.map((h) => contentTerms(h.text.replace(NUMBERING, '')));
  for (const s of doc.sentences) {
    const score = model.scores[s.index] ?? 0;
    // The answer must stand alone: no "this …", no worked example, no "you".
    if (score <= 0 || startsWithAnaphora(s.text) || isExampleOrExercise(s.text) || addressesReader(s.text)) continue;
    const words = headingWords[s.sectionIndex];
    if (words && words.length > 0 && !contentTerms(s.text).some((t) => words.includes(t))) continue;
    const current = bestInSection.get(s.sectionIndex);
    if (!current || score > (model.scores[current.index] ?? 0)) bestInSection.set(s.sectionIndex, s);
  }
  doc.headings.forEach((heading, sectionIndex) => {
    const best = bestInSection.get(sectionIndex);
    if (!best) return;
    const topic = headingAsPhrase(heading.text.replace(NUMBERING, ''), vocabulary);
    const question = /^(?:why|how|what|when|where|which|who)\b/i.test(topic)
      ? heading.text.endsWith('?')
        ? heading.text
        : `Explain ${topic}.`
      : `What is the key point about ${topic}?`;
    cards.push({
      question,
      answer: withoutLeadingConnective(best.text),
      kind: 'concept',
      difficulty: difficultyOfSentence(best.text),
      citation: citationFor(best),
    });
  });
  return cards;
}

/** "2.3 ", "Chapter 4: " before a heading's words. */
const NUMBERING = /^(?:(?:chapter|section|part|unit)\s+)?\d+(?:\.\d+)*\.?:?\s+/i;

/** "Why the Division of Labor Increases Production" → "why the division of labor increases production". */
function headingAsPhrase(heading: string, vocabulary: LowercaseVocabulary): string {
  return heading
    .replace(/[?]$/, '')
    .split(' ')
    .map((word) => toTextCase(word, vocabulary))
    .join(' ');
}

function clozeCards({ keyIdeas, keyphrases, definitions, topicWords }: FlashcardInputs): Flashcard[] {
  const definedTerms = definitions.map((d) => d.term);
  const definitionSentences = new Set(definitions.map((d) => d.sentence.index));
  // Blanks must be worth recalling: defined terms, recurring multi-word phrases, topic words.
  const phrases = keyphrases
    .filter((k) => k.text.includes(' ') || topicWords.has(k.text.toLowerCase()))
    .map((k) => k.text);
  const cards: Flashcard[] = [];
  const blanked = new Set<string>();
  for (const idea of keyIdeas) {
    const text = withoutLeadingConnective(idea.text);
    // A sentence that is itself a definition already has a definition card: blank something else.
    const candidates = definitionSentences.has(idea.index)
      ? phrases.filter((k) => !definedTerms.some((t) => t.toLowerCase() === k.toLowerCase()))
      : [...definedTerms, ...phrases];
    const lower = text.toLowerCase();
    const maxWords = countWords(text) * 0.4;
    const present = candidates.filter((p) => lower.includes(p.toLowerCase()) && findWhole(text, p) >= 0 && countWords(p) <= maxWords);
    // Blank whole terms ("division of labor", not "labor" inside it), each term once per deck.
    const phrase = present.find(
      (p) => !blanked.has(blankKey(p)) && !present.some((q) => q !== p && q.toLowerCase().includes(p.toLowerCase())),
    );
    if (!phrase) continue;
    blanked.add(blankKey(phrase));
    const at = findWhole(text, phrase);
    const answer = text.slice(at, at + phrase.length);
    cards.push({
      question: `${text.slice(0, at)}${BLANK}${text.slice(at + phrase.length)}`,
      answer,
      kind: 'cloze',
      difficulty: countWords(text) > 30 ? 'hard' : difficultyOfSentence(text),
      citation: citationFor(idea),
    });
  }
  return cards;
}

/** "Public goods" and "public good" are one blank. */
function blankKey(phrase: string): string {
  return contentTerms(phrase).join(' ');
}

/** Where the phrase occurs as whole words (case-insensitive), or -1. */
function findWhole(text: string, phrase: string): number {
  return findWholeWords(text, phrase);
}

function difficultyOfSentence(text: string): FlashcardDifficulty {
  const grade = readability([text]).fleschKincaidGrade;
  return grade < 10 ? 'easy' : grade < 16 ? 'medium' : 'hard';
}

function withoutDuplicates(cards: readonly Flashcard[]): Flashcard[] {
  const questions = new Set<string>();
  const answers = new Set<string>();
  const out: Flashcard[] = [];
  for (const card of cards) {
    const q = normalise(card.question);
    const a = normalise(card.answer);
    if (questions.has(q) || (card.kind !== 'cloze' && answers.has(a))) continue;
    questions.add(q);
    answers.add(a);
    out.push(card);
  }
  return out;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

