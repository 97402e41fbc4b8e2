import {
  QUIZ_MAX_QUESTIONS, type CitationData, type QuizQuestionData, type QuizQuestionKind,
} from '@studyloop/events';
import { isUncountableWord } from '../generation/local/card-gates.js';
import escapeStringRegexp from 'escape-string-regexp';
import { indefiniteArticle, termHead, writtenArticle } from '../generation/text/articles.js';
import { detectLanguage } from '../generation/text/language.js';
import { quizWording, type QuizWording } from './quiz-wording.js';
import { isContentWord, tokenize } from '../generation/text/tokens.js';
import {
  BLANK, blankOut, closenessOver, keyTermsIn, mentions, normalize, occurrences, pickDistractors, type DistractorSource, type Statement,
} from './quiz-distractors.js';

export { BLANK, blankOut, mentions } from './quiz-distractors.js';

/**
 * Builds a practice quiz from study notes (spec section 4): up to 10 questions, one per key idea
 * (medium, 'Which statement best describes ...?') and one per definition (easy, 'What is the definition
 * of ...?'), each with the true text and three wrong options, shuffled.
 *
 * Wrong options are of the answer's kind and from the same notes: other key ideas for a key idea,
 * other meanings for a meaning, other key terms of the notes for a blanked key term. When the notes
 * have too few for three wrong options that no earlier question showed, the question is asked another
 * way that the notes can fill (the idea's key term blanked; the term for a meaning, picked or typed);
 * another document's text only when none can, the fixed dummies last. A key idea that mentions a term
 * the learner has a definition for is asked as 'Which statement best describes <term>?': every statement
 * option shows its own topic blanked, so the answer is found by knowing the idea, not by spotting the
 * word, and options that mention the asked term are never wrong answers (they could be true).
 */

export interface QuizSourceNotes {
  /** `part`: the notes section (PDF chapter, video part) the item belongs to, when the notes have sections. */
  keyIdeas: { text: string; citation: CitationData | null; part?: number | null }[];
  definitions: { term: string; meaning: string; citation: CitationData | null; part?: number | null }[];
  /** The notes' language when known (else detected). */
  language?: string;
}

export interface BuildQuizInput {
  notes: QuizSourceNotes;
  /** The learner's other notes, most relevant first. */
  otherNotes: QuizSourceNotes[];
  random?: () => number;
}

/** Used only when the learner's material has too few other statements (spec: fixed dummy options). */
export const FIXED_KEY_IDEA_DISTRACTORS = [
  'This idea is not discussed in the material.',
  'The material states the opposite of this.',
  'This statement comes from an unrelated subject.',
];
export const FIXED_DEFINITION_DISTRACTORS = [
  'A term that is not used in this material.',
  'The opposite of what the term means.',
  'A meaning from an unrelated field.',
];

interface KeyIdeaItem {
  text: string;
  /** A defined term (of any of the learner's notes) the idea mentions: the question's subject. */
  term: string | null;
  /** Every defined term that stands whole in the idea (the subject when `term` was asked already). */
  subjects: string[];
  /** What is blanked when the idea is shown as an option: its term, else its most specific key term. */
  blank: string | null;
  citation: CitationData | null;
  part: number | null;
}

/** The longest of `terms` the text mentions (whole words, any case). */
export function mentionedTerm(text: string, terms: readonly string[]): string | null {
  let best: string | null = null;
  for (const term of terms) if (term.length > 1 && (!best || term.length > best.length) && mentions(text, term)) best = term;
  return best;
}

/**
 * The key term of a statement whose words are rarest across the notes (ties: longer), to blank it:
 * a noun phrase that stands whole in the sentence, never a function word ("how a percentage change
 * in one _____").
 */
export function salientPhrase(text: string, notes: QuizSourceNotes, language = 'en'): string | null {
  const documents = [...notes.keyIdeas.map((k) => k.text), ...notes.definitions.map((d) => `${d.term} ${d.meaning}`)].map((t) => new Set(tokenize(t)));
  const documentFrequency = (word: string) => documents.filter((d) => d.has(word)).length || 1;
  let best: { phrase: string; score: number } | null = null;
  const terms = keyTermsIn(text, language);
  for (const phrase of terms) {
    const words = tokenize(phrase).filter(isContentWord);
    // Blanking takes out every occurrence: each must be the whole term ("good", not the "good" of "public good").
    if (!words.length || terms.filter((t) => t.toLowerCase() === phrase.toLowerCase()).length < occurrences(text, phrase)) continue;
    const rarity = words.reduce((sum, w) => sum + Math.log((documents.length + 1) / documentFrequency(w)), 0) / words.length;
    const score = rarity * Math.sqrt(words.length) + phrase.length / 1000;
    if (!best || score > best.score) best = { phrase, score };
  }
  return best?.phrase ?? null;
}

