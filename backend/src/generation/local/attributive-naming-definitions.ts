import { hasFiniteVerb, isPluralNoun, readSentence, readWords, type SentenceReading, type TaggedToken } from '../text/nlp.js';
import { cleanTerm, cutMeaning, describesAKind, looksPlural, lowerFirst, type DefinitionMatch } from './definition-patterns.js';
import { namesOnlyAGenus } from './definition-asides.js';

/**
 * Naming without a comma or a copula, the way textbooks introduce a part or a kind in passing:
 *   "glial cells form a fatty substance known as the myelin sheath, which coats the axon" (the noun phrase before
 *     the name, and the relative clause after it, say what it is);
 *   "an area of the hypothalamus known as the suprachiasmatic nucleus"; "The soma has branching extensions known as dendrites";
 *   "… it produces a stream of charged particles that we call the solar wind" (the writer's own naming verb);
 *   "This is known as latent learning: learning that occurs but is not observable …" (a gloss after a colon);
 *   "When an organism learns to respond differently to similar stimuli, it is called stimulus discrimination."
 * Written English only: the noun phrase is told by its tags, and a speaker's "this is called X" points at the screen.
 */

/** "journalists collectively known as muckrakers", "a culture sometimes called …": an adverb may come between. */
const NAMING_VERB =
  /\s(?:(?:collectively|also|often|sometimes|commonly|popularly|generally|usually|now|today|later)\s+)?(?:known\s+as|referred\s+to\s+as|called|termed|named|dubbed)\s+|(?:,?\s+(?:that|which))?\s+(?:we|scientists|\p{Ll}+(?:ists|ians|ers))\s+(?:(?:now|often|usually|sometimes|generally)\s+)?call\s+(?!(?:this|these|that|those|it|them|such)\b)/giu;
/**
 * The name: up to the clause's end, a bracketed abbreviation or origin ("(from the Turkish words …)"), a relative word, a
 * colon, or a phrase of the clause that goes on in lower case ("called yam on the long-distance roads", "known as the
 * yassa to govern …"); a capitalised word after the preposition continues the name ("the Committee for Public Safety").
 */
const NAME =
  /^(?:[Tt]he\s+|[Aa]\s+|[Aa]n\s+)?(?<x>[^,;:()—]{2,60}?)(?:\s+\([^()]{1,60}\))?(?=\s*(?<end>[,;:.—]|\s(?:which|that|who)\s|$)|\s(?<phrase>(?:to|on|in|at|along|across|through|throughout|around|over|within|from|for|during|between|among|with|under|into)\s+(?!\p{Lu})\S))/u;
/** "…, which coats the axon and acts as an insulator": a relative clause after the name describes the named thing. */
const RELATIVE_AFTER = /^\s*,?\s+(?:which|that|who)\s+(?!is\s|are\s|was\s|were\s)(?<y>\p{Ll}+s\s.+)$/u;
/**
 * "a technique called adaptive optics that can beat …", "a social system called feudalism that emerged from …", "a period
 * called Reconstruction (1865–1877) during which state governments were reorganized": a relative with a modal or a past
 * verb, or opened by a preposition, says what the named thing does or holds. Read only after a phrase some verb or
 * preposition takes whole: after a subject the relative may run into the clause's own verb ("a flap of tissue known as
 * the septum primum that previously acted as a valve closes …"); after a comma "that" opens the next clause ("…, that
 * bundled group of fibers is called …").
 */
const WIDER_RELATIVE_AFTER =
  /^\s*,?\s+(?:(?<rel>(?:in|during|by|through|from|under|on|at)\s+which|whereby)\s+(?<clause>\S.+)|(?:which|who|(?<!,\s+)that)\s+(?<y>(?:(?:can|may|could|will|would|might|must|should)\s+(?:\p{Ll}+ly\s+)?\p{Ll}+|\p{Ll}{3,}ed)\s.+))$/u;
