import { keepCitations } from './readable-citations.js';

const cite = (notesId: string) => ({ notesId, title: notesId, snippet: 'snippet text', section: 'source' as const });

describe('keeping only citations a reader may still open', () => {
  it('drops unreadable citations and renumbers the markers', () => {
    const result = keepCitations('One. [1] Two. [2] Three. [3]', [cite('a'), cite('gone'), cite('c')], (c) => c.notesId !== 'gone');
    expect(result).toEqual({ answer: 'One. [1] Two. Three. [2]', citations: [cite('a'), cite('c')] });
  });

  it('leaves an answer alone when every citation is readable', () => {
    const citations = [cite('a')];
    expect(keepCitations('One. [1]', citations, () => true)).toEqual({ answer: 'One. [1]', citations });
  });
});
