import { tagEnglish } from '../text/nlp.js';
import type { DefinitionMatch } from './definition-patterns.js';
import escapeStringRegexp from 'escape-string-regexp';
import { withoutSymbolNames } from './symbol-names.js';

/**
 * Help for the ordinary definition patterns (definition-patterns.ts) on textbook prose, English only: the
 * reading they should see ("X (or Y), which are …" defines X), rewritings to try when a sentence matched
 * nothing ("Conversely, when …", "A debit card, like a check, is …"), and repairs of their misreadings.
 */

/**
 * The reading every pattern should see: "underground economies (or black markets), which are …"
 * defines the first name; the bracketed other name would otherwise be taken as the term. A citation
 * ("(Sahn, 2013)", "(Marx and Engels 1848)") is read as absent: "… is known as reification (Sahn, 2013)".
 */
export function preferredReading(sentence: string): string {
  // "A vector field F : D → V is …": the term is named in words, not by its symbol and mapping.
  const uncited = withoutSymbolNames(withoutCitations(sentence));
  // A short name only: "(or slightly more than that minimum)" qualifies, it does not rename.
  return uncited.includes('(or ') ? uncited.replace(/\s+\(or\s+(?!(?:more|less|slightly|about|even)\b)[\p{L}-]+(?:\s+[\p{L}-]+){0,2}\)(?=,)/giu, '') : uncited;
}

/**
 * A bracket holding a year, alone or after authors, with an optional page: "(1957)", "(Sahn, 2013, p. 4)",
 * "(Smith et al. 2010; Jones 2012)". Bracketed names without a year ("(GDP)", "(or unobtrusive research)") stay.
 */
const CITATION = /\s*\((?:\p{Lu}[^()]{0,80}?[\s,])?(?:1[5-9]|20)\d\d[a-z]?(?:\s*[–-]\s*\d{2,4})?(?:[,;:]\s*[^()]{0,60})?\)/gu;

export function withoutCitations(sentence: string): string {
  return sentence.includes('(') ? sentence.replace(CITATION, '') : sentence;
}

/**
 * Rewritings of a sentence that the ordinary patterns can then read, tried only when the sentence
 * as written matched nothing: a leading connective dropped ("Conversely, when …"), an interrupting
 * aside dropped ("A debit card, like a check, is …"; "A copyright, according to the …, “is …”"),
 * a nickname opener dropped ("Often called “food stamps,” …"), a pointer to a figure dropped, a spoken restart read
 * from its second start ("So indexes, which is what we're talking about, indexes are …").
 */