const STORY_POINTER = /\b(?:he|she|they|his|her|their|him|them|its|this|these|those)\b/i;
const EPITHET = /^(?:father|mother|founder|king|queen|prince|princess|god|goddess)\s+of\s/i;
const COLON_GLOSS = /^\s*:\s+(?<y>\p{Ll}.+)$/u;
/** Prepositions that keep a noun phrase whole ("an area of the hypothalamus", "a small indentation in the back of the eye"). */
const INNER_PREPOSITION = /^(?:of|in|on|at|from|within|inside|along|for)$/i;
const WHEN_IT_IS_CALLED =
  /^(?:when|whenever)\s+(?<y>[^;:]{8,200}?),\s+(?:it|this)\s+(?:is|was)\s+(?:often\s+|sometimes\s+|also\s+|usually\s+)?(?:called|known\s+as|termed|referred\s+to\s+as)\s+(?:the\s+|a\s+|an\s+)?(?<x>[^,;:()]{2,60})$/iu;

export function matchAttributiveNamings(sentence: string): DefinitionMatch[] {
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  if (body.endsWith('?') || !/\s(?:known as|referred to as|called|termed|named|dubbed|call)\s/i.test(body)) return [];
  const reading = readSentence(sentence);
  const out: DefinitionMatch[] = [];
  const when = WHEN_IT_IS_CALLED.exec(body)?.groups;
  if (when?.x && when.y) {
    const term = cleanTerm(when.x, reading);
    const meaning = cutMeaning(when.y.replace(/,/g, '\u0000'))?.replace(/\u0000/g, ',');
    if (term && meaning && !meaning.toLowerCase().includes(term.toLowerCase())) {
      out.push({ term, meaning: `when ${lowerFirst(meaning)}`, form: 'when-clause', plural: false, confidence: 0.8, pattern: 'when-it-is-called' });
    }
    return out;
  }
  for (const m of body.matchAll(NAMING_VERB)) {
    const after = body.slice(m.index + m[0].length);
    // "a new culture called the Mississippian tradition began to emerge": without a mark, the name ends at the clause's verb.
    const beforeVerb = nameBeforeVerb(after, reading);
    const name = beforeVerb ? undefined : NAME.exec(after);
    const named = name?.groups?.x ? cleanTerm(name.groups.x, reading) : undefined;
    const term = named ?? (beforeVerb ? cleanTerm(beforeVerb, reading) : undefined);
    // "a woman of Ur named Pu-Abi": a capitalised name given without "the" is a person or a place.
    if (!term || (/^named$/i.test(m[0].trim()) && /^\p{Lu}/u.test(after))) continue;
    // "(a mechanical engineer) sometimes called the father of scientific management": an epithet names a person.
    if (EPITHET.test(term)) continue;
    const rest = named && name ? after.slice(name[0].length) : '';
    const gloss = COLON_GLOSS.exec(rest)?.groups?.y;
    // "This is known as latent learning: learning that occurs …": whatever names it, the colon glosses the name.
    let meaning = gloss ? cutMeaning(gloss) : undefined;
    let predicate: string | undefined;
    let means: string | undefined;
    if (!meaning) {
      // "rules known as the yassa to govern relations between households": an infinitive after the name says what the
      // named things are for, and completes even a lone noun.
      const purpose = name?.groups?.phrase ? /^\s+to\s+(?<y>\p{Ll}+\s[^;:—]+)/u.exec(rest)?.groups?.y : undefined;
      // One that leans on the story ("to threaten his opponents") is the purpose of the clause's verb instead.
      const infinitive = purpose && readWords([purpose.split(/\s+/)[0]!], reading)[0]?.pos === 'VERB' && !STORY_POINTER.test(purpose) ? cutMeaning(purpose) : undefined;
      const phrase = nounPhraseBefore(body.slice(0, m.index), reading, infinitive ? 1 : 2) ?? phraseWithParticipleAside(body.slice(0, m.index), reading);
      if (!phrase) continue;
      const relative = RELATIVE_AFTER.exec(rest)?.groups?.y;
      const clause = relative ? cutMeaning(relative) : undefined;
      const wider = clause || phrase.opensClause ? undefined : widerRelative(rest, reading);
      // "a process called repression" says only "a process": a noun phrase alone must carry two content words, and
      // more than its genus ("a part of the brain called the thalamus").
      if (clause) meaning = `${phrase.text} that ${clause}`;
      else if (wider) meaning = `${phrase.text} ${wider}`;
      else if (infinitive) meaning = `${phrase.text} to ${infinitive}`;
      // "A thin membrane called the pleura surrounds each lung": the clause's own predicate says what the named thing does.
      else if (beforeVerb && phrase.opensClause && (predicate = presentPredicate(after, beforeVerb, phrase.text, reading))) meaning = `${phrase.text} that ${predicate}`;
      // "A muscle can return to its original length when relaxed due to a quality of muscle tissue called elasticity": the
      // named thing is the means of what the clause says, and that says which one ("a quality of muscle tissue" alone does not).
      else if (!beforeVerb && !name?.groups?.phrase && (means = meansOfTheClause(body.slice(0, m.index), phrase.text, reading))) meaning = means;
      // A name read up to the clause's verb or phrase asks for more: "an intellectual movement called humanism had taken hold"
      // says too little of which movement, "a new mound-building culture called the Mississippian tradition began …" enough.
      else if (phrase.contentWords >= (beforeVerb || name?.groups?.phrase ? 3 : 2) && phrase.describingWords >= 2 && !namesOnlyAGenus(phrase.text, 'en')) meaning = phrase.text;
    }
    if (!meaning || meaning.toLowerCase().includes(term.toLowerCase())) continue;
    out.push({ term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: gloss ? 0.75 : 0.65, pattern: 'attributive-naming' });
  }
  return out;
}

