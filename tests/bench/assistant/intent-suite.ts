/**
 * The intent suite of bench:assistant: natural questions across the assistant's intents over three
 * notes on different topics (OpenStax sections recorded for one learner), asked through HTTP.
 * Measures: the share answered, answered with a citation to the right note, definition answers that
 * contain the glossary meaning's content words, how/why and compare answers whose first sentence names
 * the question's subject, comparisons that state the difference in a sentence of their own (not both
 * definitions again), "quiz me" quizzes of ≥ 3 questions, off-topic refusals;
 * and for quizzes started on the notes: same-note distractors and repeated option sets.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type pg from 'pg';

export type IntentKind = 'summary' | 'key-points' | 'define' | 'explain-simply' | 'how-why' | 'compare' | 'quiz' | 'study-next';

export interface IntentQuestion {
  q: string;
  kind: IntentKind;
  /** Fixture section title the answer should cite ('*' = any of the learner's three notes). */
  section: string;
  /** For definitions: the glossary term whose meaning the answer should contain. */
  term?: string;
  /** For how/why and compare questions: what the question is about (a comparison: its first side), which the first sentence should name. */
  subject?: string;
}

/**
 * One intent suite: a book fixture, the learner's three notes (fixture section titles), the questions
 * over them and questions outside them that must be refused.
 */
export interface IntentSuite {
  /** Printed as the heading of the suite's figures and in front of its targets. */
  name: string;
  /** The book fixture's file under fixtures/openstax/. */
  fixture: string;
  sections: string[];
  questions: IntentQuestion[];
  offTopic: string[];
}

export const INTENT_SECTIONS = ['Price Ceilings and Price Floors', 'Public Goods', 'Insurance and Imperfect Information'];
const [P, G, I] = INTENT_SECTIONS as [string, string, string];

export const INTENT_QUESTIONS: IntentQuestion[] = [
  { q: 'Summarize my notes', kind: 'summary', section: '*' },
  { q: 'What is the main idea of my notes?', kind: 'summary', section: '*' },
  { q: 'Summarize the notes on price controls', kind: 'summary', section: P },
  { q: 'Give me an overview of public goods', kind: 'summary', section: G },
  { q: 'Can you summarise what I have on insurance?', kind: 'summary', section: I },
  { q: 'What are the key points about insurance?', kind: 'key-points', section: I },
  { q: 'Key takeaways on price floors', kind: 'key-points', section: P },
  { q: 'What are the main ideas of public goods?', kind: 'key-points', section: G },
  { q: 'What is a price ceiling?', kind: 'define', section: P, term: 'price ceiling' },
  { q: 'Define price floor', kind: 'define', section: P, term: 'price floor' },
  { q: 'What is a copayment?', kind: 'define', section: I, term: 'copayment' },
  { q: 'What are price controls?', kind: 'define', section: P, term: 'price control' },
  { q: 'What is a free rider?', kind: 'define', section: G, term: 'free rider' },
  { q: 'What does nonexcludable mean?', kind: 'define', section: G, term: 'nonexcludable' },
  { q: 'What is a public good?', kind: 'define', section: G, term: 'public good' },
  { q: 'What is moral hazard?', kind: 'define', section: I, term: 'moral hazard' },
  { q: 'Define adverse selection', kind: 'define', section: I, term: 'adverse selection' },
  { q: 'What is a deductible?', kind: 'define', section: I, term: 'deductible' },
  { q: 'What is coinsurance?', kind: 'define', section: I, term: 'coinsurance' },
  { q: 'Explain price controls simply', kind: 'explain-simply', section: P },
  { q: 'Explain moral hazard in simple terms', kind: 'explain-simply', section: I },
  { q: 'Explain public goods like I am five', kind: 'explain-simply', section: G },
  { q: 'Why do price ceilings cause shortages?', kind: 'how-why', section: P, subject: 'price ceiling' },
  { q: 'What happens when a price floor is set above the equilibrium?', kind: 'how-why', section: P, subject: 'price floor' },
  { q: 'Why is it hard for markets to provide public goods?', kind: 'how-why', section: G, subject: 'public good' },
  { q: 'How do insurance companies decide what premium to charge?', kind: 'how-why', section: I, subject: 'premium' },
  { q: 'Why does adverse selection happen in insurance markets?', kind: 'how-why', section: I, subject: 'adverse selection' },
  { q: 'Compare price ceilings and price floors', kind: 'compare', section: P, subject: 'price ceiling' },
  { q: 'What is the difference between a deductible and a copayment?', kind: 'compare', section: I, subject: 'deductible' },
  { q: 'Quiz me on price controls', kind: 'quiz', section: P },
  { q: 'Quiz me on public goods', kind: 'quiz', section: G },
  { q: 'Quiz me on insurance', kind: 'quiz', section: I },
  { q: 'What should I study next?', kind: 'study-next', section: '*' },
];