/** A term as it reads mid-sentence: 'Economics' → 'economics'; acronyms and names ('GDP', 'Adam Smith') stay. */
export function asMidSentence(term: string): string {
  const words = term.split(/\s+/);
  const capitalisedOnlyFirst = /^\p{Lu}\p{Ll}+$/u.test(words[0]) && words.slice(1).every((w) => !/\p{Lu}/u.test(w));
  return capitalisedOnlyFirst ? term.charAt(0).toLowerCase() + term.slice(1) : term;
}

/** "the Sun", "Earth": the notes write the term with its capital inside sentences, never in lower case. */
function writtenAsName(term: string, noteTexts: readonly string[]): boolean {
  const word = escapeStringRegexp(term);
  const inside = new RegExp(`[\\p{L},;:]\\s+${word}\\b`, 'u');
  const lower = new RegExp(`\\b${escapeStringRegexp(term.toLowerCase())}\\b`, 'u');
  return noteTexts.some((t) => inside.test(t)) && !noteTexts.some((t) => lower.test(t));
}

/** "the Sun": inside sentences, the name always has "the" before it. */
function alwaysWithThe(name: string, noteTexts: readonly string[]): boolean {
  const inside = [...noteTexts.join(' ').matchAll(new RegExp(`(\\p{L}+)\\s+${escapeStringRegexp(name)}\\b`, 'gu'))];
  return inside.length > 0 && inside.every((m) => m[1]!.toLowerCase() === 'the');
}

