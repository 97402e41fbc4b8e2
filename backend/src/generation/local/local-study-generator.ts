import {
  GenerationError,
  type Definition,
  type Flashcard,
  type KeyIdea,
  type SourceDocument,
  type StudyGenerator,
  type StudyMaterial,
} from '../generation.types.js';
import { resolveLanguage } from '../text/language.js';
import { createPhraseIndex } from '../text/phrase-index.js';
import { stem } from '../text/stem.js';
import { tokenize } from '../text/tokens.js';
import { findWholeWordsInLowerCase } from '../text/whole-words.js';
import { definitionQuestion, gateCards, gateDefinitions, isOtherName } from './card-gates.js';
import { lowercaseVocabulary, type LowercaseVocabulary } from './casing.js';
import { citationFor } from './citation.js';
import { bestScored, findDefinitions, type FoundDefinition } from './definitions.js';
import { isCutFromLongerName, isPartOfName, sameMeaning } from './cut-names.js';
import type { DefinitionMatch } from './definition-patterns.js';
import { difficultyOf, durationMinutesOf } from './difficulty.js';
import { announcedListCards } from './announced-lists.js';
import { explanationCards } from './explanation-cards.js';
import { informalDefinitionCards } from './informal-definitions.js';
import { namedSubjectClozeCards } from './named-subject-cloze.js';
import { notJustCards } from './not-just-cards.js';
import { relationCards } from './relation-cards.js';
import { saidConditionCards } from './said-conditions.js';
import { factCards } from './fact-cards.js';
import { buildFlashcards, conditionCards, definitionCard } from './flashcards.js';
import { germanCauseCards } from './german-cause-cards.js';
import { selectKeyIdeas } from './key-ideas.js';
import { lectureTerms, recurringPhrases, termClozeCards, worthBlanking, type PhraseOccurrenceCache } from './key-terms.js';
import { rankKeyphrases, type Keyphrase } from './keyphrases.js';
import { prepareDocument, type PreparedDocument } from './prepare-document.js';
import { DEFAULT_SALIENCE_WEIGHTS, mostCentralFirst, scoreSentences, type SalienceModel, type SalienceWeights } from './salience.js';
import { BEFORE_FIRST_ENTRY, findSourceParts, type SourcePart } from './source-parts.js';
import { subDocument } from './sub-document.js';
import { withoutLeadingConnective } from './sentence-quality.js';
import { spokenDefinitions } from './spoken-definition-finder.js';
import { withoutNearDuplicateTerms } from './near-duplicate-terms.js';
import { spokenMeaning } from './genus-then-differentia.js';
import { namesTopicEarly } from './topic-position.js';
import { keyPointCandidates, opensOnSubjectThenVerb } from './key-point-candidates.js';
import { DEFAULT_SUMMARY_OPTIONS, selectSummary, type SummaryOptions } from './summary.js';
import { withSummaryFit } from './summary-fit.js';
import { withoutUnfitTalkLines } from './talk-note-lines.js';
import { storyCharacters } from './caption-card-gates.js';
import { writtenStoryCast } from './written-story-casts.js';
import { buildTimestamps } from './timestamps.js';
import { centralConcept, isTeaserHeading, kindNamedByAdjective, phraseCount, sectionConcept, titleKey } from './section-titles.js';
import { chooseTitle, namedTitle, titleCase } from './title.js';
import { POINTING_WORD_FR_DE } from './pointer-words.js';
import { afterShortOpener } from './sentence-shape-gates.js';
import type { SecondBlanks } from './second-blanks.js';
import { anyWordOf, POINTS_AT_SCREEN, wordGroup } from './pointing-words.js';
import { LET_US, LISTENER, SPEAKER } from './speaker-words.js';
import { ARITHMETIC_WORDS } from './spoken-arithmetic.js';
import { numberWords } from './number-words.js';
import { sentenceDashLabel } from './dash-labels.js';

/**
 * The built-in generator: extractive, deterministic, no network and no key. Every item is a
 * source sentence (or built from one) and cites it. Long sources are cut into sections (the
 * author's outline, else headings or topic shifts) and each section gets its own notes and cards.
 */

/** Below this, there is not enough text to say anything a learner could study. */
export const MIN_SOURCE_WORDS = 40;
/**
 * A section is one part of a source long enough as a whole: a slide deck's one-slide sections ("Arrays": a code listing
 * and two bullets) say in twenty words what a page of prose says in two hundred, and still teach.
 */
const MIN_SECTION_WORDS = 20;

const KEYPHRASE_SENTENCES = 300;
/** About one cloze card per this many words (a minute of speech is ~150 words). */
const WORDS_PER_CLOZE = 120;
const MAX_CLOZE_PER_PART = 12;
const WORDS_PER_CONDITION = 300;
/** Stated facts are rarer and each is checked: about one per minute of speech at most. */
const WORDS_PER_FACT = 150;
const MAX_CONDITION_PER_PART = 6;
/** A section longer than this (about 15–20 pages) gets its caps multiplied by how many times longer it is. */
const LONG_SECTION_WORDS = 6000;

