import { readSentence } from '../text/nlp.js';
import { isObjectOfVerb } from './relative-antecedents.js';

const judged = (clause: string, term: string): boolean => isObjectOfVerb(clause, term, readSentence(`${clause}, which is something.`));

describe('isObjectOfVerb', () => {
  test.each([
    ['In physics, force determines acceleration', 'acceleration'],
    ['what it is saying is x squared plus y squared equals some constant', 'constant'],
    ['I could say X is an argument of the function, give it a default value', 'default value'],
  ])('given "%s" before ", which is", when judged, then "%s" is a verb\'s object the relative may not describe', (clause, term) => {
    expect(judged(clause, term)).toBe(true);
  });

  test.each([
    ['Riemann was somewhat of a father to complex analysis', 'complex analysis'],
    ["let's turn now to talking about the Fourier transform", 'Fourier transform'],
    ['A more commonly discussed number is R-naught', 'R-naught'],
    // A definite object is the named thing the speaker goes on to explain.
    ['If the base is not specified, it returns the natural logarithm', 'natural logarithm'],
    // A naming verb introduces the noun the relative describes.
    ['We might call this a veridical paradox', 'veridical paradox'],
    ['the sum of the diagonal entries called the trace', 'trace'],
  ])('given "%s" before ", which is", when judged, then "%s" is what the relative describes', (clause, term) => {
    expect(judged(clause, term)).toBe(false);
  });

  test('given a clause that is only the term, when judged, then nothing comes before it', () => {
    expect(judged('Acceleration', 'Acceleration')).toBe(false);
  });
});
