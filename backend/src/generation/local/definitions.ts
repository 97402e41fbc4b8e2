import type { PhraseIndex } from '../text/phrase-index.js';
import { boundedMemo } from '../text/bounded-memo.js';
import { stem } from '../text/stem.js';
import { findWholeWords } from '../text/whole-words.js';
import { tokenize } from '../text/tokens.js';
import { matchDefinitions, type DefinitionMatch } from './definition-patterns.js';
import { lowerFirstWord, type LowercaseVocabulary } from './casing.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { isApparatusSentence, isCaption, isLearningObjectivesLead } from './boilerplate.js';
import { definitionRewritings, preferredReading, reviseMatch } from './definition-rewritings.js';
import { matchTextbookDefinitions } from './textbook-definitions.js';
import { matchInSettingDefinition } from './in-setting-definitions.js';
import { matchAttributiveNamings } from './attributive-naming-definitions.js';
import { matchInterposedNaming } from './interposed-naming-definitions.js';
import { matchBracketedGlosses } from './bracketed-glosses.js';
import { matchConditionalNaming } from './conditional-namings.js';
import { withoutSymbolNames } from './symbol-names.js';
import { matchSaidToBe } from './said-to-be-definitions.js';
import { matchWhichMeansGlosses } from './which-means-glosses.js';
import { matchAdjectiveGlosses } from './adjective-glosses.js';
import { matchClauseNamings } from './clause-namings.js';
import { matchStatedLaw } from './stated-laws.js';
import { matchPastTenseCopula } from './past-tense-definitions.js';
import { matchNameAppositives } from './name-appositives.js';
import { matchSentenceGlosses } from './sentence-glosses.js';
import { disagreesInNumber } from './number-agreement.js';
import { identifiesARankedPart } from './ranked-parts.js';
import { cutBeforeItsNoun, cutInsideANumber } from './comma-cut-meanings.js';
import { withoutBookReference } from './book-references.js';
import { offersALikeness } from './figurative-meanings.js';
import { glossesTheWholeOfPhrase } from './of-phrase-appositives.js';
import { namesOnlyAnotherName } from './name-for-name.js';
import { opensOnAClause } from './naming-clauses.js';
import { narratesWhatTheClauseDid, renamesTheClause, saysWhatHappensThere } from './clause-appositives.js';

/** Patterns naming a noun phrase of the sentence: which noun phrase is named can be misread. */
const NAMED_IN_PASSING = new Set(['known-as', 'attributive-naming', 'inverse-called']);
/** Readings of a noun phrase set after a comma beside the term. */
const APPOSED = new Set(['object-renamed', 'name-appositive', 'appositive-gloss']);
import { matchAppositiveGlosses } from './appositive-glosses.js';
import { matchOneWordSettingGlosses } from './one-word-setting-glosses.js';
import { matchOrNamings } from './or-namings.js';
import escapeStringRegexp from 'escape-string-regexp';
import { definesLabel, sentenceDashLabel } from './dash-labels.js';
import { glossedTermArticle } from './colon-labels.js';
import { matchAcronymExpansions } from './acronym-expansions.js';

/**
 * Picks the document's definitions: every sentence is matched against the definition patterns,
 * each term keeps its most reliable definition, and terms are ranked by pattern confidence and
 * how central the term is (repetition, presence in the title or headings).
 */

export interface FoundDefinition extends DefinitionMatch {
  sentence: PreparedSentence;
  score: number;
  /** The source used "a/an" before the term: a count noun ("What is a normal good?"). */
  countNoun?: boolean;
  /** The source said "the X": asked as "What is the X?". */
  definite?: boolean;
  /** Spanish: the article the source puts before a bare term ("en el origen" → "el"), for "¿Qué es el origen?". */
  article?: string;
}

export interface DefinitionOptions {
  /** At most this many definitions are returned. */
  limit: number;
  /** Definitions scoring below this are dropped even when there is room. */
  minScore: number;
  /** Weight of ln(occurrences of the term) in the score. */
  repetitionWeight?: number;
  /** Multiplier when every word of the term appears in the title or a heading. */
  topicBoost?: number;
  /**
   * Matches already found for a sentence (keyed by its text and context). A section re-reads the
   * sentences of its whole: the first reading (with the whole's phrase counts) is reused.
   */
  matchCache?: Map<string, DefinitionMatch[]>;
}