/**
 * "The melanin is transferred into the keratinocytes via a cellular vesicle called a melanosome" → "a cellular vesicle by
 * which the melanin is transferred into the keratinocytes". The sentence opens on the clause (a subject of its own, no comma,
 * no other naming) and states it in the present, as science prose states what always holds: a past clause tells one event
 * ("Each satrapy was administered by a royal governor called a satrap", where "by which" would be "by whom" too).
 */
const MEANS_BEFORE = /^(?<clause>[^,;:()—]+?)\s+(?:by|via|through|due\s+to|because\s+of|by\s+means\s+of)$/i;
const PRESENT_AUXILIARY = /^(?:is|are|can|may|must|does|do|has|have)$/i;

function meansOfTheClause(before: string, phrase: string, reading: SentenceReading): string | undefined {
  const text = before.trim();
  if (!text.toLowerCase().endsWith(phrase.toLowerCase())) return undefined;
  const clause = MEANS_BEFORE.exec(text.slice(0, text.length - phrase.length).trim())?.groups?.clause;
  if (!clause || /\b(?:called|known\s+as|referred\s+to\s+as|termed|named)\b/i.test(clause)) return undefined;
  const words = clause.split(/\s+/);
  if (words.length < 3 || words.length > 20) return undefined;
  const tags = readWords(words, reading);
  const first = tags[0];
  // Its own subject: a noun phrase, not a pronoun, a pointer or a connective leaning on the sentence before, nor a person
  // reporting ("Damasio explains that emotions … through the chemical messengers known as …": the means is the emotions').
  if (!first || !/^(?:DET|NOUN|ADJ|NUM)$/.test(first.pos) || /^(?:this|these|that|those|such|its|their|his|her|each|both)$/i.test(first.text) || /\sthat\s/i.test(clause)) return undefined;
  // "The middle ear consists of a space spanned by three small bones called …": "by" is a participle's, inside a noun phrase.
  const last = tags.at(-1)!;
  if (last.pos === 'VERB' && /(?:ed|en|wn|un)$/i.test(last.text) && !/^(?:is|are|be|been|being|get|gets)$/i.test(tags.at(-2)?.text ?? '')) return undefined;
  const verb = tags.find((t) => t.pos === 'AUX' || t.pos === 'VERB');
  const present = verb !== undefined && (PRESENT_AUXILIARY.test(verb.text) || (verb.pos === 'VERB' && !/(?:ed|ing)$/i.test(verb.text) && verb.lemma !== verb.text.toLowerCase() && /s$/i.test(verb.text)));
  return present && hasFiniteVerb(tags) ? `${phrase} by which ${lowerFirst(clause)}` : undefined;
}

/**
 * The noun phrase right before the naming verb, when it is one that a verb or a preposition takes as a whole:
 * "(form) a fatty substance", "(in) an area of the hypothalamus", "(has) branching extensions". Not a predicate's
 * tail ("is sometimes called"), a relative ("that are often called") or a name's end ("Jung called").
 */
