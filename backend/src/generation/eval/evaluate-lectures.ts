import type { SourceDocument, StudyMaterial } from '../generation.types.js';
import { stopWords } from '../text/language.js';
import { stem } from '../text/stem.js';
import { judgeCards } from './card-checker.js';
import type { LectureFixture } from './shared-fixtures.js';

/** Lectures: cards per 10 minutes, fragment and junk cards, chapter-boundary P/R/F1 within ±30 s. */

export const BOUNDARY_TOLERANCE_SECONDS = 30;

export interface LectureResult {
  name: string;
  language: string;
  minutes: number;
  cards: number;
  cardsPer10Minutes: number;
  fragments: number;
  junk: number;
  definitions: number;
  /** Null when the video has no chapter marks. */
  boundaries: { precision: number; recall: number; f1: number; predicted: number[]; reference: number[] } | null;
  /** Null when the video has no chapter marks: our sections, and those whose title shares a content word with the creator's chapter there. */
  titles: { sections: number; overlapping: number } | null;
  milliseconds: number;
  material: StudyMaterial;
}

export function lectureDocument(lecture: LectureFixture): SourceDocument {
  return { kind: 'video', segments: lecture.segments, durationSeconds: lecture.durationSeconds, language: lecture.language };
}

/** Topic starts the engine proposes, besides the very beginning: its sections if any, else its timestamps. */
export function predictedBoundaries(material: StudyMaterial): number[] {
  const fromSections = material.sections.map((s) => s.start).filter((t): t is number => t !== undefined);
  const times = fromSections.length >= 2 ? fromSections : material.timestamps.map((t) => t.time);
  return times.filter((t) => t > BOUNDARY_TOLERANCE_SECONDS);
}

/** Greedy one-to-one matching within the tolerance. */
export function boundaryScore(predicted: readonly number[], reference: readonly number[], tolerance = BOUNDARY_TOLERANCE_SECONDS) {
  const used = new Set<number>();
  let hits = 0;
  for (const r of reference) {
    let best = -1;
    for (let i = 0; i < predicted.length; i++) {
      if (used.has(i)) continue;
      const d = Math.abs((predicted[i] ?? 0) - r);
      if (d <= tolerance && (best < 0 || d < Math.abs((predicted[best] ?? 0) - r))) best = i;
    }
    if (best >= 0) {
      used.add(best);
      hits++;
    }
  }
  const precision = predicted.length ? hits / predicted.length : 0;
  const recall = reference.length ? hits / reference.length : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

export function evaluateLecture(lecture: LectureFixture, generate: (doc: SourceDocument) => StudyMaterial): LectureResult {
  const started = performance.now();
  const material = generate(lectureDocument(lecture));
  const milliseconds = performance.now() - started;
  const minutes = lecture.durationSeconds / 60;
  const verdicts = judgeCards(material.flashcards, lecture.language);
  const reference = lecture.chapters.map((c) => c.start).filter((t) => t > BOUNDARY_TOLERANCE_SECONDS);
  const predicted = predictedBoundaries(material);
  return {
    name: lecture.name,
    language: lecture.language,
    minutes,
    cards: material.flashcards.length,
    cardsPer10Minutes: (material.flashcards.length / minutes) * 10,
    fragments: verdicts.filter((v) => v === 'fragment').length,
    junk: verdicts.filter((v) => v === 'junk').length,
    definitions: material.definitions.length,
    boundaries: reference.length ? { ...boundaryScore(predicted, reference), predicted, reference } : null,
    titles: lecture.chapters.length ? titleOverlap(material, lecture.chapters, lecture.durationSeconds, lecture.language) : null,
    milliseconds,
    material,
  };
}

/**
 * Each timed section against the creator's chapter it overlaps most: does its title share a content
 * word (stemmed) with the chapter's title? A rough check that sections are named after their topic.
 */
export function titleOverlap(material: StudyMaterial, chapters: readonly { start: number; title: string }[], duration: number, language: string) {
  const words = (title: string): Set<string> => new Set(title.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter((w) => w.length > 2 && !stopWords(language).has(w) && !stopWords('en').has(w)).map((w) => stem(w).replace(/s$/, '')));
  const timed = material.sections.filter((s) => s.start !== undefined && s.end !== undefined);
  let overlapping = 0;
  for (const section of timed) {
    let best: { title: string; shared: number } | undefined;
    chapters.forEach((c, i) => {
      const end = chapters[i + 1]?.start ?? duration;
      const shared = Math.min(end, section.end!) - Math.max(c.start, section.start!);
      if (shared > 0 && (!best || shared > best.shared)) best = { title: c.title, shared };
    });
    const reference = best ? words(best.title) : new Set<string>();
    if ([...words(section.title)].some((w) => reference.has(w))) overlapping++;
  }
  return { sections: timed.length, overlapping };
}

export function formatLectures(results: readonly LectureResult[]): string {
  const lines = ['lecture                           lang   min  cards  /10min  frag  junk  defs  chapters P/R/F1        ms'];
  for (const r of results) {
    const b = r.boundaries ? `${r.boundaries.precision.toFixed(2)}/${r.boundaries.recall.toFixed(2)}/${r.boundaries.f1.toFixed(2)}` : '—';
    lines.push(
      `${r.name.padEnd(33)} ${r.language.padEnd(4)} ${r.minutes.toFixed(1).padStart(5)} ${String(r.cards).padStart(6)} ${r.cardsPer10Minutes.toFixed(1).padStart(7)} ${String(r.fragments).padStart(5)} ${String(r.junk).padStart(5)} ${String(r.definitions).padStart(5)}  ${b.padEnd(18)} ${r.milliseconds.toFixed(0).padStart(6)}`,
    );
  }
  const totalMinutes = results.reduce((s, r) => s + r.minutes, 0);
  const cards = results.reduce((s, r) => s + r.cards, 0);
  const withChapters = results.filter((r) => r.boundaries);
  let hitsP = 0, predicted = 0, hitsR = 0, reference = 0;
  for (const r of withChapters) {
    const b = r.boundaries!;
    hitsP += b.precision * b.predicted.length;
    predicted += b.predicted.length;
    hitsR += b.recall * b.reference.length;
    reference += b.reference.length;
  }
  const p = predicted ? hitsP / predicted : 0;
  const rec = reference ? hitsR / reference : 0;
  const minPer10 = Math.min(...results.map((r) => r.cardsPer10Minutes));
  const titled = results.filter((r) => r.titles);
  const titleSections = titled.reduce((s, r) => s + r.titles!.sections, 0);
  const titleHits = titled.reduce((s, r) => s + r.titles!.overlapping, 0);
  lines.push(
    '',
    `Lectures: ${results.length}, ${(cards / totalMinutes * 10).toFixed(1)} cards per 10 min overall (lowest ${minPer10.toFixed(1)}), ` +
      `${results.reduce((s, r) => s + r.fragments, 0)} fragment and ${results.reduce((s, r) => s + r.junk, 0)} junk cards of ${cards}; ` +
      `chapter boundaries (±30 s, pooled over ${withChapters.length} videos with chapters): P ${p.toFixed(2)} R ${rec.toFixed(2)} F1 ${(p + rec ? (2 * p * rec) / (p + rec) : 0).toFixed(2)}; ` +
      `section titles sharing a content word with the creator's chapter title: ${titleHits}/${titleSections} (${titleSections ? ((titleHits / titleSections) * 100).toFixed(0) : 0}%)`,
  );
  return lines.join('\n');
}
