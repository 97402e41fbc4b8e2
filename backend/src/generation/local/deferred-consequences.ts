import { hasFiniteVerb, readSentence } from '../text/nlp.js';
import type { PreparedDocument, PreparedSentence } from './prepare-document.js';
import { anyWordOf, DEMONSTRATIVES, PERSON_PRONOUNS, PLACE_POINTERS, THING_POSSESSIVES, THING_PRONOUNS } from './pointing-words.js';
import { SPEAKER, SPEAKER_AND_AUDIENCE } from './speaker-words.js';

/**
 * Speech often states a condition, says only that things get simpler, and gives the rule in the next
 * sentence: "if you multiply by a constant, say 2 times sine of x, things end up a lot simpler. The
 * derivative is just the same as the constant multiplied by the derivative of the function, in this
 * case 2 times cosine of x." The condition's own consequence asks nothing; the next sentence answers it.
 */

/** "By the way, I should mention that …", "Por cierto, debo mencionar que …": the speaker announcing a remark. */
const TALK_PREAMBLE: Record<string, RegExp> = {
  en: /^(?:(?:by the way|also|oh|and),?\s+)?(?:i should (?:also\s+)?(?:mention|say|point out|note)|it'?s worth (?:mentioning|noting)|let me (?:mention|point out|note))\s+that\s+/i,
  es: /^(?:(?:por cierto|además|y),?\s+)?(?:debo (?:mencionar|decir|señalar)|debería (?:mencionar|decir|señalar)|vale la pena (?:mencionar|señalar)|déjame (?:mencionar|señalar))\s+que\s+/iu,
};

/** ", say 2 times sine of x,", ", digamos 2 por seno de x,": an example inside the condition. */
const EXAMPLE_ASIDE: Record<string, RegExp> = {
  en: /,\s+(?:say|like|for example|for instance|e\.g\.)\s+[^,;:]+,\s+/i,
  es: /,\s+(?:digamos|como|por ejemplo)\s+[^,;:]+,\s+/iu,
};

/** "things end up a lot simpler", "las cosas se simplifican mucho": a consequence that defers to the next sentence. */
const DEFERRING: Record<string, RegExp> = {
  en: /^(?:things|everything|it|the (?:math|algebra|computation|calculation))\s+(?:ends?\s+up|gets?|becomes?|turns?\s+out|is|are)\s+(?:(?:a\s+lot|much|way|far|even|quite)\s+)?(?:simpler|easier|nicer|cleaner)$|^something\s+(?:nice|neat|interesting|special)\s+happens$/i,
  es: /^(?:las cosas|todo|el cálculo|la cuenta)\s+(?:se\s+(?:simplifican?|vuelven?\s+(?:mucho\s+)?más\s+(?:simples?|sencill[oa]s?|fáciles?|fácil))|(?:es|son|resultan?)\s+(?:mucho\s+)?más\s+(?:simples?|sencill[oa]s?|fáciles?|fácil))(?:\s+mucho)?$|^pasa algo (?:bonito|interesante|especial)$/iu,
};

/** ", in this case 2 times cosine of x": the example's value after the rule. */
const EXAMPLE_TAIL: Record<string, RegExp> = {
  en: /,\s+(?:in this case|in that case|in our case|for example|for instance|e\.g\.)\b.*$/i,
  es: /,\s+(?:en este caso|en ese caso|en nuestro caso|por ejemplo)(?![\p{L}]).*$/iu,
};

/** Words that leave the next sentence pointing at the screen, the talk or the speaker. */
const POINTING: Record<string, RegExp> = {
  en: anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, THING_POSSESSIVES, PERSON_PRONOUNS, SPEAKER, SPEAKER_AND_AUDIENCE),
  es: /(?<![\p{L}])(?:este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquí|ahí|allí|él|ella|ellos|ellas|yo|me|mi|mis|nosotros|nuestro|nuestra)(?![\p{L}])/iu,
};
/** The rule opens on its subject's noun phrase ("the derivative …", "la derivada …"). */
const SUBJECT_ES = /^(?:el|la|los|las)\s+\p{L}/iu;
const MAX_RULE_WORDS = 30;
const MIN_RULE_WORDS = 5;

/** The sentence with a talk preamble and a condition's example aside dropped. */
export function withoutTalkAsides(text: string, language: string): string {
  const code = language.slice(0, 2).toLowerCase();
  const preamble = TALK_PREAMBLE[code];
  const aside = EXAMPLE_ASIDE[code];
  if (!preamble || !aside) return text;
  return text.replace(preamble, '').replace(aside, ', ');
}

/** A consequence that only says things get simpler: the next sentence gives it. */
export function defersConsequence(result: string, language: string): boolean {
  return DEFERRING[language.slice(0, 2).toLowerCase()]?.test(result.trim().replace(/[.!]+$/, '')) ?? false;
}

/**
 * The rule the sentence after `s` states, when it reads on its own: same section, its own subject,
 * nothing pointing at the screen or the speaker, the example's value after it dropped.
 */
export interface StatedRule {
  /** "The derivative is just the same as the constant multiplied by the derivative of the function." */
  rule: string;
  /** "the derivative": what the rule is about, when a short noun phrase opens it. */
  about?: string;
}

export function nextStatedRule(doc: PreparedDocument, s: PreparedSentence, language: string): StatedRule | undefined {
  const code = language.slice(0, 2).toLowerCase();
  const next = doc.sentences[s.index + 1];
  const pointing = POINTING[code];
  const tail = EXAMPLE_TAIL[code];
  if (!next || !pointing || !tail || next.apparatus || next.sectionIndex !== s.sectionIndex) return undefined;
  const rule = next.text.trim().replace(/[.!]+$/, '').replace(tail, '');
  const words = rule.split(/\s+/).length;
  if (words < MIN_RULE_WORDS || words > MAX_RULE_WORDS || pointing.test(rule) || /[?;:]/.test(rule)) return undefined;
  if (code === 'en') {
    const tags = readSentence(rule).tags;
    if (!/^(?:DET|NOUN|PROPN|ADJ)$/.test(tags[0]?.pos ?? '') || !hasFiniteVerb(tags)) return undefined;
    const last = tags.filter((t) => t.pos !== 'PUNCT').at(-1);
    if (!last || /^(?:DET|ADP|CCONJ|SCONJ|PART|AUX|PRON)$/.test(last.pos)) return undefined;
    // "The derivative is …": an article and nouns before the verb name what the rule is about.
    const verbAt = tags.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
    const subject = tags.slice(0, verbAt);
    const about = verbAt >= 2 && verbAt <= 4 && subject[0]!.pos === 'DET' && subject.slice(1).every((t) => /^(?:NOUN|ADJ)$/.test(t.pos)) ? subject.map((t) => t.text).join(' ') : undefined;
    return { rule: `${rule}.`, ...(about ? { about: about.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) } : {}) };
  }
  if (!SUBJECT_ES.test(rule)) return undefined;
  // "La derivada es …": article and noun before the verb.
  const about = /^(?:el|la|los|las)\s+\p{L}+(?=\s+(?:es|son|se|queda|quedan|resulta|resultan)\s)/iu.exec(rule)?.[0];
  return { rule: `${rule}.`, ...(about ? { about: about.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) } : {}) };
}
