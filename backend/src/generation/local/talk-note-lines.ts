import type { PreparedDocument } from './prepare-document.js';
import type { SalienceModel } from './salience.js';
import { talkBound, textMentionsCharacter } from './caption-card-gates.js';
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
const EXPLETIVE_IT = /^it(?:['’]s|\s+is|\s+was|\s+would\s+be|\s+will\s+be)\s+(?:not\s+)?(?!(?:a|an|the|just|only|this|that)\b)(?:[\p{L}-]+\s+){0,2}?(?:to|that|for|how|why|when|whether)\b|^it\s+(?:turns\s+out|seems|follows|happens|comes\s+down)\b/iu;
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

/** Why a line of a talk is no line of notes, or null. */
export function unfitTalkLine(text: string, language: string, characters: ReadonlySet<string> = new Set()): UnfitTalkLine | null {
  // Spanish, French and German talks have a narrower gate of their own: the English pointers translated lost good lines.
  if (language.toLowerCase().slice(0, 2) !== 'en') return unfitTalkLineEsFrDe(text, language);
  // "Alice pays Bob $20, Bob pays Charlie $40, things like that.": a line of the talk's story (`storyCharacters`).
  if (textMentionsCharacter(text, characters) || PERSON_OF_STORY.test(text)) return 'example-at-hand';
  if (FILLER.test(text)) return 'talk';
  const said = withoutSpokenOpener(text.trim(), language);
  if (opensOnPointer(text, language) || leansOnPrevious(said, language)) return 'leans-on-before';
  if (hedgesOnPronoun(text, language)) return 'hedge';
  const clause = afterShortOpener(said);
  if (isInstruction(said, language) || (clause !== undefined && isInstruction(clause, language)) || LATER_TAKE_A_MOMENT.test(said)) return 'instruction';
  const bound = talkBound(text, language);
  if (bound === 'talk' || bound === 'on-screen' || bound === 'example-at-hand') return bound;
  if (statesExampleValue(text)) return 'example-at-hand';
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
