import { readSentence, readWords, type SentenceReading, type TaggedToken } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { cleanTerm, cutMeaning, endsRelativeBeforeMainVerb, isNamingAside, isUnfamiliarWord, looksPlural, namesAnotherTerm, type DefinitionMatch } from './definition-patterns.js';
import { doctrineNameBefore } from './doctrine-name-terms.js';
import { matchThatIsNamings } from './that-is-namings.js';
import { numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * A key term glossed where the sentence mentions it, by a noun phrase set off by a comma or a dash, the way textbooks
 * introduce a term in passing:
 *   "… wished their government to be a republic, a regime in which the people, not a monarch, held power …";
 *   "The basal lamina, a mixture of glycoproteins and collagen, provides …" (a subject renamed before its verb);
 *   "… developed the concept of executive privilege, the right to withhold information from Congress, the courts, or the public";
 *   "… put off by the ideology—established beliefs and ideals that help shape policy—of one of the parties";
 *   "… a decline in social capital—“the collective value of all social networks …”—accompanies …" (a quoted gloss);
 *   "Thus, a confederation was created—an entity in which independent states form a union …" (a new thing, introduced);
 *   "… the doctrine of nullification—that states had the right to reject national laws …".
 * The term is a noun phrase the section keeps using; the gloss is a noun phrase whose head a relative clause, a
 * participle, a preposition or an infinitive restricts (the genus and its difference), with no clause of its own, no
 * pointing word and no example. Lists ("the A, the B, and the C") and comments on a clause ("a move that …") are refused.
 * Written English only: the phrases are told by their tags.
 */

export interface AppositiveContext {
  phraseCount(phrase: string): number;
  /** The phrase occurs in an earlier sentence of the section. */
  namedBefore(phrase: string): boolean;
}

const MIN_GLOSS_WORDS = 3;
const MAX_GLOSS_WORDS = 50;
const MAX_TERM_WORDS = 4;
const MAX_MEANING_WORDS = 40;
const RELATIVE = /^(?:that|which|who|whom|whose|where)$/i;
/** Prepositions that restrict a head as a definition does ("a mixture of …", "an agreement between …", "the right to …"). */
const NOT_RESTRICTING = /^(?:as|than|like|because|despite|although|though|unlike|except)$/i;
const POINTING = /^(?:this|these|those|it|its|they|them|their|he|she|his|her|him|we|our|us|you|your|i|my|me)$/i;
/** Pronouns a relative clause may use for its own head ("an enzyme that breaks down its substrate"). */
const INNER_PRONOUN = /^(?:it|its|they|them|their)$/i;
/**
 * Nouns that comment on what the clause before said or did ("—a fear at the heart of …"), or point at an instance: no
 * renaming of the term.
 */
const COMMENT_HEAD =
  /^(?:move|moves|step|decision|development|sign|reversal|blow|feat|trend|turn|setback|increase|decrease|rise|drop|decline|growth|jump|figure|number|percentage|share|result|results|conclusion|finding|findings|outcome|consequence|example|examples|instance|case|cases|one|reference|nod|source|point|fact|change|idea|time|year|years|day|period|place|point|fear|fears|concern|concerns|worry|hope|hopes|criticism|complaint|charge|claim|argument)$/i;
const EXAMPLE = /\b(?:for example|for instance|e\.g\.|such as|including|like)\b/i;
/** Openers of an adverbial phrase or a subordinate clause: the noun phrase they end is no object the gloss renames. */
const ADVERBIAL_OPENER = /^(?:ADP|SCONJ)$/;
const COUNT = new RegExp(String.raw`^(?:${wordGroup(numberWords('en', 1, 10), ['single'])}|\d+)$`, 'i');
const ORDINAL_OPENER = /^(?:first|second|third|fourth|next|last|final|latter|former|other|same|only|following|above|previous|remaining)$/i;
/** What names a doctrine: its content after the dash is the clause it holds ("the doctrine of nullification—that …"). */
const DOCTRINE_OF = /(?:^|\s)(?:the\s+)?(?<head>doctrine|principle|idea|notion|theory|concept|belief|policy|view)\s+of\s+(?<x>[\p{Ll}-]+(?:\s+[\p{Ll}-]+){0,2})$/u;
/** "a confederation was created—": a thing introduced by an indefinite article as the subject of a passive. */
const INTRODUCED_SUBJECT = /(?:^|\s)(?:a|an)\s+(?<x>[\p{Ll}-]+(?:\s+[\p{Ll}-]+){0,2})\s+(?:was|were|is|are)\s+(?:\p{Ll}+ly\s+)?(?:created|formed|established|founded|born|introduced|adopted|set up|devised|proposed)$/u;

export function matchAppositiveGlosses(sentence: string, context: AppositiveContext): DefinitionMatch[] {
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  if (body.endsWith('?') || (!/,\s+(?:a|an|the)\s/i.test(body) && !body.includes('—'))) return [];
  const reading = readSentence(sentence);
  // "… the prevailing arrangement—that is, the status quo": the description first, the term after "that is".
  const named = body.includes('—that is,') ? matchThatIsNamings(body, reading, context) : [];
  return [...commaAppositives(body, reading, context), ...dashAppositives(body, reading, context), ...named];
}

/** "TERM, a/an/the GLOSS": the gloss runs to the sentence's end or to the comma before the main clause goes on. */
function commaAppositives(body: string, reading: SentenceReading, context: AppositiveContext): DefinitionMatch[] {
  const out: DefinitionMatch[] = [];
  for (const m of body.matchAll(/,\s+(?=(?:a|an|the)\s)/gi)) {
    const before = body.slice(0, m.index);
    const segment = lastSegment(before);
    // "When P > MC, which is the outcome in a … market, the benefits …": a noun ending a relative or subordinate clause
    // is followed by the main clause's subject, not by a gloss.
    if (/^(?:which|who|whom|whose|that|where)\s/i.test(segment) || inSubordinateClause(segment, reading)) continue;
    // "… gave each grantee, known as an encomendero, the right to …": a name set off by commas is an aside; after it the
    // clause goes on.
    if (isNamingAside(segment)) continue;
    const after = body.slice(m.index + m[0].length);
    // "the founder of Taoism, a philosophy that …": a capitalised doctrine is a term, not a person's name.
    const doctrine = doctrineNameBefore(before, after);
    const named = termBefore(before, reading, context) ?? (doctrine ? { term: doctrine, once: false } : undefined);
    if (!named) continue;
    const { term } = named;
    // A gloss that opens on its kind ("a philosophy that …") renames the doctrine, so what follows can be no list of "of"s.
    const doctrineGloss = term === doctrine;
    // "the proper role of government, the need for …, and the role of …": after "of", items that follow make a list.
    // "the concept of executive privilege, the right to …" names the term itself: that "of" ties no list.
    const afterOf = !doctrineGloss && (/\sof\s/i.test(term) || new RegExp(`\\b(?!(?:concept|idea|notion|doctrine|principle|practice|policy|process|term|word)\\s)\\p{L}+\\s+of\\s+(?:the\\s+|an?\\s+)?${escapeStringRegexp(term)}$`, 'iu').test(before.trimEnd()));
    const extent = commaGlossExtent(after, reading, !afterOf);
    if (!extent) continue;
    // A term in a phrase without a verb ("Tastes and preferences, the prices of …") is a subject or a list item: its
    // gloss must close before the sentence's verb. A gloss followed by the main verb further on was the subject itself.
    // "…, and the sternum, the flattened bone of …": the last item of a list is the object of the verb before the list.
    const clause = /^(?:and|or)\s/i.test(segment) ? before : segment;
    // Renamed before the verb, the term is the subject itself ("The basal lamina, a mixture of …, provides"), not a noun
    // inside it ("The tonsil at the back of the throat, the pharyngeal tonsil, is …").
    const wholeSubject = segment.replace(/^(?:the|a|an)\s+/i, '').toLowerCase() === term.toLowerCase();
    if (extent.closed ? !wholeSubject : !hasClauseVerb(clause, reading) || startsMainClauseLater(after.slice(extent.text.length), reading)) continue;
    // "developed the concept of executive privilege, the right to withhold …": a term the text announces as a concept is one,
    // named once or not, and a definite gloss ("the right to …") may say what it is.
    const announced = named.once && new RegExp(`\\b(?:concept|idea|notion|principle|doctrine|practice)\\s+of\\s+${escapeStringRegexp(term)}$`, 'i').test(before.trimEnd());
    const meaning = glossMeaning(extent.text, term, reading, { closed: extent.closed, bare: false, needsTail: named.once, once: named.once && !announced, rare: named.rare });
    if (meaning) out.push(match(term, meaning));
  }
  return out;
}

/** The text since the last comma, dash or semicolon. */
function lastSegment(text: string): string {
  return text.slice(Math.max(text.lastIndexOf(','), text.lastIndexOf('—'), text.lastIndexOf(';'), text.lastIndexOf(':')) + 1).trim();
}

const SUBJECT_PRONOUN = /^(?:i|we|you|he|she|they)$/i;

function isFiniteVerb(tags: readonly TaggedToken[], k: number): boolean {
  const t = tags[k];
  const previous = tags[k - 1];
  if (!t) return false;
  if (t.pos === 'AUX') return true;
  if (t.pos !== 'VERB' || /ing$/i.test(t.text) || /^to$/i.test(previous?.text ?? '')) return false;
  // "He initially journeyed to Mecca": after a subject pronoun a past form is the clause's verb, whatever follows.
  const subject = previous?.pos === 'ADV' && /ly$/i.test(previous.text) ? tags[k - 2] : previous;
  if (/(?:ed|en)$/i.test(t.text) && SUBJECT_PRONOUN.test(subject?.text ?? '')) return true;
  // "Given the number of jobs saved and …": a participle opening a phrase, or after its noun without an object, is no
  // finite verb; "The colonists hoped to …", "The senators claimed legislative immunity" are.
  if (/(?:ed|en)$/i.test(t.text)) return previous !== undefined && previous.pos !== 'ADP' && /^(?:DET|ADJ|NOUN|PROPN|PRON|NUM|PART)$/.test(tags[k + 1]?.pos ?? '');
  return true;
}

function hasClauseVerb(segment: string, reading: SentenceReading): boolean {
  const tags = readWords(segment.split(/\s+/).filter(Boolean), reading);
  // "The case ended in a settlement": a past form right after a plain subject noun phrase is its verb.
  const subjectEnd = tags.findIndex((t, k) => !(t.pos === 'NOUN' || t.pos === 'ADJ' || (k === 0 && t.pos === 'DET')));
  const pastAfterSubject = subjectEnd > 0 && tags[subjectEnd - 1]?.pos === 'NOUN' && tags[subjectEnd]?.pos === 'VERB' && /ed$/i.test(tags[subjectEnd]!.text);
  return pastAfterSubject || tags.some((_, k) => isFiniteVerb(tags, k));
}

/** "… so that as a person’s income rises above certain levels": the noun ends a clause opened by a subordinator. */
const SUBORDINATOR = /\b(?:when|whenever|while|whereas|although|though|if|as|because|since|unless|until|once)\s+(?<clause>[^,;:]+)$/i;

function inSubordinateClause(segment: string, reading: SentenceReading): boolean {
  const clause = SUBORDINATOR.exec(segment)?.groups?.clause;
  if (!clause) return false;
  const tags = readWords(clause.trim().split(/\s+/), reading);
  return tags[0]?.pos !== 'VERB' && tags.some((_, k) => k > 0 && isFiniteVerb(tags, k));
}

/** "…, as measured by life expectancy, tend to be lower": a later comma opens on the main verb. */
function startsMainClauseLater(rest: string, reading: SentenceReading): boolean {
  return rest.split(/,\s+/).slice(1).some((part) => {
    const tags = readWords(part.trim().split(/\s+/).slice(0, 3), reading);
    const main = (t: TaggedToken | undefined): boolean => t?.pos === 'AUX' || (t?.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text));
    return main(tags[0]) || (tags[0]?.pos === 'ADV' && main(tags[1]));
  });
}

