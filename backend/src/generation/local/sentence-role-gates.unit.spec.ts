import { isUsedInAnotherRole } from './sentence-role-gates.js';

// Sentences written for these tests.
describe('a term the sentence uses in another role than the one it defines (English)', () => {
  test.each([
    ['cluster', 'The brightest stars in this cluster, which are red giants, look orange.'], // a gloss on the instance pointed at
    ['category', 'Heavy stars shed enough mass to fit into this category (a feat any dieter would envy).'],
    ['tree', 'We can survey the distance to a far mountain or tree—the method of triangulation.'], // a dash after a coordination
    ['Astronomers', 'Astronomers refer to all the material between stars as interstellar matter.'], // who names, not what is named
    ['open', 'The stars in these clusters sit well apart, which explains why they are called “open.”'], // why a name fits
  ])('given "%s" in "%s", when gated, then it is used in another role', (term, quote) => {
    expect(isUsedInAnotherRole(term, quote)).toBe(true);
  });

  test.each([
    ['open cluster', 'An open cluster is a loose group of young stars, found in the disk of the Galaxy.'],
    ['interstellar matter', 'Astronomers refer to all the material between stars as interstellar matter.'],
    ['asterism', 'Some people use the term asterism to denote a noticeable star pattern within a constellation.'],
    ['triangulation', 'Surveyors find distances by triangulation—measuring angles from two ends of a known baseline.'],
    ['kinship', 'Note that kinship, or one’s traceable ancestry, can be based on blood or marriage.'], // "that" opens a clause
    ['time mismatch', 'This time mismatch—the gap between when loans are repaid and deposits withdrawn—can ruin a bank.'], // a dash glosses the term
    ['mercantilist policies', 'Most regimes enacted protectionist or mercantilist policies—that is, policies that taxed imports.'],
  ])('given "%s" in "%s", when gated, then it is what the sentence defines', (term, quote) => {
    expect(isUsedInAnotherRole(term, quote)).toBe(false);
  });
});
