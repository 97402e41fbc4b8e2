import { generateLocally } from './local-study-generator.js';

// A Beamer slide of definitions, written for this test: sets named by a symbol, kinds named by a condition.
const SLIDE = [
  'Functions',
  '',
  'A function is a collection of three types of sets: a domain, a codomain and a rule of assignment that associates each element of the domain with a unique element of the codomain.',
  'The range R of a function f : X → Y is the set of all elements in the codomain that are assigned by the function with an element in X. That is, R = {f (x) | x ∈ X}.',
  'A function f : X → Y is called onto if Y = R. A function is called one-to-one correspondence (or bijective) if it is one-to-one and onto.',
  'A function is called multivariable if it consists of more than two independent or dependent variables.',
].join('\n');

describe('definitions on a slide of mathematics', () => {
  const cards = generateLocally({ kind: 'pdf', segments: [{ text: SLIDE, page: 1 }] }).flashcards.filter((c) => c.kind === 'definition').map((c) => [c.question, c.answer]);

  test('given a kind named by the condition its members meet, when notes are made, then the kind is asked with the condition as its meaning', () => {
    expect(cards).toContainEqual(['What is a multivariable function?', 'A function that consists of more than two independent or dependent variables.']);
    expect(cards).toContainEqual(['What is a one-to-one correspondence?', 'A function that is one-to-one and onto.']);
  });

  test('given a set named by a symbol after "The", when notes are made, then its question keeps "the"', () => {
    expect(cards).toContainEqual(['What is the range of a function?', 'The set of all elements in the codomain that are assigned by the function with an element in X.']);
  });
});
