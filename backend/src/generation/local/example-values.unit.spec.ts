import { statesExampleValue } from './example-values.js';

describe('statesExampleValue', () => {
  test.each([
    "The midpoint element is 15 and the element we are looking for, the key we're looking for, is 50.",
    'All the elements in the red region are smaller than 6.',
    'Indeed, looking back at the input vector we started with, the x-coordinate is 3.',
    'The height of each sub-tree in our data structure is currently equal to 0.',
    'The rank of the subtree rooted at 2 is equal to 0.',
    'The rank of 4 is equal to 1.',
    "Specifically, at the moment, there's 1.44 bits of uncertainty.",
    'The exchange rate from Russian rubles to US dollars is 0.015, from Russian rubles to Euros is 0.013.',
  ])('given the spoken sentence "%s", when judged, then it states a value of the example', (sentence) => {
    expect(statesExampleValue(sentence)).toBe(true);
  });

  test.each([
    'When the determinant is zero, there is no inverse.',
    'The area under the full curve is 1.',
    'The sum of the angles of a triangle is 180 degrees.',
    'Using the GPT-3 numbers, the vocabulary size specifically is 50,257, and this consists of tokens.',
    'The probability of collision is less than or equal to 1 over m.',
    'The running time of the merge sort algorithm is n log n.',
    'There are 3 ways to combine two functions.',
  ])('given the spoken sentence "%s", when judged, then it states no example value', (sentence) => {
    expect(statesExampleValue(sentence)).toBe(false);
  });
});
