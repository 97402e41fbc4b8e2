import { readSentence, readWords } from '../text/nlp.js';
import { stem } from '../text/stem.js';
import { isStopWord } from '../text/stop-words.js';
import { numberWords } from './number-words.js';
import { anyWordOf, wordGroup } from './pointing-words.js';

/**
 * "These powers are known as reserved powers." after "All powers not expressly given to the national government, however,
 * were intended to be exercised by the states.": a pointer that says its kind ("this belief", "these powers", "this
 * deviation") names the sentence before when that sentence is about the same thing. The strict reading of the sentence
 * before (previousSentenceMeaning) refuses any sentence opening on a connective or a quantifier; here the pointer's own
 * noun vouches that the sentence before is what it points at, so a connective lead-in is dropped instead. English prose.
 *   "Many Americans fear that a set of elite citizens is in charge …" + "This belief is called the elite theory" →
 *   "the belief that a set of elite citizens is in charge …"
 *   "Instead, the forearm deviates laterally …" + "This deviation is called the carrying angle" → "the forearm deviates …"
 * Refused: a narrative of one event ("In 2020, Republican Donald Trump won …" + "This Electoral College voting method"),
 * a sentence about something the pointer does not name ("In December 1773, a group of Boston men boarded a ship …" +
 * "This act of defiance"), a sentence whose subject is a pronoun leaning further back ("However, those close to the
 * heart …"), and talk to the reader.
 */

/**
 * Lead-ins that only connect or stress; the clause after them states the thing. Not "Similarly,", "Moreover,", "Also,":
 * they add one item to a series ("Similarly, states passed laws limiting neighborhoods …" + "Collectively, these
 * discriminatory laws …"), and the name is for the whole series.
 */
const LEAD_IN = /^(?:(?:however|instead|specifically|thus|therefore|consequently|in other words|in fact|indeed|in contrast|as a result|over time|in turn|in general|in particular|typically|generally|essentially)\s*,\s+|it\s+turns\s+out\s+that\s+|what\s+this\s+means\s+is\s+that,?\s+(?:in\s+general,\s+)?|that\s+means\s+that\s+)/i;

/** Nouns that sum up a whole statement: the sentence before need not repeat them. */
const SUMMING_NOUN = /^(?:process|procedure|principle|pattern|relationship|phenomenon|tendency|arrangement|practice|approach|idea|belief|view|notion|concept|assumption|condition|situation|effect|rule)$/i;

/** Nouns for what someone holds true: the clause after "fear that", "believe that" is its content. */
const HELD_NOUN = /^(?:belief|view|idea|notion|assumption|fear|conviction|argument|claim|theory)$/i;
const HOLDS_THAT = /^(?:[^,;]{2,50}?)\s+(?:fear|fears|believe|believes|argue|argues|hold|holds|think|thinks|assume|assumes|claim|claims|contend|contends|maintain|maintains)\s+that\s+(?<held>.+)$/i;

const ADDS_TO_SERIES = /^(?:similarly|likewise|also|moreover|furthermore|additionally|in addition)\b/i;
const SUBORDINATE_OPENING = /^(?:once|when|whenever|because|although|though|if|unless|while|since|as|before|after|given|until)\b[^,]*,/i;

/** A year or a date marks a narrative of one event, not a statement of what a kind of thing is. */
const DATED = /\b(?:1[0-9]{3}|20[0-9]{2})s?\b/;

/** Openings that lean on something said further back (a pronoun or a pointer), once any lead-in is gone. */
const LEANS_BACK = /^(?:it|its|they|their|them|he|his|she|her|this|these|that|those|such|here|then|both of|others?|the latter|the former)\b/i;

/** "There are also minute nerves …": the thing "there is" introduces, unless a count makes it several or none. */
const THERE_IS_A_THING = new RegExp(String.raw`^there\s+(?:is|are)\s+(?:also\s+)?(?<thing>(?!${wordGroup(['no'], numberWords('en', 2, 3), ['several', 'many', 'some'])}\b)[^,]{10,})$`, 'i');

