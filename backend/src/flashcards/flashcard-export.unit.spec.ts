import { citationLabel, exportFlashcards, fileSlug, type ExportCard } from './flashcard-export.js';

const cards: ExportCard[] = [
  { question: 'What is osmosis?', answer: 'Diffusion of water, across a "selectively permeable" membrane', difficulty: 'easy', kind: 'definition', citation: { page: 4, quote: 'q' } },
  { question: '=HYPERLINK("x")', answer: 'Line one\nline two\tend <b>', difficulty: 'hard', kind: 'concept', citation: { time: 185, quote: 'q' },
    review: { nextReviewAt: new Date('2026-03-01T10:00:00.000Z'), timesReviewed: 3, correctAnswers: 2 } },
];

describe('flashcard export', () => {
  it('writes RFC 4180 CSV with a header, quoting and a formula guard', () => {
    const file = exportFlashcards(cards, 'Cell Biology: Membranes', 'csv', false);
    expect(file.filename).toBe('cell-biology-membranes-flashcards.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Question,Answer,Difficulty,Type,Source');
    expect(lines[1]).toBe('What is osmosis?,"Diffusion of water, across a ""selectively permeable"" membrane",easy,definition,p. 4');
    expect(file.body).toContain(`"'=HYPERLINK(""x"")","Line one\nline two\tend <b>",hard,concept,3:05`);
  });

  it('adds review columns to the owner’s CSV', () => {
    const lines = exportFlashcards(cards, 'Deck', 'csv', true).body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Question,Answer,Difficulty,Type,Source,Next Review,Times Reviewed,Correct Answers');
    expect(lines.at(-2)!.endsWith(',3:05,2026-03-01T10:00:00.000Z,3,2')).toBe(true);
  });

  it('writes an Anki plain-text import: headers, one note per line, HTML-escaped fields, tags', () => {
    const file = exportFlashcards(cards, 'Cell Biology', 'tsv', false);
    expect(file.filename).toBe('cell-biology-flashcards-anki.txt');
    const lines = file.body.trimEnd().split('\n');
    expect(lines.slice(0, 5)).toEqual(['#separator:tab', '#html:true', '#notetype:Basic', '#deck:StudyLoop::Cell Biology', '#tags column:3']);
    expect(lines).toHaveLength(7);
    expect(lines[6].split('\t')).toEqual([
      '=HYPERLINK("x")', 'Line one<br>line two end &lt;b&gt;<br><small>3:05</small>', 'studyloop cell_biology concept hard',
    ]);
  });

  it('labels sources as page or m:ss and slugs titles safely', () => {
    expect(citationLabel({ time: 59.9, quote: '' })).toBe('0:59');
    expect(citationLabel({ quote: '' })).toBe('');
    expect(fileSlug('  Économie / 101 ')).toBe('economie-101');
    expect(fileSlug('???')).toBe('flashcards');
  });
});
