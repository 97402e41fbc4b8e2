/**
 * The people of a talk by their words (English): the speaker ("I", "my"), the speaker with the audience ("we", "let's"),
 * the listener ("you", "you guys"). A card holding them is about the talk, not the subject. One list; each gate asks
 * for the people it cares about: a generic "we" also states a rule ("we get 2x"), so a result is held to the speaker
 * alone, and a bare "I" may be a numeral ("Type I error"), so a term is not held to it.
 */
import { anyWordOf } from './pointing-words.js';

export const SPEAKER = ['i', "i'm", "i'll", "i've", "i'd", 'me', 'my'];
/** The speaker with the audience as pronouns; "let's" says it as a verb (`LET_US`). */
export const SPEAKER_AND_AUDIENCE = ['we', "we're", "we'll", "we've", "we'd", 'us', 'our'];
export const LET_US = ["let's"];
export const LISTENER = ['you', "you're", "you'll", "you've", "you'd", 'your'];
/** "you guys": the listeners by a name, not a pronoun. */
const LISTENERS_NAMED = ['guys'];

/** "The explanation I learned …", "… that made me laugh": the speaker is in the text. */
export const MENTIONS_SPEAKER = anyWordOf(SPEAKER);
/** What `MENTIONS_SPEAKER` finds, and the speaker with the audience: "we picture …", "our question", "let's say". */
export const MENTIONS_SPEAKER_OR_AUDIENCE = anyWordOf(SPEAKER, SPEAKER_AND_AUDIENCE, LET_US);

const PERSON_WORDS = new Set([...SPEAKER, ...SPEAKER_AND_AUDIENCE, ...LET_US, ...LISTENER, ...LISTENERS_NAMED].filter((w) => w !== 'i'));

/** One word is a person of the talk ("I'm", "we", "your", "guys"); a bare "I" is not counted. */
export function isPersonOfTheTalk(word: string): boolean {
  return PERSON_WORDS.has(word.toLowerCase().replace('’', "'"));
}
