import { isExampleOrExercise, startsWithAnaphora } from '../../generation/local/sentence-quality.js';
import { stem } from '../../generation/text/stem.js';
import { countWords, tokenize } from '../../generation/text/tokens.js';
import { isStopWord } from '../../generation/text/stop-words.js';
import { tagEnglish } from '../../generation/text/nlp.js';
import { copulaFor, indefiniteArticle, termHead, type WrittenArticle } from '../../generation/text/articles.js';
import type { NotesLanguage } from './intent.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Making quoted sentences read as answers: figure and table pointers go, and a sentence that leans on
 * the one before it ("It also …", "However, …") is either given with that sentence, stripped of its
 * connective, or not used.
 */

/**
 * Sentences about a figure the learner cannot see here ("The figure shows …", "In Figure 3, …"). Figures who act
 * are people, not pictures ("… recognize monarchs but require these figures to abide by the laws …", "figures who …").
 */
export const FIGURE_BOUND = /\b(?:the|this|that|these|following|above|below|in|see|from)\s+(?:figure|table|graph|chart|diagram|exhibit)s?\b(?!\s+(?:who|whom|whose)\b|\s+to\s+(?!the\b|right\b|left\b|illustrate\b|show\b)[a-z])|\b(?:figure|fig\.|table|exhibit)\s+\d/i;

/** "(see Figure 3.2)", "(Table 1)", "(shown in Figure 4)": a pointer that can be cut out of a sentence. */
const FIGURE_PARENTHESIS = /\s*\((?:[^()]*?\b(?:see|in|shown|as|cf\.?)\s+)?(?:figure|fig\.|table|exhibit|graph|chart)s?\s*[\w.–-]*(?:\s*(?:and|,|–|-)\s*[\w.]+)*\)/gi;
/** ", as Figure 3 shows," / ", as shown in Table 2," */
const FIGURE_CLAUSE = /,?\s*as\s+(?:(?:is\s+)?shown|illustrated|seen)\s+in\s+(?:figure|table|exhibit)\s*[\w.]+\s*,?|,?\s*as\s+(?:figure|table|exhibit)\s*[\w.]+\s+(?:shows|illustrates)\s*,?/gi;

/** The sentence without figure pointers, or null when it is about a figure. */
export function withoutFigureReferences(text: string): string | null {
  const cut = text.replace(FIGURE_PARENTHESIS, '').replace(FIGURE_CLAUSE, (m) => (m.trim().endsWith(',') && m.trim().startsWith(',') ? ',' : ' '))
    .replace(/\s+([.,;:])/g, '$1').replace(/\s{2,}/g, ' ').trim();
  if (FIGURE_BOUND.test(cut)) return null;
  return cut;
}

/** Openers that only join a sentence to the one before and can be dropped without changing its claim. */
const CONNECTIVE = new RegExp(`^(?:${[
  'however|so|thus|hence|therefore|but|and|also|moreover|furthermore|in addition|additionally|as a result|consequently|similarly|likewise',
  'instead|in contrast|on the other hand|still|yet|then|in fact|indeed|of course|in short|in general|first|second|third|finally|now',
  'in other words|that is|put simply|simply put|in sum|in brief|note that|remember that|keep in mind that',
  // Spanish: "Sin embargo, …", "Por lo tanto, …", "Además, …".
  'sin embargo|no obstante|por lo tanto|por tanto|por consiguiente|en consecuencia|como resultado|así que|así|además|asimismo|también|pero|y',
  'en cambio|por otro lado|por otra parte|de hecho|en resumen|en general|primero|segundo|tercero|finalmente|por último|ahora|entonces',
].join('|')})(?=[\\s,]),?\\s+`, 'iu');

/** Spanish openers that point back ("Esta práctica …", "Dichos bienes …", "Su precio …"); English ones: startsWithAnaphora. */
const SPANISH_ANAPHORA = /^(?:est[eao]s?|es[eao]s?|aquel|aquell[oa]s?|dich[oa]s?|tal|tales|ell[oa]s?|él|su|sus|otr[oa]s?|ambos|ambas|lo anterior)(?=[\s,])/iu;

/**
 * Openers that set the sentence's case against cases the sentences before it gave ("In other cases, we can use social
 * pressures …", "In both cases …", "En otros casos …"): which cases is said there. ("In some cases" and "In most cases"
 * stand alone; "In such cases" and "In these cases" are demonstratives, which startsWithAnaphora reads.)
 */
const OTHER_CASES = /^(?:in|under)\s+(?:other|both|either|each|neither|the (?:latter|former|other|first|second))\s+(?:cases?|circumstances|situations?|instances?|settings?|conditions)\b|^en\s+(?:otros|ambos|cada|los demás)\s+(?:casos?|situaci[oó]n(?:es)?)(?![\p{L}])/iu;

/**
 * A later item of a list the sentences before it began ("A final way of reducing moral hazard … is …", "A second
 * reason is …", "Una segunda razón …"): which list, and its first items, are said there.
 */
const LATER_ITEM = /^(?:an?|one|the)\s+(?:second|third|fourth|fifth|final|last|further)\s+(?:ways?|methods?|approach(?:es)?|reasons?|steps?|factors?|options?|examples?|problems?|solutions?|strategies|strategy|points?)\b|^(?:una?|el|la)\s+(?:segund[oa]|tercer[oa]?|últim[oa]|otr[oa])\s+(?:forma|manera|razón|paso|factor|opción|ejemplo|problema|solución|estrategia|método)(?![\p{L}])/iu;