/** Knobs tuned on the fixtures (see eval/evaluate-fixtures.ts); exposed for evaluation sweeps. */
export interface LocalTuning {
  /** About one definition per this many source words, within min/max. */
  wordsPerDefinition: number;
  minDefinitions: number;
  maxDefinitions: number;
  /** Keeps high-confidence or repeated terms, drops one-off descriptions. */
  minDefinitionScore: number;
  definitionRepetitionWeight: number;
  definitionTopicBoost: number;
  salience: SalienceWeights;
  summary: SummaryOptions;
}

export const DEFAULT_TUNING: LocalTuning = {
  wordsPerDefinition: 200,
  minDefinitions: 4,
  maxDefinitions: 15,
  minDefinitionScore: 0.6,
  definitionRepetitionWeight: 0.6,
  definitionTopicBoost: 1.3,
  salience: DEFAULT_SALIENCE_WEIGHTS,
  summary: DEFAULT_SUMMARY_OPTIONS,
};

/** One generated part: the whole document or one section. */
interface PartNotes {
  doc: PreparedDocument;
  model: SalienceModel;
  material: Omit<StudyMaterial, 'sections' | 'language' | 'difficulty' | 'durationMinutes'>;
  recurring(): string[];
  /** What the part teaches by name: its defined terms and the rules it states ("… called L'Hôpital's rule"). */
  taught: string[];
  /** The key ideas salience alone ranks, which cards are made from (see `analyseDocument`). */
  cardKeyIdeas: KeyIdea[];
}

interface PartAnalysis {
  doc: PreparedDocument;
  model: SalienceModel;
  /** Difficulty and reading time are the whole's (WholeAnalysis): a section's would be measured for nothing. */
  material: Omit<StudyMaterial, 'sections' | 'language' | 'flashcards' | 'difficulty' | 'durationMinutes'>;
  /** Cards cost part-of-speech tagging: made only for the parts whose cards are shown. */
  makeCards(): Flashcard[];
  /** Recurring noun phrases (key terms), computed once. */
  recurring(): string[];
  taught: string[];
  cardKeyIdeas: KeyIdea[];
}

/** Work shared by the whole and its sections within one generation. */
interface SharedWork {
  definitionMatches: Map<string, DefinitionMatch[]>;
  /** Candidate key-term phrases per sentence text, counted by the whole and again by its sections. */
  phraseOccurrences: PhraseOccurrenceCache;
  /** The whole source's key terms: a section may blank a lecture-wide term it uses too rarely to find alone. */
  wholeTerms?: readonly string[];
  /** The terms the sections may blank: a lecture's grow with its length (see lectureTerms); else the whole's key terms. */
  cardTerms?: readonly string[];
  /** Terms the deck has blanked so far (lower case), shared by the sections in order. */
  blankedTerms: Set<string>;
  /** Terms a spoken source's sections have defined so far, in order: a later section does not define them again. */
  spokenDefinitionTerms: string[];
  /** What a lecture's deck has blanked a second time, shared by the sections in order (second-blanks.ts). */
  secondBlanks: SecondBlanks;
  /**
   * Words the whole source writes in lower case: a section reads its casing from all of it, so a heading word its
   * own pages never lower-case ("Definition of …") still reads as a common word.
   */
  vocabulary?: LowercaseVocabulary;
}

function generatePart(doc: PreparedDocument, language: string, tuning: LocalTuning, role: 'whole' | 'section', shared: SharedWork, authored = false): PartNotes {
  const analysis = analyseDocument(doc, language, tuning, role, shared, authored);
  return { doc: analysis.doc, model: analysis.model, material: { ...analysis.material, flashcards: analysis.makeCards() }, recurring: analysis.recurring, taught: analysis.taught, cardKeyIdeas: analysis.cardKeyIdeas };
}

function tooShort(): GenerationError {
  return new GenerationError(
    `The material is too short to make study notes from: it needs at least ${MIN_SOURCE_WORDS} words of running text.`,
  );
}

interface WholeAnalysis extends PartAnalysis {
  material: PartAnalysis['material'] & Pick<StudyMaterial, 'difficulty' | 'durationMinutes'>;
}

function analysePart(source: SourceDocument, language: string, tuning: LocalTuning, shared: SharedWork): WholeAnalysis {
  const analysis = analyseDocument(prepareDocument(source, language), language, tuning, 'whole', shared);
  return { ...analysis, material: { ...analysis.material, difficulty: difficultyOf(analysis.doc), durationMinutes: durationMinutesOf(analysis.doc) } };
}

