import { collapseSpaces } from './whitespace.js';

describe('collapseSpaces', () => {
  it('given untidy whitespace (ends, runs, tabs, line breaks, no-break spaces), when collapsed, then each run is one space and the ends are trimmed', () => {
    for (const text of ['  Supply and demand. ', 'Supply  and\tdemand.', 'Supply\nand demand.', 'Supply\u00a0and demand.', '\u2003Oferta y demanda.']) {
      expect(collapseSpaces(text)).toBe(text.trim().replace(/\s+/g, ' '));
    }
    expect(collapseSpaces(' a \n\n b ')).toBe('a b');
  });

  it('given a tidy sentence, when collapsed, then the very same string comes back', () => {
    const sentence = 'Opportunity cost is what you give up.';
    expect(collapseSpaces(sentence)).toBe(sentence);
    expect(collapseSpaces('')).toBe('');
  });
});
