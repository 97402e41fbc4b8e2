import type { StudyNotesGenerated } from '@studyloop/events';
import { notesPassages, slug } from './notes-passages.js';

const notes: StudyNotesGenerated['data'] = {
  notesId: 'n1', materialId: 'n1', userId: 'u1', sourceKind: 'pdf', title: 'Markets and Money',
  summary: 'Markets coordinate choices. Money is a medium of exchange.',
  keyIdeas: [
    { text: 'Prices act as signals to producers and consumers.', citation: { page: 2, quote: 'Prices act as signals to producers and consumers.' } },
    { text: '  ', citation: { page: 2, quote: '' } },
  ],
  definitions: [
    { term: 'Money', meaning: 'anything that serves as a medium of exchange', citation: { page: 3, quote: 'Money is anything that serves as a medium of exchange.' } },
    { term: 'Barter', meaning: 'trading goods directly for goods', citation: { page: 3, quote: 'People once traded goods for goods.' } },
  ],
  timestamps: [], difficulty: 'beginner', durationMinutes: 3, isPublic: false, generator: 'local', generatedAt: '2026-01-01T00:00:00.000Z',
};

const page = (n: number, body: string) => ({ text: body, page: n });

describe('notes → searchable passages', () => {
  it('cuts the summary, key ideas, definitions and source paragraphs, keeping pages and anchors', () => {
    const source = {
      kind: 'pdf' as const,
      segments: [
        page(1, 'Markets\n\nA market is an interaction between buyers and sellers of a good or service. Prices move until the quantity demanded equals the quantity supplied.'),
        page(2, 'Money\n\nMoney is anything that serves as a medium of exchange. Figure 2 shows the relationship between M1 and M2. Barter requires a double coincidence of wants, which is rare and costly to find.'),
      ],
    };
    const passages = notesPassages(notes, source);
    expect(passages.map((p) => p.position)).toEqual(passages.map((_, i) => i));
    expect(passages.slice(0, 4)).toEqual([
      { position: 0, section: 'summary', anchor: 'summary', heading: 'Markets and Money', text: notes.summary },
      { position: 1, section: 'key-idea', anchor: 'key-idea-1', heading: 'Markets and Money', text: 'Prices act as signals to producers and consumers.', page: 2 },
      // The source sentence stating the term reads best; otherwise "term: meaning".
      { position: 2, section: 'definition', anchor: 'definition-money', heading: 'Money', text: 'Money is anything that serves as a medium of exchange.', page: 3 },
      { position: 3, section: 'definition', anchor: 'definition-barter', heading: 'Barter', text: 'Barter: trading goods directly for goods', page: 3 },
    ]);
    const sources = passages.filter((p) => p.section === 'source');
    expect(sources.map((p) => [p.page, p.heading])).toEqual([[1, 'Markets'], [2, 'Money']]);
    expect(sources[1]!.text).toContain('double coincidence of wants');
    // Figure captions and pointers are never quoted.
    expect(sources[1]!.text).not.toContain('Figure 2');
  });

  it('keeps the start time of caption passages', () => {
    const cues = Array.from({ length: 12 }, (_, i) => ({ text: `Sentence number ${i} explains how supply and demand set the price of goods.`, start: i * 6, end: i * 6 + 6 }));
    const passages = notesPassages({ ...notes, sourceKind: 'video' }, { kind: 'video', segments: cues }).filter((p) => p.section === 'source');
    expect(passages.length).toBeGreaterThanOrEqual(2);
    expect(passages[0]!.time).toBe(0);
    expect(passages.every((p) => typeof p.time === 'number' && p.page === undefined)).toBe(true);
    expect(passages.map((p) => p.time)).toEqual([...passages.map((p) => p.time)].sort((a, b) => a! - b!));
  });

  it('makes only notes passages when the source text is unknown', () => {
    expect(notesPassages(notes, null).map((p) => p.section)).toEqual(['summary', 'key-idea', 'definition', 'definition']);
  });

  it('slugs terms for anchors', () => {
    expect(slug('Opportunity Cost')).toBe('opportunity-cost');
    expect(slug('Keynes’ Law & Say’s Law')).toBe('keynes-law-say-s-law');
    expect(slug('Économie')).toBe('economie');
  });
});
