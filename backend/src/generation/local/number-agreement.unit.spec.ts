import { disagreesInNumber } from './number-agreement.js';

// Terms and meanings written for these tests.
describe('a name and the noun phrase it names agree in number (English)', () => {
  test.each([
    ['pollen grains', 'the transfer of tiny particles'], // "the transfer of tiny particles, called pollen grains"
    ['spore', 'the cells in one fern frond'],
    ['seed investors', 'a circle of wealthy lenders'],
    ['glucagon', 'two hormones'],
  ])('given "%s" named as "%s", when checked, then they disagree', (term, meaning) => {
    expect(disagreesInNumber(term, meaning)).toBe(true);
  });

  test.each([
    ['pollen grains', 'tiny particles carried by wind'],
    ['flexors', 'a set of muscles that bend a joint'], // a collective noun names several
    ['senses of contact', 'touch and pressure'], // a list
    ['vertebrae', 'the bones of the spine'], // an unmarked plural
    ['osmosis', 'the movement of water across a membrane'],
  ])('given "%s" named as "%s", when checked, then they agree', (term, meaning) => {
    expect(disagreesInNumber(term, meaning)).toBe(false);
  });

  test('given a bare singular that may be a mass noun, when named by a plural, then they may agree', () => {
    expect(disagreesInNumber('hard power', 'military tools to force another country', false)).toBe(false);
    expect(disagreesInNumber('hard power', 'military tools to force another country', true)).toBe(true);
  });
});
