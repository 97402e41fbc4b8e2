import { passageSentenceSpans } from './segmented-sentences.js';

describe('sentences for cutting a source (ICU, mended)', () => {
  it('given sentences with abbreviations and initials, when segmented, then they end only at sentence ends', () => {
    const text = 'Data come from the St. Louis Federal Reserve and the U.S. Bureau of Labor Statistics. Donald J. Trump won in 2016, i.e. after Brexit. Prices rose.';
    expect(passageSentenceSpans(text).map((s) => s.text)).toEqual([
      'Data come from the St. Louis Federal Reserve and the U.S. Bureau of Labor Statistics.',
      'Donald J. Trump won in 2016, i.e. after Brexit.',
      'Prices rose.',
    ]);
  });

  it('given line wraps and blank lines, when segmented, then wraps are spaces, blank lines end sentences, and offsets point into the input', () => {
    const text = 'Supply falls and\nthe price\nrises\n\nA shortage follows. Step 1. Find the equilibrium.';
    const spans = passageSentenceSpans(text);
    expect(spans.map((s) => s.text)).toEqual(['Supply falls and the price rises', 'A shortage follows.', 'Step 1. Find the equilibrium.']);
    for (const s of spans) expect(text.slice(s.start, s.end).replace(/\s+/g, ' ')).toBe(s.text);
  });

  it('given a piece that starts in lower case or on a digit, when segmented, then it continues the sentence before', () => {
    expect(passageSentenceSpans('See Fig. 2 for details. the rest follows. 3 more.').map((s) => s.text)).toEqual(['See Fig. 2 for details. the rest follows. 3 more.']);
  });
});
