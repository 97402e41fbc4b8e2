import { isPersonOfTheTalk, MENTIONS_SPEAKER, MENTIONS_SPEAKER_OR_AUDIENCE } from './speaker-words.js';

describe('speaker words', () => {
  it.each([
    'The standard explanation I learned goes like this.',
    "That's what made me laugh.",
    "I'm going to call it the kernel.",
  ])('given the speaker in "%s", when it is read, then the speaker is found, alone or with the audience', (text) => {
    expect(MENTIONS_SPEAKER.test(text)).toBe(true);
    expect(MENTIONS_SPEAKER_OR_AUDIENCE.test(text)).toBe(true);
  });

  it.each([
    'When we double the input, we get four times the area.',
    'Let’s say the rate is constant.',
    'This answers our question.',
  ])('given the speaker with the audience in "%s", when it is read, then only the wider question finds it', (text) => {
    expect(MENTIONS_SPEAKER.test(text)).toBe(false);
    expect(MENTIONS_SPEAKER_OR_AUDIENCE.test(text)).toBe(true);
  });

  it('given a claim with no person of the talk, when it is read, then none is found', () => {
    expect(MENTIONS_SPEAKER_OR_AUDIENCE.test('The mean is the sum divided by the count, minus nothing.')).toBe(false);
  });

  it.each(["I'm", 'I’ve', 'we', 'our', 'your', 'you’re', "let's", 'guys'])('given the word "%s", when it is asked of, then it is a person of the talk', (word) => {
    expect(isPersonOfTheTalk(word)).toBe(true);
  });

  it.each(['I', 'it', 'they', 'mean'])('given the word "%s" (a bare "I" may be a numeral: "Type I error"), when it is asked of, then it is not', (word) => {
    expect(isPersonOfTheTalk(word)).toBe(false);
  });
});