/**
 * No definition runs to hundreds of words, and the patterns read a sentence clause by clause, comma by comma:
 * on one pasted "sentence" of thousands of commas that work grows with the square of its length and would hold
 * the worker that every learner's notes wait for.
 */
export const MAX_DEFINING_SENTENCE_CHARACTERS = 2_000;

export function findDefinitions(
  doc: PreparedDocument,
  phrases: PhraseIndex,
  vocabulary: LowercaseVocabulary,
  options: DefinitionOptions,
): FoundDefinition[] {
  const topicStems = new Set(
    [doc.givenTitle ?? '', ...doc.headings.map((h) => h.text)].flatMap((t) => tokenize(t).map(stem)),
  );
  const byTerm = new Map<string, FoundDefinition>();
  let lowerText: string | undefined;
  const sentenceStarts: number[] = [];
  doc.sentences.forEach((sentence, i) => {
    // A sentence pointing at a feature box ("…, as the following Clear It Up feature shows") may still define in its
    // first clause; captions and objectives never do.
    if (sentence.apparatus && (isCaption(sentence.text) || isLearningObjectivesLead(sentence.text))) return;
    if (sentence.text.length > MAX_DEFINING_SENTENCE_CHARACTERS) return;
    const before = doc.sentences[i - 1];
    const sameBlock = before !== undefined && before.blockIndex === sentence.blockIndex;
    // Only a displayable sentence of the same paragraph can be what "this" names.
    const previous = sameBlock && before.displayable ? before.text : undefined;
    const isListItem = sentence.blockKind === 'list-item';
    const cacheKey = `${previous ?? ''}\u0001${isListItem ? 1 : 0}${doc.kind !== 'video' && sentence.positionInBlock === 0 ? 1 : 0}\u0001${sentence.text}`;
    let matches = options.matchCache?.get(cacheKey);
    if (!matches) {
      const opensBlock = doc.kind !== 'video' && sentence.positionInBlock === 0;
      const context = { isListItem, opensBlock, written: doc.kind !== 'video', phraseCount: (p: string) => phrases.count(p), ...(previous ? { previous } : {}) };
      const labelled = sentenceDashLabel(sentence, doc.kind);
      const text = withoutBookReference(preferredReading(labelled?.rest ?? sentence.text));
      matches = matchDefinitions(text, context).flatMap((m) => reviseMatch(m, text) ?? []);
      // "Conversely, when …", "A debit card, like a check, is …": read again without the aside.
      for (const rewritten of matches.length === 0 ? definitionRewritings(text) : []) {
        matches = matchDefinitions(rewritten, context).flatMap((m) => reviseMatch(m, rewritten) ?? []);
        if (matches.length > 0) break;
      }
      // A question before ("What about a situation where …?") can be what "We call this kind of good …" names.
      const asked = sameBlock && !before.apparatus ? before.text : undefined;
      const namedBefore = (phrase: string): boolean => {
        // One lower-case copy of the text, made only when a dash apposition asks.
        if (lowerText === undefined) {
          lowerText = doc.sentences.map((s) => s.text.toLowerCase()).join('\n');
          for (let k = 0, at = 0; k < doc.sentences.length; at += doc.sentences[k]!.text.length + 1, k++) sentenceStarts.push(at);
        }
        const at = findWholeWords(lowerText, phrase.toLowerCase());
        return at >= 0 && at < (sentenceStarts[i] ?? 0);
      };
      matches = [...matches, ...matchTextbookDefinitions(text, { phraseCount: context.phraseCount, namedBefore, ...(asked ? { previous: asked } : {}) })];
      // "In negative punishment, you remove …": a written setting; a speaker's "in this case" points at the screen.
      const setting = context.written ? matchInSettingDefinition(text, { phraseCount: context.phraseCount, namedBefore }) : undefined;
      if (setting && !matches.some((m) => m.term === setting.term)) matches = [...matches, setting];
      // "a fatty substance known as the myelin sheath, which coats …": named in passing, without a comma or a copula.
      const named = context.written ? matchAttributiveNamings(text) : [];
      // "The last clause of Article I, Section 8, commonly referred to as the elastic clause, enables …": a name inside the subject.
      const interposed = context.written ? matchInterposedNaming(text, context) : [];
      // "… can lead to neurosis (a tendency to experience negative emotions), …": a gloss in brackets after the term.
      const glossed = context.written ? matchBracketedGlosses(text, context.phraseCount) : [];
      // "When someone has two copies of the same allele, they are said to be homozygous": the condition names the state.
      const said = context.written ? matchSaidToBe(text) : [];
      // "A function is called multivariable if it consists of …": a kind named by the condition its members meet.
      const conditional = context.written ? matchConditionalNaming(text) : [];
      // "Another method of cost sharing is coinsurance, which means that the insurance company covers …"
      const amounts = context.written ? matchWhichMeansGlosses(text, context.phraseCount) : [];
      // "A scientific hypothesis is also falsifiable, or capable of being shown to be incorrect."
      const properties = context.written ? matchAdjectiveGlosses(text) : [];
      // "…, ignoring evidence that would tell us our hunch is false; this is known as confirmation bias."
      const pointed = context.written ? matchClauseNamings(text, context) : [];
      // "The Jesuits were members of the Society of Jesus, an elite religious order …": history defines in the past tense.
      const past = context.written && matches.length === 0 ? matchPastTenseCopula(text, context) : [];
      // "… west of the Proclamation Line, a borderline running along the spine of the Appalachian Mountains": a name glossed in passing.
      const glossedNames = context.written ? matchNameAppositives(text, context) : [];
      // "… favor majority rule: the opinions of the majority …", "X is premised on the idea that …": the sentence glosses a term it names.
      const sentenceGlosses = context.written ? matchSentenceGlosses(text, { phraseCount: context.phraseCount, namedBefore }) : [];
      // "… to be a republic, a regime in which …", "… the ideology—established beliefs and ideals that …—of …": a key term glossed in passing.
      const apposed = context.written ? matchAppositiveGlosses(text, { phraseCount: context.phraseCount, namedBefore }) : [];
      // "… involves arbitration, in which a neutral party …": a one-word term glossed by what holds inside it.
      const settings = context.written ? matchOneWordSettingGlosses(text, context) : [];
      // "The revocation of voting rights, or disenfranchisement, took …": the subject described, then named after ", or".
      const orNamed = context.written ? matchOrNamings(text) : [];
      // "XML, which stands for Extensible Markup Language": an abbreviation spelled out, written or said.
      const expansions = matchAcronymExpansions(text);
      const found = matches;
      // "Newton’s first law: Every object will continue …": the law is the term, and its statement's subject no term of its own.
      const law = context.written ? matchStatedLaw(text) : undefined;
      // A gloss another reading already gave ("total population composition") keeps that reading.
      matches = [...found, ...[...named, ...interposed, ...glossed, ...said, ...conditional, ...amounts, ...properties, ...pointed, ...past, ...glossedNames, ...sentenceGlosses, ...settings, ...orNamed, ...expansions, ...apposed.filter((a) => !found.some((m) => m.meaning === a.meaning))].filter((n) => !found.some((m) => m.term === n.term))];
      if (law) matches = [law, ...matches.filter((m) => !law.meaning.toLowerCase().includes(m.term.toLowerCase()))];
      if (sentence.apparatus) matches = matches.filter((m) => !isApparatusSentence(m.meaning));
      matches = matches.filter((m) => definesLabel(m.term, labelled));
      options.matchCache?.set(cacheKey, matches);
    }
    for (const match of matches) {
      // Sentence-initial capitals are not part of a term: "Economics is …" defines "economics";
      // a title-case name ("Current Population Survey") keeps its capitals.
      const term = isTitleCase(match.term) ? match.term : match.pattern === 'label-gloss' ? labelTermCase(match.term, vocabulary) : lowerFirstWord(match.term, vocabulary);
      // "Putnam argues that …": a subject the text never writes in lower case is a person, not a doctrine.
      // "Maoism held that …": a doctrine's name is capitalised too.
      if (match.pattern === 'doctrine-holds' && /^\p{Lu}/u.test(term) && !/(?:ism|\stheory)$/i.test(term)) continue;
      // "Neolin was a spiritual leader …", "Cahokia was a city …": one thing the text names, a person or a place, not a term.
      if (match.pattern === 'past-copula' && !match.plural && /^\p{Lu}/u.test(term)) continue;
      // "Smith, a farmer from Ohio, was …": a renamed subject the text never writes in lower case is a name.
      if (match.pattern === 'subject-renamed' && /^\p{Lu}/u.test(term)) continue;
      // "the movement of charged particles, called ions": a name given in passing belongs to the noun it agrees with.
      if (NAMED_IN_PASSING.has(match.pattern) && disagreesInNumber(term, match.meaning, Object.keys(sourceArticle(term, sentence.text)).length > 0)) continue;
      // "The Spanish government gave each grantee, known as an encomendero, …", "The Linear B tablets indicate that the ruler of
      // these palaces was known as …": the named thing, read back to the sentence's start, became a clause. (A named subject
      // inside the sentence — "…, and the galaxies in which … are called …" — is read by its own clause.)
      if (doc.kind !== 'video' && (match.pattern === 'known-as' || (match.pattern === 'inverse-called' && /^\p{Lu}/u.test(match.meaning))) && opensOnAClause(match.meaning)) continue;
      // "… appointed by state legislatures, a variation on the Virginia Plan": the appositive renames what the clause did.
      if (match.pattern === 'object-renamed' && renamesTheClause(term, match.meaning)) continue;
      // "… the supernatural world, a quality that was highly prized": a past act or quality sums up the story, it renames nothing.
      if (APPOSED.has(match.pattern) && narratesWhatTheClauseDid(match.meaning)) continue;
      // "An analogy is an inflated balloon, which will expand …": the writer's likeness of what the paragraph explains.
      if (doc.kind !== 'video' && match.pattern === 'copula' && offersALikeness(term, match.meaning)) continue;
      // "The outermost layer is the fibrous tunic": a part picked out by its place in a series, then named.
      if (match.pattern === 'copula' && identifiesARankedPart(term, match.meaning)) continue;
      if (doc.kind !== 'video' && cutBeforeItsNoun(match.meaning, sentence.text)) continue;
      // "… north of the Alps, an area of roughly 400,000 square miles": the comma was a number's.
      if (cutInsideANumber(match.meaning, sentence.text)) continue;
      // "… slow convection of the mantle, a process by which heat escapes …": the gloss is of the whole "X of the term".
      if (doc.kind !== 'video' && APPOSED.has(match.pattern) && glossesTheWholeOfPhrase(match.term, match.meaning, sentence.text)) continue;
      // "Yongle emperor — son Zhu Di", "Ibrahim — The story of Abraham": a name glossed by another name.
      if (doc.kind !== 'video' && namesOnlyAnotherName(term, match.meaning, sentence.text)) continue;
      // "… on the skin surface, where the sweat is released": a place the sentence reaches, and what is found there.
      if (match.pattern === 'in-which' && saysWhatHappensThere(term, sentence.text)) continue;
      const found: FoundDefinition = { ...match, term, sentence, score: scoreDefinition(match, phrases, topicStems, options, sentence.text) };
      const key = termKey(term);
      const previous = byTerm.get(key);
      if (!previous || found.score > previous.score) byTerm.set(key, found);
    }
  });
  const kept = bestScored([...byTerm.values()].filter((d) => d.score >= options.minScore), options.limit);
  // The article is read for the kept definitions only: each reading compiles a pattern for its term.
  // "The range R of a function f : X → Y is …": the article is read where the term was, without its symbols.
  return kept.map((d) => ({ ...d, ...(d.pattern === 'label-gloss' ? glossedTermArticle(d.meaning) : sourceArticle(d.term, withoutSymbolNames(d.sentence.text), d.meaning)) }));
}

