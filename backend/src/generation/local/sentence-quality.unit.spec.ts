import { startsWithAnaphora } from './sentence-quality.js';

describe('a sentence that needs the one before it', () => {
  test.each([
    'Doing so, FDR argued, would ensure the long-term durability of classical liberalism.',
    'In doing so, the court widened the reach of the clause.',
    'These special vectors are called eigenvectors.',
    'As a result, prices rise.',
  ])('given "%s", when checked, then it leans on the previous sentence', (sentence) => {
    expect(startsWithAnaphora(sentence)).toBe(true);
  });

  test.each([
    'Doing homework every day improves retention.',
    'Social justice results when individual liberties are protected.',
    'Sociologists use the term social stratification to describe the system of social standing.',
  ])('given "%s", when checked, then it stands alone', (sentence) => {
    expect(startsWithAnaphora(sentence)).toBe(false);
  });
});
