import { pathToFileURL } from 'node:url';
import { createPhraseIndex } from '../text/phrase-index.js';
import { gateDefinitions, isOtherName, rejectDefinition } from '../local/card-gates.js';
import { rejectCaptionDefinition } from '../local/caption-definition-gates.js';
import { lowercaseVocabulary } from '../local/casing.js';
import { findDefinitions, type FoundDefinition } from '../local/definitions.js';
import { DEFAULT_TUNING } from '../local/local-study-generator.js';
import { prepareDocument } from '../local/prepare-document.js';
import { spokenDefinitions } from '../local/spoken-definition-finder.js';
import { spokenMeaning } from '../local/genus-then-differentia.js';
import { lectureDocument } from './evaluate-lectures.js';
import { loadLecturesFromEnv } from './shared-fixtures.js';

/**
 * Why a lecture's defining statements do not become definitions: every sentence with a defining cue ("is called",
 * "we call", "refers to", "means" …) or a definition candidate is printed with each candidate's pattern and the
 * first gate that drops it ("score 0.40", "non-definition", "not-a-term", "otherName"), or PASS. The gates are run
 * on the whole lecture, as the engine's whole-document pass does (a section may still limit what it shows).
 * `STUDYLOOP_LECTURES_DIR=/tmp/lec-tune node backend/dist/eval-notes/generation/eval/diagnose-spoken-definitions.js`
 * (DIAG_LECTURE=attention reads one lecture; DIAG_ALL=1 prints passing candidates too).
 */

const CUE = /\b(?:is called|are called|we call|known as|refers? to|is defined as|defined to be|which is to say|stands for|the term|the word|is the name for|what we call|what's called|is just an?|is a way of|means)\b/i;

function verdict(d: FoundDefinition, namedTerms: readonly string[]): string {
  const meaning = spokenMeaning(d.term, d.meaning, 'en');
  if (d.pattern !== 'spoken-naming' && d.score < DEFAULT_TUNING.minDefinitionScore) return `score ${d.score.toFixed(2)}`;
  if (isOtherName(d.term, meaning, namedTerms)) return 'otherName';
  const caption = rejectCaptionDefinition(d.term, meaning, 'en');
  if (caption) return caption;
  const rejection = rejectDefinition(d.term, meaning, 'en', { spoken: true, captions: true });
  if (rejection) return rejection;
  const gated = gateDefinitions([{ term: d.term, meaning, citation: { quote: d.sentence.quote } }], 'en', { spoken: true, captions: true });
  return gated.length === 1 ? 'PASS' : 'gate-other';
}

function main(): void {
  const only = process.env.DIAG_LECTURE;
  const all = process.env.DIAG_ALL === '1';
  const t = DEFAULT_TUNING;
  for (const lecture of loadLecturesFromEnv()) {
    if (lecture.language !== 'en' || (only && !lecture.name.includes(only))) continue;
    const doc = prepareDocument(lectureDocument(lecture), 'en');
    const phrases = createPhraseIndex([...doc.sentences.map((s) => s.tokens), ...doc.headings.map((h) => h.text)]);
    const written = findDefinitions(doc, phrases, lowercaseVocabulary(doc), {
      limit: 10_000,
      minScore: 0,
      repetitionWeight: t.definitionRepetitionWeight,
      topicBoost: t.definitionTopicBoost,
      matchCache: new Map(),
    });
    const spoken = spokenDefinitions(doc, 'en');
    const bySentence = new Map<number, FoundDefinition[]>();
    for (const d of [...written, ...spoken.definitions]) bySentence.set(d.sentence.index, [...(bySentence.get(d.sentence.index) ?? []), d]);
    for (const sentence of doc.sentences) {
      const candidates = bySentence.get(sentence.index) ?? [];
      if (candidates.length === 0 && !CUE.test(sentence.text)) continue;
      const lines = candidates.map((d) => `    -> [${d.pattern} ${verdict(d, spoken.terms)}] ${d.term} := ${spokenMeaning(d.term, d.meaning, 'en').slice(0, 140)}`);
      if (!all && lines.length > 0 && lines.every((l) => l.includes(' PASS] '))) continue;
      console.log(`${lecture.name}#${sentence.index}: ${sentence.text.slice(0, 260)}${lines.length ? `\n${lines.join('\n')}` : ''}`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
