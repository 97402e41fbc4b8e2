import { splitPieceCount } from './source-parts.js';

describe('splitPieceCount', () => {
  it('given page texts with runs of whitespace, at either end or none, when counted, then it equals the pieces of a whitespace split', () => {
    for (const text of ['', 'word', 'two words', '  leading and trailing  ', 'lines\nand\n\nblank lines\t tabbed', ' ']) {
      expect(splitPieceCount(text)).toBe(text.split(/\s+/).length);
    }
  });
});
