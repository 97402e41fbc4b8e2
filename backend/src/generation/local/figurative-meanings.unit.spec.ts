import { offersALikeness, picturesRatherThanDefines } from './figurative-meanings.js';

// Meanings written for these tests.
describe('a complement that judges or pictures its subject (English)', () => {
  test.each([
    ['a mainstay of rural policing'],
    ['a lasting testament to the value of planning'],
    ['the railway engine of the new economy'],
    ['a stepping-stone to a better job'],
    ['a mix, watching more streams than older viewers'],
    ['a function of voters believing that office is honourable'],
    ['a remote idea rather than a daily worry'],
    ['a key annual tradition that shapes every budget'],
    ['represent another of the main trade instruments'],
  ])('given "%s", when checked, then it judges rather than defines', (meaning) => {
    expect(picturesRatherThanDefines(meaning)).toBe(true);
  });

  test.each([
    ['a mixture of two or more substances that are not chemically combined'],
    ['a mineral used in making aluminium'],
    ['an important subset of the independent agencies'],
    ['a machine that turns heat into work'],
    ['the view that habit rather than reason guides most choices'], // the contrast belongs to the view's own clause
  ])('given "%s", when checked, then it may define', (meaning) => {
    expect(picturesRatherThanDefines(meaning)).toBe(false);
  });
});

describe('a law said by how it relates to another (English)', () => {
  test.each([['a consequence of the conservation of energy'], ['a restatement of one of the older rules'], ['a direct corollary of the first theorem']])(
    'given "%s", when checked, then it relates rather than defines',
    (meaning) => expect(picturesRatherThanDefines(meaning)).toBe(true),
  );

  test('given a meaning that says what the thing is ("a consequence" inside its own clause), when checked, then it defines', () => {
    expect(picturesRatherThanDefines('the sum of the forces that act as a consequence of motion')).toBe(false);
  });
});

// Meanings written for these tests.
describe('a remark on what a term shows, or a likeness in scare quotes (English)', () => {
  test.each([['a clear sign of how little the field knows'], ['a sure indication of trouble ahead'], ['a kind of “time machine”']])(
    'given "%s", when checked, then it remarks rather than defines',
    (meaning) => expect(picturesRatherThanDefines(meaning)).toBe(true),
  );

  test.each([['a sign of infection that the patient feels'], ['a kind of white blood cell that engulfs bacteria']])(
    'given "%s" (a sign or a kind said plainly), when checked, then it may define',
    (meaning) => expect(picturesRatherThanDefines(meaning)).toBe(false),
  );
});

// Sentences written for these tests.
describe('a likeness the writer offers, read as a definition of the device', () => {
  test('given "An analogy is a spinning skater …", when checked, then it offers a likeness', () => {
    expect(offersALikeness('analogy', 'a spinning skater')).toBe(true);
    expect(offersALikeness('example', 'the price of gasoline last summer')).toBe(true);
  });

  test('given what the device itself is ("a comparison between …"), when checked, then it defines', () => {
    expect(offersALikeness('analogy', 'a comparison between two things that are alike in some respects')).toBe(false);
    expect(offersALikeness('metaphor', 'a way of saying one thing in terms of another')).toBe(false);
  });

  test('given another term, when checked, then it is left alone', () => {
    expect(offersALikeness('balloon', 'a bag filled with air')).toBe(false);
  });
});
