import { readSentence, readWords } from '../text/nlp.js';
import { matchDefinitions, stripIntroPhrases, type DefinitionContext, type DefinitionMatch } from './definition-patterns.js';

/**
 * History books define in the past tense: "The Jesuits were members of the Society of Jesus, an elite religious order
 * founded in the 1540s …", "Probanzas de méritos were reports and letters written by Spaniards in the New World …",
 * "Deference was the practice of showing respect for individuals who …". The sentence is read as the present-tense
 * copula would be, and then held to more: the past tense mostly narrates ("The result was a disaster", "Tobacco was the
 * primary export of Virginia", "Neolin was a spiritual leader who preached …"), so only a class that a phrase restricts
 * (a relative, a participle, an "of" phrase), never a role ("the hub of …") nor a person ("a … leader who …"), and only
 * for a term the text keeps naming. A singular name is a person or a place (definitions.ts keeps those out: it knows
 * which words the text writes in lower case). Written English only.
 */

const PAST_COPULA = /^(?<x>[^,;:()]{2,60}?)\s+(?<v>was|were)\s+(?<y>(?!(?:not|also|then|still|once|soon|now|never|often|only|just|already|later)\b).+)$/iu;
/** After its head, the class is restricted: by a relative, an "of" phrase, or a participle with its own tail. */
/** "a movement focused on …", "a school born in …": a participle with its preposition says which one, whatever the preposition. */
const RESTRICTED = /^\S+(?:\s+\S+){0,4}?\s+(?:of|that|which|who|whose|where|in which|by which|(?:\p{L}+(?:ed|en)|born|built|made|held|set)\s+(?:by|in|to|for|from|with|as|on|at|into|around|against|under|through|between|among)|\p{L}+ing\s+(?:to|in|on|for|from|with)|willing\s+to|designed\s+to)\s/iu;
/** "the practice of showing respect …": a definite class is a definition only as an activity's name, not a role ("the hub of …"). */
const DEFINITE_ACTIVITY = /^the\s+\p{L}+\s+of\s+\p{L}+ing\s/iu;
const MIN_RECURRENCE = 2;

export function matchPastTenseCopula(sentence: string, context: DefinitionContext): DefinitionMatch[] {
  if (!/\s(?:was|were)\s/i.test(sentence)) return [];
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  if (body.endsWith('?')) return [];
  const reading = readSentence(sentence);
  const g = PAST_COPULA.exec(stripIntroPhrases(body, reading))?.groups;
  if (!g?.x || !g.v || !g.y) return [];
  const plural = /^were$/i.test(g.v);
  // "The decision was a victory for …": a singular thing the story points at is an instance; "Death and dying were …" two.
  if ((!plural && /^(?:the|this|that|its|his|her|their)\s/i.test(g.x)) || /\sand\s/i.test(g.x)) return [];
  const complement = g.y.trim();
  if (!isClassOpener(complement, reading) || !(RESTRICTED.test(complement) || restrictedByInfinitive(complement, reading))) return [];
  // "a spiritual leader who preached …", "an engineer who saw …": one who did something is a person in the story.
  if (!plural && /^(?:an?\s+)?(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+\s+who\s/iu.test(complement)) return [];
  const present = `${g.x} ${plural ? 'are' : 'is'} ${complement}.`;
  return matchDefinitions(present, context)
    .filter((m) => m.pattern === 'copula' && context.phraseCount(m.term) >= MIN_RECURRENCE)
    .map((m) => ({ ...m, plural, confidence: 0.55, pattern: 'past-copula' }));
}

/** "a series of …", "members of …", "reports and letters written by …": a class opens on an indefinite article or a noun. */
function isClassOpener(complement: string, reading: ReturnType<typeof readSentence>): boolean {
  if (/^the\s/i.test(complement)) return DEFINITE_ACTIVITY.test(complement);
  if (/^an?\s/i.test(complement)) return true;
  const [first] = readWords(complement.split(/\s+/).slice(0, 1), reading);
  // Right after "were" no verb takes an -s: "reports" is the plural noun the tagger may take for a verb.
  const pluralNoun = first?.pos === 'VERB' && /^\p{Ll}+[^s]s$/u.test(first.text);
  return first !== undefined && (first.pos === 'NOUN' || pluralNoun) && /^\p{Ll}/u.test(first.text);
}

/** "a way to reduce or even cancel …", "a campaign to root out …": an infinitive right after the head noun says what it is for. */
function restrictedByInfinitive(complement: string, reading: ReturnType<typeof readSentence>): boolean {
  const words = complement.split(/\s+/).slice(0, 7);
  const tags = readWords(words, reading);
  return tags.some((t, k) => k >= 1 && k <= 5 && /^to$/i.test(t.text) && tags[k - 1]?.pos === 'NOUN' && tags[k + 1]?.pos === 'VERB');
}
