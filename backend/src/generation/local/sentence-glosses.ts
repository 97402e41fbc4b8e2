import { hasFiniteVerb, isProForm, readSentence, readWords, tagEnglish, type SentenceReading } from '../text/nlp.js';
import { cleanTerm, cutMeaning, looksPlural, trailingNounPhraseWords, type DefinitionMatch } from './definition-patterns.js';
import { withoutConnective } from './definition-rewritings.js';
import { numberWords } from './number-words.js';
import { wordGroup } from './pointing-words.js';

/**
 * Sentences that, as a whole, say what a term they name is, though no "X is Y" or naming verb links the two
 * (English written prose only):
 *   "Most assemblies practise consensus rule: every member must agree before a motion passes." (a clause after a colon)
 *   "Town meetings are premised on the idea that citizens decide local matters in person." (the idea a thing rests on)
 *   "… the exchange theory of friendship, which says that people keep friends who give as much as they take."
 *   "… customary rights, which were believed to be privileges owed to every freeholder."
 *   "Mercantilism promotes a surplus of exports over imports." (a doctrine said by what it stands for)
 *   "According to the doctrine of fair use, short quotations may be copied without permission."
 *   "A final kind of tax is a sin tax, so named because it falls on goods thought harmful."
 *   "…: citizen science occurs when volunteers collect data for researchers." (a defining sentence after a colon)
 * Only a term the text keeps naming (it occurs twice or more), at its first mention where the form merely names it
 * in passing; what follows must say what the term is, timelessly, not tell a story about it.
 */

export interface SentenceGlossContext {
  phraseCount(phrase: string): number;
  /** The phrase occurs in an earlier sentence. */
  namedBefore(phrase: string): boolean;
}

/** Nouns a colon or a frame announces without defining them: "one problem: …", "the answer: …". */
const DISCOURSE_NOUN =
  /^(?:problem|question|answer|goal|aim|reason|result|point|issue|choice|challenge|solution|difference|lesson|dilemma|concern|fear|hope|message|outcome|conclusion|argument|claim|finding|rule|way|idea|purpose|task|role|thing|fact|case|example|situation)s?$/i;

/** A verb of belief or of stance, said of a doctrine. */
const STANCE =
  /^(?<x>(?:\p{L}+\s+){0,2}\p{L}+ism)\s+(?<v>believes\s+in|promotes|supports|values|calls\s+for|seeks\s+to|aims\s+to|focuses\s+on|champions|upholds|defends)\s+(?<y>.+)$/iu;

/** "X is premised on the idea that …", "X is based on the principle that …", "X rests on the belief that …". */
const PREMISED =
  /^(?<x>[^,;:()]{3,60}?)(?:,\s+(?:also|commonly|often|sometimes)\s+(?:called|known\s+as|referred\s+to\s+as)\s+[^,;:]{2,50},)?\s+(?:is|are)\s+(?:(?:premised|based|founded|built|grounded|predicated)\s+(?:on|upon)|rests?\s+on)\s+(?<genus>the\s+(?:idea|principle|belief|notion|assumption|premise|view|conviction))\s+that,?\s+(?<y>.+)$/iu;
const RESTS =
  /^(?<x>[^,;:()]{3,60}?)\s+(?:rests?|relies|depends)\s+(?:on|upon)\s+(?<genus>the\s+(?:idea|principle|belief|notion|assumption|premise|view|conviction))\s+that,?\s+(?<y>.+)$/iu;

/** "…, which says that …": a theory or a doctrine before the comma, what it says after it. */
const WHICH_SAYS = /,\s+which\s+(?:says|holds|states|argues|maintains|asserts|claims|contends|posits|proposes)\s+that,?\s+(?<y>.+)$/iu;
const DOCTRINE_HEAD = /(?:\s(?:theory|doctrine|principle|view|perspective|model|hypothesis)|ism)$/i;

/** "…, which were believed to be God-given rights …": what people took the thing to be. */
const WHICH_BELIEVED = /,\s+which\s+(?:is|are|was|were)\s+(?:(?:widely|generally|commonly)\s+)?(?:believed|thought|held|understood|considered)\s+to\s+be\s+(?<y>.+)$/iu;

/** "According to the doctrine of comparable worth, people should be …". */
const ACCORDING =
  /^According\s+to\s+(?:the\s+)?(?:(?<genus>doctrine|principle|theory|idea|notion|concept)\s+of\s+(?<x>[\p{Ll}-]+(?:\s+[\p{Ll}-]+){0,3})|(?<y2>(?:[\p{Ll}-]+\s+){0,2}(?:theory|doctrine|[\p{Ll}-]+ism))),\s+(?<y>\S.{10,})$/u;