/**
 * How far a gloss after a comma runs: to the end, or to a comma followed by the main clause's verb ("…, a mixture of
 * glycoproteins and collagen, provides …"). It may hold coordinate adjectives ("the thick, milky fluid"), a contrast set
 * off inside its clause ("in which the people, not a monarch, held power") and a closing list of its preposition's
 * objects ("from Congress, the courts, or the public"); another item after it ("…, and the C") makes it a list.
 */
function commaGlossExtent(after: string, reading: SentenceReading, listsAllowed: boolean): { text: string; closed: boolean } | undefined {
  const joined = after
    .replace(/^((?:a|an|the)\s+[\p{Ll}-]+),(\s+[\p{Ll}-]+)/iu, (all, first: string, second: string) => (isAdjective(first.split(/\s+/)[1]!, reading) ? `${first}\u0000${second}` : all))
    .replace(/,(\s+not\s+[^,;:—]{1,40}),/gi, '\u0000$1\u0000')
    .replace(/,(\s+(?:or|and)\s+(?:perhaps|even|sometimes|often|possibly)\s+[^,;:—]{1,40}),/gi, '\u0000$1\u0000');
  const comma = joined.search(/[,;:—–]/);
  if (comma < 0) return { text: joined, closed: false };
  const rest = joined.slice(comma);
  // "… in elaborate burials, the practice of divination, and other sacred rituals": "and other …", "and especially …" close a
  // list whose items the term and the "gloss" are.
  if (/^,\s+(?:and|or)\s+(?:other|especially|particularly|various|several)\s/i.test(rest)) return undefined;
  // "… information from Congress, the courts, or the public": the objects of the gloss's last preposition close the sentence.
  // So do the objects of its relative clause's verb ("a region that unites the frontal bone, parietal bone, …, and …",
  // "a philosophy that has shaped art, politics, and …").
  const takesList = /\s(?:from|to|of|by|for|with|among|between|before|against|on|in|at|into|over|across)\s+(?:the\s+)?[^,\s]+(?:\s+[^,\s]+)?$/i.test(joined.slice(0, comma)) || /\s(?:that|which|who)\s+(?:\p{Ll}+s|(?:has|have)\s+\p{Ll}+ed)\s+(?:the\s+)?[^,\s]+(?:\s+[^,\s]+)?$/iu.test(joined.slice(0, comma));
  if (/^,(?:\s+(?:the\s+)?[^,;:—\s]+(?:\s+[^,;:—\s]+){0,5},)*\s+(?:and|or)\s+(?:the\s+)?[^,;:—]{1,40}$/i.test(rest) && takesList && listsAllowed) {
    const items = rest.split(/,\s*|\s+(?:and|or)\s+/).join(' ');
    if (!readWords(items.trim().split(/\s+/), reading).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return { text: joined, closed: false };
  }
  if (rest.startsWith(',')) {
    const next = readWords(rest.slice(1).trim().split(/\s+/).slice(0, 3), reading);
    // A verb right after the comma is the main clause's: the gloss renamed the subject and is closed. A participle with
    // its preposition ("…, combined with …") opens a phrase instead.
    const mainVerb = (k: number): boolean => {
      const t = next[k];
      if (t?.pos === 'AUX') return true;
      return t?.pos === 'VERB' && !/ing$/i.test(t.text) && !(/(?:ed|en)$/i.test(t.text) && next[k + 1]?.pos === 'ADP');
    };
    const verbNext = mainVerb(0) || (next[0]?.pos === 'ADV' && mainVerb(1));
    if (verbNext) return { text: joined.slice(0, comma), closed: true };
    // "…, and the C" / "…, the C, and …" / "…, and so on": another item follows, a list.
    if (/^,\s+(?:and\s+|or\s+)?(?:a|an|the)\s|^,\s+(?:and so on|etc)\b/i.test(rest)) return undefined;
  }
  return { text: joined.slice(0, comma), closed: false };
}

/** "TERM—GLOSS—" or "TERM—GLOSS." and the doctrine and introduced-subject forms. */
function dashAppositives(body: string, reading: SentenceReading, context: AppositiveContext): DefinitionMatch[] {
  const out: DefinitionMatch[] = [];
  for (const m of body.matchAll(/—(?<y>[^—]{6,400})(?<close>—|$)/gu)) {
    const before = body.slice(0, m.index).trimEnd();
    const y = (m.groups?.y ?? '').trim();
    if (!before || /^(?:that is|namely|in other words|for example|for instance|such as|including|especially|or|and|but|which|who|whose|where|when|what|in this case)\b/i.test(y)) continue;
    const doctrine = DOCTRINE_OF.exec(before)?.groups;
    if (doctrine?.x && /^that\s/i.test(y)) {
      const term = cleanTerm(doctrine.x, reading, context.phraseCount);
      const clause = cutMeaning(y.replace(/^that\s+/i, ''), { clause: true });
      if (term && clause && context.phraseCount(term) >= 2 && findWholeWords(clause, term) < 0) out.push(match(term, `the ${doctrine.head!.toLowerCase()} that ${clause}`));
      continue;
    }
    // "… support the theory that voter fatigue—the idea that voters face too many elections—depresses …": an idea glossed
    // by the clause it holds says what the term is, named once or not.
    const idea = IDEA_GLOSS.exec(y)?.groups;
    if (idea?.head && idea.clause) {
      const term = ideaNamedBefore(before, reading, context);
      const clause = cutMeaning(idea.clause, { clause: true });
      if (term && clause && findWholeWords(clause, term) < 0) out.push(match(term, `the ${idea.head.toLowerCase()} that ${clause}`));
      continue;
    }
    // "… one of the strangest objects ever predicted by theory—a black hole.": a closing dash after a passive's agent names
    // the thing the agent acted on, the reveal of the sentence, not the agent ("theory — a black hole").
    if (m.groups?.close === '' && /(?<![\p{L}-])by\s+(?:the\s+)?[\p{L}-]+$/iu.test(before)) continue;
    const introduced = INTRODUCED_SUBJECT.exec(before)?.groups?.x;
    const named: Partial<NamedTerm> | undefined = introduced ? { term: cleanTerm(introduced, reading, context.phraseCount), once: false } : termBefore(before, reading, context);
    const term = named?.term;
    if (!term || (introduced && context.phraseCount(term) < 2)) continue;
    // Quotation marks around the gloss: a definition quoted from someone, the words still the gloss.
    const gloss = y.replace(/^[“"]/, '').replace(/[”"]$/, '');
    const firstMention = !context.namedBefore(term) || Boolean(introduced) || new RegExp(`^(?:the\\s+|an?\\s+)?${escapeStringRegexp(term)}$`, 'i').test(before);
    const meaning = glossMeaning(gloss, term, reading, { closed: true, bare: true, needsTail: !firstMention || named!.once, once: named!.once, rare: named!.rare });
    if (meaning) out.push(match(term, meaning));
  }
  return out;
}

/** "—the idea that …", "—the belief that …": a gloss that is the content of an idea. */
const IDEA_GLOSS = /^the\s+(?<head>idea|belief|notion|principle|view|assumption|conviction|doctrine|premise|theory)\s+that\s+(?<clause>.{12,})$/i;
/** Heads that are themselves an idea someone holds or says: "a common theme—the idea that …" names no term. */
const IDEA_HEAD = /^(?:idea|ideas|theme|themes|view|views|belief|beliefs|notion|notions|argument|arguments|claim|claims|point|points|assumption|assumptions|concept|principle|thesis|premise|position|message|lesson|conclusion|question|problem|hope|fear|sense|feeling|thought|thoughts|point of view)$/i;

/**
 * The noun phrase right before an idea's dash: lower-case modifiers and a noun (up to four words), taken by an article, a
 * preposition, a verb or "that", never a pointer or a possessive's thing ("this view—", "his belief—").
 */
function ideaNamedBefore(before: string, reading: SentenceReading, context: AppositiveContext): string | undefined {
  const words = before.trim().split(/\s+/).slice(-6);
  const tags = readWords(words, reading);
  let start = words.length;
  while (start > 0 && words.length - start < MAX_TERM_WORDS && /^\p{Ll}[\p{Ll}-]*$/u.test(words[start - 1]!) && /^(?:ADJ|NOUN)$/.test(tags[start - 1]!.pos)) start--;
  if (start === words.length || tags.at(-1)?.pos !== 'NOUN' || IDEA_HEAD.test(words.at(-1)!)) return undefined;
  const opener = tags[start - 1];
  if (opener && (POINTING.test(opener.text) || /['’]s$/.test(opener.text) || !/^(?:DET|ADP|SCONJ|VERB|AUX|PRON)$/.test(opener.pos))) return undefined;
  // "the theory that voter fatigue—": "that" after a noun or a verb opens a clause; "that view—" points.
  const complementizer = /^that$/i.test(opener?.text ?? '') && /^(?:NOUN|VERB)$/.test(tags[start - 2]?.pos ?? '');
  if (opener && /^(?:DET|PRON)$/.test(opener.pos) && !/^(?:the|a|an)$/i.test(opener.text) && !complementizer) return undefined;
  const term = cleanTerm(words.slice(start).join(' '), reading, context.phraseCount);
  // One word must be the field's own ("…of the commons", not "…of a theory"): a coined name or one the text keeps using.
  return term && (term.includes(' ') || context.phraseCount(term) >= 2 || /(?:ism|ology)$/i.test(term)) ? term : undefined;
}

/**
 * The key term ending the text before the comma or dash: a lower-case noun phrase (modifiers and a noun, or "X of Y")
 * of at most four words that the section keeps using, the object of a verb or preposition or the sentence's subject,
 * not an example ("such as A, a …") and not the end of an adverbial opening ("In contrast to federalism, a …").
 */
function termBefore(before: string, reading: SentenceReading, context: AppositiveContext): NamedTerm | undefined {
  const text = before.replace(/\s+\((?!\p{Lu}[\p{Lu}\p{N}&-]{1,9}\))[^()]*\)$/u, '');
  const abbreviation = /\s\(\p{Lu}[\p{Lu}\p{N}&-]{1,9}\)$/u.exec(text)?.[0] ?? '';
  const words = text.slice(0, text.length - abbreviation.length).trim().split(/\s+/).slice(-8);
  const tags = readWords(words, reading);
  // The sentence's first word is capitalised for its place only ("Public utilities, the companies that …").
  const sentenceStart = words.length === text.trim().split(/\s+/).length ? 0 : -1;
  const nominal = (k: number): boolean =>
    k === sentenceStart ? /^\p{Lu}[\p{Ll}-]*$/u.test(words[k] ?? '') && /^(?:ADJ|NOUN|PROPN)$/.test(tags[k]?.pos ?? '') : /^\p{Ll}[\p{Ll}-]*$/u.test(words[k] ?? '') && /^(?:ADJ|NOUN)$/.test(tags[k]?.pos ?? '');
  let start = words.length;
  // "the incumbent—", "standard of living,": a word that ends a noun phrase after an article or "of" is its noun.
  const last = words.length - 1;
  // The tagger reads a word it does not know as a name or a foreign word ("détente", "perestroika"); written lower-case,
  // it is a noun.
  const lastIsNoun = tags[last]?.pos === 'NOUN' || (/^(?:PROPN|X)$/.test(tags[last]?.pos ?? '') && isUnfamiliarWord(words[last] ?? '')) || (tags[last]?.pos === 'ADJ' && /^(?:the|a|an)$/i.test(words[last - 1] ?? '')) || (/^\p{Ll}+ing$/u.test(words[last] ?? '') && /^of$/i.test(words[last - 1] ?? ''));
  if (lastIsNoun && /^\p{Ll}[\p{Ll}-]*$/u.test(words[last] ?? '')) start = last;
  while (start > 0 && words.length - start < MAX_TERM_WORDS && nominal(start - 1)) start--;
  if (start === words.length || !lastIsNoun) return undefined;
  const segment = lastSegment(before);
  if (EXAMPLE.test(segment) || /\b(?:examples?\s+(?:of|is|are|include)|such as|including|like)\b[^,]*$/i.test(before.slice(-120))) return undefined;
  if (opensAdverbial(segment, reading)) return undefined;
  // "X of Y": the whole phrase is the term when the text keeps naming it ("standard of living").
  // "turned out to vote, …": after "to" the word is a verb; after a capitalised word ("Fifth Amendment protections") the
  // noun ends a longer name.
  const opener = words[start - 1] ?? '';
  // "… a period of détente, a relaxation of …", "… attention to iconography, the …": a word no everyday speech uses is a
  // term of the field wherever the sentence names it, as the object of any verb or preposition.
  const rare = start === last && isUnfamiliarWord(words[last]!) && /^(?:DET|ADP|VERB|AUX)$/.test(tags[start - 1]?.pos ?? '') && !POINTING.test(opener) && !/['’]s$/.test(opener);
  if ((/^to$/i.test(opener) && !rare) || (start - 1 !== sentenceStart && /^\p{Lu}/u.test(opener))) return undefined;
  // "Brunei only has one chamber, a legislative council whose members …": a counted noun is the example's own thing.
  if (COUNT.test(opener)) return undefined;
  const candidates: string[] = [];
  // "lines of authority—roles and …": after a plural head and "of", the gloss may rename the whole phrase.
  const ofPlural = /^of$/i.test(opener) && looksPlural(words[start - 2] ?? '');
  if (/^of$/i.test(words[start - 1] ?? '') && nominal(start - 2)) {
    let from = start - 2;
    while (from > 0 && start - 1 - from < 2 && nominal(from - 1)) from--;
    candidates.push(words.slice(from).join(' '));
  }
  if (!ofPlural) for (let from = start; from < words.length; from++) candidates.push(words.slice(from).join(' '));
  for (const candidate of candidates) {
    // "an opportunity cost—": one noun cut from a longer run is part of a longer name, not the term.
    if (!candidate.includes(' ') && start < words.length - 1) continue;
    const term = cleanTerm(candidate, reading, context.phraseCount);
    if (!term || ORDINAL_OPENER.test(term.split(/\s+/)[0]!)) continue;
    if (context.phraseCount(term) < 2) continue;
    return { term: `${term}${abbreviation}`, once: false, rare: rare && term === words[last] };
  }
  // "Some argue that the conscience, an individual’s inner sense of right and wrong, …": a term named once is glossed
  // where it is named; the whole noun phrase after its article or preposition is the term, and the gloss must say which.
  const whole = ofPlural ? undefined : cleanTerm(words.slice(start).join(' '), reading, context.phraseCount);
  if (whole && !ORDINAL_OPENER.test(whole.split(/\s+/)[0]!) && (rare || /^(?:the|a|an|of|through|about|into|called)$/i.test(opener))) return { term: `${whole}${abbreviation}`, once: true, rare };
  return undefined;
}

interface NamedTerm {
  term: string;
  once: boolean;
  /** One word no everyday speech uses ("hajj", "détente", "historiography"). */
  rare?: boolean;
}

/** "In contrast to federalism", "When the price rises": a phrase opened by a preposition or subordinator, with no verb of its own. */
function opensAdverbial(segment: string, reading: SentenceReading): boolean {
  const tags = readWords(segment.split(/\s+/).filter(Boolean), reading);
  const first = tags[0];
  if (!first) return false;
  // "In addition to increasing the revenue companies see from their products, the spread of …": a preposition's phrase
  // holds no main clause, whatever verbs its own clauses have, unless a copula inverts it ("At the intersection of four
  // bones is the pterion, a …", "Among the rights … was suffrage, the right to vote").
  if (first.pos === 'ADP') return !tags.some((t) => t.pos === 'AUX');
  const opens = ADVERBIAL_OPENER.test(first.pos) || (first.pos === 'VERB' && /(?:ing|ed|en)$/i.test(first.text)) || /^(?:when|if|although|because|while|since|unless|once|after|before)$/i.test(first.text);
  return opens && !tags.slice(1).some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text)));
}

/**
 * The gloss as a meaning: an article (or, after a dash, a bare noun phrase), modifiers, a noun head, then a restricting
 * tail; a gloss closed off by a dash or before the main verb may end on its head when it says enough (three words or more).
 */
function glossMeaning(gloss: string, term: string, reading: SentenceReading, options: { closed: boolean; bare: boolean; needsTail?: boolean; once?: boolean; rare?: boolean }): string | undefined {
  const text = gloss.replace(/\u0000/g, ',').trim();
  const words = text.split(/\s+/);
  if (words.length < MIN_GLOSS_WORDS || words.length > MAX_GLOSS_WORDS || findWholeWords(text, term) >= 0 || namesAnotherTerm(text) || EXAMPLE.test(text.split(/\s+(?:that|which|who|in which)\s/)[0]!)) return undefined;
  const tags = readWords(words.map((w) => w.replace(/[,“”"]/g, '')), reading);
  const article = /^(?:a|an|the)$/i.test(words[0]!);
  if (!article && !options.bare) return undefined;
  let i = article ? 1 : 0;
  // A name after the article ("the United Nations, …") or a figure ("a 50 percent rise") is an instance or a measure.
  // A rare term's gloss may open on a people's or a faith's adjective before its head ("the Islamic pilgrimage to …").
  const namedKind = options.rare === true && /^\p{Lu}\p{Ll}+$/u.test(words[i] ?? '') && /^\p{Ll}/u.test(words[i + 1] ?? '');
  if ((/^[\p{Lu}\d]/u.test(words[i] ?? '') && !namedKind) || ORDINAL_OPENER.test(words[i] ?? '')) return undefined;
  i = headEnd(tags, namedKind ? i + 1 : i);
  const head = tags[i - 1];
  // "the thick, milky fluid that …": the tagger may read the head of a run of adjectives as one of them.
  const adjectiveHead = head?.pos === 'ADJ' && i - (article ? 1 : 0) >= 2 && RELATIVE.test(tags[i]?.text ?? '');
  // "frequency, the number of wave cycles that pass by per second": a quantity of what a clause says names a measure; "…, a
  // number that …", "…, the number of courts" comments on a figure or counts the example's things.
  const measure = /^the$/i.test(words[0]!) && /^(?:number|percentage|share|proportion|fraction)$/i.test(head?.text ?? '') && /^of$/i.test(tags[i]?.text ?? '') && i === 2 && /\s(?:that|which|who|per)\s/i.test(text);
  if (i === (article ? 1 : 0) || (head?.pos !== 'NOUN' && !adjectiveHead) || (COMMENT_HEAD.test(head?.text ?? '') && !measure)) return undefined;
  // A bare gloss after a dash must be a noun phrase, not a clause or a participle ("—conveyed through words").
  if (!article && !/^(?:ADJ|NOUN)$/.test(tags[0]?.pos ?? '') && !(tags[0]?.pos === 'VERB' && /ed$/i.test(words[0]!) && /^(?:NOUN|ADJ)$/.test(tags[1]?.pos ?? ''))) return undefined;
  // "the person currently in the seat": an "-ly" adverb may stand before the restricting phrase.
  if (tags[i]?.pos === 'ADV' && /ly$/i.test(tags[i]!.text) && tags[i + 1]?.pos === 'ADP') i++;
  const tail = tags[i];
  // "a process called judicial review": the gloss names another term, it does not say what this one is.
  if (/^(?:called|named|termed|dubbed|known)$/i.test(tail?.text ?? '')) return undefined;
  // "a power to which Hamilton had referred": a story about the thing, not what it is.
  if (/\bhad\b/i.test(text)) return undefined;
  // "the harvesting of which the government banned": a clause about the term, not a renaming of it.
  if (/^of$/i.test(tail?.text ?? '') && /^(?:which|whom)$/i.test(tags[i + 1]?.text ?? '')) return undefined;
  // "the interest rate on required reserves and the interest rate on excess reserves": two things, a list.
  const second = /\s(?:and|or)\s+(?:the|a|an)\s+(?<next>(?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu.exec(text.split(/\s(?:that|which|who|whom|whose|where)\s/i)[0]!)?.groups?.next;
  if ((second && findWholeWords(second, head!.text) >= 0) || /\band so on\b|\betc\b/i.test(text)) return undefined;
  const restricted =
    tail !== undefined &&
    (RELATIVE.test(tail.text) ||
      (tail.pos === 'ADP' && !NOT_RESTRICTING.test(tail.text)) ||
      (/^to$/i.test(tail.text) && /^(?:VERB|DET|NOUN|ADJ)$/.test(tags[i + 1]?.pos ?? '')) ||
      (tail.pos === 'VERB' && /(?:ed|en|ing)$/i.test(tail.text)));
  const endsOnHead = i >= words.length;
  // "the five major senses—taste, smell, touch, hearing, and sight": bare items, a list.
  if (!article && /,/.test(text.split(/\s(?:that|which|who|whom|whose|where)\s/i)[0]!) && /\s(?:and|or)\s/.test(text)) return undefined;
  const enough = words.length >= MIN_GLOSS_WORDS + (article ? 0 : 1);
  if (!restricted && !(options.closed && endsOnHead && enough && !options.needsTail && !looksPlural(head!.text))) return undefined;
  if (options.needsTail && !restricted) return undefined;
  // A term named only here stands on its gloss alone: a kind ("an election in which …", "a group of …"), not a definite
  // thing of the story ("the malfunctioning of machines"), an amount ("—thousands of years—"), a named one ("a member of
  // the Workers’ Party") or a list.
  // A rare word is the field's own: its gloss may be definite and name the people and places it belongs to.
  if (options.once && (/^(?:hundreds|thousands|millions|billions|dozens|tens|several|many|few|some)$/i.test(words[0]!) || /,\s+(?:and|or)\s/i.test(text))) return undefined;
  // "the premier, a top-ranking member of the Workers’ Party": a member of one named body is someone in the story.
  if (options.once && /^members?$/i.test(head!.text) && /\s\p{Lu}/u.test(text)) return undefined;
  // "events in diplomacy—summit meetings of …": plural things rename a plural before the term, not the term itself; things
  // joined by "and" may make one whole ("the sayings and actions of …").
  const coordinated = words.slice(0, i).some((w) => /^(?:and|or)$/i.test(w));
  if (options.rare && options.once && looksPlural(head!.text) && !looksPlural(term) && !coordinated) return undefined;
  if (options.once && !options.rare && (/^the$/i.test(words[0]!) || /\s\p{Lu}/u.test(text) || !(RELATIVE.test(tail!.text) || /^(?:of|for|in)$/i.test(tail!.text)))) return undefined;
  // No clause of its own before a relative word, and no word pointing at the text around it.
  const relative = tags.findIndex((t, k) => k >= i && RELATIVE.test(t.text));
  const own = tags.slice(0, relative < 0 ? tags.length : relative);
  // A verb right after a noun or pronoun is a clause's ("the government raised taxes"); after "to" or "or" the tagger's slip.
  // A past form after a noun is a participle ("a tax imposed on …", "a protein called tubulin") unless it takes an object
  // or an amount ("the government raised taxes", "the cost … amounted to $926,500").
  // "the people irrigated massive fields …", "the sale of enslaved people continued": after an opening clause, the main
  // clause's subject and its past verb, taking an object or ending the sentence, are no gloss.
  const pastWithObject = (k: number): boolean =>
    /ed$/i.test(tags[k]!.text) &&
    !/^(?:called|named|termed|dubbed|labell?ed)$/i.test(tags[k]!.text) &&
    (/^(?:DET|NUM|PRON)$/.test(tags[k + 1]?.pos ?? '') ||
      (/^to$/i.test(tags[k + 1]?.text ?? '') && /^[$€£\d]/.test(words[k + 2] ?? '')) ||
      (!options.closed && /^the$/i.test(words[0]!) && (k === tags.length - 1 || /^(?:ADJ|NOUN)$/.test(tags[k + 1]?.pos ?? ''))));
  const clauseVerb = (t: TaggedToken, k: number): boolean =>
    k >= i && t.pos === 'VERB' && /^(?:NOUN|PROPN|PRON)$/.test(tags[k - 1]?.pos ?? '') && (!/(?:ed|en|ing)$/i.test(t.text) || pastWithObject(k));
  // "the sayings and actions of Muhammad and his closest confidants": a possessive after a name the gloss gives is that name's.
  const namedInside = (k: number): boolean => /^(?:his|her|their)$/i.test(tags[k]!.text) && words.slice(i, k).some((w) => /^\p{Lu}\p{Ll}/u.test(w));
  if (own.some((t, k) => t.pos === 'AUX' || clauseVerb(t, k) || (POINTING.test(t.text) && !namedInside(k))) || endsRelativeBeforeMainVerb(tags)) return undefined;
  if (tags.some((t, k) => k >= own.length && POINTING.test(t.text) && !INNER_PRONOUN.test(t.text) && !namedInside(k))) return undefined;
  // Too long with its asides, the gloss up to its first comma may still say it all.
  const cut = cutMeaning(text.replace(/,/g, '\u0000'))?.replace(/\u0000/g, ',') ?? (gloss.includes('\u0000') ? cutMeaning(text.split(',')[0]!) : undefined);
  // "… acting together in areas such as defense": examples that close the gloss belong to it; cut before them it dangles.
  if (cut && /^\s+(?:such as|including)\s/i.test(text.slice(cut.length)) && words.length <= MAX_MEANING_WORDS) return text;
  return cut && cut.split(/\s+/).length >= MIN_GLOSS_WORDS ? cut : undefined;
}

/** Past the modifiers and the noun head: adjectives, nouns, numbers, "-ly" adverbs grading an adjective, participles before a noun, "A and B". */
function headEnd(tags: readonly TaggedToken[], start: number): number {
  let i = start;
  const modifier = (k: number): boolean => {
    const t = tags[k];
    if (!t) return false;
    if (/^(?:ADJ|NOUN|NUM)$/.test(t.pos)) return true;
    // "federal spending on …": an "-ing" word after a modifier is a noun.
    if (t.pos === 'VERB' && /ing$/i.test(t.text) && k > start && tags[k - 1]?.pos === 'ADJ') return true;
    if (t.pos === 'ADV' && /ly$/i.test(t.text) && tags[k + 1]?.pos === 'ADJ') return true;
    return t.pos === 'VERB' && /(?:ed|ing)$/i.test(t.text) && /^(?:ADJ|NOUN)$/.test(tags[k + 1]?.pos ?? '') && k === start;
  };
  while (modifier(i)) i++;
  // "beliefs and ideals", "the regulation and enforcement of …": two heads joined by "and"/"or".
  if (/^(?:and|or)$/i.test(tags[i]?.text ?? '') && tags[i - 1]?.pos === 'NOUN' && tags[i + 1]?.pos === 'NOUN') {
    i += 1;
    while (modifier(i)) i++;
  }
  return i;
}

function isAdjective(word: string, reading: SentenceReading): boolean {
  return readWords([word], reading)[0]?.pos === 'ADJ';
}

function match(term: string, meaning: string): DefinitionMatch {
  return { term, meaning, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: 'appositive-gloss' };
}
