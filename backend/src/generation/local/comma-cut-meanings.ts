import { tagEnglish } from '../text/nlp.js';

function describes(t: { pos: string; text: string }): boolean {
  return t.pos === 'ADJ' || (t.pos === 'VERB' && /ed$/i.test(t.text));
}

/**
 * "Surrounding the medulla is the cortex, a layer of compressed, keratinized cells" read as "cortex — a layer of
 * compressed": a meaning cut at the comma between two describing words, so it ends on one whose noun comes after the
 * next ("compressed, keratinized cells", "the lightweight, liquid plasma"). English, written text.
 */
export function cutBeforeItsNoun(meaning: string, sentence: string): boolean {
  const trimmed = meaning.trim().replace(/[.!]+$/, '');
  const at = sentence.indexOf(trimmed);
  if (at < 0) return false;
  const after = /^,\s*(\p{Ll}[\p{L}-]*)\s+([\p{L}-]+)/u.exec(sentence.slice(at + trimmed.length));
  if (!after) return false;
  const tags = tagEnglish(`${trimmed}, ${after[1]} ${after[2]}`).filter((t) => t.pos !== 'PUNCT');
  const [last, next, noun] = tags.slice(-3);
  return last !== undefined && next !== undefined && noun !== undefined && describes(last) && describes(next) && (noun.pos === 'NOUN' || noun.pos === 'PROPN');
}
