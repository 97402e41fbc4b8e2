import { countWords, pdfTextSegments, textDocument, textSegments } from './text-document.js';

describe('text documents', () => {
  it('keeps paragraphs whole and groups them into segments of at most ~3,000 characters', () => {
    const paragraph = (i: number) => `Paragraph ${i} starts here.\n${'word '.repeat(150).trim()}.`;
    const text = Array.from({ length: 20 }, (_, i) => paragraph(i)).join('\n\n');
    const segments = textSegments(text);
    expect(segments.length).toBeGreaterThan(3);
    for (const s of segments) expect(s.text.length).toBeLessThanOrEqual(3000);
    expect(segments.map((s) => s.text).join('\n\n')).toBe(text);
  });

  it('splits a single huge paragraph at sentence ends', () => {
    const text = Array.from({ length: 400 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const segments = textSegments(text);
    expect(segments.length).toBeGreaterThan(2);
    for (const s of segments) expect(s.text).toMatch(/\.$/);
    expect(countWords(segments.map((s) => s.text).join(' '))).toBe(countWords(text));
  });

  it('recovers 1-based page numbers from form-feed separated PDF text, skipping empty pages', () => {
    const { segments, pageCount } = pdfTextSegments('First page.\fSecond page.\f\fFourth page.');
    expect(pageCount).toBe(4);
    expect(segments).toEqual([{ text: 'First page.', page: 1 }, { text: 'Second page.', page: 2 }, { text: 'Fourth page.', page: 4 }]);
  });

  it('counts words and builds the generator document', () => {
    const { doc, wordCount, pageCount } = textDocument('text', 'Cells are small.\r\n\r\nThey divide.');
    expect(doc).toEqual({ kind: 'text', title: undefined, segments: [{ text: 'Cells are small.\n\nThey divide.' }] });
    expect(wordCount).toBe(5);
    expect(pageCount).toBeNull();
  });
});
