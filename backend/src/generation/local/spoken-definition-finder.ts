import type { FoundDefinition } from './definitions.js';
import type { PreparedDocument } from './prepare-document.js';
import { findCopulaDefinition, findSpokenTerms } from './spoken-definitions.js';

/**
 * Runs the spoken naming forms over a document: every named term is a key term; those whose
 * meaning the source states become definitions, citing the naming sentence.
 */
export function spokenDefinitions(doc: PreparedDocument, language: string): { definitions: FoundDefinition[]; terms: string[] } {
  const definitions: FoundDefinition[] = [];
  const terms: string[] = [];
  const seen = new Set<string>();
  doc.sentences.forEach((sentence, i) => {
    if (sentence.apparatus) return;
    const previous = i > 0 ? doc.sentences[i - 1]?.text : undefined;
    const found = findSpokenTerms(sentence.text, previous, language).map((t) => ({
      term: t.term,
      meaning: t.meaning,
      countNoun: t.article === 'a' || t.article === 'an' || t.article === 'un' || t.article === 'una',
      definite: t.article === 'the',
    }));
    const copula = language === 'en' ? undefined : findCopulaDefinition(sentence.text, language);
    if (copula) found.push({ term: copula.term, meaning: copula.meaning, countNoun: false, definite: false });
    for (const f of found) {
      const key = f.term.toLowerCase();
      if (!seen.has(`t:${key}`)) {
        seen.add(`t:${key}`);
        terms.push(f.term);
      }
      if (!f.meaning || seen.has(`d:${key}`)) continue;
      seen.add(`d:${key}`);
      definitions.push({
        term: f.term,
        meaning: f.meaning,
        form: 'noun-phrase',
        plural: false,
        confidence: 0.8,
        pattern: 'spoken-naming',
        sentence,
        score: 0.8,
        countNoun: f.countNoun,
        definite: f.definite,
      });
    }
  });
  return { definitions, terms };
}
