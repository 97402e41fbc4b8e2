import { stem } from '../text/stem.js';
import { tokenize } from '../text/tokens.js';

/** Evaluation metrics for generated notes against human references. */

export interface PrecisionRecall {
  precision: number;
  recall: number;
  f1: number;
}

/**
 * ROUGE-1: clipped unigram overlap of lower-cased word tokens, stop words kept and no stemming
 * (the common default of ROUGE toolkits), so numbers are comparable with published ones.
 */
export function rouge1(candidate: string, reference: string): PrecisionRecall {
  const cand = unigramCounts(candidate);
  const ref = unigramCounts(reference);
  let overlap = 0;
  for (const [t, n] of cand) overlap += Math.min(n, ref.get(t) ?? 0);
  const candTotal = [...cand.values()].reduce((s, n) => s + n, 0);
  const refTotal = [...ref.values()].reduce((s, n) => s + n, 0);
  return prf(overlap, candTotal, overlap, refTotal);
}

function unigramCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/**
 * Forms under which a term counts as the same term: case, articles and plurals folded; "gross
 * domestic product (GDP)" also matches "gross domestic product" and "GDP".
 */
export function termVariants(term: string): Set<string> {
  const cleaned = term.toLowerCase().replace(/[“”"‘’']/g, '').trim();
  const forms = [cleaned];
  const paren = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(cleaned);
  if (paren?.[1] && paren[2]) forms.push(paren[1], paren[2]);
  return new Set(forms.map(normaliseTerm).filter(Boolean));
}

export function normaliseTerm(term: string): string {
  return tokenize(term.replace(/^(?:the|a|an)\s+/i, ''))
    .filter((t, i) => i > 0 || !['the', 'a', 'an'].includes(t))
    .map(stem)
    .join(' ');
}

export function termsMatch(a: string, b: string): boolean {
  const va = termVariants(a);
  for (const v of termVariants(b)) if (va.has(v)) return true;
  return false;
}

export interface DefinitionMatchScore extends PrecisionRecall {
  generated: number;
  reference: number;
  /** Generated terms that match some reference term. */
  correct: number;
  /** Reference terms matched by some generated term. */
  found: number;
}

/** Precision over generated terms, recall over glossary terms (a term matches after normalisation). */
export function definitionScore(generatedTerms: readonly string[], glossaryTerms: readonly string[]): DefinitionMatchScore {
  const correct = generatedTerms.filter((g) => glossaryTerms.some((r) => termsMatch(g, r))).length;
  const found = glossaryTerms.filter((r) => generatedTerms.some((g) => termsMatch(g, r))).length;
  return { ...prf(correct, generatedTerms.length, found, glossaryTerms.length), generated: generatedTerms.length, reference: glossaryTerms.length, correct, found };
}

function prf(hitsP: number, totalP: number, hitsR: number, totalR: number): PrecisionRecall {
  const precision = totalP === 0 ? 0 : hitsP / totalP;
  const recall = totalR === 0 ? 0 : hitsR / totalR;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
