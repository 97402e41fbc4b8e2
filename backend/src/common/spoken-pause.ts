/**
 * The silence between two pieces of speech that reads as a pause: the caption parser cuts word-timed tracks there and
 * the notes engine ends an unpunctuated sentence there. In punctuated lecture tracks, 99.8 % of cue gaps this long fall
 * at a sentence end.
 */
export const SPOKEN_PAUSE_SECONDS = 0.25;
