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

/**
 * "… north of the Alps, an area of roughly 400,000 square miles" read as "Alps — an area of roughly 400": a meaning cut at
 * the comma that groups a number's thousands. Any script: the digits say it.
 */
export function cutInsideANumber(meaning: string, sentence: string): boolean {
  const trimmed = meaning.trim();
  if (!/\d$/u.test(trimmed)) return false;
  for (let at = sentence.indexOf(trimmed); at >= 0; at = sentence.indexOf(trimmed, at + 1)) {
    if (/^,\d{3}(?!\d)/u.test(sentence.slice(at + trimmed.length))) return true;
  }
  return false;
}