function nounPhraseBefore(text: string, reading: SentenceReading, minWords = 2): { text: string; contentWords: number; describingWords: number; opensClause: boolean } | undefined {
  // "a stream of charged particles (mainly protons and electrons) that we call …": a bracketed list of what it holds is no
  // part of it; a remark of the writer's own ("(we might call it a fudge factor)") is no part of the sentence's naming either.
  const aside = /\s+\((?<inner>[^()]{1,60})\)$/.exec(text.trim());
  if (aside && /\b(?:we|it|they|you|he|she|i)\b/i.test(aside.groups!.inner!)) return undefined;
  const words = (aside ? text.trim().slice(0, aside.index) : text.trim()).split(/\s+/).slice(-10);
  if (words.length === 0 || /[,;:()—]$/.test(words.at(-1) ?? '')) return undefined;
  // "put forth rules known as …": before a naming participle a plural the tagger read as a verb is the named things' noun.
  // "filled with a watery fluid called …": a phrase's last word before the name is its noun, though the tagger read an adjective.
  const tags = readWords(words, reading).map((t, k, all) =>
    k === all.length - 1 &&
    ((t.pos === 'VERB' && /\p{Ll}s$/u.test(t.text) && /^(?:VERB|ADV|ADP|DET|ADJ)$/.test(all[k - 1]?.pos ?? '')) || (t.pos === 'ADJ' && /^(?:DET|ADJ)$/.test(all[k - 1]?.pos ?? '')))
      ? { ...t, pos: 'NOUN' }
      : readAsVerbAfterSubject(t, all[k - 1], all[k + 1], all[k + 2])
        ? { ...t, pos: 'VERB' }
        : t,
  );
  // "a mystical form of Islam": a name after "of" may end the phrase.
  const endsOnName = tags.at(-1)?.pos === 'PROPN' && /^of$/i.test(words.at(-2) ?? '') && tags.at(-3)?.pos === 'NOUN';
  if (tags.at(-1)?.pos !== 'NOUN' && !endsOnName) return undefined;
  let start = endsOnName ? tags.length - 1 : tags.length;
  while (start > 0 && canExtendBackwards(tags, words, start - 1)) start--;
  // Back to an article or a noun phrase's first modifier: the phrase must not open on a preposition.
  while (start < tags.length && tags[start]!.pos === 'ADP') start++;
  // The name goes with the phrase its last "a"/"an" opens ("the validity of a doctrine known as …" names the doctrine),
  // else with the last "the" ("the sponsors of the corporate governance law known as …" names the law); "an area of the
  // hypothalamus" keeps its inner phrase.
  const articles = tags.map((t, k) => (k >= start && isArticleWord(t) ? k : -1)).filter((k) => k >= 0);
  const indefinite = articles.filter((k) => /^an?$/i.test(tags[k]!.text)).at(-1);
  const from = indefinite ?? articles.at(-1);
  if (from !== undefined && from > start) start = from;
  const phrase = tags.slice(start);
  const opener = tags[start - 1];
  // "By the eleventh century, a major holy war called …": a comma before the phrase opens its clause, as the sentence's start does.
  const clauseStart = opener === undefined || /[,;:]$/.test(words[start - 1] ?? '');
  // Taken whole by a verb or a preposition, or opening its clause (or, inside a longer phrase, after its preposition).
  // "put forth rules", "set up councils": a verb's particle takes the phrase as the verb does.
  const particle = opener !== undefined && /^(?:ADV|PART)$/.test(opener.pos) && tags[start - 2]?.pos === 'VERB' && /^(?:forth|up|out|down|in|on|off|back|together|aside)$/i.test(opener.text);
  if (phrase.length < minWords || (!clauseStart && !particle && !/^(?:VERB|ADP|AUX)$/.test(opener.pos))) return undefined;
  if (phrase[0]!.pos === 'DET' && !/^(?:a|an|the)$/i.test(phrase[0]!.text)) return undefined;
  const contentWords = phrase.filter((t) => /^(?:NOUN|ADJ|PROPN|VERB)$/.test(t.pos)).length;
  // "a new culture", "an important process": an adjective that ranks, judges, counts or sizes says nothing of which kind.
  const describingWords = phrase.filter((t) => /^(?:NOUN|PROPN|VERB)$/.test(t.pos) || describesAKind(t)).length;
  return { text: lowerFirst(words.slice(start).join(' ')), contentWords, describingWords, opensClause: clauseStart };
}

/**
 * "(within) a narrow belt, centered on the ecliptic, called the zodiac": a past participle set off by commas goes on
 * describing the noun phrase before it, and the name after the second comma is that phrase's.
 */