export function definitionRewritings(sentence: string): string[] {
  const out: string[] = [];
  const connective = withoutConnective(sentence);
  if (connective !== sentence && /^\p{Lu}/u.test(connective)) out.push(connective);
  const aside = /^(?<x>[^,;:()]{3,60}?),\s+(?:like|unlike|according to|as with|in turn|in effect|in other words|for its part)\b[^,;:]{1,60},\s+[“"]?(?<rest>(?:is|are)\s.+)$/iu.exec(sentence)?.groups;
  if (aside?.x && aside.rest) out.push(`${aside.x} ${aside.rest.replace(/[”"](?=[.!]?$)/, '')}`);
  // "An out-group, conversely, is a group …": a connective adverb set off inside the subject's clause.
  const adverb = /^(?<x>[^,;:()]{3,60}?),\s+(?:conversely|however|therefore|thus|then|meanwhile|instead|likewise|similarly|by contrast|in contrast|in turn|on the other hand),\s+(?<rest>(?:is|are)\s.+)$/iu.exec(sentence)?.groups;
  if (adverb?.x && adverb.rest) out.push(`${adverb.x} ${adverb.rest}`);
  // "Often called “food stamps,” the Supplemental Nutrition Assistance Program is …"
  const nickname = sentence.replace(/^(?:often|also|sometimes|commonly)\s+(?:called|known as)\s+[“"][^”"]{1,40}[”"]?,[”"]?\s+/i, '');
  if (nickname !== sentence) out.push(`${nickname.charAt(0).toUpperCase()}${nickname.slice(1)}`);
  // "Anomie—literally, “without law”—is a situation in which …": an aside between dashes before the verb.
  const dashed = /^(?<x>[^—,;:]{2,60})—[^—]{1,80}—\s*(?<rest>(?:is|are)\s.+)$/u.exec(sentence)?.groups;
  if (dashed?.x && dashed.rest) out.push(`${dashed.x} ${dashed.rest}`);
  // "So indexes, which is what we're talking about now, indexes are a set of …": a speaker names the subject, breaks off
  // for an aside, and starts again on the same words; the second start is the sentence.
  const restarted = /^(?:(?:so|and|now|okay|well),?\s+)?(?<x>[^,;:()]{3,40}?),\s+(?:which|that|who)\s[^,;:]{3,80},\s+(?<again>[^,;:()]{3,40}?)\s+(?<rest>(?:is|are)\s.+)$/iu.exec(sentence)?.groups;
  if (restarted?.x && restarted.again && restarted.rest && restarted.x.toLowerCase() === restarted.again.toLowerCase()) out.push(`${restarted.again.charAt(0).toUpperCase()}${restarted.again.slice(1)} ${restarted.rest}`);
  const figure = sentence.replace(/\s*\([^()]*\b(?:figure|table|graph|chart)\b[^()]*\)/gi, '');
  if (figure !== sentence) out.push(figure);
  return out;
}

/** "Conversely, …", "Taken together, …": a short opener that ties the sentence to the one before. */
export function withoutConnective(text: string): string {
  const m = /^(?<lead>\p{L}+(?:\s+\p{L}+){0,1}),\s+(?<rest>.+)$/u.exec(text);
  if (!m?.groups?.lead || !m.groups.rest) return text;
  const tags = tagEnglish(m.groups.lead);
  // An adverb ("Conversely", "Instead") or a participle phrase ("Taken together"), never a noun phrase (a list's first item).
  const connective = tags.every((t) => /^(?:ADV|VERB)$/.test(t.pos)) && tags[0]?.pos !== 'VERB' || /^\p{L}+(?:ed|en)\s+\p{L}+$/u.test(m.groups.lead) && tags[1]?.pos === 'ADV';
  return connective ? `${m.groups.rest.charAt(0).toUpperCase()}${m.groups.rest.slice(1)}` : text;
}

/**
 * Matches the ordinary patterns make that misread a textbook sentence, with the repair when there is one:
 *   "…paid with some combination of managed care and fee-for-service; that is, a flat amount …" — a coordinated
 *   term ("X and Y") is not what a "that is" renames;
 *   "…for a bank to diversify its loans, which means lending to …" — the gerund explains the verb, not "loans";
 *   "Recall from … that …", "A few decades ago, it was common …" — an instruction to the reader or a narrative is
 *   not the description "We call this X" names;
 *   "The country is first divided into …" — a passive predicate, not a noun-phrase complement;
 *   "The funding for the program is a federal tax …" — a subject pointing at "the program" is an instance, not a concept;
 *   "We call the market where … the primary loan market" — the term starts at the article, not after "primary";
 *   "Discouraged workers, those who have stopped looking …" — "people who …" stands on its own;
 *   "The federal income tax, which is a progressive tax system …, funds the programs" — the clause ends at the main verb.
 */
export function reviseMatch(match: DefinitionMatch, sentence: string): DefinitionMatch | undefined {
  const escaped = escapeStringRegexp(match.term);
  if (match.pattern === 'that-is' && /\sand\s/i.test(match.term)) return undefined;
  if (match.pattern === 'which-refers' && new RegExp(`\\b(?:its|their|his|her|our|your|my)\\s+${escaped},\\s+which\\s+means\\s+\\p{L}+ing\\b`, 'iu').test(sentence)) return undefined;
  // "Recall from … that …", "A few decades ago, it was common …": an instruction or a narrative, not a description.
  if (match.pattern === 'names-previous' && (/^[^,]{1,30},\s/.test(match.meaning) || tagEnglish(match.meaning.split(/\s+/).slice(0, 3).join(' '))[0]?.pos === 'VERB')) return undefined;
  // "Demanders in the credit card market are …", "The funding for the program is …": a thing the text points at, not a concept.
  if (match.pattern === 'copula' && /\s(?:in|for|of|on|at|to|from|with)\s+the\s/i.test(match.term)) return undefined;
  // "A thumbs-up in Russia is an offensive curse": a custom of a named place is an instance, not a concept.
  if (match.pattern === 'copula' && /^[\p{Ll}\p{N}-]+(?:\s+[\p{Ll}-]+)*\s+(?:in|from|across)\s+\p{Lu}/u.test(match.term)) return undefined;
  // "The fertility rate of a society is a measure …": any society's; the concept is the rate.
  const ofAny = match.pattern === 'copula' ? /^(?<concept>\p{L}[\p{L}-]*(?:\s+[\p{L}-]+)*?)\s+of\s+(?:a|an|any)\s+[\p{L}-]+$/iu.exec(match.term)?.groups?.concept : undefined;
  if (ofAny?.includes(' ')) return { ...match, term: ofAny };
  if (match.pattern === 'copula' && /^\p{L}+\s+\p{L}+(?:ed|en)\b/u.test(match.meaning)) {
    const [first, second] = tagEnglish(match.meaning.split(/\s+/).slice(0, 3).join(' '));
    if (first?.pos === 'ADV' && second?.pos === 'VERB' && /(?:ed|en)$/i.test(second.text)) return undefined;
  }
  // "The federal income tax, which is a progressive tax system …, funds the programs.": the clause ends before the main verb.
  if (match.pattern === 'which-is' && new RegExp(`^(?:the\\s+|a\\s+|an\\s+)?${escaped},\\s+which\\s`, 'i').test(sentence)) {
    const main = /^(?<meaning>.+),\s+(?<rest>\p{Ll}\S*\s.*)$/u.exec(match.meaning)?.groups;
    // Tagged after a subject: alone, "funds the programs" reads as a noun phrase.
    const verb = main?.rest ? tagEnglish(`it ${main.rest.split(/\s+/).slice(0, 3).join(' ')}`)[1] : undefined;
    if (main?.meaning && verb && /^(?:VERB|AUX)$/.test(verb.pos)) return { ...match, meaning: main.meaning };
  }
  // "Discouraged workers, those who have stopped looking …": "those" leans on the sentence, "people" does not.
  if (match.pattern === 'those-who' && /^those\s+who\s/i.test(match.meaning)) return { ...match, meaning: match.meaning.replace(/^those/i, 'people') };
  if (match.pattern === 'we-call') {
    // The meaning ran into the name: "… to borrowers the primary" + "loan market".
    const cut = /^(?<meaning>.+)\s+(?:the|a|an)\s+(?<modifier>\p{L}+)$/iu.exec(match.meaning)?.groups;
    if (cut?.meaning && cut.modifier && new RegExp(`\\b${cut.modifier}\\s+${escaped}\\b`, 'iu').test(sentence)) {
      return { ...match, term: `${cut.modifier} ${match.term}`, meaning: cut.meaning };
    }
  }
  return match;
}