/** "…, so named because it redistributes …". */
const SO_NAMED = /,\s+so\s+(?:named|called)\s+because\s+(?:it|they)\s+(?<y>.+)$/iu;

/** "Known as libertarians, these individuals believe …": the name first, then who they are. */
const KNOWN_AS = /^(?:Known|Referred\s+to)\s+as\s+(?:the\s+)?(?<x>\p{Ll}[^,;:()]{2,40}),\s+(?:these|such|the)\s+(?<n>\p{Ll}+s)\s+(?<y>(?:believe|hold|argue|want|seek|support|oppose|favor|favour|prefer|reject|think)\s.+)$/u;
const PEOPLE = /^(?:people|individuals|persons|members|citizens|voters|thinkers|scholars|\p{L}+(?:ists|ians|ers|ors))$/iu;

/** "…, which gives …": a present-tense verb says what the thing before the comma does. */
const WHICH_DOES = /,\s+which\s+(?<v>(?!is\b|has\b|was\b|says\b|reads\b|holds\b|states\b|means\b)\p{Ll}+[^s\s]s)\s+(?<y>.+)$/u;
/** Named rules, effects and tests: what they do is what they are. */
const CONCEPT_HEAD = /\s(?:effect|clause|rule|principle|doctrine|test|standard|fallacy|bias|paradox)$/i;

/** "…: citizen science occurs when …". */
const AFTER_COLON_OCCURS = /:\s+(?<x>\p{Ll}[\p{Ll}\s-]{2,50}?)\s+(?:occurs?|happens?|exists?)\s+when(?:ever)?\s+(?<y>.+)$/u;

/** A colon closing a clause on a noun phrase, a clause after it: "… favor majority rule: the opinions of …". */
const COLON_CLAUSE = /^(?<before>[^:;]{6,200}?)\s*:\s+(?<after>\p{Ll}[^:;]{20,300})$/u;

