import type { PreparedDocument } from './prepare-document.js';
import type { SalienceModel } from './salience.js';
import { isVerblessPhrase, talkBound, textMentionsCharacter } from './caption-card-gates.js';
import { statesExampleValue } from './example-values.js';
import { afterShortOpener, isInstruction } from './sentence-shape-gates.js';
import { withoutSpokenOpener } from './sentence-quality.js';
import { unfitTalkLineEsFrDe, type UnfitTalkLineEsFrDe } from './talk-note-lines-es-fr-de.js';
import { isScreenTalk, isSpeakerTalk, isSubordinateFragment, leansOnPrevious } from './summary-fit.js';

/**
 * Lines of a talk a good student would not copy into the summary or the key ideas, whatever their salience: they are true
 * of one moment of the video, not of the subject. `summary-fit.ts` only discounts them, and on a talk made mostly of
 * such lines the discounted ones still won ("One of them has a 100% positive rating, but with only 10 reviews.", "Well,
 * it's the probability of any one of these patterns, …", "As s increases, it kind of peters out, …"). English captions.
 */
export type UnfitTalkLine = 'leans-on-before' | 'hedge' | 'instruction' | 'example-at-hand' | 'talk' | 'on-screen' | 'fragment' | UnfitTalkLineEsFrDe;

/**
 * A subject that stands for what was said or shown before: "it", "they", "this", "these", "she". "It" is kept when it
 * only opens a claim ("It's common to call it a blockchain", "It turns out that …").
 */
