import type { FoundDefinition } from './definitions.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { findWholeWords } from '../text/whole-words.js';
import { findAppositives } from './appositive-definitions.js';
import { findMeantDefinition, withCutRelative } from './meant-definitions.js';
import { findCopulaDefinition, findSpokenTerms } from './spoken-definitions.js';
import escapeStringRegexp from 'escape-string-regexp';
import { definesLabel, sentenceDashLabel } from './dash-labels.js';
import { sentenceColonGloss } from './colon-labels.js';
import { findPointedNaming } from './pointed-namings.js';

/**
 * Runs the spoken naming forms over a document: every named term is a key term; those whose
 * meaning the source states become definitions, citing the naming sentence.
 */
/** A rule stated in full just before the speaker names it ("… This clever trick is called L'Hopital's rule."). */
export interface StatedRule {
  term: string;
  statement: string;
  /** The naming sentence: the card cites where the name is given. */
  sentence: PreparedSentence;
  definite: boolean;
}

export function spokenDefinitions(doc: PreparedDocument, language: string): { definitions: FoundDefinition[]; terms: string[]; rules: StatedRule[] } {
  const definitions: FoundDefinition[] = [];
  const terms: string[] = [];
  const rules: StatedRule[] = [];
  const seen = new Set<string>();
  const lowered = doc.sentences.map((s) => s.text.toLowerCase());
  // A term renamed in passing must be one the source keeps using: said in two sentences or more.
  const recurs = (term: string): boolean => {
    const key = term.toLowerCase();
    let uses = 0;
    for (const text of lowered) if (text.includes(key) && findWholeWords(text, key) >= 0 && ++uses >= 2) return true;
    return false;
  };
  doc.sentences.forEach((sentence, i) => {
    if (sentence.apparatus) return;
    const previous = i > 0 ? doc.sentences[i - 1]?.text : undefined;
    const labelled = sentenceDashLabel(sentence, doc.kind);
    const text = labelled?.rest ?? sentence.text;
    const named = findSpokenTerms(text, previous, language);
    for (const t of named) {
      if (t.rule && !rules.some((r) => r.term.toLowerCase() === t.term.toLowerCase())) rules.push({ term: t.term, statement: t.rule, sentence, definite: t.article === 'the' });
    }
    const found: { term: string; meaning?: string; countNoun: boolean; definite: boolean }[] = named.map((t) => ({
      term: t.term,
      meaning: t.meaning,
      countNoun: t.article === 'a' || t.article === 'an' || t.article === 'un' || t.article === 'una',
      definite: t.article === 'the',
    }));
    // "By gender, we mean the social … meanings": the speaker says what the word means in the talk.
    const meant = findMeantDefinition(text, language);
    if (meant) {
      const meaning = withCutRelative(meant.meaning, doc.sentences[i + 1]?.text, language);
      found.push({ term: meant.term, meaning, countNoun: meant.article === 'a' || meant.article === 'an', definite: meant.article === 'the' });
    }
    // "But this is a trigger, which is a bit of code that …": a pointing subject, the name, then what it is.
    const pointed = findPointedNaming(text, language);
    if (pointed && !found.some((f) => f.term.toLowerCase() === pointed.term.toLowerCase())) {
      found.push({ term: pointed.term, meaning: pointed.meaning, countNoun: pointed.article === 'a' || pointed.article === 'an', definite: pointed.article === 'the' });
    }
    const copula = language === 'en' ? undefined : findCopulaDefinition(text, language);
    if (copula) found.push({ term: copula.term, meaning: copula.meaning, countNoun: false, definite: false });
    // "… as a scalar, a thing that stretches or squishes vectors": a renaming after a comma.
    for (const a of doc.kind === 'video' ? findAppositives(sentence.text, language, recurs) : []) {
      found.push({ term: a.term, meaning: a.meaning, countNoun: a.article === 'a' || a.article === 'an', definite: false });
    }
    // "Espacio muestral: el conjunto de todos los resultados": a written line's label glossed after its colon (English
    // reads it with the written patterns).
    const glossed = language === 'en' ? undefined : sentenceColonGloss(sentence, doc.kind, language);
    if (glossed && !found.some((f) => f.term.toLowerCase() === glossed.term.toLowerCase())) {
      found.push({ term: glossed.term, meaning: glossed.gloss, countNoun: false, definite: false });
    }
    for (const f of found) {
      const key = f.term.toLowerCase();
      // "By open interval, I mean …" gives no article; "… with open intervals" elsewhere says the term is counted.
      if (language === 'en' && !f.countNoun && !f.definite && usedAsCountNoun(lowered, key)) f.countNoun = true;
      const article = language === 'es' && !/^(?:el|la|los|las|un|una|unos|unas)\s/i.test(f.term) ? (sourceArticle(lowered, key) ?? spanishArticleByEnding(f.term)) : undefined;
      if (!seen.has(`t:${key}`)) {
        seen.add(`t:${key}`);
        terms.push(f.term);
      }
      if (!f.meaning || seen.has(`d:${key}`) || !definesLabel(f.term, labelled)) continue;
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
        ...(article ? { article } : {}),
      });
    }
  });
  return { definitions, terms, rules };
}

/** The source counts the term somewhere: "an open interval", "another embedding", or its plural ("open intervals"). */
function usedAsCountNoun(sentences: readonly string[], term: string): boolean {
  if (/s$/.test(term)) return false;
  const escaped = escapeStringRegexp(term);
  // "an embedding space" counts the space: the article counts the term only where the noun phrase ends on it.
  const counted = new RegExp(`(?<![\\p{L}])(?:(?:an?|another|each|every)\\s+${escaped}(?=\\s*[.,;:!?)]|\\s+(?:is|of|that|which|and|or|to|in|for|with|where|whose)\\s)|${escaped}e?s(?![\\p{L}]))`, 'u');
  return sentences.some((text) => text.includes(term) && counted.test(text));
}

/** The definite article the source itself puts before a Spanish term ("en el origen", "del origen" → "el"), if any. */
export function sourceArticle(sentences: readonly string[], term: string): string | undefined {
  const counts = new Map<string, number>();
  const pattern = new RegExp(`(?<![\\p{L}])(el|la|los|las|del|al)\\s+${escapeStringRegexp(term)}(?![\\p{L}])`, 'giu');
  for (const text of sentences) {
    for (const m of text.matchAll(pattern)) {
      const article = /^(?:del|al)$/i.test(m[1]!) ? 'el' : m[1]!.toLowerCase();
      counts.set(article, (counts.get(article) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * "¿Qué es el espacio generado?": a Spanish term the source never writes with an article takes the one its head's ending
 * tells ("-o", "-or", "-ma" → "el"; "-a", "-ión", "-dad" → "la"); an ending that tells nothing gives none.
 */
export function spanishArticleByEnding(term: string): string | undefined {
  const head = term.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (/(?:iones|dades|tades|tudes|as)$/u.test(head) && !/mas$/u.test(head)) return 'las';
  if (/(?:os|ores|ajes|mas|ismos)$/u.test(head)) return 'los';
  if (/(?:o|or|aje|ma|ismo)$/u.test(head)) return 'el';
  if (/(?:a|ión|dad|tad|tud|umbre)$/u.test(head)) return 'la';
  return undefined;
}
