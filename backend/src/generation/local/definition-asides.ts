import { baseLanguage } from '../text/language.js';
import { stem } from '../text/stem.js';
import { tagEnglish } from '../text/nlp.js';

/**
 * Definitions a learner should not study although a defining pattern matched them: the subject is an aside of the text
 * (people in general, a company, a concept narrowed to one setting) or the complement judges the subject instead of
 * saying what kind of thing it is. English word classes; other languages pass.
 */

/** Everyday words for people: a text says what "customers" or "the boy" do in its example, a glossary never defines them. */
const EVERYDAY_PEOPLE = new Set(
  `people person persons human humans man men woman women boy boys girl girls child children kid kids adult adults
  customer customers employee employees worker workers parent parents student students individual individuals
  citizen citizens legislator legislators supplier suppliers teacher teachers`.split(/\s+/),
);

/** "violence between coworkers", "discrimination in the labor market": a concept narrowed to a setting the text discusses. */
const SETTING = /\s(?:in|for|between|among|within|during)\s+(?<setting>\S+(?:\s+\S+)*)$/i;

/** The term names no concept to study: people in general, or a concept narrowed to one setting. */
export function isAsideTerm(term: string, language: string): boolean {
  if (baseLanguage(language) !== 'en') return false;
  const bare = term.trim().replace(/^(?:the|a|an)\s+/i, '');
  if (EVERYDAY_PEOPLE.has(bare.toLowerCase())) return true;
  // "coins and currency in circulation", "payment in kind": one bare word after the preposition is part of a name.
  const setting = SETTING.exec(bare)?.groups?.setting;
  return setting !== undefined && (setting.includes(' ') || /[^s]s$/i.test(setting));
}

/**
 * "a topic that produces significant disagreement", "a civil rights issue", "a step toward holding corporations
 * responsible", "part and parcel of self-governance": the role the subject plays in a debate, not what it is.
 */
const MODIFIER = String.raw`(?:(?!(?:of|that|which|who|in|for|to|with|on|at|by)\s)[\p{L}-]+\s+)`;
const DEBATE_ROLE = new RegExp(
  String.raw`^(?:an?|the|one)\s+${MODIFIER}{0,3}?(?<head>topic|issue|question|challenge|reflection|corollary|concern|dilemma|controversy)s?(?![\p{L}-])|^(?:an?\s+)?${MODIFIER}?(?<step>step)\s+towards?\s|^part\s+and\s+parcel\s+of\s`,
  'iu',
);

/**
 * "an ongoing process", "a necessary part of ensuring …", "a personal phenomenon": a generic head that only a judgement
 * qualifies, with no clause saying which one, names no kind.
 */
const JUDGED_GENERIC =
  /^(?:an?|the)\s+(?:(?:very|rather|fairly|quite|truly)\s+)?(?:ongoing|lifelong|necessary|essential|important|crucial|vital|clear|simple|personal|fluid|serious|short-term|long-term)\s+(?:part|process|phenomenon|element|plan|science|matter|factor|component|aspect|check|problem)(?![\p{L}-])(?!\s+(?:that|which|who|whose|where|when|whereby|in\s+which|by\s+which|through\s+which)\b)/iu;

/**
 * "Theory is a mistake on Melville's part", "a joke": a verdict with nothing saying which kind of mistake names no kind
 * ("an error in a program that …" still does).
 */
const BARE_VERDICT =
  /^(?:an?|the)\s+(?:(?:big|huge|terrible|serious|great|common|real|bad|total|complete|sad|silly)\s+)?(?:mistake|joke|shame|pity|disaster|mess|nonsense)(?:\s+on\s+(?:[\p{L}'’-]+\s+){1,3}part)?$/iu;

/**
 * "a part of the brain", "a set of principles", "the type of associative learning": a genus and nothing that tells this
 * member from the others. Named in passing ("a part of the brain called the thalamus") that says too little; stated as a
 * definition ("A language is a set of sentences") it may be the whole formal definition.
 */
const BARE_GENUS = /^(?:an?|the)\s+(?:set|collection|group|part|piece|portion|kind|type|sort|form|category|class|period)\s+of\s+(?:(?:the|an?)\s+)?(?:[\p{L}-]+\s+)?[\p{L}-]+$/iu;

/** The complement names only the genus the subject belongs to, with no difference. */
export function namesOnlyAGenus(meaning: string, language: string): boolean {
  return baseLanguage(language) === 'en' && BARE_GENUS.test(meaning.trim());
}

/** The complement judges the subject ("a topic that …", "an ongoing process") rather than saying what kind of thing it is. */
export function judgesRatherThanDefines(meaning: string, term: string, language: string): boolean {
  if (baseLanguage(language) !== 'en') return false;
  const m = meaning.trim();
  const role = DEBATE_ROLE.exec(m);
  // "wedge issue — an issue that divides a party": a genus that repeats the term's own head is a definition.
  const head = role?.groups?.head;
  if (role && !(head && sameWord(head, term.trim().split(/\s+/).at(-1) ?? ''))) return true;
  return JUDGED_GENERIC.test(m) || BARE_VERDICT.test(m);
}

function sameWord(a: string, b: string): boolean {
  return stem(a.toLowerCase()) === stem(b.toLowerCase());
}

/**
 * "afraid his father will punish him", "open and you can see …", "independent of a declaration …": an adjective that
 * modifies no noun says how the subject is at that moment, not what it is.
 */
export function isPredicateAdjective(meaning: string, language: string): boolean {
  if (baseLanguage(language) !== 'en') return false;
  const tags = tagEnglish(meaning.trim()).filter((t) => t.pos !== 'PUNCT' || t.text === ',');
  if (tags[0]?.pos !== 'ADJ') return false;
  let i = 1;
  while (tags[i]?.pos === 'CCONJ' && tags[i + 1]?.pos === 'ADJ') i += 2;
  const next = tags[i];
  // "nonexcludable and non-rival" (a property, whole) and "costly to exclude" (its infinitive) do say what the term is.
  if (!next || next.pos === 'PART') return false;
  return next.pos === 'PRON' || next.pos === 'ADP' || next.text === ',' || (next.pos === 'CCONJ' && tags[i + 1]?.pos === 'PRON');
}

/** Kinds of business: a name the text describes as one is a company it mentions ("Siemens is a … conglomerate"). */
const BUSINESS_HEAD = /^(?:an?|the)\s+(?:[\p{L}$\d,/()-]+\s+){0,6}?(?:company|corporation|conglomerate|retailer|manufacturer|firm|brand|chain)(?![\p{L}-])/iu;

/** "Siemens is a multinational industrial conglomerate …", "Net-a-Porter is a large, online retailer …": an instance, not a term. */
export function isNamedBusiness(term: string, meaning: string, language: string): boolean {
  if (baseLanguage(language) !== 'en') return false;
  return /^\p{Lu}/u.test(term.trim()) && !/\s/.test(term.trim()) && BUSINESS_HEAD.test(meaning.trim());
}
