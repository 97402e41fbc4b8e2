import { leansOnUnsaidObject, statesUnsaidObject } from './unsaid-objects.js';

// Cloze questions written for these tests, in the shapes spoken lectures take.

describe('leansOnUnsaidObject', () => {
  test.each([
    ['The cast operator turns it into a _____.'],
    ['The easiest way to handle that is to write a _____.'],
    ['You can store them in a _____ for later.'],
    ['The _____ converts it to a string.'],
  ])('given a pronoun object in the first clause before the blank (%s), when judged, then it leans on what was said before', (question) => {
    expect(leansOnUnsaidObject(question)).toBe(true);
  });

  test.each([
    ['The compiler reads the source file and turns it into a _____.'],
    ['Python follows that rule when it looks up the _____ of a name.'],
    ['The relevant property of sugar is that it is a _____.'],
    ['Computing this looks like taking a certain _____ and multiplying it by the vector.'],
    ['All it does is return a _____ for each row.'],
    ['The parser keeps that table in a _____.'],
    ['Terms with a small d have built into them the idea of a _____.'],
    ['The intuitive way to read this is that wiggling a charge causes a _____.'],
    ['When you pull it out really far, the angle no longer looks like a _____.'],
    ['What does it mean to take the _____ of an expression?'],
    ['During training the model found it useful to choose _____ with one direction for gender.'],
    ['You can think this is not just a mathematical _____.'],
    ['A common function that does this is called the _____.'],
    ['You take a _____ and then multiply it by the vector.'],
  ])('given no unsaid pronoun object before the blank (%s), when judged, then it stands', (question) => {
    expect(leansOnUnsaidObject(question)).toBe(false);
  });
});

describe('statesUnsaidObject', () => {
  test.each([
    ['The cast operator converts it to a string.', true],
    ['The only way to do that is to write a stored procedure.', true],
    ['The compiler reads the source file and turns it into machine code.', false],
    ['A trigger runs before or after a statement.', false],
  ])('given the statement %s, when judged, then leaning on an unsaid object is %s', (statement, expected) => {
    expect(statesUnsaidObject(statement)).toBe(expected);
  });
});
