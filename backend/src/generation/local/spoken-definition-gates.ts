import { withoutLeadingArticle } from '../text/articles.js';
import { tagEnglish } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { pointsAtScreenPlace } from './screen-places.js';
import { wordGroup } from './pointing-words.js';
import { ARITHMETIC_WORDS, DIVIDED_BY, OPERATORS, POWERS } from './spoken-arithmetic.js';

/**
 * What a speaker says about a term in passing is often no definition a student would keep (English speech):
 *  - a formula read aloud: "the slope is v divided by u", "A times B is A plus A plus A …";
 *  - a value rather than a term: "times dx", "f of x", "cosine of pi", "C";
 *  - a judgement or a comparison: "an absolute mess", "a whole intricate story in its own right", "kind of like the
 *    mature older brother of matrices", "a very non-linear process";
 *  - a rank or a pointer with no noun of its own: "the second largest", "the centermost one", "the earliest examples";
 *  - a situation the term appears in, read off ", where …": "a circle, where the string guarantees …";
 *  - two sentences run together by captions: "log base e, often written ln. And turns out".
 * Written definitions are judged elsewhere; this runs on spoken sources only.
 */

export type SpokenRejection = 'not-a-term' | 'non-definition';

/** Arithmetic in a meaning ("over" is left out: "a change over time"), a dot or power read aloud, a formula sign. */
const FORMULA_WORD = new RegExp(
  String.raw`(?<![\p{L}])(?:${wordGroup(OPERATORS, DIVIDED_BY, POWERS)}|double\s+dot|to\s+the\s+(?:negative|power|(?:\d+|n|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)(?:th|st|nd|rd)?)(?![\p{L}]))(?![\p{L}])|[²³√∫∑]`,
  'iu',
);
/** "times dx", "cosine of pi", "f of x", "the proposed function of x and t", a lone letter. */
const VALUE_TERM =
  new RegExp(String.raw`^(?:(?:the|a|an)\s+)?(?:${wordGroup(ARITHMETIC_WORDS)}\b|(?:cosine|sine|tangent|log|square\s+root)\s+of\b|\p{L}$)|\bof\s+\p{L}(?:\s+and\s+\p{L})?$`, 'iu');
/** "our little ellipse": a speaker's pointer at the figure, not a term. */
const POINTER_TERM = /^(?:(?:the|a|an|our|this|that)\s+)?(?:little|tiny|whole|same|other|mystery)\s/i;
/** A quantity said of people or things, not a term: "a bunch of tokens", "a lot of work". */
const QUANTITY_TERM = /^(?:an?\s+)?(?:bunch|lot|couple|number|handful|ton|pile)\s+of\b/i;
/** A word for a way of saying something: "the phrase, a fluffy blue creature …" quotes an example. */
const QUOTING_TERM = /^(?:(?:the|a|an)\s+)?(?:phrase|word|expression|saying|line|question|sentence)$/i;
/** "A common choice is one that …": which one a speaker would pick among others, not a term ("call option" is one). */
const CHOICE_TERM = /^(?:(?:the|a|an)\s+)?(?:[\p{L}-]+\s+)?(?:choice|pick)s?$/iu;
/** "And the output is a string of bits …", "the desired output is a probability distribution …": the role a thing plays in the example at hand. */
const ROLE_TERM = /^(?:(?:the|a|an)\s+)?(?:[\p{L}-]+\s+)?(?:output|input|result|answer|outcome|goal)s?$/iu;
/** Said of a term, an adjective ending names a property ("continuous"): the term is the thing that has it. */
const ADJECTIVE_TERM = /^\p{L}+ous$/iu;

/** "Growing older is a process of …", "getting better": a verb and its complement name an activity, not a thing. */
function isActivityTerm(term: string): boolean {
  const tags = tagEnglish(withoutLeadingArticle(term));
  return tags.length >= 2 && tags[0]!.pos === 'VERB' && /ing$/i.test(tags[0]!.text) && !tags.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
}

/**
 * Openings that name no kind: a condition or question ("In other words, if you can draw …", "What if each step …"),
 * what the term needs ("requires some geometry savviness"), a rewording of the clause before ("a way of saying you
 * go through …"; "a way of saying what force would act on a unit charge" names the quantity the term gives), a superlative ("the most prominent distributions …", "the second most important"), a pointer to a name ("… has a specific name").
 */
const NOT_A_GENUS =
  /^(?:in\s+other\s+words,?\s+)?(?:if|when|whenever|as|because|since|what|why|how)\b|^(?:requires?|needs?|takes?)\b|^(?:an?|another|the)\s+(?:\p{L}+\s+)?way\s+of\s+saying\b(?!\s+(?:what|which|how|where|whether)\b)|^the\s+(?:(?:second|third|fourth|next)\s+)?(?:most|least)\s+\p{L}+|\b(?:has|have|gets?)\s+(?:a|its)\s+(?:(?:specific|special|own|particular)\s+)?name\b/iu;
