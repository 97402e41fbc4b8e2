/**
 * The people of a talk by their words (English): the speaker ("I", "my"), the speaker with the audience ("we", "let's"),
 * the listener ("you", "you guys"). A card holding them is about the talk, not the subject. One list; each gate asks
 * for the people it cares about: a generic "we" also states a rule ("we get 2x"), so a result is held to the speaker
 * alone, and a bare "I" may be a numeral ("Type I error"), so a term is not held to it.
 */
const SPEAKER = ['i', "i'm", "i'll", "i've", "i'd", 'me', 'my'];
const SPEAKER_AND_AUDIENCE = ['we', "we're", "we'll", "we've", "we'd", 'us', 'our', "let's"];
const LISTENER = ['you', "you're", "you'll", "you've", "you'd", 'your', 'guys'];

/** The words anywhere in a text, either apostrophe. */
const anywhere = (words: readonly string[]): RegExp => new RegExp(`\\b(?:${words.map((w) => w.replace("'", "['’]")).join('|')})\\b`, 'i');

/** "The explanation I learned …", "… that made me laugh": the speaker is in the text. */
export const MENTIONS_SPEAKER = anywhere(SPEAKER);
/** What `MENTIONS_SPEAKER` finds, and the speaker with the audience: "we picture …", "our question", "let's say". */
export const MENTIONS_SPEAKER_OR_AUDIENCE = anywhere([...SPEAKER, ...SPEAKER_AND_AUDIENCE]);

const PERSON_WORDS = new Set([...SPEAKER, ...SPEAKER_AND_AUDIENCE, ...LISTENER].filter((w) => w !== 'i'));

/** One word is a person of the talk ("I'm", "we", "your", "guys"); a bare "I" is not counted. */
export function isPersonOfTheTalk(word: string): boolean {
  return PERSON_WORDS.has(word.toLowerCase().replace('’', "'"));
}
