import { gateCards } from './card-gates.js';
import { termClozeCards } from './key-terms.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';
import { mayStandAsSecondBlankSentence, standsAsSecondBlankSentence } from './second-blanks.js';
import type { Flashcard } from '../generation.types.js';

// English only: the second blank's sentence is read with the English tagger (second-blanks.ts).

describe('a sentence a second blank of a term may go in', () => {
  test.each([
    'The matrix has to have the same number of rows and columns.',
    'Entropy is also kind of a measure of how many possibilities there are in the first place.',
    'Matrix exponentiation can do so much more than just rotation.',
    "The API doesn't actually let you pick a temperature bigger than 2.",
  ])('given the claim "%s", when it is read, then it stands', (text) => {
    expect(standsAsSecondBlankSentence(text)).toBe(true);
  });

  test.each([
    ['a pointing word', 'The specific size of those wiggles depends on the frequency of the light.'],
    ['a pronoun whose thing is elsewhere', 'Some models take it in and produce a transcript.'],
    ['a place on the screen', 'The big circle on the left represents the values where the process gets trapped in a cycle.'],
    ['a pointing "that" after a preposition', 'The tangent of that angle is going to just get bigger and bigger.'],
    ['a pointing "that" no verb follows', 'The lockdown keeps that central location active.'],
    ['a framing subject', 'The whole thing ends up looking like the square root of one plus cosine of alpha.'],
    ['an instruction', 'Notice how all of the points genuinely do shrink in towards the cycle between zero and one.'],
    ['the speaker', 'The standard explanation I learned goes something like a wave bouncing off the glass.'],
    ['the listener told to look', "You'll see the matrix has the same number of rows and columns."],
    ['a question', 'Why does the matrix have the same number of rows and columns?'],
    ['an example', 'A more typical example would be something like the integral between 1 and 7.'],
    ['the listener told what to admit', "The effect of transformations moving the points in space is, you've got to admit, beautiful."],
    ['a subject known from before', 'The whole expression has to be equal to zero at the end.'],
    ['a continuation', 'The roots are still two and four after the shift.'],
    ['"the ones" on the screen', 'The ones closer to the origin are a little darker than the rest.'],
    ['a past event', 'The colors swung through the rainbow in order from red to red again.'],
    ['a comparison whose other side came before', 'The expression in the continuous case really does look 100% analogous.'],
    ['cases the talk gave before', 'In all cases, the eigenvalues simplify to be plus and minus 1.'],
    ['a degree set by what came before', 'The specific magnitude of each velocity will not be as important.'],
    ['no main clause', 'Limits being used to formally define the derivative, and epsilons being used to define the limit itself.'],
  ])('given %s, when it is read, then it does not stand', (_, text) => {
    expect(standsAsSecondBlankSentence(text)).toBe(false);
  });

  test('given the same claim with "the" for a pointing "that", when it is read, then it stands', () => {
    expect(standsAsSecondBlankSentence('The lockdown keeps the central location active.')).toBe(true);
  });

  test('given a clause "that" opens, when it is read, then it stands', () => {
    expect(standsAsSecondBlankSentence('The trace of a matrix shows that eigenvalues add up to the sum of the diagonal entries.')).toBe(true);
  });

  test('given a sentence only the tagger rules out, when its spelling is checked, then it may still stand', () => {
    expect(mayStandAsSecondBlankSentence('The tangent of that angle is going to just get bigger and bigger.')).toBe(true);
    expect(mayStandAsSecondBlankSentence('The specific size of those wiggles depends on the frequency.')).toBe(false);
  });
});

describe('a lecture blanks a key term a second time', () => {
  const lecture = [
    'A matrix is a grid of numbers that describes a linear transformation.',
    'The matrix has to have the same number of rows and columns for its powers to make sense.',
    'The columns of that matrix tell you where the basis vectors land.',
    'Every square matrix can be raised to a power by multiplying it with itself.',
    'The identity matrix has ones on its diagonal and zeros everywhere else.',
  ].join(' ');
  const generate = (secondBlanks?: { terms: Set<string>; quotes: Set<string> }) => {
    const doc = prepareDocument({ kind: 'video', segments: [{ text: lecture, start: 0 }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    return termClozeCards(doc, model, ['matrix'], 'en', 5, new Set(), new Set(), secondBlanks);
  };

  test('given a lecture that says its term in a claim of its own, when a second blank is allowed, then the term is asked twice, the second time in that claim', () => {
    const secondBlanks = { terms: new Set<string>(), quotes: new Set<string>() };
    const cards = generate(secondBlanks);
    expect(cards.map((c) => c.answer.toLowerCase())).toEqual(['matrix', 'matrix']);
    expect(standsAsSecondBlankSentence(cards[1]!.question.replace('_____', cards[1]!.answer))).toBe(true);
    expect(secondBlanks.terms.has('matrix')).toBe(true);
    expect(secondBlanks.quotes.has(cards[1]!.citation.quote)).toBe(true);
  });

  test('given no record of second blanks (a written text), when cards are made, then each term is asked once', () => {
    expect(generate().map((c) => c.answer.toLowerCase())).toEqual(['matrix']);
  });

  test('given a term asked a second time already, when a later section comes to it, then it is not asked a third time', () => {
    const secondBlanks = { terms: new Set(['matrix']), quotes: new Set<string>() };
    expect(generate(secondBlanks)).toHaveLength(1);
  });
});

describe('the deck keeps a term to two blanks', () => {
  const cloze = (question: string, quote: string): Flashcard => ({ question, answer: 'matrix', kind: 'cloze', difficulty: 'easy', citation: { quote } });
  const first = cloze('A _____ is a grid of numbers that describes a linear transformation.', 'A matrix is a grid of numbers that describes a linear transformation.');
  const second = cloze('The _____ has to have the same number of rows and columns.', 'The matrix has to have the same number of rows and columns.');
  const third = cloze('Every square _____ can be raised to a power by multiplying it with itself.', 'Every square matrix can be raised to a power by multiplying it with itself.');

  test('given a repeated blank that is no second blank, when the deck is gated, then it is dropped', () => {
    expect(gateCards([first, second], 'en')).toEqual([first]);
  });

  test('given a second blank, when the deck is gated, then it stays and a third is dropped', () => {
    const quotes = new Set([second.citation.quote, third.citation.quote]);
    expect(gateCards([first, second, third], 'en', undefined, quotes)).toEqual([first, second]);
  });
});
