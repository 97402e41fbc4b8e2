/**
 * Mathematics names what it defines twice, in words and by a symbol: "A vector field F : D → V is a function which
 * assigns …", "The range R of a function f : X → Y is the set of …". The symbol and its mapping are no part of the
 * term: read without them, the sentence defines "vector field" and "range of a function" (the mapping's colon had
 * made "D → V" the term). English; only a subject that names a mapping ("f : X → Y") is read as mathematics, so
 * "The letter A is …" or "Vitamin D is …" keep their letters.
 */

/** A one-letter symbol (with digits or primes) and its mapping, "f : X → Y", "F: D → V", "t : ℝn → ℝm". */
const MAPPING = /\s+\p{L}[\p{N}′']*\s*:\s*[^\s:→]{1,12}\s*→\s*[^\s:→,]{1,12}(?=\s|$)/u;

/** The subject before its copula, opening on an article: where the symbols are read. */
const SUBJECT = /^(?<subject>(?:A|An|The)\s[^,;:]*?:[^,;]*?)\s+(?<verb>is|are)\s/u;

/** A one-letter symbol after a lower-case noun of the subject: "range R", "field F" (not the article in "of a function"). */
const LETTER_AFTER_WORD = /(?<=\s(?<word>\p{Ll}{2,}))\s+(?!a\s)\p{L}[\p{N}′']?(?=\s|$)/gu;
const FUNCTION_WORD = /^(?:of|to|in|for|by|with|on|at|as|from|and|or|than)$/;

export function withoutSymbolNames(sentence: string): string {
  const subject = SUBJECT.exec(sentence)?.groups?.subject;
  if (!subject || !MAPPING.test(subject)) return sentence;
  const words = subject.replace(MAPPING, '').replace(LETTER_AFTER_WORD, (letter: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as { word: string };
    return FUNCTION_WORD.test(groups.word) ? letter : '';
  });
  return `${words}${sentence.slice(subject.length)}`;
}