/**
 * An "it" standing for nothing ("It is not uncommon for different generations …", "It is important to note that …"):
 * the sentence says its claim itself. "It is used to …" (a participle) refers back; "It is true that …" concedes what
 * the sentences around it answer; "It is hard to avoid in …" (hard, easy, …) may be the thing itself, hard to avoid.
 */
const EXPLETIVE_OPENING = /^It\s+(?:is|was)\s+(?:not\s+)?(?!\p{L}+ed\s|(?:true|hard|easy|difficult|impossible|simple|tough|tricky|safe|dangerous|cheap|expensive|costly)\s)\p{L}+\s+(?:to|that|for|whether)\s/iu;

function leansBack(text: string): boolean {
  if (EXPLETIVE_OPENING.test(text)) return false;
  return startsWithAnaphora(text) || SPANISH_ANAPHORA.test(text) || OTHER_CASES.test(text) || LATER_ITEM.test(text);
}

export type Standing = 'alone' | 'connective' | 'dangling';

/**
 * Whether a sentence can open an answer or follow an unrelated one: 'alone' (yes), 'connective' (after
 * its connective is dropped), 'dangling' (only right after the sentence it refers to).
 */
export function standing(text: string): Standing {
  const t = text.trim();
  if (CONNECTIVE.test(t)) {
    const rest = dropConnective(t);
    return countWords(rest) >= 5 && !leansBack(rest) ? 'connective' : 'dangling';
  }
  return leansBack(t) ? 'dangling' : 'alone';
}

