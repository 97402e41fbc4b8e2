import { informalDefinition } from './informal-definitions.js';

// "Loosely speaking, it's …": the gist of a concept just named, on sentences written for these tests.

describe('informal definitions in English', () => {
  test('given "the idea of a derivative …, but loosely speaking it\'s a measure of …", when read, then it defines the derivative', () => {
    expect(informalDefinition('I will dive into the idea of a derivative in the next video, but loosely speaking it is a measure of how sensitive a function is to small changes in its input.')).toMatchObject({
      question: 'What is a derivative?',
      answer: 'A measure of how sensitive a function is to small changes in its input.',
      kind: 'definition',
    });
  });

  test('given "Loosely speaking, it refers to …" after a sentence opening on "Duality", when read, then it asks what duality refers to', () => {
    expect(informalDefinition('Loosely speaking, it refers to situations where you have a natural but surprising correspondence between two types of mathematical thing.', 'Duality shows up in many different ways and forms throughout math.')).toMatchObject({
      question: 'What does duality refer to?',
      answer: 'Duality refers to situations where you have a natural but surprising correspondence between two types of mathematical thing.',
      kind: 'concept',
    });
  });

  test.each([
    ['Loosely speaking, it refers to this little region here on the graph.', 'Duality shows up in many different ways.'], // the gist points at the screen
    ['Loosely speaking, it refers to situations with a surprising correspondence between two things.', 'In this video we look at duality.'], // the sentence before does not open on the term
    ['Roughly speaking, it is big.', 'Duality shows up in many different ways.'], // too thin
    ['The derivative is hard, and loosely speaking it is a measure of sensitivity to change.', ''], // no "the idea of X" to name the "it"
  ])('given "%s" after "%s", when read, then nothing is defined', (sentence, previous) => {
    expect(informalDefinition(sentence, previous)).toBeUndefined();
  });
});
