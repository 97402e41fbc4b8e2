import { cleanCueText, cueSentences } from './caption-cues.js';

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
