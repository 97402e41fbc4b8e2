import type { Citation } from '../generation.types.js';
import type { PreparedSentence } from './prepare-document.js';

/** A citation pointing at the sentence's page (PDF) or cue time (video), quoting it as written. */
export function citationFor(sentence: PreparedSentence): Citation {
  return {
    ...(sentence.page !== undefined ? { page: sentence.page } : {}),
    ...(sentence.time !== undefined ? { time: sentence.time } : {}),
    quote: sentence.quote,
  };
}