/** A verb or a count after the pointer: "These people are …" is a clause, "these two types of …" points at several things. */
const NOT_A_KIND = anyWordOf(['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had'], numberWords('en', 2, 4), ['both', 'several', 'many', 'other']);

/** The kind a pointer names: "This added independence" → ["added", "independence"]; "This form of representation" → also "representation". */
function pointerWords(pointer: string): string[] {
  const rest = pointer.replace(/^(?:this|these|such)\s+(?:an?\s+)?/i, '').trim();
  // A short noun phrase only: "These people are considered a category, and …" is a clause, and "these two types of
  // learning" points at two things named apart.
  if (rest === pointer.trim() || !/^[\p{L}-]+(?:\s+[\p{L}-]+){0,4}$/u.test(rest)) return [];
  if (NOT_A_KIND.test(rest)) return [];
  return rest.split(/\s+/).map((w) => w.replace(/[^\p{L}-]/gu, '')).filter((w) => w.length > 2 && !isStopWord(w.toLowerCase()));
}

/** The head noun of a pointer: the word before "of", else its last word ("this form of representation" → "form"). */
function pointerHead(pointer: string): string | undefined {
  const rest = pointer.replace(/^(?:this|these|such)\s+(?:an?\s+)?/i, '').trim();
  return rest.split(/\s+of\s+/i)[0]?.split(/\s+/).at(-1);
}

/**
 * "This Electoral College voting method is referred to as …" after "In 2020, Republican Donald Trump won …": a pointer
 * at a kind never names one dated event, however the sentence before opens.
 */
export function pointsAtDatedEvent(pointer: string, previous: string): boolean {
  return pointerWords(pointer).length > 0 && DATED.test(previous);
}

/**
 * The statement a kind-naming pointer ("this belief", "these powers") points at in the sentence before, or undefined
 * when that sentence is not about it. The caller still checks the statement's length and shape.
 */
