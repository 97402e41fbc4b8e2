import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';

/**
 * Whether English words form a clause. The tagger reads a present-tense verb right after its subject as
 * a noun when a preposition or article follows ("the vectors land on a plane", "a graph dips below the
 * axis"): a noun then a bare noun (plural subject) or an "-s" noun (singular subject after its article),
 * then a preposition, article or adverb, is a subject and its verb.
 */
export function readsAsClause(text: string): boolean {
  const tags = tagEnglish(text);
  if (hasFiniteVerb(tags)) return true;
  return tags.some((t, i) => {
    const verb = tags[i + 1];
    if (t.pos !== 'NOUN' || verb?.pos !== 'NOUN' || !/^(?:ADP|DET|ADV)$/.test(tags[i + 2]?.pos ?? '')) return false;
    const pluralSubject = /s$/i.test(t.text) && !/s$/i.test(verb.text);
    const singularSubject = !/s$/i.test(t.text) && /[^s]s$/i.test(verb.text) && tags[i - 1]?.pos === 'DET';
    return pluralSubject || singularSubject;
  });
}
