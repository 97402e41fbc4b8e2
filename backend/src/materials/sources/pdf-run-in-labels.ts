import { stopWords } from '../../generation/text/language.js';

/**
 * Notes and handouts set a term in its own type at the start of a line and run the text on after it:
 * "**URG and OOB data** TCP is a stream-oriented protocol.", "**Routing** Find a route in the route table.".
 * Read as plain text the term runs into the sentence ("URG and OOB data TCP is …"). A short lead in one
 * font, with no punctuation of its own, followed in another font by a capitalised start is such a label,
 * and a colon is put after it, as a writer of notes would ("Routing: Find a route …").
 */

const MAX_LABEL_WORDS = 6;

/** Function words of the languages we write notes in: a lead ending on one ("Im", "Die", "… der") runs into an emphasised term. */
const FUNCTION_WORDS = (() => {
  const words = new Set<string>();
  for (const language of ['en', 'es', 'fr', 'de']) for (const w of stopWords(language)) words.add(w);
  return words;
})();

export function isRunInLabel(lead: string, next: string): boolean {
  const label = lead.trim();
  if (!/^\p{L}[^.:;,!?]*[\p{L}\p{N})]$/u.test(label) || label.split(/\s+/).length > MAX_LABEL_WORDS) return false;
  if (FUNCTION_WORDS.has(label.split(/\s+/).at(-1)!.toLowerCase())) return false;
  // The text run on is a sentence's start ("TCP is a …"), not the rest of a mixed-type title ("TCP/IP Overview") or a table row.
  const words = next.trim().split(/\s+/);
  return words.length >= 3 && /^\p{Lu}\p{L}/u.test(words[0] ?? '');
}
