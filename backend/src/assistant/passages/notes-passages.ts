import type { SourceSegmentData, StudyNotesGenerated } from '@studyloop/events';
import type { SourceDocument } from '../../generation/generation.types.js';
import type { PassageSection } from './assistant-passage.entity.js';
import { cutSource } from './source-cuts.js';
import { statesDefinition } from '../answering/answer-sentences.js';

/**
 * A note cut into searchable passages: the summary, each key idea, each definition, then the source
 * text in paragraphs (video: ~30-second runs of cues), each keeping its page or start time and the
 * section heading it sits under (see source-cuts.ts).
 */

export interface PassageDraft {
  position: number;
  section: PassageSection;
  /** Place on the notes page (summary, key-idea-N, definition-<slug>). */
  anchor?: string;
  heading?: string;
  text: string;
  page?: number;
  time?: number;
}

export interface StagedSource {
  kind: SourceDocument['kind'];
  segments: SourceSegmentData[];
}

export function slug(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
}

function place(citation: { page?: number; time?: number } | undefined): Pick<PassageDraft, 'page' | 'time'> {
  return {
    ...(typeof citation?.page === 'number' ? { page: citation.page } : {}),
    ...(typeof citation?.time === 'number' ? { time: citation.time } : {}),
  };
}

/**
 * A definition reads best as the source sentence that states it ("A price ceiling is …", "… are
 * called price controls"); a quote that only mentions the term ("For example, policies often have
 * deductibles, which …") reads worse than the note's own "term: meaning".
 */
function definitionText(term: string, meaning: string, quote: string | undefined): string {
  if (quote && quote.length <= 400 && statesDefinition(term, quote)) return quote;
  return `${term}: ${meaning}`;
}

export function notesPassages(notes: StudyNotesGenerated['data'], source: StagedSource | null): PassageDraft[] {
  const drafts: Omit<PassageDraft, 'position'>[] = [];
  if (notes.summary.trim()) drafts.push({ section: 'summary', anchor: 'summary', heading: notes.title, text: notes.summary.trim() });
  notes.keyIdeas.forEach((idea, i) => {
    if (idea.text.trim()) drafts.push({ section: 'key-idea', anchor: `key-idea-${i + 1}`, heading: notes.title, text: idea.text.trim(), ...place(idea.citation) });
  });
  for (const d of notes.definitions) {
    if (!d.term.trim() || !d.meaning.trim()) continue;
    drafts.push({
      section: 'definition', anchor: `definition-${slug(d.term)}`, heading: d.term.trim(),
      text: definitionText(d.term.trim(), d.meaning.trim(), d.citation?.quote?.trim()), ...place(d.citation),
    });
  }
  if (source?.segments.length) {
    for (const cut of cutSource(source.kind, source.segments)) drafts.push({ section: 'source', ...cut });
  }
  return drafts.map((d, position) => ({ ...d, position }));
}
