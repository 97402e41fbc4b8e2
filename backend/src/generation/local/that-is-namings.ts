import { isEverydayEnglishWord } from '../text/common-words.js';
import { readWords, type SentenceReading } from '../text/nlp.js';
import { cleanTerm, looksPlural, type DefinitionMatch } from './definition-patterns.js';

/**
 * A plain description first, then the term it is called by after "that is" (written English prose):
 *   "… the outcome depends on the prevailing arrangement—that is, the status quo.";
 *   "The views of a narrow circle of experts—that is, expert consensus—shape the debate."
 * The term is a short noun phrase the text keeps naming; the description before the dash is a longer noun phrase,
 * a modifier and a head at least, and no list. A plain word for a plain word ("the facts—that is, the evidence",
 * "Disagreement—that is, conflict") names no term.
 */

const THAT_IS = /—that is,\s+(?:the\s+)?(?<term>\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})(?<close>—|$)/gu;
const MAX_DESCRIPTION_WORDS = 16;

export interface ThatIsNamingContext {
  phraseCount(phrase: string): number;
}

export function matchThatIsNamings(body: string, reading: SentenceReading, context: ThatIsNamingContext): DefinitionMatch[] {
  const out: DefinitionMatch[] = [];
  for (const m of body.matchAll(THAT_IS)) {
    const raw = m.groups?.term ?? '';
    const termTags = readWords(raw.split(/\s+/), reading);
    if (termTags.at(-1)?.pos !== 'NOUN' || termTags.some((t) => !/^(?:ADJ|NOUN)$/.test(t.pos))) continue;
    const term = cleanTerm(raw, reading, context.phraseCount);
    // One everyday word is no term of the field, however the text names it.
    if (!term || context.phraseCount(term) < 2 || (!term.includes(' ') && isEverydayEnglishWord(term))) continue;
    const description = describedBefore(body.slice(0, m.index), m.groups?.close === '—', reading);
    if (!description || description.toLowerCase().includes(term.toLowerCase())) continue;
    out.push({ term, meaning: description, form: 'noun-phrase', plural: looksPlural(term), confidence: 0.6, pattern: 'that-is-naming' });
  }
  return out;
}

/**
 * The noun phrase before the dash: the whole subject when the naming closes before the verb ("The views of …—that is,
 * X—shape …"), else the object the clause ends on, from its article ("depends on the prevailing arrangement").
 */
function describedBefore(before: string, closed: boolean, reading: SentenceReading): string | undefined {
  // Open, the object ends the last clause ("As a result, … on the prevailing arrangement"); closed, the subject is the
  // whole text before, with at most a run of coordinate modifiers ("of business, political, and other elites").
  const text = closed ? before.trim().replace(/,\s+(?:and\s+)?(?=\p{Ll}+[\s,])/gu, ' ') : before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1).trim();
  if (/[,;:—]/.test(text)) return undefined;
  const words = text.split(/\s+/);
  const tags = readWords(words, reading);
  let start: number;
  if (closed) {
    // The whole subject: no verb of its own.
    if (tags.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text)))) return undefined;
    start = 0;
  } else {
    start = tags.findLastIndex((t) => /^(?:the|a|an)$/i.test(t.text));
    if (start < 0 || tags.slice(start + 1).some((t) => !/^(?:ADJ|NOUN)$/.test(t.pos) && !/-/.test(t.text))) return undefined;
  }
  const phrase = words.slice(start);
  const content = readWords(phrase, reading).filter((t) => /^(?:ADJ|NOUN)$/.test(t.pos));
  // A modifier and a head at least, and one thing, not "A and B".
  if (content.length < 2 || phrase.length > MAX_DESCRIPTION_WORDS || /\s(?:and|or)\s/i.test(closed ? '' : phrase.join(' ')) || tags.at(-1)?.pos !== 'NOUN') return undefined;
  if (!closed) return phrase.join(' ');
  const subject = before.trim();
  return subject.charAt(0).toLowerCase() + subject.slice(1);
}
