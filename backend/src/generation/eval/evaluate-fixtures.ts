import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SourceDocument, StudyMaterial } from '../generation.types.js';
import { generateLocally } from '../local/local-study-generator.js';
import { countWords } from '../text/tokens.js';
import { bookFixtureFiles, loadBookFixture, type FixtureSection } from './fixtures.js';
import { judgeCard } from './card-checker.js';
import { evaluateLecture, formatLectures } from './evaluate-lectures.js';
import { evaluatePdf, formatPdf, loadPdf } from './evaluate-pdf.js';
import { definitionScore, rouge1, termsMatch } from './metrics.js';
import { loadLectures, sharedFixturesDir } from './shared-fixtures.js';

/**
 * Measures the local engine on the fixture sections: definition precision/recall against each
 * section's glossary and summary ROUGE-1 against its human summary, plus generation time.
 * Run: `npm run eval:notes` (prints a table and averages).
 */

export interface SectionResult {
  index: number;
  section: string;
  words: number;
  definitions: number;
  glossary: number;
  definitionPrecision: number;
  definitionRecall: number;
  rougeRecall: number;
  rougeF1: number;
  milliseconds: number;
}

export interface EvaluationAverages {
  definitionPrecision: number;
  definitionRecall: number;
  /** Pooled over all sections: correct / generated and found / glossary. */
  pooledDefinitionPrecision: number;
  pooledDefinitionRecall: number;
  /**
   * Pooled precision against the glossary of the whole book: a term the section defines but the book lists under another
   * section is a real term, not noise. The gap to the section precision is that share.
   */
  pooledBookPrecision: number;
  rougeRecall: number;
  rougeF1: number;
}

export interface Evaluation {
  rows: SectionResult[];
  averages: EvaluationAverages;
}

export function sectionAsDocument(section: FixtureSection): SourceDocument {
  return { kind: 'text', title: section.section, segments: [{ text: section.text }] };
}

export function evaluateFixtures(
  sections: readonly FixtureSection[],
  generate: (doc: SourceDocument) => StudyMaterial = generateLocally,
): Evaluation {
  let correct = 0;
  let generated = 0;
  let found = 0;
  let reference = 0;
  let inBook = 0;
  const bookGlossary = sections.flatMap((s) => s.glossary.map((g) => g.term));
  const rows = sections.map((section, index): SectionResult => {
    const started = performance.now();
    const material = generate(sectionAsDocument(section));
    const milliseconds = performance.now() - started;
    const defs = definitionScore(
      material.definitions.map((d) => d.term),
      section.glossary.map((g) => g.term),
    );
    correct += defs.correct;
    generated += defs.generated;
    found += defs.found;
    reference += defs.reference;
    inBook += material.definitions.filter((d) => bookGlossary.some((term) => termsMatch(d.term, term))).length;
    const rouge = rouge1(material.summary, section.summary);
    return {
      index,
      section: section.section,
      words: countWords(section.text),
      definitions: defs.generated,
      glossary: defs.reference,
      definitionPrecision: defs.precision,
      definitionRecall: defs.recall,
      rougeRecall: rouge.recall,
      rougeF1: rouge.f1,
      milliseconds,
    };
  });
  const mean = (pick: (r: SectionResult) => number): number => rows.reduce((s, r) => s + pick(r), 0) / Math.max(1, rows.length);
  return {
    rows,
    averages: {
      definitionPrecision: mean((r) => r.definitionPrecision),
      definitionRecall: mean((r) => r.definitionRecall),
      pooledDefinitionPrecision: generated ? correct / generated : 0,
      pooledDefinitionRecall: reference ? found / reference : 0,
      pooledBookPrecision: generated ? inBook / generated : 0,
      rougeRecall: mean((r) => r.rougeRecall),
      rougeF1: mean((r) => r.rougeF1),
    },
  };
}

