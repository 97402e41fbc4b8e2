import { cleanCueText, cueSentences, withCapitalI, withRepairedCapitals } from './caption-cues.js';

describe('cueSentences', () => {
  test('cues are merged into sentences that keep the start of the cue they begin in', () => {
    const sentences = cueSentences([
      { text: 'Economics is the study of how', start: 0, end: 4 },
      { text: 'humans make decisions. Scarcity', start: 4, end: 8 },
      { text: 'means that wants exceed resources.', start: 8, end: 12 },
    ]);
    expect(sentences.map((s) => [s.text, s.time])).toEqual([
      ['Economics is the study of how humans make decisions.', 0],
      ['Scarcity means that wants exceed resources.', 4],
    ]);
  });

  test('roll-up duplicates, markup and sound tags are removed', () => {
    expect(cleanCueText('<c>[Music]</c> >> JOHN: Prices &amp; wages')).toBe('Prices & wages');
    const sentences = cueSentences([
      { text: 'prices rise when demand', start: 0 },
      { text: 'rise when demand grows faster than supply.', start: 3 },
    ]);
    expect(sentences.map((s) => s.text)).toEqual(['prices rise when demand grows faster than supply.']);
  });

  test('an unpunctuated track is grouped into readable pseudo-sentences at cue starts', () => {
    const cues = Array.from({ length: 12 }, (_, i) => ({ text: `word${i} and some more words here`, start: i * 3, end: i * 3 + 3 }));
    const sentences = cueSentences(cues);
    expect(sentences.length).toBeGreaterThan(1);
    for (const s of sentences) {
      expect(s.text).toMatch(/^[A-Z].*\.$/);
      expect(cues.some((c) => c.start === s.time)).toBe(true);
    }
  });
});

describe('withRepairedCapitals', () => {
  const transcript = (text: string) => text.split(' | ').map((t, i) => ({ text: t, start: i * 5, end: i * 5 + 5 }));

  test('a track that capitalises where the speaker paused gets its sentences back', () => {
    // Given a transcript that capitalises mid-sentence again and again
    const cues = transcript(
      'The things we see are supposed to be that way, they come from nature But | sociology teaches us, that Many of the things we think are natural Are actually made. | We cannot tell the social class of a baby And more importantly, we do not need to | know But gender is completely different.',
    );
    // When its sentences are read
    const sentences = cueSentences(cues).map((s) => s.text);
    // Then "But" and "And" after a content word open sentences and other capitalised function words are lower-cased
    expect(sentences).toEqual([
      'The things we see are supposed to be that way, they come from nature.',
      'But sociology teaches us, that many of the things we think are natural are actually made.',
      'We cannot tell the social class of a baby.',
      'And more importantly, we do not need to know.',
      'But gender is completely different.',
    ]);
    // And each sentence keeps the start of the cue it begins in
    expect(cueSentences(cues).map((s) => s.time)).toEqual([0, 0, 10, 10, 15]);
  });

  test('a capital that appears rarely (a title, a name, a variable) is left as written', () => {
    // Given an ordinary transcript of some 400 words with one title, a month and matrix names
    const talk = 'The rest of the lecture is about how such maps compose and why the order in which you apply them matters. '.repeat(18);
    const cues = transcript(`We read the novel Of Mice and Men in May. | Multiply the matrix A by the vector and apply the matrix A again. | ${talk.trim()}`);
    // When its capitals are repaired
    // Then nothing changes
    expect(withRepairedCapitals(cues)).toEqual(cues);
  });
});

