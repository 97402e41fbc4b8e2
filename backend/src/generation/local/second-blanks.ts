import { tagEnglish, type TaggedToken } from '../text/nlp.js';
import { standsAsKeyPoint } from './key-point-candidates.js';
import { mentionsScreenPlace } from './screen-places.js';
import { afterShortOpener } from './sentence-shape-gates.js';
import { MENTIONS_SPEAKER_OR_AUDIENCE } from './speaker-words.js';

/**
 * A lecture says its key terms many times, and a deck asks each once: after every term has had its blank, a term may
 * have a second one, in a sentence that states a claim of its own ("The matrix has to have the same number of rows and
 * columns."). Most sentences a talk says about a term it already named lean on the screen or the talk ("the amplitude of
 * this wave", "we picture 10 out of 100 having cancer"), so the second sentence is held to what a key point is held to,
 * and more: no speaker or listener, no pointing word, no pronoun whose thing is elsewhere, no question.
 */
/** What a deck has blanked a second time: the terms (singular, lower case) and the sentences (citation quotes) it did so in. */
export interface SecondBlanks {
  terms: Set<string>;
  quotes: Set<string>;
}

/**
 * "this wave", "these steps", "here", "it", "their", "the ones closer to …", "that that constant": what the word stands for
 * is on the screen or in another sentence; "are still two and four", "again" continue what was said before. A place on
 * the screen ("the big circle on the left", "the graph below") is `mentionsScreenPlace`.
 */
const POINTING = /\b(?:this|these|those|here|it|its|it's|they|they're|them|their|theirs|such|ones|still|again|that\s+that)\b/i;

/**
 * A generic "you" states a rule ("if you double the input, the area quadruples"); "you'll see", "you might think", "you
 * guys" speak to the audience.
 */
const LISTENER_TOLD = /\byou(?:['’]ll|['’]ve|\s+will|\s+might|\s+may|\s+could|\s+can|\s+have)?\s+(?:see|notice|think|wonder|recall|remember|imagine|guess|know|expect|find|ask|feel|got\s+to)\b|\byou\s+guys\b|\byour(?:self)?\b/i;

/**
 * "The expression … really does look 100% analogous", "… are not exactly the same shape", "… will not be as important",
 * "In all cases, …": a comparison whose other side, or cases that, the talk gave before.
 */
const COMPARED_TO_BEFORE = /\b(?:analogous|similar|similarly|the\s+same(?!\s+(?:as|number|amount|way\s+as)\b)|as\s+(?:important|much|many|well)(?!\s+as\b)|in\s+(?:all|each|every|both|either|that|which)\s+cases?)\b/i;

/** "A more typical example would be …": one case of the rule, not the rule. */
const EXAMPLE = /\b(?:example|examples|instance|e\.g\.)\b/i;

/** "Notice how …", "Imagine …": the listener is told where to look, nothing is stated. */
const INSTRUCTION = /^(?:notice|note|remember|recall|imagine|consider|look|think|see|take|let|suppose|say)\b/i;

/**
 * "The whole thing …", "The significance was that …", "The question asks …": the subject is the talk's framing, not a thing;
 * "The whole expression …", "The next step …" are known only from what came before.
 */
const FRAMING_SUBJECT = /^(?:the\s+(?:whole|entire|same|other|next|last|first|final|previous)\b|the\s+(?:thing|things|point|idea|question|answer|upshot|significance|key|trick|goal|issue|problem|reason|hope|claim|catch|funny\s+thing|nice\s+thing)|things|everything|something)\b/i;

/** The checks by spelling alone, cheap enough to run on every sentence naming the term before any is tagged. */
export function mayStandAsSecondBlankSentence(text: string): boolean {
  const t = text.trim();
  return t.endsWith('.') && !POINTING.test(t) && !mentionsScreenPlace(t) && !FRAMING_SUBJECT.test(t) && !INSTRUCTION.test(t) && !MENTIONS_SPEAKER_OR_AUDIENCE.test(t) && !LISTENER_TOLD.test(t) && !EXAMPLE.test(t) && !COMPARED_TO_BEFORE.test(t);
}

/** English: the sentence is a claim a second blank of an already-asked term may go in. */
export function standsAsSecondBlankSentence(text: string): boolean {
  const t = text.trim();
  if (!mayStandAsSecondBlankSentence(t)) return false;
  const tags = tagEnglish(t);
  if (tags.some((tag, i) => tag.text.toLowerCase() === 'that' && pointsWithThat(tags, i))) return false;
  // "Limits being used to define the derivative, and …": the first verb is a participle, the sentence has no main clause.
  // "Technically speaking, the API …": the verb is looked for after a short opener.
  const verb = tagEnglish(afterShortOpener(t) ?? t).find((tag) => tag.pos === 'VERB' || tag.pos === 'AUX');
  if (!verb || /ing$/i.test(verb.text)) return false;
  // "The colors swung through the rainbow …": a past tense tells what happened on the screen, not what holds.
  if (/^(?:was|were|did|had)$/i.test(verb.text) || (verb.pos === 'VERB' && verb.text.toLowerCase() !== verb.lemma && !/(?:s|ing)$/i.test(verb.text))) return false;
  return standsAsKeyPoint(t);
}

/**
 * "keeping that central location active", "the tangent of that angle": "that" opens a noun phrase no verb follows, or
 * after a preposition, so it points at a thing. "the fact
 * that eigenvalues are …", "shows that matrices commute": a verb follows the noun, "that" opens a clause.
 */
function pointsWithThat(tags: readonly TaggedToken[], at: number): boolean {
  let i = at + 1;
  while (tags[i]?.pos === 'ADJ') i++;
  if (!/^(?:NOUN|PROPN)$/.test(tags[i]?.pos ?? '')) return false;
  // "the tangent of that angle": after a preposition no clause opens.
  if (tags[at - 1]?.pos === 'ADP') return true;
  while (/^(?:NOUN|PROPN)$/.test(tags[i + 1]?.pos ?? '')) i++;
  return !/^(?:VERB|AUX)$/.test(tags[i + 1]?.pos ?? '') && !(tags[i + 1]?.pos === 'ADV' && /^(?:VERB|AUX)$/.test(tags[i + 2]?.pos ?? ''));
}
