import { cutSource } from './source-cuts.js';

describe('source text → searchable passages', () => {
  it('given a paragraph running across a page break, when cut, then it is one passage on the page where it starts', () => {
    const cuts = cutSource('pdf', [
      { text: 'Supply\n\nWhen supply falls and demand stays the same, the market has a', page: 4 },
      { text: 'shortage at the old price, so the price rises until the shortage is gone.', page: 5 },
    ]);
    expect(cuts).toEqual([
      { text: 'When supply falls and demand stays the same, the market has a shortage at the old price, so the price rises until the shortage is gone.', heading: 'Supply', page: 4 },
    ]);
  });

  it('given a long paragraph, when cut, then passages stay under about 1,500 characters and keep every sentence', () => {
    const sentence = 'Price elasticity of demand measures how much the quantity demanded responds to a change in price. ';
    const cuts = cutSource('text', [{ text: sentence.repeat(40) }]);
    expect(cuts.length).toBeGreaterThan(1);
    expect(cuts.every((c) => c.text.length <= 1500)).toBe(true);
    expect(cuts.map((c) => c.text).join(' ')).toBe(sentence.repeat(40).trim());
  });

  it('given captions, figure pointers and credits, when cut, then they are left out', () => {
    const cuts = cutSource('text', [{ text: 'Figure 3.2 Demand and supply for gasoline\n\nA shortage occurs when the price is below equilibrium (see Figure 3.2). Visit the website for more. (credit: OpenStax)' }]);
    expect(cuts.map((c) => c.text)).toEqual(['A shortage occurs when the price is below equilibrium.']);
  });

  it('given caption cues, when cut, then ~30-second runs keep their start time', () => {
    const cues = Array.from({ length: 8 }, (_, i) => ({ text: `Point ${i} is about how prices rise when supply falls.`, start: i * 10, end: i * 10 + 10 }));
    const cuts = cutSource('video', cues);
    expect(cuts.map((c) => c.time)).toEqual([0, 30, 60]);
    expect(cuts[0]!.text).toContain('Point 0');
  });
});
