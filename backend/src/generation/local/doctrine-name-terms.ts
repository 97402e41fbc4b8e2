/**
 * A doctrine or a school named by a capitalised word ending the text before an appositive: "… the founder of Taoism,
 * a philosophy that …", "… the rise of Stoicism, a school of thought that …". Names of people and places are capitalised
 * too, so only the word forms of doctrines and fields (-ism, -ology) count, and only when the gloss says it is one: a
 * philosophy, an ideology, a school, a movement. A capitalised word before it ("Japanese Taoism") makes a longer name.
 */

const DOCTRINE_WORD = /(?:^|[\s(])(?<x>\p{Lu}\p{Ll}{2,}(?:ism|ology))$/u;
const DOCTRINE_KIND =
  /^(?:a|an|the)\s+(?:[\p{Ll}-]+\s+){0,2}(?:philosophy|ideology|doctrine|school|movement|tradition|religion|worldview|theory|belief|system|approach|view|branch|discipline|field|study|set)\b/u;
const EXAMPLE = /\b(?:for example|for instance|such as|including|like|e\.g\.)\b/i;

/** The capitalised doctrine ending `before`, when `gloss` opens by saying what kind of doctrine it is. */
export function doctrineNameBefore(before: string, gloss: string): string | undefined {
  const text = before.trimEnd();
  const x = DOCTRINE_WORD.exec(text)?.groups?.x;
  if (!x || !DOCTRINE_KIND.test(gloss.trim())) return undefined;
  const earlier = text.slice(0, text.length - x.length).trimEnd();
  const segment = earlier.slice(Math.max(earlier.lastIndexOf(','), earlier.lastIndexOf(';'), 0));
  // "Japanese Taoism", "Neo-Confucian Taoism": a capitalised word before it names a longer thing; "such as Taoism" an example.
  if (/\p{Lu}[\p{L}-]*$/u.test(earlier) && earlier.length > 0 && !/[.!?:]$/.test(earlier) || EXAMPLE.test(segment)) return undefined;
  return x;
}