describe('cueSentences on an unpunctuated (auto-generated) track', () => {
  /** Cues "text @ start-end"; a gap between one cue's end and the next cue's start is a silence. */
  const track = (...cues: Array<[string, number, number]>) => cues.map(([text, start, end]) => ({ text, start, end }));
  const longTalk = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `word${from + i}`).join(' ');

  test.each([
    {
      given: 'two sentences with a silence between them',
      cues: track(
        ['the first step in a transformer is to associate', 0, 2],
        ['each token with a high-dimensional vector', 2, 4],
        ['this vector encodes the meaning of the word', 4.5, 7],
      ),
      then: ['The first step in a transformer is to associate each token with a high-dimensional vector.', 'This vector encodes the meaning of the word.'],
    },
    {
      given: 'sentences run together without a pause, the second opening on "so" after a content word',
      cues: track(['the entries of this matrix are learned from data so the true behavior', 0, 4], ['of the matrix is hard to parse', 4, 6]),
      then: ['The entries of this matrix are learned from data.', 'So the true behavior of the matrix is hard to parse.'],
    },
    {
      given: '"but" before a subject, and an elliptic "but" with no subject after it',
      cues: track(['x is not equal to the first distance but is equal to its root', 0, 4], ['mass ratios matter enormously but the answer always stays pi', 4, 7]),
      then: ['X is not equal to the first distance but is equal to its root mass ratios matter enormously.', 'But the answer always stays pi.'],
    },
    {
      given: 'a track that still capitalises its sentences, with no pause and no full stop between them',
      cues: track(['it was Euler who found the answer to the problem', 0, 3], ['Super surprisingly it equals pi squared over six', 3, 6], ['and he found it super early in his career', 6, 9]),
      then: ['It was Euler who found the answer to the problem.', 'Super surprisingly it equals pi squared over six and he found it super early in his career.'],
    },
    {
      given: '"so" after a function word ("and so on", "is so")',
      cues: track(['the function is so smooth that its derivative exists everywhere', 0, 5]),
      then: ['The function is so smooth that its derivative exists everywhere.'],
    },
    {
      given: 'the pronoun in lower case before a verb, and the imaginary unit',
      cues: track(['i think that multiplying by i rotates the plane and i\'m sure of it', 0, 5]),
      then: ["I think that multiplying by i rotates the plane and I'm sure of it."],
    },
  ])('given $given, when read, then each sentence ends at the pause or the opener', ({ cues, then }) => {
    const sentences = cueSentences(cues);
    expect(sentences.map((s) => s.text)).toEqual(then);
    expect(sentences.every((s) => s.boundsGuessed === undefined)).toBe(true);
  });

  test('given a track with a rare full stop, when read, then a sentence ends at it', () => {
    const cues = track(['the derivative measures change. the integral', 0, 3], ['adds up the small changes again', 3, 6], [longTalk(45), 7, 20]);
    expect(cueSentences(cues).slice(0, 2).map((s) => s.text)).toEqual(['The derivative measures change.', 'The integral adds up the small changes again.']);
  });

  test('given a long stretch with no pause in a track that has readable sentences, when read, then it is cut into units whose ends are marked as guessed', () => {
    // Given 60 unpaused words after a sentence closed by a silence
    const cues = track(['the derivative of a function measures how fast its output changes when the input moves', 0, 5], [longTalk(30), 6, 16], [longTalk(30, 30), 16, 26]);
    const sentences = cueSentences(cues);
    expect(sentences[0]?.boundsGuessed).toBeUndefined();
    expect(sentences.length).toBeGreaterThan(2);
    expect(sentences.slice(1).every((s) => s.boundsGuessed === true)).toBe(true);
  });

  test('given a flat track (lower case, cues back to back, no opener), when read, then its units are kept unmarked so the notes still have sentences', () => {
    const cues = track([longTalk(30), 0, 10], [longTalk(30, 30), 10, 20], [longTalk(30, 60), 20, 30], ['the derivative measures change', 30, 32]);
    const sentences = cueSentences(cues);
    expect(sentences.length).toBeGreaterThan(2);
    expect(sentences.every((s) => s.boundsGuessed === undefined)).toBe(true);
  });

  test('given a Spanish track, when read, then silences cut it but English openers and the English pronoun do not', () => {
    const cues = track(['la derivada mide el cambio so i think', 0, 3], ['de una función en un punto', 3, 5], ['la integral suma áreas', 6, 8]);
    const sentences = cueSentences(cues, undefined, 'es');
    expect(sentences.map((s) => s.text)).toEqual(['La derivada mide el cambio so i think de una función en un punto.', 'La integral suma áreas.']);
  });

  test('given a punctuated track, when read, then no sentence is marked as guessed', () => {
    const cues = track(['The derivative measures change. It is a limit', 0, 3], ['of difference quotients.', 3, 5]);
    expect(cueSentences(cues).every((s) => s.boundsGuessed === undefined)).toBe(true);
  });
});

describe('withCapitalI', () => {
  test.each([
    ['i think this works', 'I think this works'],
    ["so i'm going to show you and i've got", "so I'm going to show you and I've got"],
    ['multiply by i and you rotate', 'multiply by i and you rotate'],
    ['i squared is negative one', 'i squared is negative one'],
  ])('given "%s", when the pronoun is repaired, then it reads "%s"', (given, then) => {
    expect(withCapitalI(given)).toBe(then);
  });
});
