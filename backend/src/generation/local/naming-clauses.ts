import { readSentence, type TaggedToken } from '../text/nlp.js';

/**
 * What a name is given to must be a noun phrase. "The Spanish government gave each grantee, known as an encomendero, the
 * right to …", "The Germans banned jazz, but wherever they went, U.S. soldiers, known as GIs, introduced …", "The Linear B
 * tablets indicate that the ruler of these palaces was known as the Wanax": read back to the sentence's start, the named
 * thing became a clause, its subject and its own verb, and the name belongs to a noun inside it. Told by tags (English):
 * an opening noun phrase (article, modifiers, nouns, names, a possessive) and then a finite verb, or a clause after
 * ", but" / ", and". "The interest the bank pays" (a contact relative) and "the time it takes" open on no such clause.
 */
export function opensOnAClause(meaning: string): boolean {
  // Quotes go; a hyphen stays, or "enzyme-filled cap" would read as a noun and its verb.
  const tags = readSentence(meaning.trim()).tags.filter((t) => t.pos !== 'PUNCT' || /^[,‐–—-]$/.test(t.text));
  return subjectThenVerb(tags, 0) || tags.some((t, k) => t.text === ',' && /^(?:but|and|yet)$/i.test(tags[k + 1]?.text ?? '') && /^(?:PRON|DET|PROPN|NOUN)$/.test(tags[k + 2]?.pos ?? '') && subjectThenVerb(tags, k + 2));
}

function subjectThenVerb(tags: readonly TaggedToken[], from: number): boolean {
  let k = from;
  if (tags[k]?.pos === 'PRON' && /^(?:it|they|he|she|we)$/i.test(tags[k]!.text)) k++;
  else {
    if (tags[k]?.pos === 'DET') k++;
    const head = k;
    while (/^(?:ADJ|NOUN|PROPN|NUM|PART)$/.test(tags[k]?.pos ?? '')) k++;
    // A subject ends on a noun or a name.
    if (k === head || !/^(?:NOUN|PROPN)$/.test(tags[k - 1]?.pos ?? '')) return false;
  }
  if (tags[k]?.pos === 'ADV') k++;
  return isFinite(tags, k);
}

function isFinite(tags: readonly TaggedToken[], k: number): boolean {
  const t = tags[k];
  if (t?.pos === 'AUX') return true;
  if (t?.pos !== 'VERB' || /ing$/i.test(t.text)) return false;
  const next = tags[k + 1];
  // "a fluid filled with …", "a tax imposed on …": a past participle with its preposition goes on describing the noun.
  if (/(?:ed|en)$/i.test(t.text)) return /^(?:DET|PRON|NUM|NOUN|ADJ|PROPN)$/.test(next?.pos ?? '') || /^that$/i.test(next?.text ?? '');
  // "The second limb consists of …": a present form in "-s" is finite. "power made legitimate by …", "institutions made up
  // of …": an irregular form may be a participle, finite only with an object or a "that" clause ("… gave each grantee").
  if (/[^s]s$/i.test(t.text)) return true;
  return /^(?:DET|PRON|NUM|NOUN|PROPN)$/.test(next?.pos ?? '') || /^that$/i.test(next?.text ?? '');
}
