import {
  GenerationError,
  type SourceDocument,
  type StudyGenerator,
  type StudyMaterial,
} from '../generation.types.js';
import { createPhraseIndex } from '../text/phrase-index.js';
import { stem } from '../text/stem.js';
import { tokenize } from '../text/tokens.js';
import { lowercaseVocabulary } from './casing.js';
import { citationFor } from './citation.js';
import { findDefinitions } from './definitions.js';
import { difficultyOf, durationMinutesOf } from './difficulty.js';
import { buildFlashcards } from './flashcards.js';
import { selectKeyIdeas } from './key-ideas.js';
import { rankKeyphrases } from './keyphrases.js';
import { prepareDocument } from './prepare-document.js';
import { DEFAULT_SALIENCE_WEIGHTS, scoreSentences, type SalienceWeights } from './salience.js';
import { withoutLeadingConnective } from './sentence-quality.js';
import { DEFAULT_SUMMARY_OPTIONS, selectSummary, type SummaryOptions } from './summary.js';
import { buildTimestamps } from './timestamps.js';
import { chooseTitle } from './title.js';

/**
 * The built-in generator: extractive, deterministic, no network and no key. Every item is a
 * source sentence (or built from one) and cites it.
 */

/** Below this, there is not enough text to say anything a learner could study. */
export const MIN_SOURCE_WORDS = 40;

const KEYPHRASE_SENTENCES = 300;

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

export function generateLocally(source: SourceDocument, tuning: LocalTuning = DEFAULT_TUNING): StudyMaterial {
  const doc = prepareDocument(source);
  if (doc.wordCount < MIN_SOURCE_WORDS || doc.sentences.length < 2) {
    throw new GenerationError(
      `The material is too short to make study notes from: it needs at least ${MIN_SOURCE_WORDS} words of running text.`,
    );
  }
  const phrases = createPhraseIndex([...doc.sentences.map((s) => s.tokens), ...doc.headings.map((h) => h.text)]);
  const vocabulary = lowercaseVocabulary(doc);
  const definitions = findDefinitions(doc, phrases, vocabulary, {
    limit: Math.min(tuning.maxDefinitions, Math.max(tuning.minDefinitions, Math.round(doc.wordCount / tuning.wordsPerDefinition))),
    minScore: tuning.minDefinitionScore,
    repetitionWeight: tuning.definitionRepetitionWeight,
    topicBoost: tuning.definitionTopicBoost,
  });
  const topicWords = new Set([doc.givenTitle ?? '', ...doc.headings.map((h) => h.text)].flatMap((t) => tokenize(t)));
  const topicTerms = new Set([...topicWords].map(stem));
  const model = scoreSentences(doc, { definitionSentences: new Set(definitions.map((d) => d.sentence.index)), topicTerms }, tuning.salience);
  const summary = selectSummary(doc, model, tuning.summary);
  if (summary.length === 0) {
    // Only headings, bullet fragments or formulas: nothing could be shown without inventing text.
    throw new GenerationError('The material has no complete sentences to build study notes from. Paste running text rather than a list of keywords.');
  }
  const keyIdeas = selectKeyIdeas(doc, model, summary);
  // Keyphrases come from the sentences that matter; on long inputs that also bounds the work.
  const keyphraseSource = doc.sentences
    .filter((s) => (model.scores[s.index] ?? 0) > 0)
    .sort((a, b) => (model.scores[b.index] ?? 0) - (model.scores[a.index] ?? 0))
    .slice(0, KEYPHRASE_SENTENCES);
  const keyphrases = rankKeyphrases(keyphraseSource, phrases, model.idf, stem);

  return {
    title: chooseTitle(doc, keyphrases, phrases),
    summary: summary.map((s) => s.text).join(' '),
    keyIdeas: keyIdeas.map((s) => ({ text: withoutLeadingConnective(s.text), citation: citationFor(s) })),
    definitions: definitions.map((d) => ({ term: d.term, meaning: d.meaning, citation: citationFor(d.sentence) })),
    timestamps: doc.kind === 'video' ? buildTimestamps(doc, model) : [],
    difficulty: difficultyOf(doc),
    durationMinutes: durationMinutesOf(doc),
    flashcards: buildFlashcards({ doc, model, definitions, keyIdeas, keyphrases, vocabulary, topicWords }),
    sections: [],
    language: source.language ?? 'en',
  };
}

export class LocalStudyGenerator implements StudyGenerator {
  readonly name = 'local';

  async generate(doc: SourceDocument): Promise<StudyMaterial> {
    return generateLocally(doc);
  }
}
