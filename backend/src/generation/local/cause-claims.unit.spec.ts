import { causalClaimText } from './cause-claims.js';

describe('causalClaimText', () => {
  it.each([
    ['The reason that quaternions never really won out is because no one understood them.', 'Quaternions never really won out because no one understood them.'],
    ['The main reason prices rose was simply because supply fell.', 'Prices rose because supply fell.'],
    ['The problem is that the virus still spreads because of contacts while people are asymptomatic.', 'The virus still spreads because of contacts while people are asymptomatic.'],
    ['The issue with the first argument is that the pieces only got thin in one direction because of how they were cut.', 'The pieces only got thin in one direction because of how they were cut.'],
    ["What's also true is that the limit of the lengths is 8, because each curve has a perimeter of 8.", 'The limit of the lengths is 8, because each curve has a perimeter of 8.'],
    ['The change to x squared is smaller than the change to y squared, since when area is measured from 0, that move is the more expensive one.', 'The change to x squared is smaller than the change to y squared, since when area is measured from 0, that move is the more expensive one.'],
  ])('given "%s", when its claim is read, then the frame goes: "%s"', (sentence, expected) => {
    expect(causalClaimText(sentence)?.text).toBe(expected);
  });

  it.each([
    'What would be really helpful is if the area of that strip was proportional to its width, because then the sums relate.',
    'The reason for talking about the torus was not because we were playing with paper.',
    "No hard feelings if things haven't clicked yet, because hopefully the explanation will make them do so.",
    'My point is that it deserves more of a mention in calculus courses, because it makes the derivative flexible.',
    'Everyone who likes tau is yelling right now because it would make the conventions easier.',
    'The exponential has to pay because of a pun in French, and that made me laugh a little bit.',
    'Pythagorean theorem Alright buckle up now because here is where things get good.',
  ])('given "%s", when its claim is read, then there is no claim to ask', (sentence) => {
    expect(causalClaimText(sentence)).toBeUndefined();
  });

  it('given an adverbial opener, when its claim is read, then the opener is reported so the subject is checked past it', () => {
    expect(causalClaimText("Even then it doesn't really come up because the case is rare.")?.opening).toBe('Even then ');
    expect(causalClaimText('At least finish off by understanding the series, because it is satisfying.')?.opening).toBe('At least ');
  });
});

describe('claims and reasons that point at the screen or the talk', () => {
  test.each([
    ['Viruses are a textbook example of this kind of growth, because new cases come from existing cases.'], // "this kind of growth"
    ['A lot of people know about this function because there is a prize for solving it.'],
    ['The same reasoning shows the value is also two, because remember when you take powers you get the same list.'], // "remember"
    ['The formula is more complicated than it needs to be, because this is what happens without new names.'], // "this is what happens"
  ])('given "%s", when read, then no claim is asked', (sentence) => {
    expect(causalClaimText(sentence)).toBeUndefined();
  });

  test('given a claim whose "its own" names its subject again, when read, then it is asked', () => {
    expect(causalClaimText('The fact that n is a factor in its own change makes things go fast, because the rate of growth gets big.')?.text).toBe(
      'The fact that n is a factor in its own change makes things go fast, because the rate of growth gets big.',
    );
  });
});