export function statementPointedAt(pointer: string, previous: string): string | undefined {
  const words = pointerWords(pointer);
  const head = pointerHead(pointer);
  if (words.length === 0 || !head) return undefined;
  let stated = previous.trim().replace(/[.!]["'”’)\]]*$/, '');
  if (/[?:;]$|;/.test(stated) || DATED.test(stated)) return undefined;
  if (/\b(?:you|your|i|my|we|our|us|let['’]s)\b/i.test(stated)) return undefined;
  for (let lead = LEAD_IN.exec(stated); lead; lead = LEAD_IN.exec(stated)) stated = stated.slice(lead[0].length);
  stated = stated.replace(/,\s+(?:however|though|moreover|therefore|in turn),\s+/gi, ' ');
  const examples = kindOfExamples(pointer, stated);
  if (examples) return examples;
  // "Once activated by binding to antigen, B cells differentiate …", "Because the duct is accessible, …": a condition
  // or a cause set before the clause makes no statement of what the thing is.
  if (LEANS_BACK.test(stated) || SUBORDINATE_OPENING.test(stated) || ADDS_TO_SERIES.test(stated)) return undefined;
  const held = HELD_NOUN.test(head) ? HOLDS_THAT.exec(stated)?.groups?.held : undefined;
  if (held) return `the ${head.toLowerCase()} that ${held}`;
  // "There are also minute nerves within the walls … that control …": the noun phrase introduced is the thing.
  const introduced = THERE_IS_A_THING.exec(stated)?.groups?.thing;
  if (introduced) stated = introduced;
  const said = new Set(stated.split(/[\s,—–-]+/).map((w) => stem(w.toLowerCase().replace(/[^\p{L}]/gu, ''))).filter(Boolean));
  const repeats = words.some((w) => said.has(stem(w.toLowerCase())));
  if (!repeats && !SUMMING_NOUN.test(head)) return undefined;
  return introduced ? stated : `${stated.charAt(0).toUpperCase()}${stated.slice(1)}`;
}

/**
 * "For example, food, clothing, and housing are provided by private businesses that …" + "These goods and services are
 * known as private goods": the pointer names the kind the listed examples belong to, and what the sentence says was done
 * to them restricts it ("goods and services provided by private businesses that …"). The examples themselves are instances.
 */
const EXAMPLES_DONE_TO = /^for\s+(?:example|instance),\s+(?<items>[^;:]{3,80}?)\s+(?:are|were)\s+(?:often\s+|usually\s+|typically\s+)?(?<done>(?:\p{Ll}+(?:ed|en)|sold|made|built|kept|held|bought|paid|taught|brought|found|run|set|put|sent|spent|lent|won)\s+.{8,})$/iu;

function kindOfExamples(pointer: string, stated: string): string | undefined {
  const kind = /^(?:these|such)\s+(?<kind>\p{Ll}+s(?:\s+and\s+\p{Ll}+s)?)$/iu.exec(pointer.trim())?.groups?.kind;
  const g = kind ? EXAMPLES_DONE_TO.exec(stated)?.groups : undefined;
  // The examples are a list of a few bare nouns: "food, clothing, and housing".
  if (!kind || !g?.items || !g.done || !/,|\sand\s/.test(g.items) || g.items.split(/\s+/).length > 8) return undefined;
  return `${kind} ${g.done}`;
}

/**
 * Heads that name a thing with a place or a shape ("these two points", "this band of points", "this structure of the
 * photosphere"): a whole sentence is never such a thing, so the sentence before can only hold it as a noun phrase.
 */
const PLACED_THING = /^(?:points?|regions?|areas?|zones?|bands?|structures?|layers?|lines?|spots?|patches|patch|bodies|features?|shapes?|stripes?|rings?|holes?|openings?|surfaces?)$/i;

/**
 * What a pointer at a placed thing ("These two points inside the ellipse are called its foci") names in the sentence
 * before: the noun phrase with the pointer's head there ("… the distance from two special points inside the ellipse to …"
 * → "two special points inside the ellipse"), with the words the pointer repeats after its head and a clause that says
 * which ("programs to assist …"). `null` when the sentence before has no such noun ("This structure of the photosphere" after
 * "… the photosphere has a mottled appearance …"): the sentence is no meaning then. `undefined` for any other pointer, left
 * to the readings that take a statement. English prose.
 */
export function placedThingPointedAt(pointer: string, previous: string): string | null | undefined {
  const rest = pointer.trim().replace(/^(?:this|these|such)\s+(?:an?\s+)?/i, '');
  const own = rest.split(/\s+/);
  const headAt = own.findIndex((w) => PLACED_THING.test(w));
  // The head is the pointer's noun: the words before it are a count or describing words, never "of".
  if (rest === pointer.trim() || headAt < 0 || own.slice(0, headAt).some((w) => /^(?:of|in|on|at|and)$/i.test(w))) return undefined;
  const head = stem(own[headAt]!.toLowerCase());
  const words = previous.trim().replace(/[.!]["'”’)\]]*$/, '').split(/\s+/);
  const bare = words.map((w) => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  const tags = readWords(words, readSentence(words.join(' ')));
  const at = bare.findIndex((w, i) => tags[i]?.pos === 'NOUN' && stem(w) === head);
  if (at < 0) return null;
  // "In newborns and infants, the areas of connective tissue between the bones are much wider …": the sentence before is
  // about the thing itself, and the readings that take a statement serve it.
  let start = at;
  while (start > 0 && /^(?:ADJ|NUM)$/.test(tags[start - 1]!.pos) && !/[,;:]$/.test(words[start - 1]!)) start--;
  // Unless a preposition sets it inside the subject ("the sum of the distance from two special points …").
  const verb = tags.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verb < 0 || (at < verb && tags[start - 1]?.pos !== 'ADP')) return undefined;
  let end = at + 1;
  // The words the pointer says after its head ("inside the ellipse"), where the sentence before says them too.
  const after = own.slice(headAt + 1).map((w) => w.toLowerCase());
  let k = 0;
  while (k < after.length && !/[,;:]$/.test(words[end + k - 1]!) && bare[end + k] === after[k]) k++;
  if (k === after.length) end += k;
  // "programs to assist those …", "regions that predominantly contain …": a clause that says which, to its end.
  const opensClause = /^(?:that|which|who)$/.test(bare[end] ?? '') || (bare[end] === 'to' && tags[end + 1]?.pos === 'VERB');
  if (opensClause && !/[,;:]$/.test(words[end - 1]!)) {
    while (end < words.length && !/[,;:]$/.test(words[end - 1]!) && !(bare[end] === 'and' && stem(bare[end + 1] ?? '') === head)) end++;
  }
  const phrase = words.slice(start, end).join(' ').replace(/[,;:]$/, '');
  return phrase.split(/\s+/).length >= 3 ? phrase : null;
}

/**
 * "These are known as C-type asteroids." after "The dark asteroids are revealed from spectral studies to be primitive
 * bodies (…) composed of silicates …": a bare plural pointer names things, never the statement the sentence before makes
 * (read whole, it gave "C-type asteroids — The dark asteroids are revealed from spectral studies to be …"). The things are
 * that sentence's plural subject, restricted by what it says they are: "dark asteroids that are primitive bodies composed
 * of silicates …". `null` when the sentence before is no such "Xs are (said to be) Y" (nothing is named then);
 * `undefined` for any other pointer. English prose.
 */
export function thingsPointedAt(pointer: string, previous: string): string | null | undefined {
  if (!/^(?:these|those)$/i.test(pointer.trim())) return undefined;
  let stated = previous.trim().replace(/[.!]["'”’)\]]*$/, '');
  for (let lead = LEAD_IN.exec(stated); lead; lead = LEAD_IN.exec(stated)) stated = stated.slice(lead[0].length);
  // An aside in brackets says more of the complement, not which things.
  stated = stated.replace(/\s*\([^()]*\)/g, '');
  const g = PLURAL_SUBJECT_IS.exec(stated)?.groups;
  if (!g?.subject || !g.complement || /[,;:]/.test(g.subject)) return null;
  const subject = g.subject.split(/\s+/);
  const complement = g.complement.split(/\s+/);
  const subjectTags = readWords(subject, readSentence(subject.join(' ')));
  const complementTags = readWords(complement, readSentence(complement.join(' ')));
  // The subject is a noun phrase ("dark asteroids", "the smallest grains"), its last word a plural noun; the complement
  // opens on one too ("primitive bodies", "the remnants of …"), not on a verb ("are found in …" tells where, not what).
  const subjectIsNounPhrase = subjectTags.every((t, i) => (i === subjectTags.length - 1 ? t.pos === 'NOUN' : /^(?:ADJ|NOUN|DET|NUM)$/.test(t.pos))) && /s$/i.test(subject.at(-1)!);
  if (!subjectIsNounPhrase || !/^(?:ADJ|NOUN|DET|NUM)$/.test(complementTags[0]?.pos ?? '')) return null;
  const things = subject.join(' ').replace(/^(?:the|these|those|such)\s+/i, '');
  return `${things.charAt(0).toLowerCase()}${things.slice(1)} that are ${g.complement}`;
}

/** "The dark asteroids are (revealed from spectral studies to be) primitive bodies …", "Most such grains were …". */
const PLURAL_SUBJECT_IS =
  /^(?<subject>(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:are|were)\s+(?:(?:also|often|usually|generally|now|thus)\s+)?(?:(?:\p{L}+ed|shown|known|thought|held|seen)\s+(?:(?:from|by|in|through|with)\s+[^,;]{1,50}?\s+)?to\s+be\s+)?(?<complement>.{8,})$/u;
