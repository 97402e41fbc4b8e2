import { anyWordOf, DEMONSTRATIVES, MENTIONS_DEMONSTRATIVE } from './pointing-words.js';

/**
 * The claim a "because" sentence explains, as an "Explain why …" card asks it (English).
 *
 * Speech wraps the claim in a frame: "The reason quaternions never won out is because …", "The problem is that the
 * virus still spreads because …", "What's also true is that …". Asked as it stands, the frame makes "Explain why the
 * reason quaternions never won out is." The frame goes and the claim is asked. A frame that holds no claim ("What
 * would be really helpful is if …"), a cause denied ("… was not because …") and the speaker's own talk ("no hard
 * feelings if …", "Alright buckle up now") make no card.
 */

/** "The (main) reason (why/that) X is (basically) because …" → "X because …". */
const REASON_FRAME =
  /^the\s+(?:(?:main|real|whole|only|other|first|key|big)\s+)?reason\s+(?:why\s+|that\s+)?(?<claim>.+?)\s+(?:is|was)\s+(?:(?:basically|simply|just|really|partly|mostly|probably|actually)\s+)?(?=because\b)/i;

/** "The problem (with X) is (that) Y because …", "What's also true is that Y because …" → "Y because …". */
const STATEMENT_FRAME =
  /^(?:the\s+(?:(?:main|real|big|key|whole|only|other)\s+)?(?:problem|issue|answer|point|thing|catch|upshot|result|fact|truth)(?:\s+(?:with|about|of|here)\b[^,;]{0,60}?)?\s+(?:is|was)\s+(?:that\s+)?|what(?:['’]s|\s+is)\s+(?:also\s+|really\s+|actually\s+)?(?:true|interesting|important|nice|cool|surprising)\s+is\s+(?:that\s+)?)(?=\p{L})/iu;

/** A short adverbial before the claim's subject: "Even then it doesn't come up", "At least finish off by …". */
const ADVERBIAL_OPENER = /^(?:even\s+then|even\s+so|then|now|still|again|at\s+least|at\s+first|so\s+far),?\s+/i;

/** The speaker's own talk: the speaker's person, the moment of recording, interjections of unpunctuated captions; a hope is no reason. */
const SPEAKER_TALK = /\b(?:my|our|me|mine|right\s+now|alright|okay|ok|yeah|hard\s+feelings|buckle\s+up)\b/i;

/** "… because la logarithme …, that made me laugh": the speaker in the reason tells an anecdote, not a cause. */
const SPEAKER_IN_REASON = /(?<![\p{L}'’])(?:I|I['’](?:m|ve|d|ll)|me|my)(?![\p{L}'’])/u;

/**
 * "Viruses are a textbook example of this kind of growth", "a lot of people know about this function": a claim
 * that points at the screen or at what was said before asks about something the card does not show.
 */
const POINTING_CLAIM = MENTIONS_DEMONSTRATIVE;
/** "… because remember when you …", "…, but this is what happens if …": the reason leans on the talk or the screen. */
const POINTING_REASON = anyWordOf(DEMONSTRATIVES, ['remember', 'recall']);

/** "What would be really helpful is if …", "What I want is …": a pseudo-cleft that holds no claim of its own. */
const EMPTY_CLEFT = /^what\b/i;

/** "… was not because …": the sentence denies a cause rather than giving one. */
const DENIED_CAUSE = /\b(?:not|n['’]t|never)(?:\s+(?:just|simply|only|really|merely))?$/i;

export interface CausalClaim {
  /** The sentence as the answer reads it, its frame dropped. */
  text: string;
  /** The adverbial that opened the claim, if any: the checks on the claim's opening look past it. */
  opening: string;
}

/** The sentence with its frame dropped, or undefined when what it explains is no claim a card can ask. */
export function causalClaimText(text: string): CausalClaim | undefined {
  const reason = REASON_FRAME.exec(text);
  const unframed = reason?.groups?.claim ? `${reason.groups.claim} ${text.slice(reason[0].length)}` : text.replace(STATEMENT_FRAME, '');
  if (EMPTY_CLEFT.test(unframed)) return undefined;
  const claimPart = unframed.split(/,?\s+because\b|,\s+since\b/i)[0] ?? '';
  const hopedReason = /^,?\s+(?:because|since)\s+hopefully\b/i.test(unframed.slice(claimPart.length));
  if (DENIED_CAUSE.test(claimPart.trim()) || SPEAKER_TALK.test(claimPart) || hopedReason || SPEAKER_IN_REASON.test(unframed)) return undefined;
  if (POINTING_CLAIM.test(claimPart) || POINTING_REASON.test(unframed.slice(claimPart.length))) return undefined;
  const opening = ADVERBIAL_OPENER.exec(unframed)?.[0] ?? '';
  return { text: `${unframed.charAt(0).toUpperCase()}${unframed.slice(1)}`, opening };
}