export function formatEvaluation(evaluation: Evaluation): string {
  const pct = (x: number): string => `${(x * 100).toFixed(1).padStart(5)}%`;
  const lines = [
    ' #  section                                        words  defs gloss  def P   def R  R1 rec  R1 F1     ms',
    ...evaluation.rows.map((r) =>
      [
        String(r.index).padStart(2),
        r.section.slice(0, 45).padEnd(45),
        String(r.words).padStart(6),
        String(r.definitions).padStart(5),
        String(r.glossary).padStart(5),
        pct(r.definitionPrecision),
        pct(r.definitionRecall),
        pct(r.rougeRecall),
        pct(r.rougeF1),
        r.milliseconds.toFixed(1).padStart(6),
      ].join(' '),
    ),
  ];
  const a = evaluation.averages;
  lines.push(
    '',
    `Averages over ${evaluation.rows.length} sections (macro): definition precision ${pct(a.definitionPrecision)}, recall ${pct(a.definitionRecall)}; ROUGE-1 recall ${pct(a.rougeRecall)}, F1 ${pct(a.rougeF1)}`,
    `Pooled definitions: precision ${pct(a.pooledDefinitionPrecision)}, recall ${pct(a.pooledDefinitionRecall)}`,
  );
  return lines.join('\n');
}

/** A long input for timing: fixture sections concatenated until `words` is reached. */
export function longDocument(sections: readonly FixtureSection[], words: number): SourceDocument {
  const parts: string[] = [];
  let total = 0;
  for (let i = 0; total < words; i++) {
    const s = sections[i % sections.length];
    if (!s) break;
    parts.push(s.section, s.text);
    total += countWords(s.text) + countWords(s.section);
  }
  return { kind: 'text', segments: [{ text: parts.join('\n\n') }] };
}

/** A caption track made from fixture text: ~`secondsPerCue`-second cues of ~2.5 words per second. */
export function syntheticCaptionTrack(text: string, words: number, secondsPerCue = 4): SourceDocument {
  const all = text.replace(/\n\s*\n/g, ' ').split(/\s+/).filter(Boolean).slice(0, words);
  const perCue = Math.round(secondsPerCue * 2.5);
  const segments = [];
  for (let i = 0, t = 0; i < all.length; i += perCue, t += secondsPerCue) {
    segments.push({ text: all.slice(i, i + perCue).join(' '), start: t, end: t + secondsPerCue });
  }
  return { kind: 'video', segments, durationSeconds: segments.length * secondsPerCue };
}