export function matchSentenceGlosses(sentence: string, context: SentenceGlossContext): DefinitionMatch[] {
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  if (body.endsWith('?') || body.length < 20) return [];
  const lower = body.toLowerCase();
  const out: DefinitionMatch[] = [];
  let reading: SentenceReading | undefined;
  const read = (): SentenceReading => (reading ??= readSentence(body));
  const push = (term: string | undefined, meaning: string | undefined, form: DefinitionMatch['form'], pattern: string, confidence: number): void => {
    if (!term || !meaning || meaning.toLowerCase().includes(term.toLowerCase())) return;
    out.push({ term, meaning, form, plural: looksPlural(term), confidence, pattern });
  };
  if (lower.includes(':')) {
    const occurs = AFTER_COLON_OCCURS.exec(body)?.groups;
    const term = occurs?.x ? recurringTerm(occurs.x, context) : undefined;
    const condition = occurs?.y ? cutMeaning(occurs.y, { clause: true }) : undefined;
    if (term && condition) push(term, `when ${condition}`, 'when-clause', 'colon-occurs-when', 0.75);
    else {
      const colon = colonClause(body, context, read);
      if (colon) push(colon.term, colon.meaning, 'when-clause', 'colon-clause', 0.6);
    }
  }
  if (/ on the (?:idea|principle|belief|notion|assumption|premise|view|conviction) that/.test(lower)) {
    const premised = (PREMISED.exec(withoutConnective(body)) ?? RESTS.exec(withoutConnective(body)))?.groups;
    const named = premised?.x ? subjectTerm(premised.x, context) : undefined;
    // "Society rests on the principle that …": a single broad noun rests on many ideas; a doctrine ("federalism") or a
    // named practice ("town meetings") is the idea it rests on.
    const term = named && (/\s/.test(named.trim()) || /ism$/i.test(named.trim())) ? named : undefined;
    const meaning = premised?.y ? cutMeaning(premised.y, { clause: true }) : undefined;
    if (term && meaning && premised?.genus) push(term, `${premised.genus.toLowerCase()} that ${meaning}`, 'noun-phrase', 'premised-on', 0.75);
  }
  if (lower.includes(', which ')) {
    const says = WHICH_SAYS.exec(body);
    const theory = says ? doctrineBefore(body.slice(0, says.index), context, read()) : undefined;
    const claim = says?.groups?.y ? cutMeaning(says.groups.y, { clause: true }) : undefined;
    if (theory && claim) push(theory, `the idea that ${claim}`, 'noun-phrase', 'which-says', 0.75);
    const believed = WHICH_BELIEVED.exec(body);
    const thing = believed ? termBefore(body.slice(0, believed.index), context, read()) : undefined;
    const taken = believed?.groups?.y ? describedAs(believed.groups.y) : undefined;
    if (thing && taken) push(thing, taken, 'noun-phrase', 'which-believed', 0.7);
  }
  // "Today, modern liberalism focuses on …": a time word before the doctrine sets when, not what it is about.
  const stance = STANCE.exec(withoutConnective(body).replace(/^(?:Today|Now|Nowadays|Currently),\s+/, ''))?.groups;
  if (stance?.x && stance.v && stance.y) {
    const term = cleanTerm(stance.x.toLowerCase());
    const meaning = cutMeaning(stance.y);
    // "Fascism promotes …": a doctrine the text keeps naming, or a qualified one ("classical liberalism").
    if (term && meaning && (term.includes(' ') || context.phraseCount(term) >= 2)) push(term, `${stance.v.toLowerCase().replace(/\s+/g, ' ')} ${meaning}`, 'verb-phrase', 'doctrine-stance', 0.6);
  }
  if (body.startsWith('According to ')) {
    const according = ACCORDING.exec(body)?.groups;
    const named = according?.x ?? according?.y2;
    // "the doctrine of comparable worth" names its concept outright, once is enough; a bare "conflict theory" must recur.
    const term = according?.x ? cleanTerm(according.x, undefined, context.phraseCount) : named ? recurringTerm(named, context) : undefined;
    const claim = according?.y && term ? timelessClaim(according.y, read()) : undefined;
    if (term && claim) push(term, `${according?.genus ? `the ${according.genus}` : 'the idea'} that ${claim}`, 'noun-phrase', 'according-to', 0.65);
  }
  if (lower.includes(' so named because ') || lower.includes(' so called because ')) {
    const named = SO_NAMED.exec(body);
    const term = named ? termBefore(body.slice(0, named.index), context, read()) : undefined;
    const meaning = named?.groups?.y ? cutMeaning(named.groups.y) : undefined;
    if (term && meaning && /^\p{Ll}+s\s/u.test(meaning)) push(term, meaning, 'verb-phrase', 'so-named', 0.75);
  }
  if (body.startsWith('Known as ') || body.startsWith('Referred to as ')) {
    const known = KNOWN_AS.exec(body)?.groups;
    // "Known as libertarians, …" opens on the name itself: once is enough.
    const term = known?.x ? cleanTerm(known.x.trim(), undefined, context.phraseCount) : undefined;
    const meaning = known?.y ? cutMeaning(known.y) : undefined;
    const who = known?.n && PEOPLE.test(known.n) ? 'who' : 'that';
    if (term && meaning && known?.n) push(term, `${known.n.toLowerCase()} ${who} ${meaning}`, 'noun-phrase', 'known-as-these', 0.7);
  }
  if (lower.includes(', which ')) {
    const does = WHICH_DOES.exec(body);
    // A rule, an effect or a test is a named concept by its head ("the coattail effect"): named once is enough.
    const concept = does ? termBefore(body.slice(0, does.index), { ...context, phraseCount: () => 2 }, read()) : undefined;
    const meaning = does?.groups?.y ? cutMeaning(does.groups.y) : undefined;
    // "the coattail effect, which gives …": a named rule, effect or test at its first mention, said by what it does now.
    if (concept && CONCEPT_HEAD.test(concept) && !context.namedBefore(concept) && meaning && does?.groups?.v) push(concept, `${does.groups.v.toLowerCase()} ${meaning}`, 'verb-phrase', 'which-does', 0.6);
  }
  return out;
}

/** A lower-case noun phrase the text keeps naming. */
function recurringTerm(raw: string, context: SentenceGlossContext): string | undefined {
  const term = cleanTerm(raw.trim(), undefined, context.phraseCount);
  return term && /^\p{Ll}/u.test(term) && context.phraseCount(term) >= 2 ? term : undefined;
}

