/**
 * Stemming-lite: folds the inflections that matter for matching study text (plurals, -ing/-ed,
 * -ly adverbs, y/ies) without a full Porter stemmer. Deterministic and cached, because it runs
 * on every token of documents up to ~50,000 words.
 */
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

const VOWEL = /[aeiouy]/;
/** Words whose final "s" is not a plural marker. */
const KEEP_FINAL_S = /(?:ss|us|is|ics|ous|sis|xis|as)$/;

export function stem(word: string): string {
  const lower = word.toLowerCase();
  const hit = cache.get(lower);
  if (hit !== undefined) return hit;
  const result = stemUncached(lower);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(lower, result);
  return result;
}

function stemUncached(w: string): string {
  if (w.length <= 3 || !/^[a-z][a-z'-]*$/.test(w)) return w;
  let s = w;
  if (s.endsWith("'s") || s.endsWith('’s')) s = s.slice(0, -2);
  if (s.endsWith('ies') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('sses')) s = s.slice(0, -2);
  else if (/(?:ches|shes|xes|zzes)$/.test(s)) s = s.slice(0, -2);
  else if (s.endsWith('s') && !KEEP_FINAL_S.test(s)) s = s.slice(0, -1);

  if (s.endsWith('ingly') && hasVowel(s.slice(0, -5))) s = s.slice(0, -5);
  else if (s.endsWith('edly') && hasVowel(s.slice(0, -4))) s = s.slice(0, -4);
  else if (s.endsWith('ly') && s.length > 5 && !s.endsWith('ply') && !s.endsWith('ally')) s = s.slice(0, -2);
  else if (s.endsWith('ally') && s.length > 6) s = s.slice(0, -4);

  if (s.endsWith('ing') && s.length > 5 && hasVowel(s.slice(0, -3))) s = undoubleConsonant(s.slice(0, -3));
  else if (s.endsWith('ied') && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if (s.endsWith('ed') && s.length > 4 && hasVowel(s.slice(0, -2)) && !s.endsWith('eed')) {
    s = undoubleConsonant(s.slice(0, -2));
  }

  if (s.endsWith('y') && s.length > 3 && !VOWEL.test(s[s.length - 2] ?? '')) s = `${s.slice(0, -1)}i`;
  if (s.endsWith('e') && s.length > 4) s = s.slice(0, -1);
  return s;
}

function hasVowel(s: string): boolean {
  return /[aeiou]/.test(s);
}

function undoubleConsonant(s: string): string {
  const last = s[s.length - 1];
  if (s.length > 3 && last === s[s.length - 2] && last !== undefined && !/[aeioulsz]/.test(last)) return s.slice(0, -1);
  return s;
}
