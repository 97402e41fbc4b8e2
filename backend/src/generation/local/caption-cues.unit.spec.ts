import { cleanCueText, cueSentences, withRepairedCapitals } from './caption-cues.js';

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