export function dropConnective(text: string): string {
  const rest = text.trim().replace(CONNECTIVE, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Words of a phrase as stems, for comparing terms across inflections ("price ceilings" ~ "price
 * ceiling"); a hyphenated word counts as its parts ("fee-for-service" ~ "fee for service").
 */
export function phraseStems(phrase: string): string[] {
  return tokenize(phrase.replace(/\([^)]*\)/g, ' ')).flatMap((w) => w.split('-')).filter((w) => w !== '' && !/^(?:a|an|the|of)$/.test(w)).map(stem);
}

/** The phrase's stems with its hyphens closed up, the way a word is also spelt ("non-rival" ~ "nonrival", "co-payment" ~ "copayment"). */
function closedStems(phrase: string): string[] {
  return phraseStems(phrase.replace(/(?<=\p{L})-(?=\p{L})/gu, ''));
}

export function samePhrase(a: string, b: string): boolean {
  const x = phraseStems(a).join(' ');
  if (x === '') return false;
  return x === phraseStems(b).join(' ') || closedStems(a).join(' ') === closedStems(b).join(' ');
}

function containsRun(have: readonly string[], want: readonly string[]): boolean {
  if (!want.length) return false;
  outer: for (let i = 0; i + want.length <= have.length; i++) {
    for (let j = 0; j < want.length; j++) if (have[i + j] !== want[j]) continue outer;
    return true;
  }
  return false;
}

/** Whether the text mentions the phrase (all its stems, in order, adjacent), hyphenated or not. */
export function mentionsPhrase(text: string, phrase: string): boolean {
  return containsRun(phraseStems(text), phraseStems(phrase)) || containsRun(closedStems(text), closedStems(phrase));
}

/**
 * A sentence that only announces what the next one lists ("Price controls come in two flavors.",
 * "Hay dos tipos de controles de precios.", "… as follows:"): it says nothing without that sentence.
 */
const ANNOUNCED_KINDS = /\b(?:two|three|four|five|several|a few|\d+|dos|tres|cuatro|cinco|varios|varias)\s+(?:(?:main|basic|different|distinct|broad|major|defining|principales|distintos|distintas|grandes)\s+)?(?:kinds|types|forms|flavou?rs|sorts|categories|classes|varieties|characteristics|features|parts|components|ways|steps|stages|tipos|clases|formas|categor[ií]as|caracter[ií]sticas|maneras|variedades|partes|componentes|etapas|pasos)\b/iu;

export function announcesList(text: string): boolean {
  const t = text.trim();
  if (/:["”’)]?$/.test(t)) return true;
  // The count ends the sentence ("… two flavors.", "… three types of unemployment."): items given
  // after it ("… two defining characteristics: they are …", "… two types, frictional and …") answer in place.
  const counted = ANNOUNCED_KINDS.exec(t);
  if (!counted || countWords(t) > 14) return false;
  return /^(?:\s+(?:of|de)\s+[\p{L}\s'’-]{1,40})?[.!]?["”’)]?$/u.test(t.slice(counted.index + counted[0].length));
}

/** The acronym in a glossary heading: "gross domestic product (GDP)" → "GDP". */
export function acronymOf(term: string): string | null {
  return /\(([A-Z][A-Za-z0-9&]{1,9})\)/.exec(term)?.[1] ?? null;
}

/** The acronym the material writes right after the term: "a quantity known as an astronomical unit (AU)" → "AU". */
export function introducedAcronym(topic: string, texts: readonly string[]): string | null {
  const written = new RegExp(`\\b${escapeStringRegexp(topic.trim())}s?\\s*\\(([A-Z][A-Za-z0-9&]{1,9})\\)`, 'i');
  for (const text of texts) {
    const acronym = written.exec(text)?.[1];
    if (acronym && /[A-Z].*[A-Z]|^[A-Z]{2}/.test(acronym)) return acronym;
  }
  return null;
}

/** "One AU is the average distance between Earth and the Sun …": the acronym as the subject saying what it stands for. */
export function definesByAcronym(acronym: string, text: string): boolean {
  return definesAsSubject(acronym, text.trim().replace(new RegExp(`^One\\s+(?=${escapeStringRegexp(acronym)}\\b)`), ''));
}

/** Does a definition's heading name the asked term (any inflection, or its acronym)? */
export function headingNames(heading: string, topic: string): boolean {
  if (samePhrase(heading, topic)) return true;
  const acronym = acronymOf(heading);
  return acronym !== null && acronym.toLowerCase() === topic.trim().toLowerCase();
}

/**
 * What a definition says the term is, as a predicate: "a legal maximum price" from "Price ceiling: a
 * legal maximum price" or "A price ceiling is a legal maximum price." Null when it cannot be told.
 */
export function definitionPredicate(term: string, text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  // "price ceilings" also finds "A price ceiling is …".
  const bare = term.replace(/\s*\([^)]*\)\s*$/, '').trim().replace(/(?<!s)s$/i, '').toLowerCase();
  // Both forms open on the term, after an article or not; what follows it is read by patterns made once.
  const lower = t.toLowerCase();
  const afterArticle = lower.replace(OPENING_ARTICLE, '');
  // "family" is also written "families …".
  const written = [bare, ...(/[^aeiou]y$/.test(bare) ? [`${bare.slice(0, -1)}ie`] : [])];
  const form = written.find((w) => lower.startsWith(w) || afterArticle.startsWith(w));
  const termAt = form === undefined ? -1 : lower.startsWith(form) ? 0 : lower.length - afterArticle.length;
  if (termAt < 0 || form === undefined) return null;
  const rest = t.slice(termAt + form.length);
  const colon = termAt === 0 ? COLON_AFTER_TERM.exec(rest) : null;
  if (colon?.[1]) return colon[1].replace(/[.\s]+$/, '');
  const stated = STATED_AFTER_TERM.exec(rest);
  if (!stated?.[2]) return null;
  // "The current account balance is –$419 billion.", "… is 61.8%": what the term came to, not what it is.
  if (AMOUNT.test(stated[2])) return null;
  // "Price ceilings are enacted to …", "… are sometimes called …", "… is not …": said of the term, not what it is.
  if (/^(?:is|are|es|son|est|sont|ist|sind)$/i.test(stated[1]!)) {
    const said = NOT_A_PREDICATE.exec(stated[2]);
    // A participle opening a noun phrase ("are established, written rules …") says what the term is.
    if (said && !(/^\p{L}+ed$/u.test(said[0]) && /^(?:is|are)$/i.test(stated[1]!) && opensNounPhrase(stated[2]))) return null;
    // "The Hawthorne effect is unavoidable in some studies because …": a quality of the term, not what it is.
    if (!said && /^(?:is|are)$/i.test(stated[1]!) && commentsOnTerm(stated[2])) return null;
  }
  return stated[2].replace(/[.\s]+$/, '');
}

/** Leading words of a predicate that may describe the noun it ends on: "established, written (rules)", "closed (systems)". */
const MODIFIER = new Set(['ADJ', 'ADV', 'VERB', 'CCONJ', 'PUNCT']);

/** The predicate's leading words, tagged ("It is …" keeps the tagger reading them as a predicate). */
function predicateTags(predicate: string): { text: string; pos: string }[] {
  return tagEnglish(`It is ${predicate.split(/\s+/).slice(0, 12).join(' ')}`).slice(2);
}

/** Modifiers, then a noun: "established, written rules …", "closed stratification systems …". */
function opensNounPhrase(predicate: string): boolean {
  const tags = predicateTags(predicate);
  const head = tags.find((t) => !MODIFIER.has(t.pos) || t.text === '.');
  return head !== undefined && (head.pos === 'NOUN' || head.pos === 'PROPN');
}

/**
 * An adjective with a complement after it ("unavoidable in some studies because …", "critical for
 * learning …", "costly to provide"): what the term is like, not what it is. A bare list of adjectives
 * ("nonexcludable and non-rival.") characterises the term and stays a predicate.
 */
function commentsOnTerm(predicate: string): boolean {
  const tags = predicateTags(predicate);
  if (tags[0]?.pos !== 'ADJ' && tags[0]?.pos !== 'ADV') return false;
  const head = tags.find((t) => !(t.pos === 'ADJ' || t.pos === 'ADV' || t.pos === 'CCONJ' || (t.pos === 'PUNCT' && t.text !== '.')));
  return head !== undefined && head.text !== '.' && head.pos !== 'NOUN' && head.pos !== 'PROPN' && head.pos !== 'NUM' && head.pos !== 'PUNCT';
}

/** The articles a term may open a sentence with (English, Spanish, French, German). */
const ARTICLE = '(?:an?|the|el|la|los|las|lo|un|una|unos|unas|le|les|une|des|der|die|das|ein|eine)';
const OPENING_ARTICLE = new RegExp(`^(?:${ARTICLE}\\s+|l['’])`, 'i');
/** "X is …", "X se refiere a …", "X est …", "X ist …": the verbs a sentence saying what X is puts after it. */
const DEFINING_VERB = 'is|are|refers to|means|describes|occurs when|exists when|happens when|consists of'
  + '|es|son|se refiere al?|se refieren al?|significa|significan|describe|describen|ocurre cuando|ocurren cuando|sucede cuando|consiste en|consisten en'
  + '|est|sont|désigne|désignent|signifie|signifient|ist|sind|bezeichnet|bezeichnen|bedeutet|bedeuten';
/** After the term: "Price ceiling: a legal maximum price". */
const COLON_AFTER_TERM = /^s?(?:\s*\([^)]*\))?\s*:\s*(.+)$/i;
/** After the term: "s (PCE), an aside, is …": the verb, then what the term is. */
const STATED_AFTER_TERM = new RegExp(`^s?(?:\\s*\\([^)]*\\))?(?:,[^,]{1,60},)?\\s+(${DEFINING_VERB})\\s+(.+)$`, 'iu');

/** A figure, perhaps hedged: "–$419 billion", "about 66%", "8%", "more than 3 million". */
const AMOUNT = /^(?:(?:about|around|roughly|approximately|nearly|almost|over|under|just|only|now|currently|more than|less than|at least|at most|cerca de|unos|unas|environ|etwa)\s+)*[–—−-]?\s?[$€£¥]?\s?\d/iu;

/** How a predicate after "is/are" ("es/son") starts when it describes what happens to the term rather than what it is. */
const NOT_A_PREDICATE = /^(?:not|also|often|sometimes|usually|generally|typically|rarely|always|never|still|very|too|so|more|less|most|likely|unlikely|able|unable|only|just|now|then|being|enacted|used|set|found|seen|made|given|called|known|paid|\w+ed|no|también|a menudo|muy|más|menos|siempre|nunca|solo|sólo|llamad[oa]s?|conocid[oa]s?|\p{L}+(?:ad|id)[oa]s?|pas|aussi|souvent|très|toujours|jamais|seulement|appelée?s?|nicht|auch|oft|sehr|mehr|weniger|immer|nie|nur|genannt)(?=\s|$|[,.;:])/iu;

const NAMING = /\b(?:called|known as|termed|referred to as|defined as|is defined|means|refers to|defining (?:characteristics?|features?|traits?)|se (?:le |les )?llaman?|llamad[oa]s?|se conocen? como|conocid[oa]s? como|se denominan?|denominad[oa]s?|se definen? como|significan?|se refieren? a)(?![\p{L}])/iu;

/** "Public goods have two defining characteristics: …": what the term is, said of the term itself. */
const DEFINING = /\bdefining (?:characteristics?|features?|traits?)\b|\b(?:is|are) defined as\b/i;

/**
 * A sentence that says what the term is with the term as its subject ("A price floor is …", "Public
 * goods have two defining characteristics: …"), not one that only names it ("… are called price
 * controls", "The second characteristic of a public good … means …").
 */
export function definesAsSubject(topic: string, text: string): boolean {
  if (definitionPredicate(topic, text) !== null) return true;
  const t = dropConnective(text);
  // "In other words, families are groups …"
  if (t !== text.trim() && definitionPredicate(topic, t) !== null) return true;
  // The term before the verb: "To understand the defining characteristics of a public good, …" has none.
  const subject = /^(.*?)\b(?:have|has|is|are)\b/i.exec(t)?.[1];
  return DEFINING.test(t) && subject !== undefined && mentionsPhrase(subject, topic);
}

/** "A price ceiling is …", "… are called free riders." */
export function statesDefinition(topic: string, text: string): boolean {
  return definitionPredicate(topic, text) !== null || (NAMING.test(text) && mentionsPhrase(text, topic));
}

/**
 * A sentence that gives the term its name: "… are called price controls", "… is known as a free rider",
 * "… is coinsurance, which means that …", "…, that a public good is nonexcludable, means that …".
 * Stricter than statesDefinition: "Low inflation means that …" says something about low inflation,
 * not what inflation is.
 */
export function namesTerm(topic: string, text: string): boolean {
  const want = phraseStems(topic).join(' ');
  if (!want) return false;
  if (introducesName(topic, text)) return true;
  const t = text.replace(/[“”"‘’']/g, '');
  // "People who do not interact are considered an aggregate, or a crowd.": the name, then nothing more about it
  // ("one kind is considered high culture and the other low culture" sorts things, it names nothing).
  const considered = /\b(?:is|are) considered(?: to be)?\s+(?:(?:an?|the)\s+)?(.+?)\s*(?:[,;.!]|$)/i.exec(t);
  if (considered?.[1] && samePhrase(considered[1], topic)) return true;
  // "Developed in the 1920s, social disorganization theory asserts that crime …": a theory's claim, after the opening phrase.
  const claims = /(?:^|,\s*)(?:(?:an?|the)\s+)?([^,]+?)\s+(?:asserts|suggests|proposes|posits|holds|argues|contends|maintains|claims|states)\s+that\b/i.exec(t);
  if (claims?.[1] && samePhrase(claims[1], topic)) return true;
  // "Note that kinship, or one’s traceable ancestry, can be …", "Polygamy, or being married to more than one person, is …":
  // the term, then what it is in an aside.
  // Not the last item of a list ("… a checking account, savings account, or a certificate …").
  // A formula's letter ("…, or a3", "…, or P2") names no meaning: the aside holds a word.
  const alias = /^(.*?)\s*,\s*or\s+(?=[^,;:]*\p{L}{3})[^,;:]{3,120}(?:,|[.!]?$)/iu.exec(t);
  const before = alias?.[1]?.split(/\s+/).slice(0, -topic.trim().split(/\s+/).length).at(-1) ?? '';
  if (alias?.[1] && !before.endsWith(',') && phraseStems(alias[1]).join(' ').endsWith(want)) return true;
  // "… is coinsurance, which means that …"; "The first characteristic, that a good is nonexcludable, means …"
  const clause = /^(.*?)\s*,\s*(?:which\s+)?(?:means|refers to|which is|which are)\b/i.exec(t);
  if (clause?.[1] && phraseStems(clause[1]).join(' ').endsWith(want)) return true;
  if (comprisedAfterTerm(topic, t)) return true;
  // "Values portray an ideal culture, the standards society would like to live up to.": the term, then
  // what it is as the sentence's last phrase (one phrase, not a list going on: no comma after it).
  const apposition = /^(.*)\s*,\s*(?:(?:an?|the)\s+[^,;:()]+|(?=\S)(?!(?:which|who|whom|whose|that|where|when)\b)[^,;:()]*\b(?:that|who|which|whose|where)\b[^,;:()]*)[.!]?$/i.exec(t);
  return apposition?.[1] !== undefined && !/\b(?:and|or)\s*$/i.test(apposition[1]) && phraseStems(apposition[1]).join(' ').endsWith(want);
}

/**
 * "… with the current account balance, which includes not just exports and imports, but also …": what the term is made
 * of, in a clause right after it. The term as written (any number), not another word of its stem ("The Nasdaq index,
 * which includes …" for "indexed") nor part of a name ("the Current Population Survey (CPS), which measures …").
 */
function comprisedAfterTerm(topic: string, text: string): boolean {
  const m = /^(.*?)\s*,\s*which\s+(?:includes?|consists? of|measures?)\s/i.exec(text);
  if (!m?.[1]) return false;
  const words = m[1].replace(/\s*\([^)]*\)\s*$/, '').trim().split(/\s+/);
  const asked = topic.trim().split(/\s+/);
  const named = words.slice(-asked.length).join(' ');
  const singular = (w: string) => w.toLowerCase().replace(/(?<!s)s$/, '');
  if (singular(named) !== singular(asked.join(' '))) return false;
  // A capital the asked term does not have, on it (but for the sentence's first word) or on the word before it (but
  // for an article opening the sentence), makes a name.
  const at = words.length - asked.length;
  const before = words[at - 1] ?? '';
  if (named !== named.toLowerCase() && named !== topic.trim() && at > 0) return false;
  return !/^\p{Lu}/u.test(before) || (at === 1 && /^(?:an?|the)$/i.test(before));
}

/**
 * A sentence that introduces the term by its name with a naming verb: "… are called price controls", "… is
 * known as a free rider", "… is what sociologists call a society", "We'll define marriage as …",
 * "Sociologists use the term status consistency to describe …". Once an answer has defined the term, such
 * a sentence only defines it again.
 */
export function introducesName(topic: string, text: string): boolean {
  const want = phraseStems(topic).join(' ');
  if (!want) return false;
  const t = text.replace(/[“”"‘’']/g, '');
  // Every naming in the sentence: "The cellular elements—referred to as the formed elements—include … cell fragments called platelets."
  for (const naming of t.matchAll(/\b(?:called|known as|termed|referred to as|defined as|is named|are named|se (?:le |les )?llaman?|llamad[oa]s?|se conocen? como|conocid[oa]s? como|se denominan?|denominad[oa]s?|se definen? como)\s+(?:(?:an?|the|el|la|los|las|un|una|unos|unas)\s+)?(?=(.+)$)/giu)) {
    if (naming[1] && phraseStems(naming[1]).join(' ').startsWith(want)) return true;
  }
  // "… is what sociologists call a society.", "… we call an externality.": the name ends the sentence.
  const call = /\bcalls?\s+(?:(?:this|it|these|them|that)\s+)?(?:(?:an?|the)\s+)?([^,;:]+?)[.!]?\)?$/i.exec(t);
  if (call?.[1] && samePhrase(call[1], topic)) return true;
  // "(Scientists call such a hot ionized gas a plasma.)": what is called, then its name, which ends the sentence.
  const callObject = /\bcalls?\s+(?:such\s+)?(?:an?|the)\s+[^,;:]+?\s+(?:an?|the)\s+([^,;:]+?)[.!]?\)?$/i.exec(t);
  if (callObject?.[1] && samePhrase(callObject[1], topic)) return true;
  // "We'll define marriage as a legally recognized social contract …"
  const defined = /\bdefines?\s+(?:(?:an?|the)\s+)?(.+?)\s+as\b/i.exec(t);
  if (defined?.[1] && samePhrase(defined[1], topic)) return true;
  // "Sociologists use the term status consistency to describe …", "The term X refers to …".
  const term = /\bthe (?:term|word|phrase|concept|label)\s+(.+?)\s+(?:(?:is used )?to (?:describe|refer to|mean|denote|name)|refers? to|describes?|means|denotes?)\b/i.exec(t);
  return term?.[1] !== undefined && samePhrase(term[1], topic);
}

/** "…, which means that …", "…, which is …": the term named, then what it is, in a clause. */
const RELATIVE_DEFINITION = /^(?:means|refers to|is|are|occurs|happens|exists|describes)\s+/i;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}


/**
 * The note's own definition of a term as a sentence that answers "what is X?" with X as its subject:
 * the note's entry is either the source sentence that states it ("A price floor is …", "… are called
 * price controls") or "term: meaning", and a quote can lean on its neighbours ("Another method … is
 * coinsurance, which means that …"). `asked` is the learner's wording of the term (it gives the
 * number: "a deductible" for the entry "deductibles: an amount …"). `language` is the notes' (asked only
 * for a "term: meaning" entry: telling it reads the material).
 */
/** Names of what a sentence states: "Kepler’s second law", "the Pauli exclusion principle". */
const STATED = /^(?:laws?|principles?|rules?|theorems?|hypothes[ie]s|postulates?|axioms?|conjectures?|lemmas?)$/i;

export function definitionSentence(term: string, asked: string, text: string, language: () => NotesLanguage = () => 'en', article: () => WrittenArticle = () => null): string {
  const t = text.trim().replace(/\s+/g, ' ');
  const colon = new RegExp(`^${escapeStringRegexp(term)}\\s*:\\s*(.+)$`, 'i').exec(t);
  if (colon?.[1]) {
    const predicate = colon[1].replace(/[.\s]+$/, '');
    // The copula, article and number predicateSentence adds are English grammar: other notes keep "Term: meaning".
    if (language() !== 'en') return `${capitalised(term)}: ${predicate}.`;
    // "Kepler’s second law: The straight line joining a planet and the Sun sweeps out …": a law's meaning is a sentence, which it states.
    if (/^\p{Lu}\p{Ll}/u.test(predicate) && STATED.test(termHead(term))) return `${capitalised(term)} states that ${predicate.charAt(0).toLowerCase()}${predicate.slice(1)}.`;
    // "The value of one currency …" after the copula: the article is no longer the first word.
    return predicateSentence(term, asked, predicate.replace(/^(?:The|An?)(?=\s+\p{Ll})/u, (w) => w.toLowerCase()), article());
  }
  // The entry opens the answer, so an opener joining it to a sentence the learner does not see goes ("Instead, X are …").
  if (definesAsSubject(term, t) || (standing(t) !== 'dangling' && !isExampleOrExercise(t))) return standing(t) === 'connective' ? dropConnective(t) : t;
  // "…, which means that Y" / "…, which is Y" / "…—which occurs when Y" right after the term: the term is what the clause describes.
  const named = new RegExp(`\\b${escapeStringRegexp(term.replace(/(?<!s)s$/i, ''))}s?\\s*[,—–]\\s*which\\s+(.+)$`, 'i').exec(t);
  if (named?.[1] && RELATIVE_DEFINITION.test(named[1])) {
    const [, verb = ''] = /^(means|refers to|is|are|occurs|happens|exists|describes)\b/i.exec(named[1]) ?? [];
    const rest = named[1].slice(verb.length).trim().replace(/[.\s]+$/, '');
    return /^(?:is|are)$/i.test(verb) ? predicateSentence(term, asked, rest, article()) : `${asSubject(term, article())} ${verb.toLowerCase()} ${rest}.`;
  }
  return t;
}

/**
 * Whether a meaning starts with what its term does rather than what it is. The lite tagger takes
 * "measures" in "measures the size" for a noun: a word in -s followed by an article, adverb or number
 * is a verb too ("laws that …" stays a noun).
 */
function startsWithVerb(predicate: string, term: string): boolean {
  // "nonreactive research: research that does not …": the term's own head noun opens a noun phrase (the tagger reads "research" as a verb).
  if (stem(predicate.split(/\s+/)[0] ?? '') === stem(termHead(term))) return false;
  const opener = predicate.split(/\s+/)[0] ?? '';
  // A singular term's verb takes -s ("measures", "provides", "has"): "effective income tax: total taxes paid …" opens on a noun phrase.
  if (copulaFor(term) === 'is' && !/s$/i.test(opener)) return false;
  // A plural term's verb takes none ("consist of", "impose"): "underground economies: markets where …", "families: groups in
  // which …" open on a plural noun (the tagger reads "markets", "groups" as verbs). "people" is a noun too ("discouraged
  // workers: people who …"), and a participle opens a noun phrase or a passive ("caste systems: closed stratification
  // systems …", "formal norms: established, written rules …"): "are" goes before either.
  if (copulaFor(term) === 'are' && (/[^s]s$/i.test(opener) || /^people$/i.test(opener))) return false;
  if (/^\p{Ll}[\p{L}-]*ed,?$/u.test(opener)) return false;
  // "exports and imports of goods", "costs and benefits of …": two nouns joined, then "of" — a noun phrase.
  if (/^\p{L}+s\s+(?:and|or)\s+\p{L}+s?\s+of\b/iu.test(predicate)) return false;
  const [first, next] = tagEnglish(`It ${predicate}`).slice(1);
  if (!first) return false;
  // "costs of production" is tagged a verb as well: a verb rarely takes "of" right after it.
  if (first.pos === 'VERB' || first.pos === 'AUX') return next?.text.toLowerCase() !== 'of' || /^consists?$/i.test(first.text);
  return /[^s]s$/i.test(first.text) && next !== undefined && (next.pos === 'DET' || next.pos === 'ADV' || next.pos === 'NUM') && !/^(?:that|which|who|whose)$/i.test(next.text);
}

/** "Term is/are predicate.", with the article and number a predicate such as "an amount that …" asks for. */
function predicateSentence(term: string, asked: string, predicate: string, article: WrittenArticle = null): string {
  // "provides healthcare …", "measures the size of …": the meaning is what the term does.
  if (startsWithVerb(predicate, term)) return `${asSubject(term, article)} ${predicate}.`;
  if (!/^(?:an?|one)\s/i.test(predicate)) return `${asSubject(term, article)} ${copulaFor(term)} ${predicate}.`;
  // "the solar wind": the material's own "the" outweighs what the predicate's article suggests.
  if (article === 'the' && copulaFor(term) === 'is') return `The ${term} is ${predicate}.`;
  // "an amount …" says one of a kind: "A deductible is an amount …", in the singular the learner used.
  const singular = copulaFor(term) === 'is' ? term : copulaFor(asked) === 'is' && samePhrase(asked, term) ? asked : null;
  if (singular === null) return `${capitalised(term)}: ${predicate}.`;
  // An acronym or a name takes no article.
  return /^[A-Z]/.test(singular) ? `${singular} is ${predicate}.` : `${capitalised(indefiniteArticle(singular))} ${singular} is ${predicate}.`;
}





/** The term opening a sentence, with the article the material writes before it ("A random sample", "The Hawthorne effect"). */
function asSubject(term: string, article: WrittenArticle): string {
  if (article === 'the') return `The ${term}`;
  if (article === 'a') return `${capitalised(indefiniteArticle(term))} ${term}`;
  return capitalised(term);
}

/** What opens a clause rather than a noun phrase: "When …, it is called X" names nothing by its subject. */
const CLAUSE_OPENER = /^(?:when|whenever|if|because|while|although|though|as|since|after|before|once|according|in|for|by|with|under|at|on|to|from|during|this|these|that|those|such|it|they|we|he|she|there|here|which|what|who)\b/i;

/** "eccentricity of the ellipse" for "eccentricity": the term, then the one thing it belongs to. */
function ownedName(name: string, topic: string): boolean {
  const owner = /^(.+?)\s+of\s+(?:the|an?)\s+[\p{Ll}-]+$/u.exec(name);
  return owner?.[1] !== undefined && samePhrase(owner[1], topic);
}

/** The last words of a sentence that are the term (with the article it is written with), and what comes before them. */
function endingOnTerm(text: string, topic: string): { before: string; name: string } | null {
  const words = text.split(/\s+/);
  for (let k = 1; k <= Math.min(8, words.length - 1); k++) {
    const name = words.slice(-k).join(' ');
    const bare = name.replace(/[“”"‘’]/g, '').replace(/^(?:an?|the)\s+/i, '');
    if (!samePhrase(bare, topic) && !headingNames(bare, topic) && !ownedName(bare, topic)) continue;
    // "… is called a bondholder": the article goes with the name.
    const article = /^(?:an?|the)$/i.test(words[words.length - k - 1] ?? '') ? 1 : 0;
    return { before: words.slice(0, -k - article).join(' '), name: words.slice(-k - article).join(' ').replace(/[“”"‘’]/g, '') };
  }
  return null;
}

/**
 * The subject as the predicate after "is": lower case ("Laws that …" → "laws that …") unless it opens on an
 * acronym, a word with capitals inside or a name of several capitalised words ("New York rents …").
 */
function asPredicate(subject: string): string {
  const [first = '', second = ''] = subject.split(/\s+/);
  const name = /^(?:[A-Z0-9]{2,}|I)$/.test(first.replace(/[^\p{L}\p{N}]/gu, '')) || /^.\p{Ll}*\p{Lu}/u.test(first) || /^\p{Lu}/u.test(second);
  return name ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
}

/**
 * A sentence that names the term at its end ("Laws that governments enact to regulate prices are called
 * price controls.", "We call goods that are nonexcludable and rivalrous common resources.") said with the
 * term as its subject ("Price controls are laws that governments enact to regulate prices."): the answer's
 * first sentence then starts on what was asked. Nothing is added or left out; a trailing reference
 * ("(Sahn, 2013)") stays at the end. Null when the sentence has another shape: a subject that points back or
 * opens a clause ("This pattern …", "When a pattern …, it is called X"), a past tense, more after the name.
 */
/** "One such test, called a hematocrit, measures …": a kind (2), its name in an aside (3), then what it does (4). */
const NAMED_IN_ASIDE = /^(?:[Oo]ne\s+such|[Oo]ne|[Ss]uch\s+an?|[Aa]n?|[Tt]his|[Tt]hat)\s+((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+),\s+(?:also\s+)?(?:called|known as|termed)\s+(?:(?:an?|the)\s+)?([^,]+?),\s+(\p{Ll}+s)\s+(.+?)[.!]?$/u;

/**
 * "One such test, called a hematocrit, measures the percentage of RBCs in a blood sample." → "A hematocrit is a test that
 * measures the percentage of RBCs in a blood sample.": the name as the subject, its kind, what the sentence says it does.
 * It points back only to say which kind, so it needs nothing before it. Null for other shapes.
 */
export function namedInAside(topic: string, text: string): string | null {
  const m = NAMED_IN_ASIDE.exec(text.trim().replace(/\s+/g, ' '));
  if (!m?.[1] || !m[2] || !m[3] || !m[4] || !samePhrase(m[2], topic) || copulaFor(m[2]) !== 'is' || /^(?:is|was|has|does)$/.test(m[3])) return null;
  return `${capitalised(indefiniteArticle(m[2]))} ${m[2]} is ${indefiniteArticle(m[1])} ${m[1]} that ${m[3]} ${m[4]}.`;
}

/** "…, and cell fragments called platelets.": a kind (1), named last, as the last item of a list or the sentence's end. */
const KIND_NAMED_LAST = /(?:^|,\s*|\band\s+|—)(?!(?:and|or)\s)((?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+)\s+(?:also\s+)?called\s+(?:(?:an?|the)\s+)?([^,;:()]+?)[.!]?$/u;
const NOT_A_KIND = /\b(?:is|are|was|were|be|been|being|which|that|who|also|often|sometimes|usually|now|then|these|those|this|many|some|several|other|others|such)\b/;

/** "…, and cell fragments called platelets." → "Platelets are cell fragments.": what the name is, when the sentence ends on it. */
function kindNamedLast(topic: string, text: string): string | null {
  const m = KIND_NAMED_LAST.exec(text.trim().replace(/\s+/g, ' '));
  if (!m?.[1] || !m[2] || !samePhrase(m[2], topic) || NOT_A_KIND.test(m[1]) || isStopWord(m[1].split(' ').at(-1) ?? '')) return null;
  const plural = copulaFor(m[2]) === 'are';
  // The kind agrees with the name: "cell fragments called platelets", not "a protein called albumins".
  if (plural !== /[^s]s$/.test(m[1]) || (!plural && !/^(?:an?|the)\s/.test(m[1]))) return null;
  return `${capitalised(m[2])} ${plural ? 'are' : 'is'} ${m[1]}.`;
}

export function termFirst(topic: string, text: string): string | null {
  const aside = namedInAside(topic, text) ?? kindNamedLast(topic, text);
  if (aside) return aside;
  // "(Scientists call such a hot ionized gas a plasma.)": a sentence the text set in parentheses reads the same without them.
  const t = text.trim().replace(/\s+/g, ' ').replace(/^\(([^()]+)\)$/, '$1');
  // One sentence: a definition given with the sentence it leans on stays as the text has it.
  if (/[.!?]["”’)]?\s+["“‘(]?\p{Lu}/u.test(t)) return null;
  // "… are called “price controls.”": the closing marks go.
  const body = t.replace(/[.!]?["”’]*[.!]?$/, '');
  const reference = /\s*(\([^()]*\d{4}[^()]*\))$/.exec(body);
  const kind = kindNamed(body, topic);
  if (kind) return kind;
  const ending = endingOnTerm(reference ? body.slice(0, reference.index) : body, topic);
  if (!ending) return null;
  const passive = /^(.+?)\s+(is|are)\s+(?:(?:often|sometimes|also|usually|commonly)\s+)?(?:called|known as|termed|referred to as)$/i.exec(ending.before);
  const active = /^(?:we|economists|sociologists|scientists|researchers|psychologists|historians|people)\s+(?:(?:often|sometimes|also|usually|commonly)\s+)?call\s+(.+)$/i.exec(ending.before);
  // "The hottest part …, which has a temperature of a million degrees or more, is called the corona": the aside's closing comma goes with the verb.
  // "call such a hot ionized gas a plasma": once the name opens the sentence, "such" points at nothing.
  const subject = (passive?.[1] ?? active?.[1])?.replace(/[,;]$/, '').replace(/^such\s+(?=an?\s)/i, '');
  if (!subject || CLAUSE_OPENER.test(subject) || /^(?:an?|the)$/i.test(subject) || countWords(subject) < 2) return null;
  // The verb agrees with its new subject: "… laws are called rent control" → "Rent control is …".
  const copula = copulaFor(ending.name.replace(/^(?:an?|the)\s+/i, ''));
  const tail = reference ? ` ${reference[1]}` : '';
  return `${capitalised(ending.name)} ${copula} ${asPredicate(subject)}${tail}.`;
}

/** "… a form of study called X, in which …": the kind, the name, then what happens in it. */
const KIND_CALLED = /\b(an?)\s+((?:[\p{L}’'-]+\s+){0,3}?[\p{L}’'-]+)\s+(?:called|known as|termed|referred to as)\s+(?:(?:an?|the)\s+)?["“]?([^,;:"”]{2,60}?)["”]?,\s+((?:in|under|through|by|with|from) which|where|whereby)\s+(.+)$/iu;

/**
 * "Rothman had conducted a form of study called participant observation, in which researchers join …" →
 * "Participant observation is a form of study in which researchers join …": the kind the sentence names
 * X as, and what the clause says happens in it (a "where/in which" clause: one about the name, "…, which
 * the Fed measures", would change its meaning). The story around it goes, nothing is added.
 */
function kindNamed(text: string, topic: string): string | null {
  const m = KIND_CALLED.exec(text);
  if (!m?.[2] || !m[3] || !m[4] || !m[5] || !samePhrase(m[3], topic)) return null;
  // The kind is a noun phrase: not "a few others being".
  if (/\b(?:being|is|are|was|were|has|have|had)\b/i.test(m[2])) return null;
  return `${capitalised(m[3].trim())} ${copulaFor(m[3].trim())} ${m[1].toLowerCase()} ${m[2]} ${m[4]} ${m[5]}.`;
}

/** "It is …", "They refer to …": a pronoun subject, then a verb saying what it is. */
const PRONOUN_STATES = /^(It|They)\s+(?=(?:is|are|refers?|means?|describes?|consists?|involves?|occurs?|happens?|holds?|states?|suggests?|argues?|asserts?|proposes?)\b)/;
/** "It is important to …", "It is likely that …": an "it" standing for nothing. */
const EXPLETIVE = /^It\s+is\s+(?:\S+\s+)?(?:to|that|for|whether|why|how|when|if)\b/i;

/**
 * The sentence after one naming the term, said of the term ("… became known as the Sapir-Whorf
 * hypothesis. It is based on the idea that …" → "The Sapir-Whorf hypothesis is based on the idea that …"):
 * its pronoun subject is the term when they agree in number ("it" a singular term, "they" a plural one)
 * and the "it" stands for something (not "It is important to …"). Null otherwise.
 */
export function resolvedPronoun(term: string, text: string, article: () => WrittenArticle = () => null): string | null {
  const t = text.trim();
  const m = PRONOUN_STATES.exec(t);
  if (!m?.[1] || EXPLETIVE.test(t)) return null;
  if ((m[1] === 'It') !== (copulaFor(term) === 'is')) return null;
  return `${asSubject(term, article())} ${t.slice(m[0].length)}`;
}
