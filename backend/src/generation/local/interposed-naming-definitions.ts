import { isArticle, readSentence, readWords, type SentenceReading } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { cleanTerm, cutMeaning, isDefiningComplement, looksPlural, lowerFirst, matchDefinitions, stripIntroPhrases, type DefinitionContext, type DefinitionMatch } from './definition-patterns.js';

/**
 * A name set off between commas inside the subject, before the subject's own verb:
 *   "In contrast, nonprofessional legislatures, sometimes also called citizen legislatures, are part-time legislatures
 *     where …" (the subject is the term; read as if the name were not there);
 *   "The last clause of Article I, Section 8, commonly referred to as the elastic clause, enables Congress to …";
 *   "This difference in charge across the membrane, called the membrane potential, provides energy for the signal"
 *     (the subject is a description, not a term: the name is the term and the subject with its predicate the meaning);
 *   "This kind of stress, which Selye called eustress (from the Greek eu = “good”), is a good kind of stress …" (a name
 *     someone gave it; a longer aside in brackets may follow the name).
 * Written English only: the naming words are English and the subject is told by its tags.
 */

/** The subject may hold one comma before a numbered part ("Article I, Section 8"); the name ends at the next comma. */
const INTERPOSED =
  /^(?<x>[^,;:—()]{3,100}?(?:,\s+\p{Lu}\p{Ll}*\s+(?:\d+|[IVXL]+)\b[^,;:—()]{0,40}?)?),\s+(?:(?:also|sometimes|often|commonly|typically|usually|generally|frequently|simply|more)\s+){0,2}(?<namer>which\s+(?:\p{Lu}\p{Ll}+|he|she|they)\s+)?(?:called|known\s+as|referred\s+to\s+as|termed|labell?ed|dubbed)\s+(?:the\s+|a\s+|an\s+)?(?<name>[^,;:—()]{2,60}?)(?:\s+\([^()]{1,40}\))?,\s+(?<rest>\p{Ll}.+)$/u;

/** Demonstratives that point back at the sentence before: the description they open is still a noun phrase. */
const DEMONSTRATIVE = /^(?:this|that|these|those|such)\s+/i;

/** A predicate that says what a thing is or does, timelessly: a copula, or a present-tense verb ("enables", "codifies"). */
const HAS_OR_PAST = /^(?:has|have|had|was|were|did|does|may|might|can|could|will|would|should|must)$/i;