/** The meaning points at the picture: "the line bc" (and "the two actions on the left", `pointsAtScreenPlace`). */
const LETTER_NAMED = /^(?:the|a|an)\s+\p{L}+\s+\p{Ll}{1,2}$/u;

const COMPARISON = /^(?:(?:kind|sort)\s+of\s+|basically\s+|pretty\s+much\s+|just\s+)?like\b/i;
const JUDGEMENT_HEADS = new Set('mess tale story joke nightmare beast gem classic pain headache disaster miracle'.split(' '));
/** Heads that need a difference to say anything: "a million dollar problem", "a more advanced variant". */
const EMPTY_HEADS = new Set('problem process variant version activity construct statement topic concept question result thing one ones'.split(' '));
const INTENSIFIED = /^(?:an?|the)\s+(?:very|absolute|whole|pretty|really|super|incredibly|truly|quite|totally|more|less|much)\b/i;
/** What follows a noun and says which one: the difference of a genus-and-difference definition. */
const POST_MODIFIER = /^(?:of|that|which|who|whose|where|for|with|without|in|on|between|from|to|about|as|describing|representing|used|called|whereby|by|than)$/i;
/** A place among others; an ordinal may be the difference itself ("jerk: the third derivative"). */
const RANKED = /^(?:last|next|previous|earliest|latest|largest|smallest|biggest|centermost|same|other|former|latter)$/i;
const REMARK_OPENER = /^(?:halfway|basically|essentially|actually|really|just|somewhat|almost|nearly|kind\s+of|sort\s+of|pretty\s+much)\b/i;

const EST_NOUNS = new Set('interest forest contest protest harvest manifest conquest request test chest guest quest rest west nest crest'.split(' '));

/** "largest", "earliest": a superlative head ranks the term among others. */
function isSuperlative(word: string): boolean {
  return /\p{L}{2,}est$/u.test(word) && !EST_NOUNS.has(word);
}

export function rejectSpokenDefinition(term: string, meaning: string, language: string): SpokenRejection | null {
  if (!language.toLowerCase().startsWith('en')) return null;
  const t = term.trim();
  if (VALUE_TERM.test(t) || POINTER_TERM.test(t) || QUANTITY_TERM.test(t) || QUOTING_TERM.test(t) || CHOICE_TERM.test(t) || ROLE_TERM.test(t) || ADJECTIVE_TERM.test(t) || isActivityTerm(t)) return 'not-a-term';
  const m = meaning.trim();
  // A "when" meaning read off ", where …" describes a situation the term is in, not the term.
  if (/^when\s/i.test(m)) return 'non-definition';
  // Captions run two sentences together: "log base e, often written ln. And turns out".
  if (/[.!?]\s+\p{Lu}/u.test(m)) return 'non-definition';
  // "a function a of x": a kind and the letters it is written with, not what it is ("log base e of x" says what).
  if (/^(?:the|a|an)\s+\p{L}+\s+\p{L}\s+of\s+\p{L}$/iu.test(m.replace(/[.!?]+$/, ''))) return 'non-definition';
  if (FORMULA_WORD.test(m) || COMPARISON.test(m) || NOT_A_GENUS.test(m) || pointsAtScreenPlace(m) || LETTER_NAMED.test(m)) return 'non-definition';
  // "the probability of seeing the evidence …": a one-word term inside its own meaning goes round in a circle.
  if (!/\s/.test(withoutLeadingArticle(t)) && findWholeWords(m, withoutLeadingArticle(t)) >= 0) return 'non-definition';
  // "halfway to solving the system", "basically …": an adverb opens a remark, not a genus.
  if (REMARK_OPENER.test(m)) return 'non-definition';
  // The noun phrase read by words, not tags: the lite tagger reads "the third derivative" as adverb and adjective.
  const article = /^(?:the|a|an)\s+/i.exec(m);
  if (!article) return null;
  const words = m.slice(article[0].length).split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}'’-]+$/u, '').toLowerCase());
  const modifierAt = words.findIndex((w, i) => i > 0 && POST_MODIFIER.test(w));
  const phrase = modifierAt < 0 ? words : words.slice(0, modifierAt);
  const head = phrase.at(-1) ?? '';
  if (JUDGEMENT_HEADS.has(head)) return 'non-definition';
  if (modifierAt >= 0) return null;
  // "The centermost one", "the earliest examples", "the second largest", "an absolute mess", "a very non-linear process".
  if (EMPTY_HEADS.has(head) || phrase.some((w) => RANKED.test(w)) || isSuperlative(head) || INTENSIFIED.test(m)) return 'non-definition';
  return null;
}
