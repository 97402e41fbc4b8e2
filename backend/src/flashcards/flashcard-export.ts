import type { Citation, FlashcardExportFormat } from '@studyloop/events';

export interface ExportCard {
  question: string;
  answer: string;
  difficulty: string;
  kind: string;
  citation: Citation;
  /** Review figures: only in the owner's export. */
  review?: { nextReviewAt: Date; timesReviewed: number; correctAnswers: number };
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

/** 'p. 12' or '3:05' (spec: seconds shown as m:ss), or '' when the source has no position. */
export function citationLabel(citation: Citation): string {
  if (citation.page !== undefined && citation.page !== null) return `p. ${citation.page}`;
  if (citation.time !== undefined && citation.time !== null) {
    const seconds = Math.max(0, Math.floor(citation.time));
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }
  return '';
}

export function fileSlug(title: string): string {
  const slug = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return slug || 'flashcards';
}

/** RFC 4180 field; cells a spreadsheet would run as a formula get a leading apostrophe. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(cards: ExportCard[], withReview: boolean): string {
  const header = ['Question', 'Answer', 'Difficulty', 'Type', 'Source', ...(withReview ? ['Next Review', 'Times Reviewed', 'Correct Answers'] : [])];
  const rows = cards.map((c) => [
    c.question, c.answer, c.difficulty, c.kind, citationLabel(c.citation),
    ...(withReview && c.review ? [c.review.nextReviewAt.toISOString(), c.review.timesReviewed, c.review.correctAnswers] : []),
  ]);
  // The byte-order mark makes Excel read the file as UTF-8.
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function ankiField(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\t/g, ' ').replace(/\r?\n/g, '<br>');
}

function ankiTag(text: string): string {
  return fileSlug(text).replace(/-/g, '_');
}

/**
 * Anki's plain-text import (File → Import): tab-separated Front, Back, Tags with file headers that
 * pick the separator, the Basic note type, the deck and the tags column, so no import options are needed.
 */
function toAnki(cards: ExportCard[], deckTitle: string): string {
  const deck = deckTitle.replace(/[\t\r\n]/g, ' ').trim() || 'StudyLoop';
  const lines = [
    '#separator:tab',
    '#html:true',
    '#notetype:Basic',
    `#deck:StudyLoop::${deck.replace(/::/g, ':')}`,
    '#tags column:3',
    ...cards.map((c) => {
      const source = citationLabel(c.citation);
      const back = source ? `${ankiField(c.answer)}<br><small>${ankiField(source)}</small>` : ankiField(c.answer);
      return [ankiField(c.question), back, ['studyloop', ankiTag(deck), c.kind, c.difficulty].join(' ')].join('\t');
    }),
  ];
  return lines.join('\n') + '\n';
}

export function exportFlashcards(cards: ExportCard[], deckTitle: string, format: FlashcardExportFormat, withReview: boolean): ExportFile {
  const base = `${fileSlug(deckTitle)}-flashcards`;
  if (format === 'tsv') return { filename: `${base}-anki.txt`, contentType: 'text/plain; charset=utf-8', body: toAnki(cards, deckTitle) };
  return { filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(cards, withReview) };
}
