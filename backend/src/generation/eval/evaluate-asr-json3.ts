import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCaptions } from '../../videos/captions/caption-parser.js';
import { generateLocally } from '../local/local-study-generator.js';
import { cueSentences } from '../local/caption-cues.js';
import { GenerationError, type SourceSegment } from '../generation.types.js';
import { judgeCard } from './card-checker.js';
import { evaluateLecture, formatLectures, type LectureResult } from './evaluate-lectures.js';

/**
 * Real lectures as YouTube serves their auto-generated captions: word timings (one `[word, start, end]` list per
 * lecture, `<name>.json` beside an `index.json` like the lecture sets') are lower-cased, stripped of punctuation and
 * laid out as YouTube's rolling two-line json3 (one event per line, each word's start as `tOffsetMs`, a "\n" append
 * event scrolling the window, a line shown until the line after next begins). Each track is read twice: by today's
 * parser, and with the word offsets removed (how the parser read json3 before it used them). Only word starts reach
 * the track, as on YouTube.
 *
 *   STUDYLOOP_WORD_TIMINGS_DIR=/tmp/lec-tune-words node backend/dist/eval-notes/generation/eval/evaluate-asr-json3.js
 */

export type TimedWord = readonly [text: string, start: number, end: number];

/** YouTube's auto-caption lines hold about 40 characters (its json3 `ccCols`). */
const LINE_CHARACTERS = 40;

export function youtubeAsrJson3(words: readonly TimedWord[]): string {
  const spoken = words.map(([text, start, end]) => ({ text: text.toLowerCase().replace(/[.,?!;:"“”]/g, ''), start, end })).filter((w) => w.text);
  const lines: (typeof spoken)[] = [];
  for (const word of spoken) {
    const line = lines.at(-1);
    if (line && line.map((w) => w.text).join(' ').length + 1 + word.text.length <= LINE_CHARACTERS) line.push(word);
    else lines.push([word]);
  }
  const ms = (seconds: number) => Math.round(seconds * 1000);
  const lastEnd = spoken.at(-1)?.end ?? 0;
  const events: object[] = [{ tStartMs: 0, dDurationMs: ms(lastEnd), id: 1, wpWinPosId: 1, wsWinStyleId: 1 }];
  lines.forEach((line, k) => {
    const start = ms(line[0]!.start);
    const until = ms(lines[k + 2]?.[0]?.start ?? lastEnd + 2);
    if (k > 0) events.push({ tStartMs: start - 10, dDurationMs: ms(lines[k + 1]?.[0]?.start ?? lastEnd + 2) - start + 10, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] });
    events.push({
      tStartMs: start,
      dDurationMs: Math.max(until - start, 1),
      wWinId: 1,
      segs: line.map((w, i) => (i === 0 ? { utf8: w.text, acAsrConf: 0 } : { utf8: ` ${w.text}`, tOffsetMs: ms(w.start) - start, acAsrConf: 0 })),
    });
  });
  return JSON.stringify({ wireMagic: 'pb3', pens: [{}], wsWinStyles: [{}, { mhModeHint: 2, juJustifCode: 0, sdScrollDir: 3 }], wpWinPositions: [{}, { apPoint: 6, ahHorPos: 20, avVerPos: 100, rcRows: 2, ccCols: 40 }], events });
}

/** The same track as the parser read it before word offsets were used: one cue per (overlapping) line. */
export function withoutWordOffsets(json3: string): string {
  return json3.replace(/,"tOffsetMs":-?\d+/g, '');
}

function readableShare(segments: readonly SourceSegment[]): number {
  const sentences = cueSentences(segments);
  const words = (t: string) => t.split(' ').length;
  const all = sentences.reduce((n, s) => n + words(s.text), 0);
  return all ? sentences.filter((s) => !s.boundsGuessed).reduce((n, s) => n + words(s.text), 0) / all : 0;
}

function main(): void {
  const dir = process.env.STUDYLOOP_WORD_TIMINGS_DIR;
  if (!dir || !existsSync(join(dir, 'index.json'))) {
    console.log('skipped: set STUDYLOOP_WORD_TIMINGS_DIR to a folder of <name>.json word timings and an index.json');
    return;
  }
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { name: string }[];
  const verbose = process.env.EVAL_VERBOSE === '1';
  for (const [label, read] of [['json3 ASR, word offsets used', (j: string) => j], ['json3 ASR, read line by line (before)', withoutWordOffsets]] as const) {
    const results: LectureResult[] = [];
    let share = 0;
    const skipped: string[] = [];
    for (const { name } of index) {
      const file = join(dir, `${name}.json`);
      if (!existsSync(file)) continue;
      const json3 = read(youtubeAsrJson3(JSON.parse(readFileSync(file, 'utf8')) as TimedWord[]));
      const segments = parseCaptions(json3).cues.map((c) => ({ text: c.text, start: c.start, end: c.end }));
      try {
        results.push(evaluateLecture({ name, language: 'en', segments, durationSeconds: segments.at(-1)?.end ?? 0, chapters: [] }, generateLocally));
        share += readableShare(segments);
      } catch (error) {
        // Some published word timings are a placeholder (a few "you" tokens): too short to make notes from.
        if (!(error instanceof GenerationError)) throw error;
        skipped.push(name);
      }
    }
    if (skipped.length) console.log(`\nskipped (too little speech in the word timings): ${skipped.join(', ')}`);
    console.log(`\n== ${label} ==`);
    console.log(formatLectures(results).split('\n').at(-1));
    console.log(`words in readable (not boundsGuessed) sentences: ${((share / results.length) * 100).toFixed(0)}% per lecture on average`);
    if (verbose) for (const r of results) for (const c of r.material.flashcards) console.log(`CARD ${r.name} [${c.kind}/${judgeCard(c, 'en')}] ${c.question} → ${c.answer}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