const PARTICIPLE_ASIDE = /,\s+(?<aside>(?<participle>\p{Ll}{3,}ed)\s+(?:on|in|at|by|along|around|near|between|within|from|with|to|over|under)\s[^,;:()—]{3,60}),$/u;

function phraseWithParticipleAside(text: string, reading: SentenceReading): ReturnType<typeof nounPhraseBefore> {
  const aside = PARTICIPLE_ASIDE.exec(text.trim());
  if (!aside?.groups?.aside || readWords([aside.groups.participle!], reading)[0]?.pos !== 'VERB') return undefined;
  const phrase = nounPhraseBefore(text.trim().slice(0, aside.index), reading);
  // Its subject's aside ("The planets, located far from …, called …") is no naming: the phrase is taken whole.
  if (!phrase || phrase.opensClause) return undefined;
  return { ...phrase, text: `${phrase.text}, ${aside.groups.aside}`, contentWords: phrase.contentWords + 1, describingWords: phrase.describingWords + 1 };
}

/** The wider relative after the name as it reads after the noun phrase: "that can beat …", "during which …". */
function widerRelative(rest: string, reading: SentenceReading): string | undefined {
  const g = WIDER_RELATIVE_AFTER.exec(rest)?.groups;
  const body = g?.y ?? g?.clause;
  if (!g || !body) return undefined;
  // "that emerged from …": a past form must be the relative's verb by the sentence's tags ("that red blood cells …" is no relative).
  const first = g.y?.split(/\s+/, 1)[0] ?? '';
  if (/ed$/i.test(first) && readWords([first], reading)[0]?.pos !== 'VERB') return undefined;
  const clause = cutMeaning(body, { clause: true });
  if (!clause || (g.clause && !hasFiniteVerb(readSentence(clause).tags))) return undefined;
  return g.rel ? `${g.rel.toLowerCase()} ${clause}` : `that ${clause}`;
}

/**
 * The name right after the naming verb when the clause's own verb follows it ("… known as transcendentalism began to grow",
 * "… collectively known as the Nuremberg Laws were promulgated"): up to four nouns, adjectives or names (an "of" may join
 * them). A capitalised name must follow "the": a person's name takes no article ("a monk named Zhu Yuanzhang joined …").
 */
