import { readSentence } from '../text/nlp.js';

/**
 * "The outermost layer is the fibrous tunic", "The 22nd bone is the mandible", "The middle and thickest layer is the
 * myocardium, made largely of …": a part picked out by its rank or place in a series is identified by a name, not
 * defined; the name after the copula is the term the sentence teaches, and "outermost layer" is none.
 */
const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last|final|\d+(?:st|nd|rd|th)|\p{L}+most)$/iu;

export function identifiesARankedPart(term: string, meaning: string): boolean {
  const words = term.replace(/^(?:the|a|an)\s+/i, '').split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  const tags = readSentence(`the ${words.join(' ')} is small`).tags.slice(1, words.length + 1);
  const head = tags.at(-1);
  // Only the modifiers before the head rank it; a superlative must be read as an adjective ("interest rate" is no rank).
  const ranked = tags.slice(0, -1).some((t) => ORDINAL.test(t.text) || (t.pos === 'ADJ' && /\p{L}{3,}est$/iu.test(t.text)));
  if (!ranked || head?.pos !== 'NOUN') return false;
  // The name after the copula: "the" and at most four words before any comma or bracket, with no verb of its own.
  const name = /^the\s+(?<name>[^,;:()]+)/i.exec(meaning)?.groups?.name?.trim();
  if (!name || name.split(/\s+/).length > 4) return false;
  return !readSentence(name).tags.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}