const POINTING_SUBJECT = /^(?!those\s+(?:who|which|that)\b)(?:this|that|these|those|it|its|they|their|them|he|she|his|her|both|neither)(?![\p{L}-])/iu;
/** After an opening phrase only a pronoun leans ("As s increases, it kind of peters out"); "In deep learning, these model parameters …" names its subject. */
const POINTING_PRONOUN = /^(?:it|they|them|he|she)(?![\p{L}-])|^(?:this|that|these|those)(?:['’]s|\s+(?:is|are|was|were|would|will|can|could|should|might|must|has|have|had|does|do|did|means|gives|just|also))(?![\p{L}])/iu;
/** "it's common to …", "it turns out that …"; not "It's meant for …" or "it's going to be …", whose "it" is the thing before. */
const EXPLETIVE_IT = /^it(?:['’]s|\s+is|\s+was|\s+would\s+be|\s+will\s+be)\s+(?:not\s+)?(?!(?:a|an|the|just|only|this|that|meant|used|designed|supposed|intended|made|built|going|related|similar|equal|connected|applied|due)\b)(?:[\p{L}-]+\s+){0,2}?(?:to|that|for|how|why|when|whether)\b|^it\s+(?:turns\s+out|seems|follows|happens|comes\s+down)\b/iu;
/** "What that means is …", "What it is, is a ledger", "All four of those terms …", "Another has a 96% positive rating", "The second is going to …". */
const POINTING_FRAME =
  /^what\s+(?:this|that|it|these|those|they)\s|^(?:[\p{L}-]+\s+){0,2}of\s+(?:them|these|those)(?![\p{L}])|^(?:then|again|instead|likewise|similarly|also|same)\s|^(?:the\s+(?:first|second|third|last|next)|one\s+[\p{L}-]+)\s+one(?![\p{L}])|^(?:yet\s+)?another\s+(?:has|is|was|one)(?![\p{L}])|^the\s+(?:first|second|third|last|next|other)\s+(?:is|was|has|does)(?![\p{L}])|^(?:the\s+)?(?:point|idea|thing|upshot|reason)(?:\s+here)?\s+is\s+(?:that\s+)?(?:this|that|it|these|they)(?![\p{L}])|^(?:to\s+do\s+(?:this|that)|with\s+(?:this|that)|if\s+(?:this|that)['’]s|if\s+(?:this|that)\s+is|the\s+way\s+this\s+works|hand-in-hand\s+with\s+this)\b/iu;
/** "… you can think about it this way.": what follows is on the screen or in the next sentence. */
const POINTS_AHEAD = /\b(?:this|that)\s+way\s*[.!]?$|\blike\s+this\s*,/i;
/** "If you want to know the rate of change of that, …": a phrase that ends on a pronoun for what came before. */
const POINTING_OBJECT = /\b(?:of|to|with|about|from|for)\s+(?:that|this|it)\s*,/i;

/** The sentence, without its spoken opener ("So,", "And", "Well,"), opens on a subject that leans on the sentence before. */
export function opensOnPointer(text: string, language: string): boolean {
  if (language.toLowerCase().slice(0, 2) !== 'en') return false;
  const said = withoutSpokenOpener(text.trim(), language);
  const pointing = (clause: string) => POINTING_SUBJECT.test(clause) && !EXPLETIVE_IT.test(clause);
  const clause = afterShortOpener(said);
  return pointing(said) || POINTING_FRAME.test(said) || (clause !== undefined && POINTING_PRONOUN.test(clause) && !EXPLETIVE_IT.test(clause)) || POINTS_AHEAD.test(said) || POINTING_OBJECT.test(said);
}

/** "As s increases, it kind of peters out", "this should kind of make sense": a hedge said of something before. */
const PRONOUN_HEDGE = /^you\s+(?:could|might|can|would|may)\s+(?:write|think|say|see|imagine)\b|(?<![\p{L}])(?:it|this|that|they|these|those|he|she|you|we)(?:['’](?:s|re|ll|d)|\s+(?:is|are|was|were|should|would|will|can|could|might|just|does|do|really))*\s+(?:kind|sort)\s+of\s/iu;

export function hedgesOnPronoun(text: string, language: string): boolean {
  return language.toLowerCase().slice(0, 2) === 'en' && PRONOUN_HEDGE.test(text);
}

/** "…, but take a moment to actually think about why exactly.": the listener sent to work mid-sentence. */
const LATER_TAKE_A_MOMENT = /(?:,|\bbut|\band)\s+take\s+a\s+(?:moment|second|look)\b/i;

/** "In her desire to understand …, she's curious now about …": a talk's "she" or "he" is a person of its story, seldom a subject's. */
const PERSON_OF_STORY = /(?<![\p{L}'’])(?:she|he|her|him)(?![\p{L}])/iu;
/** "Because in the same way that, you know, when we added all the squares, …": thinking aloud. */
const FILLER = /(?:^|,\s*)(?:you\s+know|yeah),/i;

/**
 * "In a previous video I've talked about …", "The solution from the last video involved …", "As with the last video, …",
 * "The video opens by …", "the author skillfully draws …": the talk's place among other videos, or a review of an entry.
 */
const OTHER_VIDEOS =
  /\b(?:last|previous|earlier|prior|next|upcoming|following|this|a\s+few|some|these)\s+(?:couple\s+(?:of\s+)?)?(?:videos?|chapters?|lessons?|lectures?|episodes?|streams?)\b(?!\s+of\b)|^(?:the|this|that|his|her|their|its)\s+(?:[\p{L}-]+\s+)?(?:video|post|blog|article|entry|submission|author|creator|channel)\s+(?:[\p{L}]+ly\s+)?(?:opens|describes|walks|shows|explains|covers|takes|starts|begins|uses|presents|goes|focuses|draws|provides|gives|makes|does|is|was|has)\b|\b(?:in|from)\s+the\s+video\b|\bon\s+(?:a|the|his|her|their)\s+channel\b/iu;
/** "We should probably start off by …", "Let me begin with …": the talk's first step, not the subject. */
const STARTING_OFF = /^(?:we|i)(?:['’](?:ll|d)|\s+(?:will|should|could|might|can|would))?\s+(?:probably\s+|just\s+|first\s+)?(?:start|begin|kick)\s+(?:off\s+|things\s+off\s+)?(?:by|with)\b|^let(?:\s+me|['’]s|\s+us)\s+(?:start|begin)\b/i;
/**
 * Thinking aloud inside a line: "Seven, okay you have to think …", "… their sum, yeah their sum is …", "selection bias at
 * play here, right, like most people …"; and an interjection opening it: "Hey if you wanted …", "Like, of course …",
 * "No but that is …". "No matter what …" states a claim.
 */
const SPOKEN_FILLER = /,\s*(?:okay|ok|yeah|um|uh|oh)\b|,\s*right\s*,|^(?:(?:and|so)\s+)?(?:hey|oh|ah|um|uh|yeah)\b|^like,|^no,?\s+(?:but|no|wait)\b|^(?:(?:and|so)\s+)?you\s+know(?!\s+(?:that|how|what|why|whether)\b)[,\s]/i;
/** "And the correct answer is B, …", "B, the sine of 3 is around 0.14 …": a live quiz's answers. */
const QUIZ_ANSWER = /\b(?:correct|right)\s+answer\s+(?:is|was|here)\b|^[A-E],\s/;
/**
 * "… which in this case is ten", "… which in this context is negative five squared", "…, in this case 5": the example's
 * values. "…, in this case one for space and one for time, there are multiple rates of change" still states the rule.
 */
const IN_THIS_CASE = /\bin\s+this\s+(?:case|context|instance)\s+(?:is|are|was|means|gives)\b|,\s*in\s+this\s+case,?\s+(?:\d|zero|one|two|three|four|five|six|seven|eight|nine|ten)\b(?![^,]*,\s*there)/i;
/**
 * "At first glance, you might think …": what the listener may wrongly expect, said before the talk corrects it ("the way you
 * might think about a vector's coordinates is …" and "you might think of that as …" frame a view and stay).
 */
const LISTENER_GUESS = /\byou\s+(?:might|may|would)\s+(?:(?:reasonably|naturally|initially)\s+)?(?:think|expect|guess|wonder|assume|be\s+tempted)\b(?!\s+(?:of|about)\b)/i;
/**
 * "Because you see, once …", "Because I think if we're …", "Because on the one hand, I …", "Because of that, …": a line
 * that answers the one before in the speaker's voice or through a pointer. "Because a lot of different shifts to the phase
 * are what causes …, it means …" states its own cause and effect and stays.
 */
const BECAUSE_OPENING = /^because\s+(?:you\s+see|i\b|i['’]|on\s+the\s+one\s+hand|of\s+(?:that|this|it)\b|(?:it|they|this|that|these)\b|we\s+now\s+know|now\b)/i;
/** "I've talked about …", "I used to work for …", "James and I …", "another one of my picks", "Thanks again to everyone …": the speaker's own doings. */
const SPEAKER_DOINGS =
  /(?<![\p{L}'’])I(?:['’]ve|['’]d|\s+have|\s+had|['’]m|\s+am)?\s+(?:already\s+|also\s+|just\s+|always\s+)?(?:used\s+to|talked|covered|described|explained|discussed|wrote|written|told|ran|received|picked|featured|love|loved|made|did)\b|\b[\p{Lu}][\p{L}]+\s+and\s+I\b|\bmy\s+(?:[\p{L}-]+\s+){0,2}(?:picks?|list|selections?)\b|^(?:[Tt]hanks|[Tt]hank\s+you)\b/u;
/** "As we saw last video, to compute an integral, you need …": a reminder before a claim that stands; the claim is read. */
const REMINDER_OPENING = /^as\s+(?:we|I|you)\s+(?:saw|said|showed|learned|discussed|mentioned|found|covered)\b[^,]*,\s*/i;
/** "So that's going to take all those points …": the spoken "So" keeps "that" as its subject (`withoutSpokenOpener` keeps "so that"). */
const SO_THAT_POINTS = /^so\s+that(?:['’]s|\s+(?:is|was|will|would|means|gives))\b/i;
/** "Was there...", "The dots going to …": a line the speaker broke off. */
const BROKEN_OFF = /(?:\.\.\.|…)\s*$/;

/** Why a line of a talk is no line of notes, or null. */
export function unfitTalkLine(text: string, language: string, characters: ReadonlySet<string> = new Set()): UnfitTalkLine | null {
  // Spanish, French and German talks have a narrower gate of their own: the English pointers translated lost good lines.
  if (language.toLowerCase().slice(0, 2) !== 'en') return unfitTalkLineEsFrDe(text, language);
  // "Alice pays Bob $20, Bob pays Charlie $40, things like that.": a line of the talk's story (`storyCharacters`).
  if (textMentionsCharacter(text, characters) || PERSON_OF_STORY.test(text)) return 'example-at-hand';
  if (FILLER.test(text) || SPOKEN_FILLER.test(text.trim())) return 'talk';
  const said = withoutSpokenOpener(text.trim(), language);
  if (opensOnPointer(text, language) || leansOnPrevious(said, language) || BECAUSE_OPENING.test(said) || SO_THAT_POINTS.test(text.trim())) return 'leans-on-before';
  if (hedgesOnPronoun(text, language)) return 'hedge';
  const clause = afterShortOpener(said);
  if (isInstruction(said, language) || (clause !== undefined && isInstruction(clause, language)) || LATER_TAKE_A_MOMENT.test(said)) return 'instruction';
  const bound = talkBound(text, language);
  if (bound === 'talk' || bound === 'on-screen' || bound === 'example-at-hand') return bound;
  if (statesExampleValue(text) || QUIZ_ANSWER.test(said) || IN_THIS_CASE.test(text)) return 'example-at-hand';
  if (OTHER_VIDEOS.test(said.replace(REMINDER_OPENING, '')) || STARTING_OFF.test(said) || LISTENER_GUESS.test(text) || SPEAKER_DOINGS.test(text)) return 'talk';
  if (BROKEN_OFF.test(text) || isVerblessPhrase(said, language)) return 'fragment';
  if (isSpeakerTalk(text, language) || isSpeakerTalk(said, language)) return 'talk';
  if (isScreenTalk(text, language)) return 'on-screen';
  if (isSubordinateFragment(text, language)) return 'fragment';
  return null;
}

/** A talk keeps its unfit lines out of its notes when at least this many other central lines remain. */
export const MIN_FIT_TALK_LINES = 5;

/**
 * The notes' model for a talk with its unfit lines taken out (score 0), when enough other lines remain; otherwise the
 * discounted ranking stands, so a talk is never left without a summary or key ideas. Books are returned as they are.
 */
export function withoutUnfitTalkLines(doc: PreparedDocument, model: SalienceModel, language: string, characters: ReadonlySet<string> = new Set()): SalienceModel {
  if (doc.kind !== 'video') return model;
  const unfit = model.scores.map((score, i) => score > 0 && unfitTalkLine(doc.sentences[i]?.text ?? '', language, characters) !== null);
  const fitCount = model.scores.filter((score, i) => score > 0 && !unfit[i]).length;
  if (fitCount < MIN_FIT_TALK_LINES) return model;
  return { ...model, scores: model.scores.map((score, i) => (unfit[i] ? 0 : score)) };
}
