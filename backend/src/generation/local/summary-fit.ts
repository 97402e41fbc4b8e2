import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import type { SalienceModel } from './salience.js';
import { textMentionsCharacter } from './caption-card-gates.js';
import { pointsAtScreenPlace } from './screen-places.js';
import { MENTIONS_SPEAKER } from './speaker-words.js';

/**
 * Whether a central sentence reads well as a line of a learner's summary or key ideas. Salience finds what the
 * section is about; these checks keep out the sentences a good student would not copy into a summary even when
 * they share the section's words: a concession that opens on a side topic ("Even though new technology creates
 * positive externalities …, the inventor still receives …"), a line of a worked story ("The driver is likely to
 * claim to be low-risk …"), a sentence that answers the one before ("Voting, however, is not …"), and in a talk
 * the speaker's own story or what is on the screen. Each is a discount, not a ban: a short section may have
 * nothing better. Cards keep the plain salience (they quote one sentence each and have their own gates).
 */

/**
 * Multipliers: strong enough to let a plain claim of the same centrality win, not so strong a weak section is left empty.
 * A concession or a connective is milder: a history book tells its story with them ("Despite the clear problems with
 * Stalinist rule, many people … were still optimistic …", "The war continued until 1975, however, when …"), and at 0.5
 * World History 2 lost more good lines to them than it gained.
 */
export const SUMMARY_FIT_DISCOUNTS = {
  concession: 0.7,
  leansOnPrevious: 0.7,
  exampleLine: 0.5,
  storyLine: 0.5,
  speakerTalk: 0.5,
  /** "When I multiply all these little values by 1 9th …": the speaker working, milder than talk about the talk. */
  speakerMention: 0.7,
  screenTalk: 0.5,
  subordinateFragment: 0.5,
};

const CONCESSION_OPENING: Record<string, RegExp> = {
  en: /^(?:even though|even if|even when|although|though|while|whereas|despite|in spite of|notwithstanding|granted that)\b/i,
  es: /^(?:aunque|si bien|a pesar de|pese a|mientras que)(?![\p{L}])/iu,
};

/**
 * The main clause only answers the concession: "the inventor *still* receives some private return" ("also" often opens
 * a new point: "…, mercantilism also had many critics"). A main clause that makes its own claim ("Whereas the American Revolutionary War resulted in
 * …, the French Revolution radically restructured …", "While slavery … disappeared …, other means remained …") is a
 * history book's thesis and stays.
 */
const ANSWERING_WORD: Record<string, RegExp> = {
  en: /\b(?:still|nevertheless|nonetheless|anyway)\b/i,
  es: /(?<![\p{L}])(?:todavía|aun así|de todos modos)(?![\p{L}])/iu,
};

/** "Even though …, the inventor still receives …", "Aunque …, todavía …": a concession whose main clause answers it. */
export function opensOnConcession(text: string, language: string): boolean {
  const key = languageKey(language);
  const t = text.trim();
  if (!CONCESSION_OPENING[key]?.test(t)) return false;
  const comma = t.indexOf(',');
  return comma > 0 && (ANSWERING_WORD[key]?.test(t.slice(comma + 1)) ?? false);
}

/**
 * Openings that answer or continue the sentence before, beyond those salience already discounts (`startsWithAnaphora`):
 * "However, …", "Voting, however, is …", "The other factor …", "Either way, …".
 */