/** A term mid-sentence with the article English notes write it with: "the cell membrane", "a receptor", "diffusion". */
export function termAsNotesWriteIt(term: string, language: string, noteTexts: readonly string[]): string {
  if (writtenAsName(term, noteTexts)) return language.startsWith('en') && alwaysWithThe(term, noteTexts) ? `the ${term}` : term;
  const shown = asMidSentence(term);
  if (!language.startsWith('en')) return shown;
  const article = writtenArticle(term, noteTexts);
  // "the diffusion process" is no "the diffusion": an uncountable term is asked bare.
  return article === 'the' && !isUncountableWord(termHead(term)) ? `the ${shown}` : article === 'a' ? `${indefiniteArticle(shown)} ${shown}` : shown;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function question(
  kind: QuizQuestionKind, text: string, answer: string, distractors: Statement[], explanation: string,
  citation: CitationData | null, random: () => number,
): Omit<QuizQuestionData, 'id'> {
  const options = shuffle([{ shown: answer, source: null as DistractorSource | null }, ...distractors.map((d) => ({ shown: d.shown, source: d.source as DistractorSource | null }))], random);
  return {
    kind,
    question: text,
    options: options.map((o) => o.shown),
    correctIndex: options.findIndex((o) => o.source === null),
    difficulty: kind === 'key-idea' ? 'medium' : 'easy',
    explanation,
    citation,
    distractorSources: distractors.map((d) => d.source),
  };
}

/** "Which term means …? Type it.": no options; the term is graded leniently (typed-answer.ts). */
function typedQuestion(term: string, meaning: string, wording: QuizWording): Pick<QuizQuestionData, 'kind' | 'question' | 'options' | 'correctIndex' | 'answerText' | 'difficulty' | 'distractorSources'> {
  return { kind: 'typed', question: wording.typeIt(meaning), options: [], correctIndex: -1, answerText: term, difficulty: 'medium', distractorSources: [] };
}

/**
 * The key ideas with their subject and blank. `borrowed` (another note's ideas, read only when these
 * notes have too little): no part-of-speech reading, which costs most of a quiz's time; the blank is a
 * defined term or none.
 */
function keyIdeaItems(notes: QuizSourceNotes, glossary: readonly string[], language: string, borrowed = false): KeyIdeaItem[] {
  return notes.keyIdeas
    .filter((k) => k.text.trim())
    .map((k) => {
      const text = k.text.trim();
      const mentioned = glossary.filter((t) => mentions(text, t));
      // A defined term is the idea's subject only where it stands as a whole term: not "price" in
      // "price ceilings" ("_____ ceilings"), nor "good" in "a public good".
      const terms = language === 'en' && !borrowed && mentioned.length ? keyTermsIn(text, language).map((t) => t.toLowerCase()) : null;
      // Every occurrence: blanking the term blanks them all.
      const standsWhole = (term: string) => !terms
        || terms.filter((t) => t === term.toLowerCase() || (term.includes(' ') && t.endsWith(` ${term.toLowerCase()}`))).length >= occurrences(text, term);
      const subjects = mentioned.filter(standsWhole);
      const term = mentionedTerm(text, subjects);
      return { text, term, subjects, blank: term ?? (borrowed ? null : salientPhrase(text, notes, language)), citation: k.citation, part: k.part ?? null };
    });
}

function validDefinitions(notes: QuizSourceNotes) {
  return notes.definitions.filter((d) => d.term.trim() && d.meaning.trim());
}

/** How many questions a quiz on these notes has. */
export function quizQuestionCount(notes: QuizSourceNotes): number {
  return Math.min(QUIZ_MAX_QUESTIONS, notes.keyIdeas.filter((k) => k.text.trim()).length + validDefinitions(notes).length);
}

/**
 * Which items to ask: all when they fit; otherwise alternating key ideas and definitions (random ones
 * of each, ideas naming a defined term first) so both kinds appear, kept in the notes' order, key ideas first.
 */
function chooseItems<K, D>(keyIdeas: K[], definitions: D[], random: () => number, preferred: (k: K) => boolean): { keyIdeas: K[]; definitions: D[] } {
  if (keyIdeas.length + definitions.length <= QUIZ_MAX_QUESTIONS) return { keyIdeas, definitions };
  const k = shuffle(keyIdeas.map((_, i) => i), random).sort((a, b) => Number(preferred(keyIdeas[b])) - Number(preferred(keyIdeas[a])));
  const d = shuffle(definitions.map((_, i) => i), random);
  const pickedK: number[] = [];
  const pickedD: number[] = [];
  while (pickedK.length + pickedD.length < QUIZ_MAX_QUESTIONS) {
    if (k.length && (pickedK.length <= pickedD.length || !d.length)) pickedK.push(k.shift()!);
    else if (d.length) pickedD.push(d.shift()!);
  }
  return {
    keyIdeas: pickedK.sort((a, b) => a - b).map((i) => keyIdeas[i]),
    definitions: pickedD.sort((a, b) => a - b).map((i) => definitions[i]),
  };
}

/** The notes' language, for the noun-phrase checks (English by part of speech). */
/** The notes' language: stated, else read from their key ideas and meanings. */
export function notesLanguage(notes: QuizSourceNotes): string {
  return notes.language ?? detectLanguage([...notes.keyIdeas.map((k) => k.text), ...notes.definitions.map((d) => d.meaning)].join(' '));
}

/**
 * The key terms of notes, as wrong options for a blanked key term or for 'Which term means …?':
 * the defined terms first (strong), then the noun phrases its key ideas and meanings name.
 */
function noteKeyTerms(notes: QuizSourceNotes, ideas: readonly KeyIdeaItem[], language: string, source: DistractorSource): Statement[] {
  const out = new Map<string, Statement>();
  const add = (text: string, strong: boolean, part: number | null, context: string) => {
    const shown = strong ? asMidSentence(text.trim()) : text.trim();
    if (shown && !out.has(normalize(shown))) out.set(normalize(shown), { shown, lower: shown.toLowerCase(), source, strong, part, context });
  };
  for (const d of validDefinitions(notes)) add(d.term, true, d.part ?? null, d.meaning);
  for (const idea of ideas) if (idea.blank) add(idea.blank, true, idea.part, idea.text);
  for (const { text, part } of [...ideas, ...validDefinitions(notes).map((d) => ({ text: d.meaning, part: d.part ?? null }))]) {
    for (const term of keyTermsIn(text, language)) add(term, false, part, text);
  }
  return [...out.values()];
}

export function buildQuizQuestions({ notes, otherNotes, random = Math.random }: BuildQuizInput): QuizQuestionData[] {
  const language = notesLanguage(notes);
  const glossary = [...new Set([notes, ...otherNotes].flatMap((n) => validDefinitions(n).map((d) => d.term.trim())))];
  const ownKeyIdeas = keyIdeaItems(notes, glossary, language);
  const ownDefinitions = validDefinitions(notes);
  // Other notes are read only when these notes have too little (their key terms cost tagging).
  let borrowed: { keyIdeas: KeyIdeaItem[]; definitions: QuizSourceNotes['definitions']; terms: Statement[] } | null = null;
  const other = () => {
    if (!borrowed) {
      const keyIdeas = otherNotes.map((n) => keyIdeaItems(n, glossary, language, true));
      borrowed = {
        keyIdeas: keyIdeas.flat(),
        definitions: otherNotes.flatMap(validDefinitions),
        terms: otherNotes.flatMap((n, i) => [
          ...validDefinitions(n).map((d) => ({ term: d.term.trim(), context: d.meaning })),
          ...keyIdeas[i]!.flatMap((k) => (k.blank ? [{ term: k.blank, context: k.text }] : [])),
        ].map(({ term, context }) => ({ shown: term, lower: term.toLowerCase(), source: 'other-notes' as const, strong: true, context }))),
      };
    }
    return borrowed;
  };
  const closeness = closenessOver([notes, ...otherNotes].flatMap((n) => [...n.keyIdeas.map((k) => k.text), ...n.definitions.map((d) => d.meaning)]));
  const usedSets = new Set<string>();
  // The part (chapter) of the item being asked: wrong options from the same part come first.
  let part: number | null = null;
  const pick = (answer: string, askedTopic: string | null, tiers: Statement[][], fixed: readonly string[], strict = false, answerContext?: string) =>
    pickDistractors({ answer, askedTopic, tiers, fixed, random, closeness, usedSets, strict, part, ...(answerContext ? { answerContext } : {}) });
  const blanked = (item: KeyIdeaItem, source: DistractorSource): Statement => ({
    shown: blankOut(item.text, item.blank), lower: item.text.toLowerCase(), source, strong: item.term !== null, part: source === 'same-notes' ? item.part : null,
  });
  const whole = (item: KeyIdeaItem): Statement => ({ shown: item.text, lower: item.text.toLowerCase(), source: 'other-notes', strong: true });
  const meaning = (d: QuizSourceNotes['definitions'][number], source: DistractorSource): Statement => ({
    shown: blankOut(d.meaning.trim(), d.term.trim()), lower: d.meaning.toLowerCase(), source, strong: true, part: source === 'same-notes' ? d.part ?? null : null,
  });
  const ownTerms = noteKeyTerms(notes, ownKeyIdeas, language, 'same-notes');
  const noteTexts = [...notes.keyIdeas.map((k) => k.text), ...notes.definitions.map((d) => d.meaning)];
  const named = (term: string) => termAsNotesWriteIt(term, language, noteTexts);
  const wording = quizWording(language);

  const chosen = chooseItems(ownKeyIdeas, ownDefinitions, random, (k) => k.term !== null);
  const questions: Omit<QuizQuestionData, 'id'>[] = [];
  const askedTerms = new Set<string>();
  const completions: { index: number; blanked: string; answer: string; wrong: string }[] = [];
  const typedCandidates: { index: number; term: string; meaning: string }[] = [];
  for (const item of chosen.keyIdeas) {
    part = item.part;
    const explanation = wording.notesSay(item.text);
    // Each term is asked about once; a second idea about the same term is asked the other way.
    const term = item.term && mentionedTerm(item.text, item.subjects.filter((t) => !askedTerms.has(t.toLowerCase())));
    // The idea with a key term blanked; the wrong options are other key terms of the notes (not
    // statements, which would all be true of these notes). Another note's terms only with `borrow`.
    const asCompletion = (blank: string, borrow: boolean): boolean => {
      const apart = (p: Statement) => !mentions(item.text, p.shown) && !mentions(p.shown, blank) && !mentions(blank, p.shown);
      const tiers = [ownTerms.filter(apart), ...(borrow ? [other().terms.filter(apart)] : [])];
      const distractors = pick(blank, null, tiers, [], true, item.text);
      if (!distractors) return false;
      completions.push({ index: questions.length, blanked: blankOut(item.text, blank), answer: blank, wrong: distractors[0]!.shown });
      questions.push(question('key-idea', wording.completes(blankOut(item.text, blank)), blank, distractors, explanation, item.citation, random));
      return true;
    };
    if (term) {
      askedTerms.add(term.toLowerCase());
      const answer = blankOut(item.text, term);
      const own = ownKeyIdeas.filter((o) => o !== item).map((o) => blanked(o, 'same-notes'));
      const fromNotes = pick(answer, term, [own], [], true);
      if (fromNotes) {
        questions.push(question('key-idea', wording.describes(named(term)), answer, fromNotes, explanation, item.citation, random));
        continue;
      }
      // Too few other ideas of these notes leave the term out: ask for the term instead.
      if (asCompletion(term, false)) continue;
      const distractors = pick(answer, term, [own, other().keyIdeas.map((o) => blanked(o, 'other-notes'))], FIXED_KEY_IDEA_DISTRACTORS)!;
      if (distractors.some((d) => d.source === 'fixed') && asCompletion(term, true)) continue;
      questions.push(question('key-idea', wording.describes(named(term)), answer, distractors, explanation, item.citation, random));
    } else if (!item.blank || !(asCompletion(item.blank, false) || asCompletion(item.blank, true))) {
      const distractors = pick(item.text, null, [other().keyIdeas.map(whole)], FIXED_KEY_IDEA_DISTRACTORS)!;
      questions.push(question('key-idea', wording.describesAKeyIdea, item.text, distractors, explanation, item.citation, random));
    }
  }
  for (const d of chosen.definitions) {
    part = d.part ?? null;
    const term = d.term.trim();
    const answer = blankOut(d.meaning.trim(), term);
    const explanation = `${term}: ${d.meaning.trim()}`;
    const own = ownDefinitions.filter((o) => o !== d).map((o) => meaning(o, 'same-notes'));
    const typable = !mentions(d.meaning, term);
    const fromNotes = pick(answer, term, [own], [], true);
    if (fromNotes) {
      if (typable) typedCandidates.push({ index: questions.length, term, meaning: answer });
      questions.push(question('definition', wording.definitionOf(named(term)), answer, fromNotes, explanation, d.citation, random));
      continue;
    }
    if (typable) {
      // Too few meanings in these notes for three wrong ones of their own (or they were all shown
      // already): rather than borrow another document's, ask for the term among the notes' key terms,
      // else typed.
      const apart = (p: Statement) => !mentions(d.meaning, p.shown) && !mentions(p.shown, term) && !mentions(term, p.shown);
      const terms = pick(term, null, [ownTerms.filter(apart)], [], true, d.meaning);
      if (terms) typedCandidates.push({ index: questions.length, term, meaning: answer });
      questions.push(terms
        ? question('definition', wording.termMeaning(answer), term, terms, explanation, d.citation, random)
        : { ...typedQuestion(term, answer, wording), explanation, citation: d.citation });
      continue;
    }
    const distractors = pick(answer, term, [own, other().definitions.map((o) => meaning(o, 'other-notes'))], FIXED_DEFINITION_DISTRACTORS)!;
    questions.push(question('definition', wording.definitionOf(named(term)), answer, distractors, explanation, d.citation, random));
  }
  // Beyond multiple choice, when there is enough to ask: one statement to judge true or false (the key
  // idea as written, or with another key term of the notes in its place) and one term to type.
  const completion = completions.at(-1);
  if (completion && questions.filter((q) => q.kind === 'key-idea').length >= 2) {
    const isTrue = random() < 0.5;
    const filled = completion.blanked.split(BLANK).join(isTrue ? completion.answer : completion.wrong);
    const statement = filled.charAt(0).toUpperCase() + filled.slice(1);
    const asked = questions[completion.index]!;
    questions[completion.index] = {
      ...asked, kind: 'true-false', question: wording.trueOrFalse(statement), options: [...wording.trueFalseOptions], correctIndex: isTrue ? 0 : 1,
      difficulty: 'easy', distractorSources: [],
    };
  }
  const typed = typedCandidates.at(-1);
  if (typed && typedCandidates.length >= 2 && !questions.some((q) => q.kind === 'typed')) {
    const asked = questions[typed.index]!;
    questions[typed.index] = { ...asked, ...typedQuestion(typed.term, typed.meaning, wording) };
  }
  return questions.map((q, i) => ({ id: `q${i + 1}`, ...q }));
}