export const OFF_TOPIC_INTENTS = [
  'How does photosynthesis work in plant cells?', 'Who wrote Romeo and Juliet?', 'Explain quantum entanglement simply',
  'Quiz me on the French revolution', 'Compare cats and dogs', 'What is the Pythagorean theorem?', 'Summarize the causes of World War I',
  'Define mitochondria', 'Why is the sky blue?', 'What is the capital of Australia?',
];

export const ECONOMICS_SUITE: IntentSuite = {
  name: 'economics', fixture: 'principles-economics-3e.json', sections: INTENT_SECTIONS, questions: INTENT_QUESTIONS, offTopic: OFF_TOPIC_INTENTS,
};

/**
 * The same kinds of questions on a second book the engine was not built on: three sociology sections on
 * different topics (research methods, culture, stratification) whose glossary terms the text uses.
 */
export const SOCIOLOGY_SECTIONS = ['Research Methods', 'Elements of Culture', 'What Is Social Stratification?'];
const [R, C, S] = SOCIOLOGY_SECTIONS as [string, string, string];

export const SOCIOLOGY_QUESTIONS: IntentQuestion[] = [
  { q: 'Summarize my notes', kind: 'summary', section: '*' },
  { q: 'Summarize the notes on research methods', kind: 'summary', section: R },
  { q: 'Give me an overview of social stratification', kind: 'summary', section: S },
  { q: 'What are the key points about culture?', kind: 'key-points', section: C },
  { q: 'What is the Hawthorne effect?', kind: 'define', section: R, term: 'Hawthorne effect' },
  { q: 'Define ethnography', kind: 'define', section: R, term: 'ethnography' },
  { q: 'What does quantitative data mean?', kind: 'define', section: R, term: 'quantitative data' },
  { q: 'What is a random sample?', kind: 'define', section: R, term: 'random sample' },
  { q: 'What is nonreactive research?', kind: 'define', section: R, term: 'nonreactive research' },
  { q: 'What are mores?', kind: 'define', section: C, term: 'mores' },
  { q: 'Define folkways', kind: 'define', section: C, term: 'folkways' },
  { q: 'What are formal norms?', kind: 'define', section: C, term: 'formal norms' },
  { q: 'What does ideal culture mean?', kind: 'define', section: C, term: 'ideal culture' },
  { q: 'What are informal norms?', kind: 'define', section: C, term: 'informal norms' },
  { q: 'What is social stratification?', kind: 'define', section: S, term: 'social stratification' },
  { q: 'Define meritocracy', kind: 'define', section: S, term: 'meritocracy' },
  { q: 'What is a caste system?', kind: 'define', section: S, term: 'caste system' },
  { q: 'What does status consistency mean?', kind: 'define', section: S, term: 'status consistency' },
  { q: 'Explain participant observation simply', kind: 'explain-simply', section: R },
  { q: 'Explain the Sapir-Whorf hypothesis in simple terms', kind: 'explain-simply', section: C },
  { q: 'Why do researchers use a random sample?', kind: 'how-why', section: R, subject: 'random sample' },
  { q: 'How do sanctions encourage people to follow norms?', kind: 'how-why', section: C, subject: 'sanction' },
  { q: 'Why are caste systems called closed systems?', kind: 'how-why', section: S, subject: 'caste system' },
  { q: 'Compare mores and folkways', kind: 'compare', section: C, subject: 'mores' },
  { q: 'What is the difference between a caste system and a class system?', kind: 'compare', section: S, subject: 'caste system' },
  { q: 'Quiz me on research methods', kind: 'quiz', section: R },
  { q: 'Quiz me on culture', kind: 'quiz', section: C },
  { q: 'Quiz me on social stratification', kind: 'quiz', section: S },
  { q: 'What should I study next?', kind: 'study-next', section: '*' },
];