function nameBeforeVerb(after: string, reading: SentenceReading): string | undefined {
  const words = after.split(/\s+/).slice(0, 7);
  const from = /^the$/i.test(words[0] ?? '') ? 1 : 0;
  const tags = readWords(words, reading);
  for (let k = from + 1; k < words.length && k <= from + 4; k++) {
    if (!/^[\p{L}’'-]+$/u.test(words[k - 1]!)) return undefined;
    // A participle ("learning") may be a noun of the name; the clause's verb is finite.
    if (!/^(?:VERB|AUX)$/.test(tags[k]!.pos) || /ing\W*$/i.test(words[k]!)) continue;
    const name = words.slice(from, k);
    const nominal = name.every((w, j) => /^(?:NOUN|PROPN|ADJ)$/.test(tags[from + j]!.pos) || (j > 0 && /^of$/i.test(w)));
    if (!nominal || /^of$/i.test(name.at(-1)!) || (/^\p{Lu}/u.test(name[0]!) && from === 0)) return undefined;
    return name.join(' ');
  }
  return undefined;
}

const DEGREE = /^(?:more|less|very|relatively|fairly|rather|highly|somewhat|slightly|extremely)$/i;

/** Verbs after the name that tell no lasting property of it: a possession, a past event, a modal. */
const HAS_OR_PAST = /^(?:has|have|had|was|were|did|does|do|may|might|can|could|will|would|should|must)$/i;

/**
 * "A thin membrane called the pleura surrounds each lung", "Small glands called crypts secrete mucus": the clause's verb
 * after the name, in the present tense and agreeing with it, starts what the text says the named thing does. A name
 * written in capitals is an instance the text tells of ("A treaty called the Peace of Paris ends …").
 */
function presentPredicate(after: string, name: string, phrase: string, reading: SentenceReading): string | undefined {
  if (!/^\p{Ll}/u.test(name)) return undefined;
  const at = after.indexOf(name);
  if (at < 0) return undefined;
  const rest = after.slice(at + name.length).trim();
  const verb = readWords(rest.split(/\s+/, 1), reading)[0];
  if (!verb || verb.pos !== 'VERB' || HAS_OR_PAST.test(verb.text) || /(?:ed|ing)$/i.test(verb.text)) return undefined;
  const singular = /[^s]s$/i.test(verb.text) && verb.lemma !== verb.text.toLowerCase();
  // The verb agrees with the phrase the name belongs to: "glands called sweat pores release …" is no "pores release".
  if (singular === looksPlural(phrase.replace(/\s+(?:of|in|on|at|from|within|inside|along|for)\s.*$/i, '')) || (!singular && verb.lemma !== verb.text.toLowerCase())) return undefined;
  return cutMeaning(rest, { clause: true });
}

/**
 * "The endothelium releases local chemicals called endothelins": an "-s" word after a singular noun and before a describing
 * word and its noun is the subject's verb, though the tagger read a compound noun ("endothelium releases").
 */
function readAsVerbAfterSubject(t: TaggedToken, before: TaggedToken | undefined, next: TaggedToken | undefined, afterNext: TaggedToken | undefined): boolean {
  return t.pos === 'NOUN' && /\p{Ll}[^s]s$/u.test(t.text) && before?.pos === 'NOUN' && !isPluralNoun(before) && next?.pos === 'ADJ' && afterNext?.pos === 'NOUN';
}

/**
 * "the lysozyme enzyme and proteins called defensins": a singular noun and a bare plural after "and" are two things; the
 * name goes with the plural alone.
 */
function joinsTwoThings(tags: readonly TaggedToken[], k: number): boolean {
  const left = tags[k - 1];
  const right = tags[k + 1];
  return left?.pos === 'NOUN' && right?.pos === 'NOUN' && k + 2 === tags.length && !isPluralNoun(left) && isPluralNoun(right);
}

function isArticleWord(t: TaggedToken): boolean {
  return t.pos === 'DET' && /^(?:a|an|the)$/i.test(t.text);
}

function canExtendBackwards(tags: readonly TaggedToken[], words: readonly string[], k: number): boolean {
  const t = tags[k]!;
  // "an elongated, downward bony projection": a comma between two adjectives keeps the phrase whole.
  if (/,$/.test(words[k] ?? '') && /^(?:ADJ|VERB)$/.test(t.pos) && tags[k + 1]?.pos === 'ADJ' && /^(?:DET|ADV)$/.test(tags[k - 1]?.pos ?? '')) return true;
  if (/[,;:()—]$/.test(words[k] ?? '')) return false;
  // "a more viscous fluid", "a relatively thin layer": an adverb grading the adjective after it.
  if (t.pos === 'ADV' && DEGREE.test(t.text) && tags[k + 1]?.pos === 'ADJ') return true;
  if (/^(?:ADJ|NOUN|NUM)$/.test(t.pos)) return true;
  // "a major Christian holy war": a name modifying the noun after it; "strings and knots": two nouns of one phrase.
  if (t.pos === 'PROPN' && /^(?:ADJ|NOUN)$/.test(tags[k + 1]?.pos ?? '')) return true;
  if (t.pos === 'CCONJ' && /^(?:and|or)$/i.test(t.text) && !joinsTwoThings(tags, k) && /^(?:ADJ|NOUN)$/.test(tags[k - 1]?.pos ?? '') && /^(?:ADJ|NOUN)$/.test(tags[k + 1]?.pos ?? '')) return true;
  // "(has) branching extensions", "(of) colored strings", "(of) broken rock": a participle before its noun, not a verb after its subject ("the firm selling goods").
  if (t.pos === 'VERB' && /(?:ing|ed|en)$/i.test(t.text) && /^(?:NOUN|ADJ)$/.test(tags[k + 1]?.pos ?? '') && !/^(?:NOUN|PROPN|PRON)$/.test(tags[k - 1]?.pos ?? '')) return true;
  // An article closes the phrase at its left edge, a preposition may join two nouns inside it.
  if (t.pos === 'DET') return /^(?:a|an|the)$/i.test(t.text) && (k === 0 || tags[k - 1]!.pos === 'ADP' || /[,;:]$/.test(words[k - 1] ?? '') || !/^(?:NOUN|ADJ)$/.test(tags[k - 1]!.pos));
  return t.pos === 'ADP' && INNER_PREPOSITION.test(t.text) && k > 0 && /^(?:NOUN|DET|ADJ)$/.test(tags[k - 1]!.pos);
}