/** The `limit` best-scored definitions, in the order the text gives them. */
export function bestScored<T extends { score: number; sentence: { index: number } }>(definitions: readonly T[], limit: number): T[] {
  return [...definitions]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .sort((a, b) => a.sentence.index - b.sentence.index);
}

/**
 * Confidence × centrality. A term used several times, or named in a heading, is what the text
 * is teaching; a one-off subject ("queen conch") is more likely an aside.
 */
function scoreDefinition(match: DefinitionMatch, phrases: PhraseIndex, topicStems: ReadonlySet<string>, options: DefinitionOptions, sentence: string): number {
  const occurrences = Math.max(1, phrases.count(match.term));
  const termStems = tokenize(match.term).map(stem);
  const inTopic = termStems.length > 0 && termStems.every((t) => topicStems.has(t) || t.length <= 2);
  const repetition = 1 + (options.repetitionWeight ?? 0.35) * Math.log(occurrences);
  // An abbreviation spelled out ("GIN stands for …") is asked as one: what it stands for is the card.
  const weight = match.pattern === 'stands-for' ? 1 : nameWeight(match.term, sentence);
  return match.confidence * repetition * (inTopic ? (options.topicBoost ?? 1.3) : 1) * weight;
}

/**
 * A name ("Current Population Survey", "FOMC") is usually an instance the text mentions; glossaries list concepts. A bare
 * acronym ("FOMC") is almost never the glossary's entry: its spelled-out form is. A name the defining sentence writes after
 * "the" ("the Maginot Line, a system of fortifications …", "known as the Reign of Terror") is a named law, event, body or
 * line, which is what a history or a government course teaches by name; a person's name takes no article.
 */