/** The subject of a sentence as a term: "New federalism" (sentence case lowered), not a name or a pronoun. */
function subjectTerm(raw: string, context: SentenceGlossContext): string | undefined {
  const words = raw.trim().replace(/^(?:the|a|an)\s+/i, '').split(/\s+/);
  if (words.slice(1).some((w) => /^\p{Lu}/u.test(w))) return undefined;
  const phrase = [words[0]?.toLowerCase() ?? '', ...words.slice(1)].join(' ');
  // "new federalism", "classical liberalism": a doctrine's name may open on a word cleanTerm reads as a mere grading.
  if (/^[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?ism$/u.test(phrase) && context.phraseCount(phrase) >= 2) return phrase;
  return recurringTerm(phrase, context);
}

/** The adjective–noun run ending the text, as a term the text keeps naming: "… between government and natural rights". */
function termBefore(text: string, context: SentenceGlossContext, reading: SentenceReading): string | undefined {
  const all = text.trim().split(/\s+/);
  const tags = readWords(all.slice(-5), reading);
  let start = tags.length;
  while (start > 0 && /^(?:ADJ|NOUN)$/.test(tags[start - 1]!.pos) && /^[\p{Ll}-]+$/u.test(tags[start - 1]!.text)) start--;
  if (start === tags.length || tags.at(-1)?.pos !== 'NOUN' || !/^[\p{Ll}-]+$/u.test(all.at(-1) ?? '')) return undefined;
  // The longest run the text keeps naming: "natural rights", not "government and natural rights".
  for (let from = start; from < tags.length; from++) {
    const term = recurringTerm(tags.slice(from).map((t) => t.text).join(' '), context);
    if (term) return term;
  }
  return undefined;
}

/** "the pluralist theory of government" → "pluralist theory"; the phrase must name a theory, a doctrine or an -ism. */
function doctrineBefore(text: string, context: SentenceGlossContext, reading: SentenceReading): string | undefined {
  const words = trailingNounPhraseWords(text, reading);
  if (words.length === 0 || words.some((w) => /^\p{Lu}/u.test(w))) return undefined;
  const phrase = words.join(' ');
  // "the pluralist theory of government": a qualified theory is named without what it is a theory of.
  const qualified = /^(?<name>(?:[\p{Ll}-]+\s+){1,2}(?:theory|doctrine|principle|view|perspective|model|hypothesis))\s+of\s+/u.exec(phrase)?.groups?.name;
  const name = qualified ?? phrase;
  if (!DOCTRINE_HEAD.test(name)) return undefined;
  const term = cleanTerm(name, reading, context.phraseCount);
  // The count of the whole phrase or of its head's qualifier ("pluralist theory", "pluralist theorists").
  return term && (context.phraseCount(term) >= 2 || context.phraseCount(term.split(/\s+/)[0] ?? '') >= 3) ? term : undefined;
}

/** "God-given rights to life, liberty, and property": a noun phrase that describes, not a ranking ("the most …"). */
function describedAs(text: string): string | undefined {
  const phrase = text.trim();
  const words = phrase.split(/\s+/);
  if (words.length < 3 || words.length > 30 || /[;:]/.test(phrase)) return undefined;
  if (/^(?:the\s+)?(?:most|least|best|worst|first|only|one)\b/i.test(phrase) || /^(?:the|this|that|these|those|his|her|their|its)\s/i.test(phrase)) return undefined;
  const tags = readSentence(phrase).tags;
  // A noun phrase: no verb of its own before its relative clause, and a noun among its first words.
  const relative = tags.findIndex((t) => /^(?:that|which|who|whose|where)$/i.test(t.text));
  const head = relative < 0 ? tags : tags.slice(0, relative);
  if (hasFiniteVerb(head.filter((t) => !/(?:ed|en)$/i.test(t.text))) || !tags.slice(0, 4).some((t) => t.pos === 'NOUN')) return undefined;
  return phrase;
}

/** "people should be compensated equally for …": a clause that states a rule, not a story ("the court ruled …"). */
function timelessClaim(clause: string, reading: SentenceReading): string | undefined {
  const meaning = cutMeaning(clause, { clause: true });
  if (!meaning) return undefined;
  const tags = readWords(meaning.split(/\s+/).slice(0, 12), reading);
  const first = tags[0];
  if (!first || (isProForm(first) && !/^(?:all|every|each|no|most)$/i.test(first.text))) return undefined;
  // "people with shared interests will form …": a participle after a preposition or a determiner modifies a noun.
  const verb = tags.find((t, i) => (t.pos === 'AUX' || t.pos === 'VERB') && !/^(?:ADP|DET|ADJ)$/.test(tags[i - 1]?.pos ?? ''));
  if (!verb || /^(?:was|were|had|did)$/i.test(verb.text) || (verb.pos === 'VERB' && /ed$/i.test(verb.text) && verb.lemma !== verb.text.toLowerCase())) return undefined;
  return meaning;
}

/**
 * "representative governments favor majority rule" read as one noun phrase: a word after a plural noun that reads as a verb
 * after "they" ("favor") is the verb, and the phrase after it the object.
 */
function verbAfterPluralCut(words: string[], reading: SentenceReading): string[] {
  const tags = readWords(words, reading);
  for (let i = tags.length - 3; i >= 0; i--) {
    const plural = tags[i]!;
    if (plural.pos !== 'NOUN' || !/s$/i.test(plural.text) || plural.lemma === plural.text.toLowerCase()) continue;
    if (tagEnglish(`they ${words[i + 1] ?? ''}`)[1]?.pos === 'VERB') return words.slice(i + 2);
  }
  return words;
}

/** "… two types: A, B, and C", "the following: …": a count before the colon announces a list. */
const ANNOUNCES_LIST = new RegExp(
  String.raw`\b${wordGroup(numberWords('en', 2, 5), ['several', 'following', 'these', 'those', 'both', 'many', 'various', 'some'])}\b(?:\s+\S+){0,4}$`,
  'i',
);

/**
 * "Most representative governments favor majority rule: the opinions of the majority … have more influence …";
 * "In many socialist countries the government is an oligarchy: only members of a certain party … can participate".
 * The noun phrase before the colon is the term, taken by a verb (not a preposition: "… in the hands of citizens:"), at
 * its first mention; after the colon, one clause with its own subject and a present verb says what holds under it.
 */
function colonClause(body: string, context: SentenceGlossContext, read: () => SentenceReading): { term: string; meaning: string } | undefined {
  const m = COLON_CLAUSE.exec(body)?.groups;
  if (!m?.before || !m.after) return undefined;
  // "… two types: A, B, and C", "the following: …": a count announces a list.
  if (ANNOUNCES_LIST.test(m.before)) return undefined;
  const reading = read();
  const words = verbAfterPluralCut(trailingNounPhraseWords(m.before, reading), reading);
  if (words.length === 0 || words.some((w) => /^\p{Lu}/u.test(w)) || (words.length === 1 && DISCOURSE_NOUN.test(words[0] ?? ''))) return undefined;
  const all = m.before.trim().split(/\s+/);
  const preceding = readWords(all.slice(Math.max(0, all.length - words.length - 2), all.length - words.length), reading);
  const taker = preceding.at(-1) && /^(?:a|an|the)$/i.test(preceding.at(-1)!.text) ? preceding.at(-2) : preceding.at(-1);
  // A verb takes the phrase ("favor majority rule", "is an oligarchy"); the tagger may read a plain verb as a noun after a plural.
  if (!taker || /^(?:ADP|SCONJ|CCONJ|NUM|DET|PRON|ADV|ADJ|PART)$/.test(taker.pos) || /^(?:no|not)$/i.test(taker.text)) return undefined;
  const tags = readWords(words, reading);
  if (tags.at(-1)?.pos !== 'NOUN') return undefined;
  const term = cleanTerm(words.join(' '), reading, context.phraseCount);
  // "a chain of events: the bank must …", "a set of rules: …": a measure of things announces steps, not a term's meaning.
  if (!term || / of /.test(term) || context.phraseCount(term) < 2 || context.namedBefore(term)) return undefined;
  const after = m.after.trim();
  const clause = readWords(after.split(/\s+/).slice(0, 14), reading);
  const first = clause[0];
  // The clause opens on its subject: an article, a noun or "only"; not a pronoun ("they are …"), an adverb ("here …") or a
  // list's first item ("lateralis (to the outside …), and medialis …").
  if (!first || (isProForm(first) && !/^(?:only|all|every|no|most)$/i.test(first.text)) || /^(?:ADV|ADP|SCONJ|CCONJ|VERB|AUX|PART|NUM)$/.test(first.pos) && !/^only$/i.test(first.text)) return undefined;
  if (/\(|\b(?:and|or)\s+(?:the\s+)?\p{Ll}+\s*\(/u.test(after.split(/\s+/).slice(0, 6).join(' '))) return undefined;
  const verbAt = clause.findIndex((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text)));
  if (verbAt < 1) return undefined;
  // Items before the verb ("A, B, and C are …") make a list, not a subject.
  if (clause.slice(0, verbAt).some((t) => t.text.endsWith(',') || t.text === ',')) return undefined;
  const verb = clause[verbAt]!;
  // A story ("the party sent agents …", "the court ruled …") is no statement of what holds.
  if (/^(?:was|were|had|did|would)$/i.test(verb.text) || (verb.pos === 'VERB' && /ed$/i.test(verb.text) && verb.lemma !== verb.text.toLowerCase())) return undefined;
  const meaning = cutMeaning(after, { clause: true });
  if (!meaning || meaning.split(/\s+/).length < 6) return undefined;
  return { term, meaning: `when ${meaning}` };
}