function timeIt(run: () => unknown, repeat = 3): number {
  let best = Infinity;
  for (let i = 0; i < repeat; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** ROUGE-1 of the first three sentences of each section against its human summary (the usual baseline). */
export function lead3Baseline(sections: readonly FixtureSection[]): number {
  const scores = sections.map((s) => {
    const lead = (s.text.replace(/\n+/g, ' ').match(/[^.!?]+[.!?]+/g) ?? []).slice(0, 3).join(' ');
    return rouge1(lead, s.summary).f1;
  });
  return scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
}

function f1(p: number, r: number): number {
  return p + r ? (2 * p * r) / (p + r) : 0;
}

async function main(): Promise<void> {
  const verbose = process.env.EVAL_VERBOSE === '1';
  const [economicsFile, ...otherBooks] = bookFixtureFiles();
  const sections = loadBookFixture(economicsFile);
  printTextbook(sections, 'Textbook');
  const long = longDocument(sections, 50_000);
  const transcriptText = sections.map((s) => s.text).join('\n\n');
  const transcript = syntheticCaptionTrack(transcriptText, 10_000);
  generateLocally(long); // warm-up (JIT)
  console.log(
    `Timing (best of 3): 50,000-word text ${timeIt(() => generateLocally(long)).toFixed(0)} ms; ` +
      `10,000-word caption track (${transcript.segments.length} cues) ${timeIt(() => generateLocally(transcript)).toFixed(0)} ms`,
  );

  // The other OpenStax books: how the engine does on subjects it was not tuned on.
  for (const file of otherBooks) {
    const book = loadBookFixture(file);
    console.log('');
    printTextbook(book, `Textbook (${book[0]?.book ?? basename(file, '.json')})`);
  }

  const shared = sharedFixturesDir();
  // STUDYLOOP_LECTURES_DIR points at another lecture set in the same layout (index.json + <name>.<lang>.srt).
  const lecturesDir = process.env.STUDYLOOP_LECTURES_DIR ?? (shared ? join(shared, 'lectures') : undefined);
  console.log(`\n== Lectures (${process.env.STUDYLOOP_LECTURES_DIR ?? 'shared/fixtures/lectures'}) ==`);
  if (!lecturesDir || !existsSync(join(lecturesDir, 'index.json'))) {
    console.log('skipped: no lecture index.json here (set STUDYLOOP_SHARED_FIXTURES or STUDYLOOP_LECTURES_DIR)');
  } else {
    const results = loadLectures(lecturesDir).map((l) => evaluateLecture(l, generateLocally));
    console.log(formatLectures(results));
    if (verbose) for (const r of results) printMaterial(`${r.name}.${r.language}`, r.material);
  }

  console.log('\n== PDF (shared/fixtures/pdfs) ==');
  const pdfFile = shared ? join(shared, 'pdfs', 'advanced-programming-languages-notes.pdf') : undefined;
  if (!pdfFile || !existsSync(pdfFile)) {
    console.log('skipped: no shared/fixtures/pdfs/advanced-programming-languages-notes.pdf here');
  } else {
    const pdf = await loadPdf(pdfFile);
    console.log(`PDF outline: ${pdf.outline.length} entries, ${pdf.outline.filter((e) => e.page !== undefined).length} placed on pages`);
    const withOutline = evaluatePdf('course notes, with its outline', pdf, generateLocally, { withOutline: true });
    const headingsOnly = evaluatePdf('course notes, headings only (no outline)', pdf, generateLocally, { withOutline: false });
    const long150 = evaluatePdf('150 pages (the notes repeated), no outline', pdf, generateLocally, { withOutline: false, pageCount: 150 });
    for (const r of [withOutline, headingsOnly, long150]) console.log(formatPdf(r));
    if (verbose) printMaterial('pdf', withOutline.material);
  }
}

/** A book's per-section table, its averages and the one-line summary starting with `label`. */
function printTextbook(sections: readonly FixtureSection[], label: string): void {
  const evaluation = evaluateFixtures(sections);
  console.log(`== Textbook (OpenStax ${sections[0]?.book ?? '?'}, ${sections.length} sections) ==`);
  console.log(formatEvaluation(evaluation));
  const a = evaluation.averages;
  console.log(
    `${label}: definition P ${a.definitionPrecision.toFixed(3)} R ${a.definitionRecall.toFixed(3)} F1 ${f1(a.definitionPrecision, a.definitionRecall).toFixed(3)} (macro); ` +
      `pooled F1 ${f1(a.pooledDefinitionPrecision, a.pooledDefinitionRecall).toFixed(3)} (pooled P ${a.pooledDefinitionPrecision.toFixed(3)}, against the whole book's glossary ${a.pooledBookPrecision.toFixed(3)}); summary ROUGE-1 F1 ${a.rougeF1.toFixed(3)} vs lead-3 ${lead3Baseline(sections).toFixed(3)}`,
  );
}

function printMaterial(label: string, m: StudyMaterial): void {
  console.log(`\n--- ${label}: "${m.title}" (${m.language}), ${m.sections.length} sections`);
  for (const s of m.sections) console.log(`  § ${s.title} [${s.start ?? s.pageStart ?? ''}–${s.end ?? s.pageEnd ?? ''}] ${s.definitions.length} defs`);
  for (const d of m.definitions) console.log(`  DEF ${d.term} — ${d.meaning}`);
  for (const c of m.flashcards) console.log(`  [${c.kind}/${judgeCard(c, m.language || 'en')}] ${c.question} → ${c.answer}`);
  for (const t of m.timestamps) console.log(`  @${t.time.toFixed(0)} ${t.text}`);
  // EVAL_NOTES=1: the summary and key ideas too, whole and per section, to read a talk's notes as a learner would.
  if (process.env.EVAL_NOTES !== '1') return;
  console.log(`  SUMMARY ${m.summary}`);
  for (const k of m.keyIdeas) console.log(`  IDEA ${k.text}`);
  for (const s of m.sections) {
    console.log(`  § ${s.title} SUMMARY ${s.summary}`);
    for (const k of s.keyIdeas) console.log(`  § ${s.title} IDEA ${k.text}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
