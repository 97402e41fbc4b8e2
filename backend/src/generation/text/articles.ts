/** The term without an article before it ("una matriz" names "matriz"). */
export function withoutLeadingArticle(term: string): string {
  return term.replace(/^(?:the|a|an|el|la|los|las|un|una|unos|unas|le|les|une|des|der|die|das|ein|eine)\s+/i, '');
}

/** "price controls" → "are"; "elasticity" → "is" (a plural noun phrase ends in a plural word). */
export function copulaFor(term: string): 'is' | 'are' {
  if (/\)$/.test(term)) return copulaFor(term.replace(/\s*\([^)]*\)\s*$/, ''));
  // The head noun comes before a preposition: "barriers to entry", "law of diminishing returns".
  const head = term.trim().split(/\s+(?:of|to|for|in|on|between|per|with)\s+/i)[0] ?? term;
  const last = head.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  if (/^[A-Z0-9]+s$/.test(head.split(/\s+/).at(-1) ?? '')) return 'are'; // "IPOs", "COLAs"
  if (last.length > 3 && /s$/.test(last) && !/(?:ss|us|is|ics|ous|ness|sis|xis|as)$/.test(last)) return 'are';
  if (/^(?:people|data|media|criteria|phenomena|children|men|women)$/.test(last)) return 'are';
  return 'is';
}

/** The term's head noun: its last word before a preposition or an aside ("barriers to entry" → "barriers"). */
export function termHead(term: string): string {
  const head = term.replace(/\s*\([^)]*\)\s*$/, '').trim().split(/\s+(?:of|to|for|in|on|between|per|with)\s+/i)[0] ?? term;
  return head.split(/\s+/).at(-1) ?? '';
}

/** "an", "a": the article a count noun takes in the singular ("an eigenvector", "a unit", "a eukaryote", "a one-way street"). */
export function indefiniteArticle(word: string): 'an' | 'a' {
  // A vowel letter read as a "y" or "w" sound takes "a".
  return /^(?:(?!eu|ewe|one\b|one-|once\b)[aeio]|u(?![nrs]i|sa|se|su|ti|to|ro|ni))/i.test(word) ? 'an' : 'a';
}

/** The article the material writes before a term: "a" ("have a copayment"), "the" ("the Hawthorne effect"), or none. */
export type WrittenArticle = 'a' | 'the' | null;

/**
 * How the material writes a singular term: with "a/an" when it does so at least as often as bare
 * ("Health insurance policies often have a copayment …": a count noun; "risk" is mostly bare: "A risk
 * measures …" would be wrong), with "the" when at least as often as bare and never "a" ("the Hawthorne effect"), else bare
 * ("coinsurance", "capital deepening"). A plural or a name (its head noun capitalised) takes none here.
 */
export function writtenArticle(term: string, texts: readonly string[]): WrittenArticle {
  const bare = term.replace(/\s*\([^)]*\)\s*$/, '').trim();
  // A name ("Medicare", "the Supplemental Nutrition Assistance Program") keeps the text's own wording: "the Medicare program" is no "The Medicare".
  if (!bare || copulaFor(bare) !== 'is' || /^\p{Lu}/u.test(termHead(bare))) return null;
  const words = (text: string) => text.toLowerCase().replace(/(?<=\p{L})-(?=\p{L})/gu, ' ').match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const want = words(bare);
  let indefinite = 0;
  let definite = 0;
  let none = 0;
  for (const text of texts) {
    const have = words(text);
    for (let i = 0; i + want.length <= have.length; i++) {
      if (!want.every((w, j) => have[i + j] === w)) continue;
      // "the diffusion of water", "the passive transport of sodium": one instance, not how the term is written.
      if (have[i + want.length] === 'of') continue;
      const before = have[i - 1] ?? '';
      if (before === 'a' || before === 'an') indefinite++;
      else if (before === 'the') definite++;
      else if (!DETERMINER.has(before)) none++;
    }
  }
  if (indefinite > 0 && indefinite >= none) return 'a';
  return definite > 0 && definite >= none && indefinite === 0 ? 'the' : null;
}

/** Words before a noun that are neither an article nor its absence ("this copayment", "each patent"). */
const DETERMINER = new Set(['this', 'that', 'these', 'those', 'each', 'every', 'any', 'no', 'some', 'its', 'their', 'his', 'her', 'our', 'your', 'my', 'one', 'another', 'such']);