const LEANING_OPENING: Record<string, RegExp> = {
  // "In addition to X, …", "Rather than X, …", "Instead of X, …" bring their own point: only the bare connective leans.
  en: /^(?:(?:however|moreover|furthermore|additionally|in contrast|by contrast|on the contrary|after all|either way|that said|what's more|anyway|in other cases|which|(?:one|some|each|both|neither|none|all|most|many) of (?:them|these|those))\b|(?:still|instead|rather|in addition|besides|plus),|(?:the (?:other|latter|former|remaining)|an? (?:other|further))\b)/i,
  es: /^(?:no obstante|además|en cambio|por el contrario|en contraste|el otro|la otra|los otros|las otras)(?![\p{L}])/iu,
};
/** A contrast or addition set off within the first words: "Voting, however, is not the only form …". */
const EARLY_CONNECTIVE: Record<string, RegExp> = {
  en: /^(?:\S+\s+){0,4}?\S+,\s+(?:however|though|moreover|furthermore|too|in turn|in contrast|by contrast|on the other hand|instead),/i,
  es: /^(?:\S+\s+){0,4}?\S+,\s+(?:sin embargo|no obstante|en cambio|además|por otro lado|entonces),/iu,
};

export function leansOnPrevious(text: string, language: string): boolean {
  const key = languageKey(language);
  const t = text.trim();
  return (LEANING_OPENING[key]?.test(t) ?? false) || (EARLY_CONNECTIVE[key]?.test(t) ?? false);
}

/**
 * An example told inside the sentence, not at its start (salience already discounts "For example, …"): "In
 * Switzerland, for example, ballot initiatives …", "One example of a hard authoritarian regime is …", "In our
 * example, …". A parenthesis "(for example, the oxygen …)" only illustrates a claim and is left alone.
 */
const EXAMPLE_INSIDE: Record<string, RegExp> = {
  en: /,\s+(?:for example|for instance|e\.g\.)[,\s]|^(?:one|another|an|a (?:good|classic|famous)) example (?:of|is)\b|^in (?:our|this|that|the (?:previous|last)) example\b|^in this case\b|^take the case\b/i,
  es: /,\s+(?:por ejemplo|digamos)[,\s]|^(?:un|otro) ejemplo (?:de|es)(?![\p{L}])|^en (?:nuestro|este|ese) ejemplo(?![\p{L}])|^en este caso(?![\p{L}])/iu,
};

export function isExampleLine(text: string, language: string): boolean {
  const outsideBrackets = text.replace(/\([^()]*\)/g, '');
  return EXAMPLE_INSIDE[languageKey(language)]?.test(outsideBrackets.trim()) ?? false;
}

const STORY_SETUP: Record<string, RegExp> = {
  en: /^(?:for example|for instance|suppose|imagine|say|consider|picture|let's say|let us say|as an example|to illustrate)\b|\?["'”’)]*$/i,
  es: /^(?:por ejemplo|supongamos|imagina|imaginemos|digamos|consideremos)(?![\p{L}])|\?["'”’)]*$/iu,
};
const DEFINITE_OPENING: Record<string, RegExp> = {
  en: /^the\s+([\p{L}'’-]+)/iu,
  es: /^(?:el|la|los|las)\s+([\p{L}'’-]+)/iu,
};

/**
 * A line of a worked story: the sentence before sets up an example or asks a question, and this one goes on about a
 * thing that one brought in ("For example, if someone had a major automobile accident …, should the insurance company
 * classify that person as a high-risk driver …? The driver is likely to claim to be low-risk, …").
 */
export function continuesStory(text: string, previous: string | undefined, language: string): boolean {
  if (!previous) return false;
  const key = languageKey(language);
  if (!STORY_SETUP[key]?.test(previous.trim())) return false;
  const head = DEFINITE_OPENING[key]?.exec(text.trim())?.[1]?.toLowerCase();
  if (!head) return false;
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(head)}`, 'iu').test(previous);
}

/**
 * What a speaker says about the talk or themselves rather than the subject: "I think …", "I spent a lot of time …",
 * "Earlier I said …", "In the next couple videos, I'll …", "Okay, great, …", "Welcome to …". English only.
 */
const SPEAKER_TALK =
  /^(?:i\s|i'(?:m|ll|ve|d)\b|let me\b|let's\b|okay\b|ok\b|alright\b|all right\b|oh\b|well\b|yeah\b|yes\b|sure\b|right,|welcome\b|hopefully\b|you remember\b|remember\b|notice (?:how|that)\b|looks like (?:we|i)\b|what i(?:'m| am) (?:going to|about to)\b|what i want\b|here's (?:the thing|what|something)\b|if you want (?:a little )?homework\b|as i\b|earlier i\b|like i said\b|now i\b|so i\b)|\b(?:in the next (?:couple )?(?:videos?|chapters?|lessons?)|in the (?:last|previous) (?:video|chapter|lesson)|i(?:'m| am) (?:going to|about to) (?:describe|show|talk|explain|say|do)|i (?:won't|will not|didn't|did not) (?:go into|mention)|i (?:mentioned|said|labeled|showed)\b|this video|as i said)\b/i;

/** "To get more in that direction, let's play around with …", "You could also replace this 48 …": the speaker steering the listener, anywhere in the line. */
const STEERING = /\blet's\b|\byou could (?:also|just|instead)\b/i;

export function isSpeakerTalk(text: string, language: string): boolean {
  const t = straightQuotes(text).trim();
  return languageKey(language) === 'en' && (SPEAKER_TALK.test(t) || STEERING.test(t));
}

/**
 * What is known only from the picture: "it might look like this bump", "the hash function I'm showing here", "In our
 * picture, …", "on the left". English only.
 */
const SCREEN_TALK =
  /\b(?:(?:look|looks|looking|like) (?:something |kind of |sort of )?like this\b|(?:i'm|i am|we're|we are) (?:showing|drawing|looking at) (?:here|on)\b|showing here\b|(?:on|in) the (?:upper|lower|top|bottom) (?:left|right)\b|in (?:our|this|the) (?:picture|diagram|animation|drawing|image)\b|(?:on|in) the screen\b)/i;

export function isScreenTalk(text: string, language: string): boolean {
  return languageKey(language) === 'en' && (SCREEN_TALK.test(straightQuotes(text)) || pointsAtScreenPlace(text));
}

/**
 * Said aloud, a clause that opens on "because" or "if" and never reaches its main clause: "Because there absolutely are
 * struggles any way that you learn math.", "If you remember what it was like maybe in elementary school …". Without a
 * comma (captions keep few) and without "then", nothing follows the clause. English only.
 */
const SUBORDINATE_OPENING = /^(?:because|if|when|whenever|since|unless|although|though|whereas|while|as if|so that)\b/i;

export function isSubordinateFragment(text: string, language: string): boolean {
  return languageKey(language) === 'en' && SUBORDINATE_OPENING.test(text.trim()) && !/[,;:—]|\bthen\b/i.test(text);
}

/**
 * The product of the discounts a sentence earns; 1 for a plain claim. `characters`: the people of a talk's story
 * (`storyCharacters`): "If Alice signs a transaction like Alice pays Bob $100, …" is a line of the story; in a book, the
 * invented people of a worked story (`writtenStoryCast`): "Max’s consumption of national defense does not reduce …".
 */
export function summaryFit(text: string, previous: string | undefined, language: string, spoken: boolean, characters: ReadonlySet<string> = new Set()): number {
  const d = SUMMARY_FIT_DISCOUNTS;
  let fit = 1;
  if (opensOnConcession(text, language)) fit *= d.concession;
  if (leansOnPrevious(text, language)) fit *= d.leansOnPrevious;
  if (isExampleLine(text, language)) fit *= d.exampleLine;
  if (continuesStory(text, previous, language)) fit *= d.storyLine;
  if (spoken && isSpeakerTalk(text, language)) fit *= d.speakerTalk;
  else if (spoken && language === 'en' && MENTIONS_SPEAKER.test(straightQuotes(text))) fit *= d.speakerMention;
  if (spoken && isScreenTalk(text, language)) fit *= d.screenTalk;
  if (spoken && isSubordinateFragment(text, language)) fit *= d.subordinateFragment;
  // A talk's story characters, or the invented people of a textbook's worked story (`writtenStoryCast`).
  if (textMentionsCharacter(text, characters)) fit *= d.storyLine;
  return fit;
}

/** The salience model with each sentence's score times its summary fit: what the summary and key ideas choose by. */
export function withSummaryFit(doc: PreparedDocument, model: SalienceModel, language: string, characters: ReadonlySet<string> = new Set()): SalienceModel {
  const spoken = doc.kind === 'video';
  const scores = model.scores.map((score, i) => {
    const sentence = doc.sentences[i];
    if (!sentence || score === 0) return score;
    return score * summaryFit(sentence.text, previousInBlock(doc, sentence), language, spoken, characters);
  });
  return { ...model, scores };
}

function previousInBlock(doc: PreparedDocument, sentence: PreparedSentence): string | undefined {
  const previous = doc.sentences[sentence.index - 1];
  return previous && previous.blockIndex === sentence.blockIndex ? previous.text : undefined;
}

/** Captions and books write "I’ll" as often as "I'll". */
function straightQuotes(text: string): string {
  return text.replace(/’/g, "'");
}

function languageKey(language: string): string {
  return language.toLowerCase().slice(0, 2);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