/** `authored`: a section the source's own outline sets out (a book's chapter), not one found by topic. */
function analyseDocument(doc: PreparedDocument, language: string, tuning: LocalTuning, role: 'whole' | 'section', shared: SharedWork, authored = false): PartAnalysis {
  if (doc.wordCount < (role === 'section' ? MIN_SECTION_WORDS : MIN_SOURCE_WORDS) || doc.sentences.length < 2) throw tooShort();
  const english = language === 'en';
  const phrases = createPhraseIndex([...doc.sentences.map((s) => s.tokens), ...doc.headings.map((h) => h.text)]);
  const vocabulary = (role === 'section' ? shared.vocabulary : undefined) ?? lowercaseVocabulary(doc);
  if (role === 'whole') shared.vocabulary = vocabulary;
  // A book chapter of 40 pages teaches more than a 5-page one: a long chapter's caps grow with its length. Parts found
  // by topic are cut to a size already.
  const scale = role === 'section' && authored ? Math.max(1, Math.floor(doc.wordCount / LONG_SECTION_WORDS)) : 1;
  // A cheat sheet or a list of labelled terms defines far more densely than running text: each label the author set
  // before a dash makes room for its definition.
  const labelled = doc.sentences.filter((s) => sentenceDashLabel(s, doc.kind)).length;
  const limit = Math.min(tuning.maxDefinitions * scale, Math.max(tuning.minDefinitions, Math.round(doc.wordCount / tuning.wordsPerDefinition), labelled));
  const perPart = MAX_CONDITION_PER_PART * scale;
  // The written-definition patterns are English; spoken naming forms exist per language.
  const findWritten = (room: number): FoundDefinition[] =>
    english
      ? findDefinitions(doc, phrases, vocabulary, {
          limit: room,
          minScore: tuning.minDefinitionScore,
          repetitionWeight: tuning.definitionRepetitionWeight,
          topicBoost: tuning.definitionTopicBoost,
          matchCache: shared.definitionMatches,
        })
      : [];
  // The gates below drop some: twice the room lets the next-best take their places.
  const written = findWritten(limit * 2);
  const spoken = spokenDefinitions(doc, language);
  const spokenSource = doc.kind === 'video';
  const gate = (found: readonly FoundDefinition[]): FoundDefinition[] => {
    // Said aloud, a written pattern's reading of a naming sentence ("The flow associated with this field is called the
    // phase flow": the pointing subject) often fails the gates where the spoken reading (the gloss after the name) passes:
    // both are gated and the first that passes for a term is kept, the written one first.
    const candidates = spokenSource ? [...found, ...spoken.definitions] : mergeDefinitions(found, spoken.definitions);
    return (
      candidates
        .map((d) => (spokenSource ? { ...d, meaning: spokenMeaning(d.term, d.meaning, language) } : d))
        // Said aloud, "the output space, which is the number line" names what the example at hand is, not what the term means.
        .filter((d) => !(spokenSource && d.pattern === 'which-is' && /^the\s/i.test(d.meaning) && d.meaning.split(/\s+/).length <= 4))
        .filter((d) => !isOtherName(d.term, d.meaning, [...spoken.terms, ...found.map((w) => w.term)]))
        // "… is called the tragedy of the commons" read as "tragedy": a book's names are written whole.
        .filter((d) => spokenSource || !isCutFromLongerName(d.term, d.sentence.text, (p) => phrases.count(p)))
        // "The floor of the brain case is referred to as the base of the skull": "base" read beside the whole name, with the
        // same meaning ("Anxiety is …, but anxiety disorders are …" defines two things).
        .filter((d, _, all) => spokenSource || !all.some((o) => o.sentence.index === d.sentence.index && isPartOfName(d.term, o.term) && sameMeaning(d.meaning, o.meaning)))
        .filter((d) => gateDefinitions([asDefinition(d)], language, { spoken: spokenSource || d.pattern === 'spoken-naming', captions: spokenSource }).length === 1)
    );
  };
  const gated = gate(written);
  // A page that defines term after term (an anatomy section naming every bone of the skull) is a glossary in prose: when
  // its text gives at least twice the definitions its length allows, all of them are kept, as a glossary would list
  // them. A page of ordinary density keeps its best (a loose flat limit let weak readings in everywhere).
  const everyWritten = !spokenSource && written.length === limit * 2 ? findWritten(Number.MAX_SAFE_INTEGER) : undefined;
  const dense = everyWritten && denseDefinitions(everyWritten, gate(everyWritten), limit);
  const writtenFound = new Set(written);
  const shown = spokenSource ? mergeDefinitions(gated.filter((d) => writtenFound.has(d)), gated.filter((d) => !writtenFound.has(d))) : (dense?.gated ?? gated);
  // Said aloud, one thing gets two names ("natural log", later "natural logarithm"): the deck asks it once, under the
  // name said first (a section knows the names its earlier sections defined).
  const definitions = spokenSource
    ? withoutNearDuplicateTerms(withBestWritten(shown, written, limit), role === 'section' ? shared.spokenDefinitionTerms : [])
    : withBestWritten(shown, everyWritten && dense ? everyWritten : written, dense?.limit ?? limit);
  if (spokenSource && role === 'section') shared.spokenDefinitionTerms.push(...definitions.map((d) => d.term));
  const topicWords = new Set([doc.givenTitle ?? '', ...doc.headings.map((h) => h.text)].flatMap((t) => tokenize(t)));
  const topicTerms = new Set([...topicWords].map(stem));
  const model = scoreSentences(doc, { definitionSentences: new Set(definitions.map((d) => d.sentence.index)), topicTerms, language }, tuning.salience);
  // The summary and key ideas choose among the same sentences by how well each reads as a line of notes.
  // A talk's lines bound to the screen, the speaker or the sentence before are left out when enough others remain.
  // The people of a talk's story ("Alice", "Bob"), or the invented cast of a book's worked story ("if Max is eating the
  // pizza then Michelle cannot …"): their lines are the example, not the subject.
  const characters =
    doc.kind === 'video' ? storyCharacters(doc.sentences.map((s) => s.text), language) : english ? writtenStoryCast(doc.sentences.map((s) => s.text)) : new Set<string>();
  const notesModel = withoutUnfitTalkLines(doc, withSummaryFit(doc, model, language, characters), language, characters);
  const summary = selectSummary(doc, notesModel, tuning.summary);
  if (summary.length === 0) {
    // Only headings, bullet fragments or formulas: nothing could be shown without inventing text.
    throw new GenerationError('The material has no complete sentences to build study notes from. Paste running text rather than a list of keywords.');
  }
  const keyIdeas = selectKeyIdeas(doc, notesModel, summary);
  // Cloze cards blank the key ideas salience alone ranks: the fit changes what a learner reads first, not what the
  // deck asks (its clozes have their own gates and were tuned on these sentences).
  const clozeIdeas = selectKeyIdeas(doc, model, selectSummary(doc, model, tuning.summary));
  // RAKE keyphrases serve the whole's title and its key-idea cloze cards; a section blanks its key terms instead.
  let keyphraseCache: Keyphrase[] | undefined;
  const keyphrases = (): Keyphrase[] => (keyphraseCache ??= english && role === 'whole' ? rankKeyphrases(keyphraseSource(), phrases, model.idf, stem) : []);
  const keyphraseSource = () => mostCentralFirst(model, doc.sentences.filter((s) => (model.scores[s.index] ?? 0) > 0)).slice(0, KEYPHRASE_SENTENCES);
  let recurringCache: string[] | undefined;
  const recurring = (): string[] => (recurringCache ??= recurringPhrases(doc, language, undefined, shared.phraseOccurrences));

  const makeCards = (): Flashcard[] => {
    const baseCards = english
      ? buildFlashcards({ doc, model, definitions, keyIdeas: clozeIdeas, keyphrases: keyphrases(), vocabulary, topicWords })
      : definitions.map((d) => definitionCard(d, language));
    // The section's text is lowered once for all the whole's terms (a line break keeps its sentences apart).
    const sectionText = role === 'section' ? doc.sentences.map((s) => s.text).join('\n').toLowerCase() : '';
    const wide = role === 'section' ? (shared.cardTerms ?? shared.wholeTerms ?? []).filter((t) => findWholeWordsInLowerCase(sectionText, t.toLowerCase()) >= 0) : [];
    const terms = uniqueTerms([...definitions.map((d) => d.term), ...spoken.terms, ...recurring(), ...wide]);
    const clozeLimit = Math.min(MAX_CLOZE_PER_PART * scale, Math.max(2, Math.round(doc.wordCount / WORDS_PER_CLOZE)));
    // A spoken sentence another card already asks about or blanks gets no second card; a document keeps its
    // cloze on a sentence its heading card quotes (long documents have few other sentences naming the term).
    const usedSentences = new Set(baseCards.filter((c) => (doc.kind === 'video' ? c.kind !== 'definition' : c.kind === 'cloze')).map((c) => doc.sentences.find((s) => s.quote === c.citation.quote)?.index ?? -1));
    // "… This clever trick is called L'Hopital's rule.": the rule's name asked, the rule as stated answered.
    const ruleCards = spoken.rules.map((r) => ({
      question: definitionQuestion(r.term, language, { definite: r.definite, stated: r.definite }),
      answer: r.statement,
      kind: 'definition' as const,
      difficulty: r.statement.split(/\s+/).length > 25 ? ('hard' as const) : ('medium' as const),
      citation: citationFor(r.sentence),
    }));
    // The rule's statement is answered already: no cloze on the same sentence.
    for (const r of spoken.rules) usedSentences.add(r.sentence.index - 1);
    // Concept questions first: a sentence explaining a term is worth more asked than blanked.
    const quoted = new Set(baseCards.map((c) => c.citation.quote));
    // Explanatory "if …, …" sentences naming a key term: about one per two minutes of speech.
    const conditionLimit = Math.min(perPart, Math.max(1, Math.round(doc.wordCount / WORDS_PER_CONDITION)));
    // German: "HashMaps sind keine Collections, da …" asks for the reason ("Begründen Sie: …").
    const explanations = english || language.startsWith('es') ? conditionCards(doc, model, terms, conditionLimit, quoted, language) : language.startsWith('de') ? germanCauseCards(doc, model, conditionLimit, quoted) : [];
    // Rules and results stated in passing ("the derivative of sine is cosine").
    const factLimit = Math.min(perPart, Math.max(1, Math.round(doc.wordCount / WORDS_PER_FACT)));
    const stated = factCards(doc, model, terms, language, factLimit, new Set([...quoted, ...explanations.map((c) => c.citation.quote)]));
    // "What it means for the limit to exist is that …", "the key point about limits is that …".
    const explained = explanationCards(doc, model, terms, language, perPart, new Set([...quoted, ...[...explanations, ...stated].map((c) => c.citation.quote)]));
    const taken = (cards: readonly Flashcard[]) => new Set([...quoted, ...cards.map((c) => c.citation.quote)]);
    // "If all the vectors land on a plane, we say the transformation has a rank of two."
    const said = saidConditionCards(doc, model, terms, language, perPart, taken([...explanations, ...stated, ...explained]));
    // "… the fact that integrals and derivatives are opposite."
    const related = relationCards(doc, model, terms, language, perPart, taken([...explanations, ...stated, ...explained, ...said]));
    // "… three basic ways to combine functions. You can add them, multiply them, and compose them."
    const listed = announcedListCards(doc, model, terms, language, perPart, taken([...explanations, ...stated, ...explained, ...said, ...related]));
    // "… the idea of a derivative …, but loosely speaking it's a measure of …".
    const informal = informalDefinitionCards(doc, terms, language, perPart, taken([...explanations, ...stated, ...explained, ...said, ...related, ...listed]));
    // "… is not just a notational trick. That is a genuine reflection of …".
    const corrected = notJustCards(doc, language, perPart, taken([...explanations, ...stated, ...explained, ...said, ...related, ...listed, ...informal]));
    const asked = new Set([...explanations, ...stated, ...explained, ...said, ...related, ...listed, ...informal, ...corrected].map((c) => c.citation.quote));
    for (const s of doc.sentences) if (asked.has(s.quote)) usedSentences.add(s.index);
    const blanked = role === 'section' ? shared.blankedTerms : new Set<string>();
    for (const c of baseCards) if (c.kind === 'cloze') blanked.add(c.answer.toLowerCase());
    // "… is called the fundamental theorem of calculus. It ties together …" → "The _____ ties together …": first, so
    // the name is asked with what the next sentence says of it rather than blanked back in its own naming.
    const namedClozes = namedSubjectClozeCards(doc, language, perPart, new Set([...quoted, ...asked]), blanked);
    for (const s of doc.sentences) if (namedClozes.some((c) => c.citation.quote === s.quote)) usedSentences.add(s.index);
    const named = new Set([...definitions.map((d) => d.term), ...spoken.terms, ...topicWords].map((t) => t.toLowerCase()));
    // A talk comes back to its terms: a lecture's deck may blank a term a second time (second-blanks.ts).
    const secondBlanks = doc.kind === 'video' ? (role === 'section' ? shared.secondBlanks : { terms: new Set<string>(), quotes: new Set<string>() }) : undefined;
    const termCards = termClozeCards(
      doc,
      model,
      terms.filter((t) => worthBlanking(t, named, language)),
      language,
      clozeLimit,
      usedSentences,
      blanked,
      secondBlanks,
      // Said aloud, casing is the captioner's: only a written source's lower case tells a common word.
      doc.kind === 'video' ? undefined : vocabulary,
    );
    return gateCards([...baseCards, ...ruleCards, ...termCards, ...namedClozes, ...explanations, ...stated, ...explained, ...said, ...related, ...listed, ...informal, ...corrected], language, doc.sentences.map((s) => s.text), secondBlanks?.quotes);
  };

  return {
    doc,
    model,
    material: {
      // A section's title is its outline entry or topic term; only the whole needs one chosen.
      title: role === 'section' ? (doc.givenTitle ?? '') : chooseTitle(doc, keyphrases, phrases, english ? [] : recurring()),
      summary: summary.map((s) => s.text).join(' '),
      keyIdeas: keyIdeas.map((s) => ({ text: withoutLeadingConnective(s.text), citation: citationFor(s) })),
      definitions: definitions.map(asDefinition),
      timestamps: doc.kind === 'video' && role === 'whole' ? buildTimestamps(doc, model) : [],
    },
    makeCards,
    recurring,
    cardKeyIdeas: clozeIdeas.map((s) => ({ text: withoutLeadingConnective(s.text), citation: citationFor(s) })),
    taught: [...definitions.map((d) => d.term), ...spoken.rules.map((r) => r.term)],
  };
}

