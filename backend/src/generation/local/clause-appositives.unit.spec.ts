import { narratesWhatTheClauseDid, renamesTheClause, saysWhatHappensThere } from './clause-appositives.js';

// Terms and appositives written for these tests.
describe('an appositive that renames what the clause did (English)', () => {
  test.each([
    ['county boards', 'a variation on the older charter'], // "… elected by county boards, a variation on the older charter"
    ['jury', 'a tactic used against rivals'], // "… convicted without a jury, a tactic …",
    ['flexibility', 'a motion that is wider in the thumb'],
  ])('given "%s" renamed as "%s", when checked, then the clause is renamed', (term, meaning) => {
    expect(renamesTheClause(term, meaning)).toBe(true);
  });

  test.each([
    ['creeping specialization', 'a trend in which agencies split their tasks'], // an event noun is such a thing
    ['double jeopardy', 'a process that subjects a suspect to two trials'],
    ['cobalt', 'a metal used in batteries'],
  ])('given "%s" renamed as "%s", when checked, then the term is renamed', (term, meaning) => {
    expect(renamesTheClause(term, meaning)).toBe(false);
  });
});

describe('an act or quality told in the past after a comma (English)', () => {
  test.each([
    ['a quality that was highly valued'], // "… could read the omens of the gods, a quality that was highly valued"
    ['an act that eventually ruined the family'],
    ['a practice that greatly harmed the local traders'],
    ['a process that continued until 1950'],
  ])('given the appositive "%s", when checked, then it sums up the story', (meaning) => {
    expect(narratesWhatTheClauseDid(meaning)).toBe(true);
  });

  test.each([
    ['a process that subjects a suspect to two trials'], // present: what the kind is
    ['a practice in which the ruler shares power with local chiefs'],
    ['a commodity that played a vital role in ritual'], // not an act
  ])('given the appositive "%s", when checked, then it may define the term', (meaning) => {
    expect(narratesWhatTheClauseDid(meaning)).toBe(false);
  });
});

describe('a "where" clause saying what happens at a place (English)', () => {
  test('given what is found or happens there, when checked, then it describes the place', () => {
    expect(saysWhatHappensThere('leaf surface', 'Water leaves through pores on the leaf surface, where the vapour is released.')).toBe(true);
    expect(saysWhatHappensThere('small intestine', 'Food then passes to the small intestine, where most absorption occurs.')).toBe(true);
  });

  test('given what someone does under the kind, when checked, then it says what the kind is', () => {
    expect(saysWhatHappensThere('rate-of-return regulation', 'Some states use rate-of-return regulation, where the regulator sets the profit a utility may earn.')).toBe(false);
  });
});
