import {
  QUIZ_MAX_QUESTIONS, QUIZ_OPTION_COUNT, type CitationData, type QuizQuestionData, type QuizQuestionKind,
} from '@studyloop/events';
import { candidatePhrases } from '../generation/local/keyphrases.js';
import { contentTerms, isContentWord, tokenize } from '../generation/text/tokens.js';

/**
 * Builds a practice quiz from study notes (spec section 4): up to 10 questions, one per key idea
 * (medium, 'Which statement best describes ...?') and one per definition (easy, 'What is the definition
 * of ...?'), each with the true text and three wrong options, shuffled.
 *
 * Wrong options are the learner's own material: other key ideas / definitions of the same notes first,
 * then of the learner's other notes, closest in length; the fixed dummies only when material runs out.
 * A key idea that mentions a term the learner has a definition for is asked as 'Which statement best
 * describes <term>?': every statement option shows its own topic blanked, so the answer is found by
 * knowing the idea, not by spotting the word, and options that mention the asked term are never wrong
 * answers (they could be true). A key idea without such a term is asked as 'Which statement best describes
 * a key idea of these notes?' with wrong options from other notes only (the same notes' ideas would be right).
 */

export interface QuizSourceNotes {
  keyIdeas: { text: string; citation: CitationData | null }[];
  definitions: { term: string; meaning: string; citation: CitationData | null }[];
}

export interface BuildQuizInput {
  notes: QuizSourceNotes;
  /** The learner's other notes, most relevant first. */
  otherNotes: QuizSourceNotes[];
  random?: () => number;
}

export const BLANK = '_____';

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

type DistractorSource = QuizQuestionData['distractorSources'][number];

interface Statement {
  /** The option text as shown (own topic blanked where found). */
  shown: string;
  /** Lower-cased text, to exclude options that mention the asked topic. */
  lower: string;
  source: DistractorSource;
  /** Blanked at a defined term (reads best); preferred over statements blanked at a phrase. */
  strong: boolean;
}

interface KeyIdeaItem {
  text: string;
  /** A defined term (of any of the learner's notes) the idea mentions: the question's subject. */
  term: string | null;
  /** What is blanked when the idea is shown as an option: its term, else its most specific phrase. */
  blank: string | null;
  citation: CitationData | null;
}

const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whole-word, case-insensitive occurrences of a phrase. */
function phrasePattern(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'giu');
}

export function mentions(text: string, phrase: string): boolean {
  return phrasePattern(phrase).test(text);
}

export function blankOut(text: string, phrase: string | null): string {
  return phrase ? text.replace(phrasePattern(phrase), BLANK) : text;
}

/** The longest of `terms` the text mentions (whole words, any case). */
export function mentionedTerm(text: string, terms: readonly string[]): string | null {
  let best: string | null = null;
  for (const term of terms) if (term.length > 1 && (!best || term.length > best.length) && mentions(text, term)) best = term;
  return best;
}