function asDefinition(d: FoundDefinition): Definition {
  return { term: d.term, meaning: d.meaning, citation: citationFor(d.sentence) };
}

/** Below this many written definitions per allowed one, a page is of ordinary density. */
const DENSE_DEFINITIONS_FACTOR = 2;

/**
 * A page's gated definitions read with no limit (`written`: every written one found, `gated`: those and the spoken ones
 * that passed the gates), when the written ones that passed reach `DENSE_DEFINITIONS_FACTOR` times the page's limit: the
 * limit then grows to keep them all.
 */
export function denseDefinitions<T>(written: readonly T[], gated: readonly T[], limit: number): { gated: readonly T[]; limit: number } | undefined {
  const found = new Set(written);
  const passed = gated.filter((d) => found.has(d)).length;
  return passed >= limit * DENSE_DEFINITIONS_FACTOR ? { gated, limit: passed } : undefined;
}

/** Written patterns first (they carry a meaning); a spoken naming adds what they missed. */
function mergeDefinitions(written: readonly FoundDefinition[], spoken: readonly FoundDefinition[]): FoundDefinition[] {
  const seen = new Set(written.map((d) => d.term.toLowerCase()));
  const out = [...written];
  for (const d of spoken) {
    if (seen.has(d.term.toLowerCase())) continue;
    seen.add(d.term.toLowerCase());
    out.push(d);
  }
  return out.sort((a, b) => a.sentence.index - b.sentence.index);
}

