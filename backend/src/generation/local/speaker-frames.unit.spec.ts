import { withoutSpeakerFrame } from './speaker-frames.js';

describe('withoutSpeakerFrame', () => {
  it.each([
    ['The way I like to think about it is that each vector represents a certain movement.', 'Each vector represents a certain movement.'],
    ['The reason I bring it up here is that it hints at the fact that vector addition will play an important role.', 'Vector addition will play an important role.'],
    ['The point I want to make here is that there are lots of vectorish things in math.', 'There are lots of vectorish things in math.'],
    ['Like I said before, the first series blows up to infinity.', 'The first series blows up to infinity.'],
    [
      "The algorithm for computing this gradient efficiently is called backpropagation, and it's what I'm going to be talking about next video.",
      'The algorithm for computing this gradient efficiently is called backpropagation.',
    ],
  ])('given "%s", when the frame is dropped, then the claim is left: "%s"', (sentence, claim) => {
    expect(withoutSpeakerFrame(sentence, 'en')).toBe(claim);
  });

  it('given a claim with no frame, or Spanish, when read, then it is unchanged', () => {
    expect(withoutSpeakerFrame('Each vector represents a movement.', 'en')).toBe('Each vector represents a movement.');
    expect(withoutSpeakerFrame('Como dije antes, la serie diverge.', 'es')).toBe('Como dije antes, la serie diverge.');
  });
});
