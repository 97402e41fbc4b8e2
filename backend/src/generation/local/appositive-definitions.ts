import { tagEnglish, type TaggedToken } from '../text/nlp.js';
import { withoutSpokenOpener } from './sentence-quality.js';
import { collapseSpaces } from '../text/whitespace.js';
import { anyWordOf, DEMONSTRATIVES, PLACE_POINTERS, THING_POSSESSIVES, THING_PRONOUNS } from './pointing-words.js';
import { SPEAKER, SPEAKER_AND_AUDIENCE } from './speaker-words.js';

/**
 * Speakers define by apposition: "think of each number as a scalar, a thing that stretches or
 * squishes vectors", "scaling i-hat, the vector with length 1 pointing to the right". A noun phrase,
 * a comma, then a second noun phrase (article, noun head, at most a relative or prepositional tail)
 * that renames it. Read by part-of-speech tags, so English only: without a tagger, "la derivada, el
 * tamaño de ese empujón debe ser …" cannot be told from a clause, and no card beats a wrong one.
 * The term must be one the source keeps using (`recurs`): a one-off noun before a comma is an example.
 */

export interface Appositive {
  term: string;
  meaning: string;
  /** The appositive's own article, a hint for the question's ("What is a scalar?"). */
  article?: string;
}

const APPOSITION = /,\s+(?=(?:a|an|the)\s)/gi;
const RELATIVE = /^(?:that|which|who|whose|where|whom)$/i;
/** A subordinate clause of the main sentence ("because then …", "although …") running on after a noun phrase. */
const MAIN_CLAUSE_GOES_ON = /\b(?:because|since|although|though|whereas|otherwise|so\s+that)\b/i;
const MIN_MEANING_WORDS = 3;
const MAX_MEANING_WORDS = 25;
const MAX_TERM_WORDS = 4;
/** Leaning on the screen or the talk: the renaming must say what the term is on its own. */
const POINTING = anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, THING_POSSESSIVES, SPEAKER, SPEAKER_AND_AUDIENCE);
/** Openers of a subordinate clause or adverbial: "In this case, the …", "When you …, the …" end before a main clause, not a term. */
const LEADING_CLAUSE = /^(?:ADP|SCONJ|ADV|CCONJ|PART|INTJ)$/;

export function findAppositives(sentence: string, language: string, recurs: (term: string) => boolean): Appositive[] {
  if (language !== 'en') return [];
  const text = withoutSpokenOpener(collapseSpaces(sentence), language);
  const out: Appositive[] = [];
  for (const m of text.matchAll(APPOSITION)) {
    const at = m.index ?? 0;
    const before = text.slice(0, at);
    // Only the first clause's last noun phrase: "In this case, the …" has an adverbial before its comma.
    if (before.includes(',') || LEADING_CLAUSE.test(tagEnglish(before)[0]?.pos ?? '')) continue;
    const after = text.slice(at + m[0].length);
    const meaning = after.split(/[,;:.!?]/)[0]!.trim();
    // "Lots of formulas, the product rule, the chain rule, …": a list, not a renaming.
    const tail = after.slice(after.indexOf(meaning) + meaning.length);
    if (/^[,;]\s*(?:and\s+|or\s+)?(?:a|an|the)\s/i.test(tail)) continue;
    // "ask for the records, the columns that you actually need because then …": the sentence goes on past the second
    // noun phrase with a clause of its own; the speaker restated the object and carried on, no renaming was set off.
    if (MAIN_CLAUSE_GOES_ON.test(meaning)) continue;
    const checked = renaming(meaning);
    if (!checked) continue;
    const term = trailingTerm(before, recurs);
    if (!term || term.toLowerCase() === checked.head.toLowerCase()) continue;
    out.push({ term, meaning, article: checked.article });
  }
  return out;
}

/** The renaming noun phrase: article, a noun head, no verb of its own before any relative word. */
function renaming(meaning: string): { head: string; article: string } | undefined {
  const words = meaning.split(' ').length;
  if (words < MIN_MEANING_WORDS || words > MAX_MEANING_WORDS || POINTING.test(meaning)) return undefined;
  const tags = tagEnglish(meaning);
  const article = tags[0]?.text.toLowerCase() ?? '';
  let i = 1;
  while (i < tags.length && /^(?:ADJ|NOUN|PROPN|NUM)$/.test(tags[i]!.pos)) i++;
  const head = tags[i - 1];
  if (i === 1 || !head || !/^(?:NOUN|PROPN)$/.test(head.pos)) return undefined;
  // "the size of that nudge should be 2x": a clause, not a name. Participles ("pointing", "given") describe.
  for (const t of tags.slice(i)) {
    if (RELATIVE.test(t.text)) break;
    if (t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text))) return undefined;
  }
  return { head: head.text, article };
}

/** The noun phrase ending right before the comma, longest first, that the source keeps using. */
function trailingTerm(before: string, recurs: (term: string) => boolean): string | undefined {
  const words = before.split(' ');
  const tags = tagEnglish(before);
  if (!isNounEnd(tags)) return undefined;
  for (let n = Math.min(MAX_TERM_WORDS, words.length - 1); n >= 1; n--) {
    const candidate = words.slice(-n).join(' ');
    // Tagged in context: alone, "pivot" reads as a verb.
    const candidateTags = tags.slice(tags.length - tagEnglish(candidate).length);
    // "scaling i-hat": a gerund opens a verb phrase, not the term.
    if (!candidateTags.every((t) => /^(?:ADJ|NOUN|PROPN|NUM|PUNCT)$/.test(t.pos) || (t.pos === 'PRON' && t.text.length === 1))) continue;
    if (isGerundVerb(tags, tags.length - candidateTags.length) || /^(?:first|second|third|last|next|other|same|new|different|whole)$/i.test(candidateTags[0]?.text ?? '')) continue;
    // The term is a whole noun phrase: "the resulting nudge to that second value" does not rename "value".
    if (!opensNounPhrase(tags, tags.length - candidateTags.length)) continue;
    if (candidate.replace(/[^\p{L}]/gu, '').length >= 3 && recurs(candidate)) return candidate;
  }
  return undefined;
}

/** Prepositions that take a whole noun phrase as object; "of"/"to" mostly tie it into a longer one ("nudge to the value"). */
const OBJECT_PREPOSITION = /^(?:as|by|with|into|onto|from|for)$/i;

/** "computing the gradient": an -ing word that takes an object is a verb, though the model reads some as nouns. */
function isGerundVerb(tags: readonly TaggedToken[], k: number): boolean {
  const t = tags[k];
  if (!t || !/^\p{L}+ing$/iu.test(t.text)) return false;
  const before = tags[k - 1];
  return !before || /^(?:ADP|VERB|AUX|PRON|CCONJ|PART)$/.test(before.pos);
}

/** What stands before the term: its article after a verb or an object preposition, a verb, or nothing. */
function opensNounPhrase(tags: readonly TaggedToken[], start: number): boolean {
  const takesObject = (k: number): boolean => {
    const t = tags[k];
    return !t || t.pos === 'VERB' || t.pos === 'AUX' || isGerundVerb(tags, k) || (t.pos === 'ADP' && OBJECT_PREPOSITION.test(t.text));
  };
  const previous = tags[start - 1];
  if (previous?.pos === 'DET' && /^(?:a|an|the)$/i.test(previous.text)) return takesObject(start - 2);
  return takesObject(start - 1);
}

function isNounEnd(tags: readonly TaggedToken[]): boolean {
  const last = tags.at(-1);
  return last !== undefined && /^(?:NOUN|PROPN)$/.test(last.pos);
}