/** The `limit` best-scored of the written definitions that passed the gates, and every spoken one, in source order. */
function withBestWritten(definitions: readonly FoundDefinition[], written: readonly FoundDefinition[], limit: number): FoundDefinition[] {
  const writtenTerms = new Set(written.map((d) => d.term));
  const best = new Set(bestScored(definitions.filter((d) => writtenTerms.has(d.term)), limit));
  return definitions.filter((d) => !writtenTerms.has(d.term) || best.has(d));
}

function uniqueTerms(terms: readonly string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((t) => {
    const key = t.toLowerCase().replace(/^(?:the|a|an|el|la|los|las|un|una|le|les|der|die|das)\s+/, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function generateLocally(source: SourceDocument, tuning: LocalTuning = DEFAULT_TUNING): StudyMaterial {
  const sample = source.segments
    .slice(0, 400)
    .map((s) => s.text)
    .join(' ');
  const language = resolveLanguage(source.language, sample);
  const shared: SharedWork = { definitionMatches: new Map(), phraseOccurrences: new Map(), blankedTerms: new Set(), spokenDefinitionTerms: [], secondBlanks: { terms: new Set(), quotes: new Set() } };
  const whole = analysePart(source, language, tuning, shared);
  const parts = findSourceParts(source, whole.doc, language);
  if (parts.length < 2) return { ...whole.material, flashcards: whole.makeCards(), sections: [], language };
  shared.wholeTerms = uniqueTerms([...whole.material.definitions.map((d) => d.term), ...whole.recurring()]);
  // An 80-minute lecture names more terms than a 10-minute one; its title and section titles still come from its most repeated.
  if (whole.doc.kind === 'video') shared.cardTerms = uniqueTerms([...shared.wholeTerms, ...lectureTerms(whole.doc, language, shared.phraseOccurrences)]);

  const sections: StudyMaterial['sections'] = [];
  const sectionCards: Flashcard[] = [];
  const sectionDefinitions: Definition[] = [];
  // A part is not named after the lecture itself: a given title ("Vectors | Essence of linear algebra") counts as taken.
  const givenTitle = namedTitle(whole.doc);
  const usedTitles = new Set<string>(givenTitle ? [titleKey(givenTitle)] : []);
  const sectionDocs: PreparedDocument[] = [];
  parts.forEach((part, index) => {
    const generated = partNotes(part, whole.doc, language, tuning, shared);
    const notes = generated?.material;
    if (generated) sectionDocs.push(generated.doc);
    const spoken = whole.doc.kind === 'video';
    const place = { index, opening: spoken && index === 0, closing: spoken && index === parts.length - 1 };
    const title = part.title || topicTitle(generated, whole.doc, place, language, usedTitles);
    usedTitles.add(titleKey(title));
    const topic = language === 'en' ? kindNamedByAdjective(title, parts.slice(0, index).map((p) => p.title)) : title;
    const overview = generated && topic ? sectionOverviewCard(topic, generated, language, Boolean(part.title), { count: phraseCount(whole.doc, topic) }) : undefined;
    if (overview) sectionCards.push({ ...overview, section: index });
    sections.push({
      title,
      level: part.level,
      ...ranges(part),
      summary: notes?.summary ?? '',
      keyIdeas: notes?.keyIdeas ?? [],
      definitions: notes?.definitions ?? [],
    });
    sectionDefinitions.push(...(notes?.definitions ?? []));
    sectionCards.push(...(notes?.flashcards ?? []).map((card) => ({ ...card, section: index })));
  });
  // The whole's deck is its sections' decks, in order (duplicates across sections dropped).
  const flashcards = gateCards(sectionCards, language, whole.doc.sentences.map((s) => s.text), shared.secondBlanks.quotes).sort((a, b) => (a.section ?? 0) - (b.section ?? 0));
  const gated = gateDefinitions([...whole.material.definitions, ...sectionDefinitions], language);
  const definitions = whole.doc.kind === 'video' ? withoutNearDuplicateTerms(gated) : gated;
  // Untitled, the whole is named after the concept its sections share rather than its most repeated phrase.
  const central = givenTitle ? undefined : centralConcept(shared.wholeTerms, sectionDocs, sections.map((s) => s.title), whole.doc, language, sections[0]?.definitions.map((d) => d.term));
  const title = central ? titleCase(central) : whole.material.title;
  return { ...whole.material, title, definitions, flashcards, sections, language };
}

function partNotes(part: SourcePart, doc: PreparedDocument, language: string, tuning: LocalTuning, shared: SharedWork): PartNotes | undefined {
  try {
    return generatePart(subDocument(doc, part, part.title), language, tuning, 'section', shared, part.authored ?? false);
  } catch (error) {
    // A short part (a title page, a one-slide chapter) gets a heading and no notes of its own.
    if (error instanceof GenerationError) return undefined;
    throw error;
  }
}

const PART: Record<string, string> = { en: 'Part', es: 'Parte', fr: 'Partie', de: 'Teil' };
/** A lecture's last part that teaches no concept of its own is its close: recap, thanks, what comes next. */
const CLOSING: Record<string, string> = { en: 'Wrap-up', es: 'Cierre', fr: 'Conclusion', de: 'Abschluss' };

/**
 * A topic part is named after the concept it teaches (see sectionConcept); a lecture's first and last parts
 * that teach none are its introduction and its close; else it is numbered.
 */
function topicTitle(notes: PartNotes | undefined, whole: PreparedDocument, place: { index: number; opening: boolean; closing: boolean }, language: string, used: ReadonlySet<string>): string {
  const term = notes
    ? sectionConcept({ defined: notes.taught, recurring: notes.recurring(), section: notes.doc, whole, language, used })
    : undefined;
  if (term) return `${term.charAt(0).toUpperCase()}${term.slice(1)}`;
  if (place.opening) return BEFORE_FIRST_ENTRY[language] ?? BEFORE_FIRST_ENTRY.en!;
  if (place.closing) return CLOSING[language] ?? CLOSING.en!;
  return `${PART[language] ?? PART.en} ${place.index + 1}`;
}

const OVERVIEW_QUESTION: Record<string, (topic: string) => string> = {
  en: (t) => `What is the key point about ${t}?`,
  es: (t) => `¿Cuál es la idea clave sobre ${t}?`,
  // French and German decline the article with the topic's gender and case: the topic is quoted, as in "Que signifie « X » ?".
  fr: (t) => `Quelle est l'idée clé sur ${quotedOnce(t, 'fr')} ?`,
  de: (t) => `Was ist der Kernpunkt zu ${quotedOnce(t, 'de')}?`,
};

/** Speaker and listener talk ("I want you to feel…") is not an answer to study. */
const POINTING_WORD: Record<string, RegExp> = {
  en: POINTS_AT_SCREEN,
  es: /(?<![\p{L}])(?:este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquí)(?![\p{L}])/iu,
  ...POINTING_WORD_FR_DE,
};

/** A sentence reading out a formula ("b1 of x equals x squared") is not a key point in words. */
const SPOKEN_FORMULA = new RegExp(`\\b(?:${wordGroup(ARITHMETIC_WORDS)}|igual|por|más|menos|fois|mal|gleich)\\b`, 'gi');

const SPEAKER_TALK: Record<string, RegExp> = {
  en: anyWordOf(SPEAKER, LISTENER, LET_US),
  // "Tal vez debería decir … suscríbete", "tú y yo sólo vamos a ver": the speaker and the viewer, not the topic.
  es: /(?<![\p{L}])(?:yo|me|mi|mis|tú|tu|tus|te|usted|ustedes|vamos|voy|debería|quiero|quieres|darles|les|suscríbete|canal|nosotros|podemos)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:je|j'|me|mon|ma|mes|tu|te|ton|ta|vous|votre|nous|abonnez)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ich|mich|mein|meine|du|dich|dein|ihr|euch|wir|uns|abonniert)(?![\p{L}])/iu,
};

/** "two vectors", "tres vectores", "per second": a count or a unit opens a description, no topic. */
const COUNT_OR_UNIT_TOPIC = new RegExp(
  String.raw`^(?:${wordGroup(numberWords('en', 1, 5), ['several', 'many', 'per'], numberWords('es', 2, 3), numberWords('fr', 2, 3), numberWords('de', 2, 3))})\b|\b(?:per|seconds?|minutes?)\b`,
  'i',
);

/**
 * A concept card per section: its title asked about, answered by its most central key idea that
 * names the title's topic and reads on its own; none when no key idea does ("Part 3" gets none).
 */
function sectionOverviewCard(title: string, notes: PartNotes, language: string, authorTitle: boolean, use: { count: number }): Flashcard | undefined {
  const ask = OVERVIEW_QUESTION[language];
  // A one-word topic that is not a defined term ("Right", "Graph") is too vague to ask about.
  const defined = notes.material.definitions.some((d) => d.term.toLowerCase() === title.toLowerCase());
  if (!ask || /^(?:Part|Parte|Partie|Teil) \d+$/.test(title) || (!authorTitle && !title.includes(' ') && !defined) || isTeaserHeading(title, language)) return undefined;
  // A topic we named ourselves must be a key phrase of the document: repeated, and not a name
  // ("notational trick", "Jennifer language", said once or twice) is no topic to ask about.
  if (!authorTitle && !defined && use.count < MIN_TOPIC_USES) return undefined;
  // "best thing", "good way": a judgement of a generic head is no topic.
  if (!authorTitle && /^(?:best|worst|good|bad|great|nice|main|whole|big)\s+(?:thing|things|way|ways|stuff|part|one|idea)$/i.test(title)) return undefined;
  // "two vectors", "per second": a count or a unit is no topic.
  if (!authorTitle && COUNT_OR_UNIT_TOPIC.test(title)) return undefined;
  const topicWords = title.toLowerCase().split(/\s+/).filter((w) => w.length > 3);
  // A spoken section's most central sentences may answer too; a sentence another card asks about is not asked twice.
  const candidates = keyPointCandidates(notes.doc, notes.model, notes.cardKeyIdeas, new Set(notes.material.flashcards.map((c) => c.citation.quote)), language);
  const idea = candidates.find(
    (k) =>
      // The answer names the whole topic ("basis vectors"), not one of its words ("vectors").
      topicWords.every((w) => k.text.toLowerCase().includes(w.replace(/s$/, ''))) &&
      // … as what it is about: "Rearranging a little more, we see that's a line with a slope of square root m2 over m1"
      // mentions the square root on its way to something else.
      namesTopicEarly(k.text, topicWords) &&
      !/^(?:on the one hand|on the other hand|needless to say|imagine|bumping|by the way|anyway|likewise|similarly|in this case|in this|not only|also)\b/i.test(k.text) &&
      !(SPEAKER_TALK[language]?.test(k.text) ?? false) &&
      // Speech points at the screen mid-sentence too ("… around these two operations").
      !(notes.doc.kind === 'video' && POINTING_WORD[language]?.test(k.text)) &&
      // Said aloud, a key idea may open on an aside ("At first, it might seem …", "Meaning that …"): the answer states something about a thing.
      !(notes.doc.kind === 'video' && language === 'en' && !opensOnSubjectThenVerb(afterShortOpener(k.text) ?? k.text)) &&
      (k.text.match(SPOKEN_FORMULA) ?? []).length < 2 &&
      gateCards([{ question: 'q', answer: k.text, kind: 'concept', difficulty: 'medium', citation: k.citation }], language).length === 1,
  );
  // The sentence that defines the topic is asked already as its definition.
  if (!idea || notes.material.definitions.some((d) => d.citation.quote === idea.citation.quote)) return undefined;
  return { question: ask(overviewTopic(title, language, authorTitle, notes.doc.sentences.map((s) => s.text))), answer: idea.text, kind: 'concept', difficulty: 'medium', citation: idea.citation };
}

/**
 * The topic as it reads inside the overview question. Chapter titles keep their case ("L'Hôpital's rule"); a
 * topic term reads in running text in lower case unless the source only writes it as a name ("Taylor series");
 * an English singular count noun takes "the" ("about the basis matrix"), by the same rule as "What is …?".
 */
export function overviewTopic(title: string, language: string, authorTitle: boolean, sentences: readonly string[]): string {
  // "Preindustrial Societies", a title-case heading, reads as the text writes it: "… types of preindustrial societies".
  const written = authorTitle ? writtenInRunningText(title, sentences) : undefined;
  if (written) return written;
  const lowered = `${title.charAt(0).toLowerCase()}${title.slice(1)}`;
  const named = !sentences.some((s) => s.includes(lowered));
  // A chapter title the text never writes ("Definition of an attribute grammar") is a title, not a phrase of
  // running text: quoted, its capitals read as a title's.
  if (authorTitle && named && !sentences.some((s) => s.includes(title))) {
    const [open, close] = TITLE_QUOTES[language] ?? TITLE_QUOTES.en!;
    return `${open}${title}${close}`;
  }
  const topic = (authorTitle && /\p{Lu}.*\p{Lu}/u.test(title.slice(1))) || named ? title : lowered;
  return !authorTitle && language === 'en' && /^What is the /.test(definitionQuestion(topic, 'en', { definite: true })) ? `the ${topic}` : topic;
}

const MIN_TOPIC_USES = 3;

/** The title as a sentence writes it after its first word, whatever the case, where that differs from the title's. */
function writtenInRunningText(title: string, sentences: readonly string[]): string | undefined {
  const wanted = title.toLowerCase();
  if (!title.includes(' ') || wanted === title) return undefined;
  for (const sentence of sentences) {
    const at = sentence.toLowerCase().indexOf(wanted, 1);
    const bounded = at > 0 && !/[\p{L}\p{N}]/u.test(sentence.charAt(at - 1)) && !/[\p{L}\p{N}]/u.test(sentence.charAt(at + wanted.length));
    if (bounded) return sentence.slice(at, at + wanted.length);
  }
  return undefined;
}

const TITLE_QUOTES: Record<string, [string, string]> = { en: ['“', '”'], es: ['«', '»'], fr: ['« ', ' »'], de: ['„', '“'] };

function quotedOnce(topic: string, language: string): string {
  const [open, close] = TITLE_QUOTES[language] ?? TITLE_QUOTES.en!;
  return topic.startsWith(open.trim()) ? topic : `${open}${topic}${close}`;
}

function ranges(part: SourcePart): Pick<StudyMaterial['sections'][number], 'pageStart' | 'pageEnd' | 'start' | 'end'> {
  return {
    ...(part.pageStart !== undefined ? { pageStart: part.pageStart } : {}),
    ...(part.pageEnd !== undefined ? { pageEnd: part.pageEnd } : {}),
    ...(part.start !== undefined ? { start: part.start } : {}),
    ...(part.end !== undefined ? { end: part.end } : {}),
  };
}

export class LocalStudyGenerator implements StudyGenerator {
  readonly name = 'local';

  async generate(doc: SourceDocument): Promise<StudyMaterial> {
    return generateLocally(doc);
  }
}
