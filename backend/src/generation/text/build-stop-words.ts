/**
 * Build step (part of the backend's `npm run build`): writes the English stop words derived from the
 * packages (stop-words.ts) beside the compiled module, so the server reads a list instead of loading
 * wink-nlp's model to derive it (see STOP_WORDS_FILE).
 * Run: node dist/generation/text/build-stop-words.js
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { deriveEnglishStopWords, STOP_WORDS_FILE } from './stop-words.js';

export function writeStopWords(target = STOP_WORDS_FILE): number {
  const words = [...deriveEnglishStopWords()].sort();
  writeFileSync(target, `${JSON.stringify(words)}\n`);
  return words.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`stop words: ${writeStopWords()} written to ${STOP_WORDS_FILE}`);
}
