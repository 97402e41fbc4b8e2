import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeStopWords } from './build-stop-words.js';
import { deriveEnglishStopWords, isStopWord } from './stop-words.js';

describe('English stop words', () => {
  it('holds function words and their inflections, not the content words of the long list', () => {
    const words = deriveEnglishStopWords();
    for (const w of ['the', 'which', 'would', 'between', 'although']) expect(words.has(w)).toBe(true);
    for (const w of ['value', 'group', 'side', 'price']) expect(words.has(w)).toBe(false);
    expect(isStopWord('The')).toBe(true);
    expect(isStopWord('elasticity')).toBe(false);
  });

  it('is written at build time as the derived list, so the server reads it without loading the NLP model', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sl-stop-words-'));
    try {
      const file = path.join(dir, 'english-stop-words.json');
      const count = writeStopWords(file);
      const written = JSON.parse(readFileSync(file, 'utf8')) as string[];
      expect(written).toHaveLength(count);
      expect(written).toEqual([...deriveEnglishStopWords()].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
