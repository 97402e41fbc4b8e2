import { identifiesARankedPart } from './ranked-parts.js';

describe('a part picked out by its rank, then named', () => {
  test.each([
    ['outermost layer', 'the fibrous tunic'],
    ['22nd bone', 'the mandible (lower jaw)'],
    ['middle and thickest layer', 'the myocardium, made largely of cardiac muscle cells'],
    ['third layer', 'the stratum granulosum'],
  ])('given "%s" whose meaning is the name "%s", when checked, then it identifies a part rather than defining a term', (term, meaning) => {
    expect(identifiesARankedPart(term, meaning)).toBe(true);
  });

  test.each([
    ['anterior cavity', 'the space between the cornea and lens'],
    ['interest rate', 'the interest the bank pays you as a percent of your deposits'],
    ['fourth estate', 'the unofficial fourth branch of government that checks the others'],
    ['outermost layer', 'a thin sheet of cells that covers the organ'],
    ['Kepler’s second law', 'The straight line joining a planet and the Sun sweeps out equal areas'],
    ['innermost layer', 'the layer that lines the lumen of the vessel'],
  ])('given "%s" glossed as "%s", when checked, then it is a definition', (term, meaning) => {
    expect(identifiesARankedPart(term, meaning)).toBe(false);
  });
});