export const SOCIOLOGY_OFF_TOPIC = [
  'How do volcanoes form?', 'Who composed the Moonlight Sonata?', 'Explain black holes simply', 'Quiz me on the periodic table',
  'Compare Python and JavaScript', 'What is the derivative of sine?', 'Summarize the plot of Hamlet', 'Define photosynthesis',
  'Why do leaves change colour in autumn?', 'What is the tallest mountain in Africa?',
];

export const SOCIOLOGY_SUITE: IntentSuite = {
  name: 'sociology', fixture: 'introduction-sociology-3e.json', sections: SOCIOLOGY_SECTIONS, questions: SOCIOLOGY_QUESTIONS, offTopic: SOCIOLOGY_OFF_TOPIC,
};

/**
 * Suites on books kept out of the repository, so the intents are also checked on books the engine was not built on:
 * BENCH_EXTRA_SUITES names JSON files, comma-separated, each an IntentSuite whose fixture is a book fixture's path
 * (relative to the suite file).
 */
export function extraSuites(files = process.env.BENCH_EXTRA_SUITES ?? ''): IntentSuite[] {
  return files.split(',').filter((f) => f.trim() !== '').map((file) => {
    const suite = JSON.parse(readFileSync(file, 'utf8')) as IntentSuite;
    if (!suite.name || !suite.fixture || !Array.isArray(suite.sections) || !Array.isArray(suite.questions) || !Array.isArray(suite.offTopic)) {
      throw new Error(`${file} is not an intent suite (name, fixture, sections, questions, offTopic)`);
    }
    return { ...suite, fixture: isAbsolute(suite.fixture) ? suite.fixture : resolve(dirname(file), suite.fixture) };
  });
}

const STOP = new Set('a an the of to in on for and or is are be by that which with as at from it its this than such some any'.split(' '));
/** A plural as its singular: "policies" → "policy", "taxes" → "tax", "prices" → "price" (not "pric"), "loss" kept. */
const singular = (w: string) => w.replace(/ies$/, 'y').replace(/(s|x|z|ch|sh)es$/, '$1').replace(/([^s])s$/, '$1');
const contentWords = (text: string) => text.toLowerCase().match(/[a-z]+/g)?.filter((w) => w.length > 2 && !STOP.has(w)).map(singular) ?? [];

/** A glossary entry for the asked term: "astronomical unit (AU)" is the entry for "astronomical unit". */
export function glossaryTermMatches(entry: string, term: string): boolean {
  const bare = (t: string) => t.replace(/\s*\([^()]*\)\s*$/, '').trim().toLowerCase();
  return bare(entry) === bare(term);
}

/** Share of the meaning's content words the answer contains. */
export function meaningCoverage(answer: string, meaning: string): number {
  const have = new Set(contentWords(answer));
  const want = [...new Set(contentWords(meaning))];
  return want.length ? want.filter((w) => have.has(w)).length / want.length : 0;
}