export function nameWeight(term: string, sentence: string): number {
  if (/^[\p{Lu}\p{N}&]{2,}$/u.test(term)) return 0.4;
  return isTitleCase(term) && !sourceArticle(term, sentence).definite ? 0.6 : 1;
}

/**
 * A label's capital is the line's: "Heuristic: an estimate …" defines "heuristic" even where the text never writes it in
 * lower case. A word the text writes capitalised mid-sentence ("by Ethiopian traders") is a name and keeps it.
 */
function labelTermCase(term: string, vocabulary: LowercaseVocabulary): string {
  const [first = '', ...rest] = term.split(' ');
  const bare = first.toLowerCase().replace(/['’]s$/u, '');
  // "Ethiopian or Black race": a capital further in makes the label a name.
  if (!/^\p{Lu}\p{Ll}/u.test(first) || /['’]s$/u.test(first) || vocabulary.has(`^${bare}`) || rest.some((w) => /^\p{Lu}/u.test(w))) return term;
  return [first.toLowerCase(), ...rest].join(' ');
}

/** Normalised identity of a term: case, articles and plural endings folded. */
export function termKey(term: string): string {
  return tokenize(term.replace(/^(?:the|a|an)\s+/i, ''))
    .map(stem)
    .join(' ');
}

/**
 * The article the sentence puts before the term, where the term ends its noun phrase: "A patent gives …" →
 * "What is a patent?"; "the payment system, which …" → "What is the payment system?"; not "a fee-for-service basis".
 */
export function sourceArticle(term: string, text: string, meaning = ''): Pick<FoundDefinition, 'countNoun' | 'definite'> {
  const article = articleBefore(term).exec(text)?.[1]?.toLowerCase();
  // "The processor is a collection of circuits …": a generic "the"; the class ("a collection") asks "What is a processor?".
  // A name keeps its "the" ("the Proclamation Line, a borderline …" asks "What is the Proclamation Line?").
  // "The variance of a random variable is a measure …": a property of something named after "of" is one, and keeps "the".
  if (article === 'the') return /^an?\s/i.test(meaning) && !/^\p{Lu}/u.test(term) && !/\sof\s/i.test(term) ? {} : { definite: true };
  return article ? { countNoun: true } : {};
}

/** A term's article pattern, compiled once: the whole and then its section each read the article of a kept term. */
const articlePatterns = boundedMemo<string, RegExp>(2_000);

function articleBefore(term: string): RegExp {
  const known = articlePatterns.get(term);
  if (known) return known;
  const escaped = escapeStringRegexp(term);
  return articlePatterns.set(term, new RegExp(`(?:^|[\\s(“"])(a|an|the)\\s+${escaped}(?=[,.;:()”"]|\\s+(?:is|are|was|were|which|that|who|and|or|in|of|to|for|with|as|when|where|because|by|on|at|from|has|have|can|will|means|refers|occurs|gives)\\b|$)`, 'iu'));
}

function isTitleCase(term: string): boolean {
  // The abbreviation in "Federal Open Market Committee (FOMC)" is not a word of the name.
  const words = term.replace(/\s*\([^()]*\)\s*$/, '').split(' ').filter((w) => w.length > 3);
  return words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w));
}