export function matchInterposedNaming(sentence: string, context: DefinitionContext): DefinitionMatch[] {
  if (!/,\s+(?:\p{L}+\s+){0,2}(?:called|known as|referred to as|termed|label|dubbed)/iu.test(sentence)) return [];
  const body = sentence.replace(/[.!]["'”’)\]]*$/, '').trim();
  const reading = readSentence(sentence);
  const g = INTERPOSED.exec(stripIntroPhrases(body, reading))?.groups;
  if (!g?.x || !g.name || !g.rest) return [];
  // "commonly referred to as the elastic clause or the necessary and proper clause": two names for one thing, each defined.
  const [firstName, ...otherNames] = g.name.split(/\s+or\s+(?=(?:the|an?)\s)(?:the|an?)\s+/i);
  const found = interposedDefinitions({ x: g.x, rest: g.rest, ...(g.namer ? { namer: g.namer } : {}) }, firstName!, reading, context);
  const others = otherNames.flatMap((other) => {
    const term = cleanTerm(other, reading);
    return term ? found.filter((d) => d.term.toLowerCase() !== term.toLowerCase() && !d.meaning.toLowerCase().includes(term.toLowerCase())).map((d) => ({ ...d, term, plural: looksPlural(term) })) : [];
  });
  return [...found, ...others];
}

function interposedDefinitions(g: { x: string; rest: string; namer?: string }, rawName: string, reading: SentenceReading, context: DefinitionContext): DefinitionMatch[] {
  const name = cleanTerm(rawName, reading);
  const predicate = readWords(g.rest.split(/\s+/).slice(0, 3), reading);
  const verb = predicate[0];
  // "These soldiers, called mamluks, were young boys taken from …": history names a kind in the past tense, and only a
  // class after the copula says what it was ("…, called the steering group, raised money" tells a story).
  const past = /^(?:was|were)$/i.test(verb?.text ?? '');
  if (!name || !verb || !/^(?:VERB|AUX)$/.test(verb.pos) || (HAS_OR_PAST.test(verb.text) && !past)) return [];
  const subject = g.x.trim();
  // "Cannon proposed that this reaction, which he called …": a name someone gave belongs to a noun phrase of its own.
  if (g.namer && !/^(?:the|a|an|this|that|these|those|such)\s/i.test(subject)) return [];
  const subjectTerm = DEMONSTRATIVE.test(subject) ? undefined : cleanTerm(subject, reading, context.phraseCount);
  if (subjectTerm && !past) {
    // The subject is the term the sentence defines; the name only interrupts it.
    const reread = matchDefinitions(`${subject} ${g.rest}.`, { ...context, previous: undefined }).filter((m) => m.term.toLowerCase() === subjectTerm.toLowerCase());
    if (reread.length > 0) return reread;
  }
  // A capitalised name ("the Knesset", "the World Court") is an instance the text mentions; glossaries list concepts.
  if (!/^\p{Ll}/u.test(name)) return [];
  // "This region, called the magnetosphere, is defined as the zone within which …": the definition the sentence gives is the name's.
  const defined = /^(?:is|are)\s+(?:usually\s+|often\s+|commonly\s+)?defined\s+as\s+(?<y>(?:the|a|an)\s.+)$/i.exec(g.rest)?.groups?.y;
  const definition = defined ? cutMeaning(defined) : undefined;
  if (definition) return [{ term: name, meaning: definition, form: 'noun-phrase', plural: looksPlural(name), confidence: 0.75, pattern: 'interposed-naming' }];
  return describedByItsSubject(subject, name, g.rest, reading) ?? [];
}

/**
 * "The last clause of Article I, Section 8, …, enables Congress to …" → "elastic clause": "the last clause of Article I,
 * Section 8, which enables Congress to …". The subject must be a noun phrase of its own (an article or a demonstrative,
 * then no verb outside a relative clause) and the predicate a present-tense verb or a copula with a defining complement.
 */
function describedByItsSubject(subject: string, name: string, rest: string, reading: SentenceReading): DefinitionMatch[] | undefined {
  const words = subject.split(/\s+/);
  const tags = readWords(words, reading);
  const opener = tags[0];
  if (!opener || !(isArticle(opener) || DEMONSTRATIVE.test(`${opener.text} `) || /^(?:NOUN|PROPN|ADJ)$/.test(opener.pos))) return undefined;
  const relative = tags.findIndex((t) => /^(?:that|which|who|whose)$/i.test(t.text));
  const own = relative < 0 ? tags : tags.slice(0, relative);
  if (own.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text)))) return undefined;
  if (!own.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return undefined;
  const verb = readWords(rest.split(/\s+/).slice(0, 1), reading)[0]!;
  const copula = /^(?:is|are|was|were)$/i.test(verb.text);
  // "The model, sometimes called P2P, is particularly popular": a copula must name a class; a bare verb must be present tense.
  if (copula && !isDefiningComplement(rest.replace(/^\S+\s+(?:(?:often|usually|mostly|typically|generally)\s+)?/i, ''), name, reading)) return undefined;
  if (!copula && !(verb.pos === 'VERB' && /[^s]s$/i.test(verb.text) && verb.lemma !== verb.text.toLowerCase())) return undefined;
  const described = subject.replace(DEMONSTRATIVE, looksPlural(words.slice(0, 4).join(' ').replace(/\s+(?:of|in|across)\s.*$/i, '')) ? '' : 'the ');
  const predicate = cutMeaning(rest, { clause: true });
  if (!predicate || described.toLowerCase().includes(name.toLowerCase())) return undefined;
  // "This kind of stress, which Selye called eustress, is a good kind of stress …": a complement that names the
  // whole subject again says it alone.
  const restated = copula && findWholeWords(predicate, described.replace(/^(?:the|a|an)\s+/i, '')) >= 0;
  const meaning = restated ? predicate.replace(/^\S+\s+/, '') : `${lowerFirst(described)}, which ${predicate}`;
  return [{ term: name, meaning, form: 'noun-phrase', plural: looksPlural(name), confidence: 0.6, pattern: 'interposed-naming' }];
}