/**
 * Whether the source text can answer with the meaning at all: the best share of the meaning's content
 * words that any three of its sentences naming the term hold together (chosen knowing the meaning, so
 * an upper bound for any answer quoting the text). A book's glossary may word a meaning differently
 * from its chapters, which are all the notes are made of.
 */
export function reachableCoverage(text: string, term: string, meaning: string): number {
  const termWords = contentWords(term);
  const naming = text.split(/(?<=[.!?])\s+|\n+/).filter((s) => { const have = new Set(contentWords(s)); return termWords.every((w) => have.has(w)); });
  let best = 0;
  for (let i = 0; i < naming.length; i++) {
    for (let j = i; j < naming.length; j++) {
      for (let k = j; k < naming.length; k++) best = Math.max(best, meaningCoverage(`${naming[i]} ${naming[j]} ${naming[k]}`, meaning));
    }
  }
  return best;
}

/** The answer's sentences, each with its citation marks ("… a surplus exists. [1]"). */
export function answerSentences(answer: string): string[] {
  return answer.split(/(?<=[.!?](?:["”’)])?(?:\s*\[\d+\])*)\s+(?=[A-Z“"])/).filter((s) => s.trim() !== '');
}

/** Whether the sentence names the term: all its content words (any number), in order, next to each other. */
export function namesSubject(sentence: string, term: string): boolean {
  const want = contentWords(term).join(' ');
  return want !== '' && ` ${contentWords(sentence).join(' ')} `.includes(` ${want} `);
}

/**
 * A comparison states the difference in one sentence of its own, not both definitions again: its last
 * sentence is shorter than the two before it (the two sides) together, and is not the assistant saying the
 * notes do not tell the difference.
 */
export function differenceIsItsOwn(answer: string): boolean {
  const sentences = answerSentences(answer);
  if (sentences.length < 3 || /don’t say how the two differ/.test(sentences.at(-1)!)) return false;
  const words = (s: string) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  const [a, b] = sentences.slice(-3, -1) as [string, string];
  return words(sentences.at(-1)!) < words(a) + words(b);
}

export interface IntentAnswer { found: boolean; answer: string; citations: { notesId: string }[]; quiz?: { questions: unknown[] } }

export interface IntentFigures {
  asked: number;
  answered: number;
  rightNote: number;
  definitions: number;
  definitionsContaining: number;
  /** Definitions whose meaning three sentences of the source naming the term could hold (≥ 50 %). */
  definitionsReachable: number;
  /** How/why and compare answers whose first sentence names the question's subject. */
  subjectAsked: number;
  subjectFirst: number;
  /** Comparisons whose difference is a sentence of its own (see differenceIsItsOwn). */
  compares: number;
  comparesWithDifference: number;
  quizzes: number;
  quizzesOf3: number;
  offTopic: number;
  offTopicRefused: number;
  perKind: Map<string, { asked: number; answered: number; right: number }>;
  misses: string[];
}

export async function runIntentSuite(
  suite: IntentSuite, ask: (question: string) => Promise<IntentAnswer>, sectionOf: (notesId: string) => string | undefined, ownNotes: ReadonlySet<string>,
  glossary: (section: string, term: string) => string | undefined, sourceText: (section: string) => string,
): Promise<IntentFigures> {
  const f: IntentFigures = { asked: 0, answered: 0, rightNote: 0, definitions: 0, definitionsContaining: 0, definitionsReachable: 0, subjectAsked: 0, subjectFirst: 0, compares: 0, comparesWithDifference: 0, quizzes: 0, quizzesOf3: 0, offTopic: 0, offTopicRefused: 0, perKind: new Map(), misses: [] };
  for (const item of suite.questions) {
    const a = await ask(item.q);
    f.asked++;
    const k = f.perKind.get(item.kind) ?? { asked: 0, answered: 0, right: 0 };
    k.asked++;
    f.perKind.set(item.kind, k);
    const answered = a.found && a.citations.length > 0 && (item.kind !== 'quiz' || (a.quiz?.questions.length ?? 0) > 0);
    if (item.kind === 'quiz') {
      f.quizzes++;
      if ((a.quiz?.questions.length ?? 0) >= 3) f.quizzesOf3++;
    }
    if (!answered) { f.misses.push(`[${item.kind}] ${item.q} → ${a.answer.slice(0, 90)}`); continue; }
    f.answered++;
    k.answered++;
    const first = a.citations[0]!.notesId;
    const right = item.section === '*' ? ownNotes.has(first) : sectionOf(first) === item.section;
    if (right) { f.rightNote++; k.right++; } else f.misses.push(`[${item.kind}] ${item.q} cites ${sectionOf(first)}`);
    if (item.subject) {
      f.subjectAsked++;
      const first = answerSentences(a.answer)[0] ?? '';
      if (namesSubject(first, item.subject)) f.subjectFirst++;
      else f.misses.push(`[${item.kind}] ${item.q}: first sentence does not name "${item.subject}": ${first}`);
    }
    if (item.kind === 'compare') {
      f.compares++;
      if (differenceIsItsOwn(a.answer)) f.comparesWithDifference++;
      else f.misses.push(`[compare] ${item.q}: no difference sentence of its own: ${a.answer}`);
    }
    if (item.kind === 'define' && item.term) {
      f.definitions++;
      const meaning = glossary(item.section, item.term);
      if (meaning && reachableCoverage(sourceText(item.section), item.term, meaning) >= 0.5) f.definitionsReachable++;
      if (meaning && meaningCoverage(a.answer, meaning) >= 0.5) f.definitionsContaining++;
      else f.misses.push(`[define] ${item.q}: meaning "${meaning}" (${Math.round(100 * (meaning ? meaningCoverage(a.answer, meaning) : 0))}% of its words) not in "${a.answer}"`);
    }
  }
  for (const q of suite.offTopic) {
    const a = await ask(q);
    f.offTopic++;
    if (!a.found) f.offTopicRefused++;
    else f.misses.push(`[off-topic] ${q} answered: ${a.answer.slice(0, 90)}`);
  }
  return f;
}

export interface QuizFigures { quizzes: number; questions: number; distractors: number; sameNote: number; repeatedSets: number; repeatedWrong: number; fixed: number }

/** Distractor provenance and repeated option sets of the quizzes in quiz_attempts (all started so far). */
export async function quizFigures(pool: pg.Pool, quizIds: string[]): Promise<QuizFigures> {
  const { rows } = await pool.query<{ questions: { kind: string; options: string[]; correctIndex: number; distractorSources: string[] }[] }>('SELECT questions FROM quiz_attempts WHERE id = ANY($1)', [quizIds]);
  const f: QuizFigures = { quizzes: rows.length, questions: 0, distractors: 0, sameNote: 0, repeatedSets: 0, repeatedWrong: 0, fixed: 0 };
  for (const row of rows) {
    const sets = new Set<string>();
    const wrongSets = new Set<string>();
    for (const q of row.questions) {
      f.questions++;
      // True/false and typed questions have no options to repeat.
      if (q.kind === 'true-false' || q.kind === 'typed') continue;
      // The same four options as an earlier question of the quiz; or the same three wrong ones.
      const key = [...q.options].sort().join('\u0000');
      if (sets.has(key)) f.repeatedSets++;
      sets.add(key);
      const wrong = q.options.filter((_, i) => i !== q.correctIndex).sort().join('\u0000');
      if (wrongSets.has(wrong)) f.repeatedWrong++;
      wrongSets.add(wrong);
      for (const s of q.distractorSources) {
        f.distractors++;
        if (s === 'same-notes') f.sameNote++;
        if (s === 'fixed') f.fixed++;
      }
    }
  }
  return f;
}