/** The candidate phrase of a statement whose words are rarest across the notes (ties: longer). Used to blank it. */
export function salientPhrase(text: string, notes: QuizSourceNotes): string | null {
  const documents = [...notes.keyIdeas.map((k) => k.text), ...notes.definitions.map((d) => `${d.term} ${d.meaning}`)].map((t) => new Set(tokenize(t)));
  const documentFrequency = (word: string) => documents.filter((d) => d.has(word)).length || 1;
  let best: { phrase: string; score: number } | null = null;
  for (const phrase of candidatePhrases(text)) {
    const words = tokenize(phrase).filter(isContentWord);
    // A blank takes out a key term, never a function word ("how a percentage change in one _____").
    if (!words.length || !isContentWord(tokenize(phrase).at(-1) ?? '')) continue;
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

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Closeness of two options: shared content words (meaning) and similar length; 0–1. */
function closeness(a: string, b: string): number {
  const x = new Set(contentTerms(a));
  const y = new Set(contentTerms(b));
  const shared = [...x].filter((w) => y.has(w)).length;
  const meaning = x.size && y.size ? shared / Math.sqrt(x.size * y.size) : 0;
  const length = Math.min(a.length, b.length) / Math.max(1, a.length, b.length);
  return 0.6 * meaning + 0.4 * length;
}

/** A question's option set, order-free, to tell repeats apart. */
function optionSetKey(options: readonly string[]): string {
  return options.map(normalize).sort().join('\u0000');
}

/**
 * Three wrong options: tier by tier (same notes, then other notes only when the same notes run
 * short), the closest to the answer by meaning and length first (a little random among near ties).
 * An option set already used by an earlier question of the quiz is never given again: the farthest
 * pick is swapped for the next candidate (of a later tier when the note has no other). Then the fixed
 * dummies.
 */
function pickDistractors(
  answer: string, askedTopic: string | null, tiers: Statement[][], fixed: string[], random: () => number, usedSets: Set<string>,
): Statement[] {
  const needed = QUIZ_OPTION_COUNT - 1;
  const seen = new Set([normalize(answer)]);
  const usable = (s: Statement) => normalize(s.shown) !== '' && !(askedTopic && mentions(s.lower, askedTopic));
  const ranked: Statement[] = [];
  for (const tier of tiers) {
    const scored = tier.filter(usable).map((s) => ({ s, score: closeness(s.shown, answer) + Number(s.strong) * 0.2 + random() * 0.05 }));
    for (const { s } of scored.sort((a, b) => b.score - a.score)) {
      if (seen.has(normalize(s.shown))) continue;
      seen.add(normalize(s.shown));
      ranked.push(s);
    }
  }
  for (const text of fixed) {
    if (!seen.has(normalize(text))) {
      ranked.push({ shown: text, lower: text.toLowerCase(), source: 'fixed', strong: false });
      seen.add(normalize(text));
    }
  }
  const taken = ranked.slice(0, needed);
  // Neither the same four options nor the same three wrong ones as an earlier question.
  const keys = () => [optionSetKey([answer, ...taken.map((t) => t.shown)]), `wrong:${optionSetKey(taken.map((t) => t.shown))}`];
  for (let next = needed; keys().some((k) => usedSets.has(k)) && next < ranked.length; next++) taken[needed - 1] = ranked[next]!;
  for (const key of keys()) usedSets.add(key);
  return taken;
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
function typedQuestion(term: string, meaning: string): Pick<QuizQuestionData, 'kind' | 'question' | 'options' | 'correctIndex' | 'answerText' | 'difficulty' | 'distractorSources'> {
  return { kind: 'typed', question: `Which term means “${meaning}”? Type it.`, options: [], correctIndex: -1, answerText: term, difficulty: 'medium', distractorSources: [] };
}

function keyIdeaItems(notes: QuizSourceNotes, glossary: readonly string[]): KeyIdeaItem[] {
  return notes.keyIdeas
    .filter((k) => k.text.trim())
    .map((k) => {
      const text = k.text.trim();
      const term = mentionedTerm(text, glossary);
      return { text, term, blank: term ?? salientPhrase(text, notes), citation: k.citation };
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

export function buildQuizQuestions({ notes, otherNotes, random = Math.random }: BuildQuizInput): QuizQuestionData[] {
  const glossary = [...new Set([notes, ...otherNotes].flatMap((n) => validDefinitions(n).map((d) => d.term.trim())))];
  const ownKeyIdeas = keyIdeaItems(notes, glossary);
  const ownDefinitions = validDefinitions(notes);
  const otherKeyIdeas = otherNotes.flatMap((n) => keyIdeaItems(n, glossary));
  const otherDefinitions = otherNotes.flatMap(validDefinitions);
  const blanked = (item: KeyIdeaItem, source: DistractorSource): Statement => ({ shown: blankOut(item.text, item.blank), lower: item.text.toLowerCase(), source, strong: item.term !== null });
  const whole = (item: KeyIdeaItem): Statement => ({ shown: item.text, lower: item.text.toLowerCase(), source: 'other-notes', strong: true });
  const meaning = (d: { term: string; meaning: string }, source: DistractorSource): Statement => ({ shown: blankOut(d.meaning.trim(), d.term.trim()), lower: d.meaning.toLowerCase(), source, strong: true });

  const chosen = chooseItems(ownKeyIdeas, ownDefinitions, random, (k) => k.term !== null);
  const questions: Omit<QuizQuestionData, 'id'>[] = [];
  const askedTerms = new Set<string>();
  const usedSets = new Set<string>();
  const completions: { index: number; blanked: string; answer: string; wrong: string }[] = [];
  const typedCandidates: { index: number; term: string; meaning: string }[] = [];
  // Key terms and phrases of the note: the wrong options of "complete the key idea" questions.
  const phrase = (text: string, source: DistractorSource): Statement => ({ shown: text, lower: text.toLowerCase(), source, strong: true });
  const ownPhrases = [...ownDefinitions.map((d) => d.term.trim()), ...ownKeyIdeas.map((k) => k.blank).filter((b): b is string => !!b)];
  const otherPhrases = [...otherDefinitions.map((d) => d.term.trim()), ...otherKeyIdeas.map((k) => k.blank).filter((b): b is string => !!b)];
  for (const item of chosen.keyIdeas) {
    const explanation = `The notes say: "${item.text}"`;
    // Each term is asked about once; a second idea about the same term is asked the other way.
    const term = item.term && mentionedTerm(item.text, glossary.filter((t) => !askedTerms.has(t.toLowerCase())));
    // The idea with a key phrase blanked; the wrong options are other key terms and phrases of the same
    // notes (not statements, which would all be true of these notes). False when the notes have too few.
    const asCompletion = (blank: string): boolean => {
      const inIdea = (p: Statement) => mentions(item.text, p.shown) || mentions(p.shown, blank);
      const distractors = pickDistractors(blank, null, [
        ownPhrases.map((p) => phrase(p, 'same-notes')).filter((p) => !inIdea(p)),
        otherPhrases.map((p) => phrase(p, 'other-notes')).filter((p) => !inIdea(p)),
      ], [], random, usedSets);
      if (distractors.length < QUIZ_OPTION_COUNT - 1) return false;
      completions.push({ index: questions.length, blanked: blankOut(item.text, blank), answer: blank, wrong: distractors[0]!.shown });
      questions.push(question('key-idea', `Which word or phrase completes this key idea? “${blankOut(item.text, blank)}”`, blank, distractors, explanation, item.citation, random));
      return true;
    };
    if (term) {
      askedTerms.add(term.toLowerCase());
      const others = ownKeyIdeas.filter((o) => o !== item);
      const answer = blankOut(item.text, term);
      const distractors = pickDistractors(answer, term, [others.map((o) => blanked(o, 'same-notes')), otherKeyIdeas.map((o) => blanked(o, 'other-notes'))], FIXED_KEY_IDEA_DISTRACTORS, random, usedSets);
      // Every other idea of the notes mentions the term (they could all be true): ask for the term instead.
      if (distractors.some((d) => d.source === 'fixed') && asCompletion(term)) continue;
      questions.push(question('key-idea', `Which statement best describes ${asMidSentence(term)}?`, answer, distractors, explanation, item.citation, random));
    } else if (!item.blank || !asCompletion(item.blank)) {
      const distractors = pickDistractors(item.text, null, [otherKeyIdeas.map(whole)], FIXED_KEY_IDEA_DISTRACTORS, random, usedSets);
      questions.push(question('key-idea', 'Which statement best describes a key idea of these notes?', item.text, distractors, explanation, item.citation, random));
    }
  }
  for (const d of chosen.definitions) {
    const term = d.term.trim();
    const others = ownDefinitions.filter((o) => o !== d);
    const answer = blankOut(d.meaning.trim(), term);
    const distractors = pickDistractors(answer, term, [others.map((o) => meaning(o, 'same-notes')), otherDefinitions.map((o) => meaning(o, 'other-notes'))], FIXED_DEFINITION_DISTRACTORS, random, usedSets);
    const typable = !mentions(d.meaning, term);
    const sameNoteMeanings = others.filter((o) => !mentions(o.meaning, term)).length;
    if (typable && (distractors.some((x) => x.source === 'fixed') || (sameNoteMeanings < QUIZ_OPTION_COUNT - 1 && distractors.some((x) => x.source === 'other-notes')))) {
      // Too few meanings in these notes for three wrong options of their own: rather than borrow another
      // document's (or a fixed dummy), the term is typed.
      questions.push({ ...typedQuestion(term, answer), explanation: `${term}: ${d.meaning.trim()}`, citation: d.citation });
      continue;
    }
    if (typable) typedCandidates.push({ index: questions.length, term, meaning: answer });
    questions.push(question('definition', `What is the definition of ${asMidSentence(term)}?`, answer, distractors, `${term}: ${d.meaning.trim()}`, d.citation, random));
  }
  // Beyond multiple choice, when there is enough to ask: one statement to judge true or false (the key
  // idea as written, or with another key term of the notes in its place) and one term to type.
  const completion = completions.at(-1);
  if (completion && questions.filter((q) => q.kind === 'key-idea').length >= 2) {
    const isTrue = random() < 0.5;
    const statement = completion.blanked.split(BLANK).join(isTrue ? completion.answer : completion.wrong);
    const asked = questions[completion.index]!;
    questions[completion.index] = {
      ...asked, kind: 'true-false', question: `True or false? “${statement}”`, options: ['True', 'False'], correctIndex: isTrue ? 0 : 1,
      difficulty: 'easy', distractorSources: [],
    };
  }
  const typed = typedCandidates.at(-1);
  if (typed && typedCandidates.length >= 2 && !questions.some((q) => q.kind === 'typed')) {
    const asked = questions[typed.index]!;
    questions[typed.index] = { ...asked, ...typedQuestion(typed.term, typed.meaning) };
  }
  return questions.map((q, i) => ({ id: `q${i + 1}`, ...q }));
}
