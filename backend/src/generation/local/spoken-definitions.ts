import { boundedMemo } from '../text/bounded-memo.js';
import { stopWords } from '../text/language.js';
import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';
import { isNounPhraseTerm, opensOnClause, startsWithDeictic } from './card-gates.js';
import { withoutSpokenOpener } from './sentence-quality.js';
import { isInstruction } from './sentence-shape-gates.js';
import { LET_US, MENTIONS_SPEAKER_OR_AUDIENCE, SPEAKER, SPEAKER_AND_AUDIENCE } from './speaker-words.js';
import { anyWordOf, DEMONSTRATIVES, PLACE_POINTERS, POINTS_AT_SCREEN, THING_PRONOUNS, wordGroup } from './pointing-words.js';

/**
 * How speakers name things: "what's called an eigenvalue", "we call this the span", "it's called,
 * reasonably enough, a diagonal matrix", "this is known as X", and in Spanish, French and German
 * "se llama X", "on appelle X", "man nennt das X". Each hit names a key term; when the sentence
 * (or, for "this is called X", the sentence before) says what the term is, it is also a definition.
 */

export interface SpokenTerm {
  /** The term as it should be asked about ("eigenvector", "el span"). */
  term: string;
  /** Article the speaker used before the term ("a"/"an"/"un"…), a hint that it is a count noun. */
  article?: string;
  /** What the term is, in the speaker's words, when the source says it; else undefined. */
  meaning?: string;
  /** The meaning came from the sentence before (the naming sentence only points back to it). */
  meaningFromPrevious: boolean;
  /** "This clever trick is called L'Hopital's rule": the sentence before states the rule in full. */
  rule?: string;
}

/**
 * The words for a rule, per language. `names` end a rule's name ("the power rule", "Newton's law"; in Spanish a
 * feminine one opens it, "la regla de la cadena", and `namesAnywhere` may stand anywhere in it, "el último teorema de
 * Fermat"); `subjectsOnly` only point back at a rule as the subject of a naming ("this clever trick is called …"), a
 * name ending on them is no rule ("the scientific method").
 */
const RULE_WORDS = {
  en: {
    names: ['rule', 'law', 'theorem', 'formula', 'identity', 'principle'],
    subjectsOnly: ['trick', 'pattern', 'method', 'technique', 'procedure', 'property', 'result', 'relationship'],
  },
  es: {
    names: ['regla', 'ley', 'fórmula', 'identidad'],
    namesAnywhere: ['teorema', 'principio'],
    subjectsOnly: ['truco', 'patrón', 'método', 'técnica', 'procedimiento', 'propiedad', 'resultado', 'relación'],
  },
};

/** "this (clever) trick / this pattern right here / esta regla": the naming points back at a rule just stated. */
const RULE_SUBJECT: Record<string, RegExp> = {
  en: new RegExp(String.raw`^(?:this|that|the)\s+(?:[\p{L}-]+\s+){0,2}?${wordGroup(RULE_WORDS.en.names, RULE_WORDS.en.subjectsOnly)}\b`, 'iu'),
  es: new RegExp(
    String.raw`^(?:esta|este|esa|ese|la|el)\s+(?:\p{L}+\s+){0,2}?${wordGroup(RULE_WORDS.es.names, RULE_WORDS.es.namesAnywhere, RULE_WORDS.es.subjectsOnly)}(?![\p{L}])`,
    'iu',
  ),
};

/** A name that says it is a rule: "the power rule", "Newton's law", "la regla de la cadena". */
const RULE_NAME: Record<string, RegExp> = {
  en: new RegExp(String.raw`\b${wordGroup(RULE_WORDS.en.names)}$`, 'i'),
  es: new RegExp(String.raw`^(?:la\s+)?${wordGroup(RULE_WORDS.es.names)}(?![\p{L}])|${wordGroup(RULE_WORDS.es.namesAnywhere)}(?![\p{L}])`, 'iu'),
};
const BARE_POINTER = /^(?:this|that|esto|eso)(?:\s+(?:right\s+)?here|\s+(?:de\s+)?aquí)?\s+(?:is|es)$/iu;

/** A stated rule reads on its own: no pronoun that needs the screen, no speaker, a verb after any opening condition. */
const RULE_POINTING: Record<string, RegExp> = {
  en: anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, SPEAKER, SPEAKER_AND_AUDIENCE, LET_US),
  es: /(?<![\p{L}])(?:esto|este|esta|estos|estas|eso|ese|esa|aquí|ahí|allí|él|ella|ellos|ellas|yo|me|mi|nosotros|nuestro|nuestra|vamos)(?![\p{L}])/iu,
};

export function isStatedRule(statement: string, language: string): boolean {
  const text = statement.trim();
  const words = text.split(/\s+/).length;
  if (words < 8 || words > 45 || !/^\p{Lu}/u.test(text) || !/[.!]$/.test(text)) return false;
  const pointing = RULE_POINTING[language];
  if (!pointing || pointing.test(text)) return false;
  // "If/Whenever …, <main clause>": the main clause is there, has a verb and does not lean back.
  const main = text.replace(/^(?:if|when|whenever|given|for any|si|cuando|siempre que|dado|dada|para cualquier)(?![\p{L}])[^,]*,\s*/iu, '');
  if (main === text && /^(?:if|when|whenever|si|cuando)(?![\p{L}])/iu.test(text)) return false;
  if (startsWithDeictic(main, language) && !/^just\b/i.test(main)) return false;
  if (language !== 'en') return main.split(/\s+/).length >= 4;
  return hasFiniteVerb(tagEnglish(main)) || /\b(?:try|take|multiply|add|divide|subtract)\b/i.test(main);
}

const NAMING: Record<string, RegExp> = {
  en: /\b(?:what(?:'s|’s| is| are)|which (?:is|are)|that(?:'s|’s| is)|it(?:'s|’s| is)|this is|these are|(?:is|are|was|were|be|been|being|get|gets))\s+(?:often\s+|sometimes\s+|usually\s+|also\s+|commonly\s+|typically\s+)?(?:called|known(?:\s+in\s+the\s+(?:business|literature|field|trade))?\s+as|referred to as|termed|named|dubbed)\s*,?\s*(?:(?:(?:quite\s+)?(?:reasonably|fittingly|appropriately|naturally|sensibly|creatively|unsurprisingly)(?:\s+enough)?|as\s+you\s+(?:may|might|could|would)\s+(?:have\s+)?(?:guessed|expected|imagined|guess|expect|imagine)),\s*)?|\bwe(?:'ll|’ll| will| would| might)?\s+(?:often\s+|usually\s+|also\s+|typically\s+)?(?:call|name|refer to)\s+(?:(?:this|these|such)\s+\S+(?:\s+\S+)?\s+as\s+|(?:this|these|that)\s+[a-z-]+\s+(?=(?:a|an|the)\s)|(?:this|these|that|it|them|such\s+\w+|this\s+\w+|these\s+\w+)\s+(?:as\s+)?)|\bwhat\s+(?:we|you|people|mathematicians|physicists|economists|programmers|computer scientists)(?:'d|’d| would| might| will| often| usually| typically| also| sometimes)?\s+(?:often\s+|usually\s+|typically\s+|also\s+|sometimes\s+)?call\s+|\b(?:something|things|a\s+thing|a\s+notion|a\s+concept|a\s+quantity|a\s+tool|a\s+technique)\s+(?:called|known as|named)\s+|\bthe so-called\s+|\b(?:is|are) defined (?:to be|as)\s+/gi,
  es: /\b(?:se\s+(?:le\s+|les\s+|lo\s+|la\s+)?(?:llama|llaman|denomina|denominan|conoce\s+como|conocen\s+como)|(?:lo|la|le|los|las|les)?\s*llamamos|(?:lo|la|los|las)?\s*denominamos|(?:es|son)\s+lo\s+que\s+(?:se\s+)?(?:llama|llamamos|conoce\s+como)|(?:es|son)\s+(?:llamad[oa]s?|conocid[oa]s?\s+como|denominad[oa]s?))\s*,?\s*/giu,
  fr: /(?:\bon\s+(?:l['’]|les\s+|la\s+|le\s+)?appelle|\bs['’]appelle(?:nt)?|\b(?:est|sont)\s+appelée?s?|\bon\s+(?:la\s+|le\s+|les\s+)?nomme|\b(?:est|sont)\s+connue?s?\s+sous\s+le\s+nom\s+de|\bce\s+qu['’]on\s+appelle)\s*,?\s*/giu,
  de: /(?:\bman\s+nennt\s+(?:das|dies|diese[ns]?|sie|ihn|es)?\s*|\bnennt\s+man\s+(?:das|dies|diese[ns]?|sie|ihn|es)?\s*|\bnennen\s+wir\s+(?:das|dies|diese[ns]?|sie|ihn|es)?\s*|\bheißt\s+(?:das|dies|es)?\s*|\bheißen\s+|\bwird\s+(?:als\s+)?|\bbezeichnet\s+man\s+(?:das|dies|sie|es)?\s*als\s+)(?=\S)/giu,
};

/** German "wird … genannt" needs its participle: only keep that pattern's hits that end in "genannt/bezeichnet". */
const GERMAN_PASSIVE = /\bwird\s+(?:als\s+)?$/iu;

const ARTICLES: Record<string, RegExp> = {
  en: /^(?:an?|the)\s+/i,
  es: /^(?:el|la|los|las|un|una|unos|unas)\s+/iu,
  fr: /^(?:l['’]|le\s+|la\s+|les\s+|un\s+|une\s+|des\s+)/iu,
  de: /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer)\s+/iu,
};

/** Quantifiers that open a general meaning ("any way to …", "cualquier forma de …"). */
const QUANTIFIERS: Record<string, RegExp> = {
  en: /^(?:any|every|each)\s+/i,
  es: /^(?:cualquier|todo|toda|cada)\s+/iu,
  fr: /^(?:tout|toute|chaque|n['’]importe quel(?:le)?)\s+/iu,
  de: /^(?:jede[rsmn]?)\s+/iu,
};

const MAX_TERM_WORDS = 5;

/** English noun phrase at the start of `rest`: (DET) ADJ/NOUN… (of (DET) NOUN…), by part-of-speech tags. */
export function englishTermAt(rest: string): { term: string; article?: string } | undefined {
  const tags = tagEnglish(rest.replace(/[“”"]/g, ''));
  let i = 0;
  let article: string | undefined;
  if (tags[0]?.pos === 'DET' && /^(?:a|an|the)$/i.test(tags[0].text)) {
    article = tags[0].text.toLowerCase();
    i = 1;
  } else if (/^(?:its|their|our|your|his|her)$/i.test(tags[0]?.text ?? '')) {
    // "…, what we call its embedding": a possessive stands where an article would; the term is what follows it.
    i = 1;
  }
  const determined = i > 0;
  const words: string[] = [];
  const nounish = (pos: string): boolean => pos === 'NOUN' || pos === 'PROPN' || pos === 'ADJ' || pos === 'NUM';
  for (; i < tags.length && words.length < MAX_TERM_WORDS; i++) {
    const t = tags[i]!;
    // "the Pauli spin matrices", "the bond yield curve": between a noun and a noun, a bare word the tagger calls a verb
    // is a noun ("the Fourier transform maps signals": a verb with its "-s" is the sentence's own).
    const nounBetweenNouns = t.pos === 'VERB' && t.lemma === t.text.toLowerCase() && !/[^s]s$/i.test(t.text) && /^(?:NOUN|PROPN)$/.test(tags[i - 1]?.pos ?? '') && words.length > 0 && /^(?:NOUN|PROPN)$/.test(tags[i + 1]?.pos ?? '');
    // "its embedding", "the clustering": right after a determiner an "-ing" word is a noun, not the sentence's verb.
    const gerundAfterDeterminer = determined && words.length === 0 && t.pos === 'VERB' && /ing$/i.test(t.text);
    if (nounish(t.pos) || nounBetweenNouns || gerundAfterDeterminer || (t.pos === 'VERB' && /(?:ing|ed)$/i.test(t.text) && nounish(tags[i + 1]?.pos ?? ''))) {
      words.push(t.text);
      continue;
    }
    // "L'Hopital's rule", "Newton's method": a possessive name inside the term.
    if (/^['’]s$/.test(t.text) && words.length && /^(?:NOUN|PROPN|ADJ)$/.test(tags[i + 1]?.pos ?? '')) {
      words[words.length - 1] = `${words.at(-1)}${t.text}`;
      continue;
    }
    if (t.pos === 'PUNCT' && t.text === '-' && words.length) {
      words.push(t.text);
      continue;
    }
    // "eigenvectors of the transformation": one prepositional tail.
    if (t.text.toLowerCase() === 'of' && words.length && nounish(tags[i + 1]?.pos ?? tags[i + 2]?.pos ?? '')) {
      const tail: string[] = ['of'];
      let j = i + 1;
      if (tags[j]?.pos === 'DET') tail.push(tags[j++]!.text);
      while (j < tags.length && (tags[j]!.pos === 'NOUN' || tags[j]!.pos === 'PROPN' || tags[j]!.pos === 'ADJ') && words.length + tail.length < MAX_TERM_WORDS + 2) tail.push(tags[j++]!.text);
      if (tail.length > 1 && tags[j - 1]!.pos !== 'DET') words.push(...tail);
      break;
    }
    // "the inner or terrestrial planets": two names for one kind share the head after them; the last one keeps it
    // ("inner and outer planets" are two kinds).
    const head = tags.slice(i + 1).findIndex((w) => !/^(?:ADJ|NOUN|PROPN)$/.test(w.pos));
    const sharedHead = tags.slice(i + 1, head < 0 ? undefined : i + 1 + head).some((w) => w.pos === 'NOUN');
    if (/^or$/i.test(t.text) && words.length && sharedHead && tags.slice(i - words.length, i).every((w) => w.pos === 'ADJ')) {
      words.length = 0;
      continue;
    }
    break;
  }
  while (words.length && !/^(?:NOUN|PROPN|NUM)$/.test(tagEnglish(words.join(' ')).at(-1)?.pos ?? '') && words.length > 1) words.pop();
  const term = words.join(' ').replace(/\s+-\s+/g, '-');
  // "is defined as 0°": a number is a value, not a term.
  if (!term || !/\p{L}/u.test(term)) return undefined;
  return article ? { term, article } : { term };
}

/** Other languages: words up to punctuation or a function word ("de" inside the phrase allowed once). */
function wordTermAt(rest: string, language: string): { term: string; article?: string } | undefined {
  const stops = stopWords(language);
  const clipped = rest.split(/[,.;:!?()«»"“”]/)[0] ?? '';
  const articleMatch = ARTICLES[language]?.exec(clipped);
  const article = articleMatch?.[0].trim();
  const words = clipped.slice(articleMatch?.[0].length ?? 0).split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length && out.length < MAX_TERM_WORDS; i++) {
    const w = words[i]!;
    const lower = w.toLowerCase();
    if (stops.has(lower)) {
      const joins = /^(?:de|del|d['’]|des|du|der|des)$/.test(lower) && out.length > 0 && words[i + 1] && !stops.has(words[i + 1]!.toLowerCase());
      // "regla de la cadena": "de" + article + a content word makes a compound name when the term came
      // without an article; "el determinante de la matriz" keeps its context out of the term.
      const withArticle = !article && /^(?:de|des)$/.test(lower) && out.length > 0 && /^(?:la|las|los|le|les|l['’])$/i.test(words[i + 1] ?? '') && words[i + 2] && !stops.has(words[i + 2]!.toLowerCase());
      if (withArticle) {
        out.push(w, words[i + 1]!);
        i++;
        continue;
      }
      if (!joins) break;
    }
    out.push(w);
  }
  while (out.length && stops.has(out.at(-1)!.toLowerCase())) out.pop();
  if (out.length === 0) return undefined;
  // An elided article joins its noun: "l’univers", not "l’ univers".
  const term = `${article && language !== 'de' ? `${article.toLowerCase()}${/['’]$/.test(article) ? '' : ' '}` : ''}${out.join(' ')}`;
  return article ? { term, article } : { term };
}

/** Where a naming sentence's own verb starts: the subject before it is the description. */
const NAMING_AT_END: Record<string, RegExp> = {
  en: /\b(?:is|are)\s+(?:often\s+|sometimes\s+|usually\s+|also\s+|commonly\s+)?(?:what(?:'s|’s|\s+is|\s+are)\s+)?(?:called|known(?:\s+in\s+the\s+(?:business|literature|field|trade))?\s+as|referred\s+to\s+as|named)\b/,
  es: /(?<![\p{L}])(?:se\s+(?:le\s+|les\s+|lo\s+|la\s+)?(?:llama|llaman|denomina|denominan|conoce\s+como)|(?:es|son)\s+(?:llamad[oa]s?|conocid[oa]s?\s+como|denominad[oa]s?))(?![\p{L}])/u,
};

/** "this" → "the", by language and number; "este proceso" → "el proceso". */
const DEMONSTRATIVE_ARTICLE: Record<string, Record<string, string>> = {
  en: { this: 'the', these: 'the', that: 'the', those: 'the' },
  es: { este: 'el', esta: 'la', estos: 'los', estas: 'las', ese: 'el', esa: 'la', esos: 'los', esas: 'las' },
};
/** Spanish modifiers that carry a description after the noun ("proceso de …", "conjunto que …"), or after a pair ("ir y venir entre …"). */
const SPANISH_MODIFIER = /^(?:\p{L}+\s+(?:y|o)\s+\p{L}+\s+|(?:\p{L}+\s+){1,2}?)(?:de|del|que|dentro de|sobre|entre)\s+(?:\S+\s+){2,}\S+$/iu;

/**
 * "This process of repeatedly nudging an input … is called gradient descent": a demonstrative with a
 * full description after its noun (an "of"-phrase, a relative clause) points at nothing the words do
 * not say, so it reads as "the process of …". A bare "this ratio" stays on the screen: undefined.
 */
export function describedDemonstrative(subject: string, language: string, options: { innerPointers?: boolean } = {}): string | undefined {
  // "Those who identify with the sex they were assigned at birth": the relative says who; its "they" are those people.
  const those = language === 'en' ? /^those\s+(who\s+(?:\S+\s+){2,}\S+)$/i.exec(subject.trim())?.[1] : undefined;
  if (those) return `people ${those}`;
  const words = subject.trim().split(/\s+/);
  const article = DEMONSTRATIVE_ARTICLE[language]?.[words[0]?.toLowerCase() ?? ''];
  if (!article || words.length < 5) return undefined;
  const rest = words.slice(1).join(' ');
  if (language === 'es') {
    if (!options.innerPointers && /(?<![\p{L}])(?:este|esta|estos|estas|esto|ese|esa|esos|esas|eso|aquí|ahí|allí)(?![\p{L}])/iu.test(rest)) return undefined;
    return SPANISH_MODIFIER.test(rest) ? `${article} ${rest}` : undefined;
  }
  // Tagged with its determiner: alone, "set of vectors" opens like a verb.
  const tags = tagEnglish(subject.trim()).slice(1);
  let i = 0;
  // Right after "this", a word is a noun whatever the model says ("this set of …" reads "set" as a verb),
  // and so is a pair of words joined by "and"/"or" of one kind ("this back and forth between …", "this give
  // and take between …": the model reads adverbs, verbs); a manner adverb ("this slowly and carefully …") is not.
  const pairAt = (k: number): boolean =>
    /^(?:and|or)$/i.test(tags[k + 1]?.text ?? '') && tags[k + 2]?.pos === tags[k]?.pos && ![tags[k], tags[k + 2]].some((t) => /ly$/i.test(t!.text));
  if (tags[0] && /^(?:ADV|VERB)$/.test(tags[0].pos) && pairAt(0)) i = 3;
  while (i < tags.length && (/^(?:ADJ|NOUN|PROPN)$/.test(tags[i]!.pos) || (i === 0 && tags[i]!.pos === 'VERB'))) i++;
  const modifier = tags[i];
  // The noun, then "of …" / "that …" / "which …" / "where …" with words of its own, and nothing pointing inside.
  if (i === 0 || !modifier || !/^(?:of|that|which|where|whose|between)$/i.test(modifier.text) || tags.length - i < 3) return undefined;
  if (!options.innerPointers && tags.slice(i).some((t) => /^(?:this|these|those|it|they|them|here|there)$/i.test(t.text))) return undefined;
  return `${article} ${rest}`;
}

/**
 * A sentence opening on a described demonstrative ("This perspective of shrinking an input range …
 * leads to …") reads on its own with "The": the same rewrite, on the sentence's first clause.
 */
export function withDescribedDemonstrative(sentence: string, language: string): string {
  // A sentence that names its term ("… is called the radius of convergence") is asked about that name: a
  // pointer deep in the description ("these polynomials") does not hide what the blank is.
  const naming = findSpokenTerms(sentence, undefined, language).length > 0;
  const clause = sentence.split(/[,;:]/)[0] ?? '';
  const verb = naming ? NAMING_AT_END[language]?.exec(clause) : null;
  const opening = verb ? clause.slice(0, verb.index).trimEnd() : clause;
  const described = describedDemonstrative(opening, language, { innerPointers: naming });
  if (!described) return sentence;
  return `${described.charAt(0).toUpperCase()}${described.slice(1)}${sentence.slice(opening.length)}`;
}

/**
 * "This point right here, where that logistic curve goes from curving upward to curving downward, is known as the
 * inflection point", "Este punto de aquí, donde la curva pasa de …, se conoce como …": the demonstrative points at the
 * picture, but the relative set off between commas says which point; read as "the point where the curve goes …".
 */
const POINTED_SUBJECT_WITH_RELATIVE: Record<string, RegExp> = {
  en: /^(?<det>this|that)\s+(?<noun>[\p{L}-]+)(?:\s+(?:right\s+)?(?:here|there))?,\s+(?<relative>(?:where|in\s+which|whose)\s+[^,;:]{10,160}),\s*$/iu,
  es: /^(?<det>este|esta|ese|esa)\s+(?<noun>\p{L}+)(?:\s+de\s+(?:aquí|ahí|acá))?,\s+(?<relative>(?:donde|en\s+(?:el|la)\s+que|cuy[oa])\s+[^,;:]{10,160}),\s*$/iu,
};

/** Inside a relative clause a "that" points too ("where that curve crosses"): the relative has no clause to join. */
const POINTS_BACK_OR_THAT = anyWordOf(DEMONSTRATIVES, ['that'], PLACE_POINTERS, THING_PRONOUNS);

/** An inner "that logistic curve" is one the relative names: "the logistic curve". Undefined when a pronoun still points. */
function describedByRelative(before: string, language: string): string | undefined {
  const g = POINTED_SUBJECT_WITH_RELATIVE[language]?.exec(before.trim() + ' ')?.groups;
  const article = g?.det ? DEMONSTRATIVE_ARTICLE[language]?.[g.det.toLowerCase()] : undefined;
  if (!g?.noun || !g.relative || !article) return undefined;
  const relative = language === 'en' ? g.relative.replace(/\b(?:that|this)\s+(?=(?:[\p{L}-]+\s+)?[\p{L}-]+\s+(?:goes|is|are|has|have|crosses|meets|changes|turns|reaches|stops|starts)\b)/giu, 'the ') : g.relative.replace(/(?<![\p{L}])(?:esta|este)\s+/giu, (d) => `${DEMONSTRATIVE_ARTICLE.es![d.trim().toLowerCase()]} `);
  const pointer = language === 'en' ? POINTS_BACK_OR_THAT : /(?<![\p{L}])(?:esto|estos|estas|eso|esos|esas|aquí|ahí|allí)(?![\p{L}])/iu;
  if (pointer.test(relative)) return undefined;
  return `${article} ${g.noun} ${relative}`;
}

/** The subject before "is called": a meaning when it is a real noun phrase, not "this"/"it". */
/**
 * "… associate each token with a high-dimensional vector, what we call its embedding": "what we call its X" after a
 * comma stands beside the noun phrase that ends the clause, and names that, not the whole clause (English). Only a
 * possessive name ("its", "their") points at that phrase: "…, sit evenly on the unit circle, what are known as the
 * roots of unity" names more than the phrase it follows.
 */
const POSSESSIVE_OPENING = /^\s*(?:its|their)\s/i;

function appositiveMeaning(before: string): string | undefined {
  const phrase = /(?:^|\s)((?:an?|the)\s+(?:[^,;:\s]+\s+){0,4}[^,;:\s]+)\s*,\s*$/i.exec(before)?.[1];
  if (!phrase) return undefined;
  const tags = tagEnglish(phrase);
  // A noun phrase: no verb, and a noun at its end ("a high-dimensional vector"; not "the input is split").
  if (tags.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || !/^(?:NOUN|PROPN)$/.test(tags.at(-1)?.pos ?? '')) return undefined;
  return phrase.trim();
}

function subjectMeaning(before: string, language: string): string | undefined {
  const described = describedByRelative(before, language);
  if (described) return described;
  const subject = before.replace(/^.*?(?:,\s+|;\s+|:\s+)(?=\S[^,;:]*$)/, '').trim();
  const said = subject
    .replace(/\s+(?:is|are|was|were|es|son|est|sont|ist|sind)(?:\s+(?:often|usually|commonly|sometimes|also|generally|typically))?$/i, '')
    .trim()
    .replace(/\s*[,;:]$/, '')
    // "And the specific ratio between … inside a medium like this is called …": a connective joins it to the talk, and
    // "like this" points at the example on screen; the noun phrase between them says what the term is.
    .replace(language === 'en' ? /^(?:and|so|but|now)\s+(?=(?:the|a|an|any|every|each)\s)/i : /^$/, '')
    .replace(language === 'en' ? /\s+like(?:\s+(?:this|these))?$/i : /^$/, (like, at: number, text: string) => (afterNoun(text.slice(0, at)) ? '' : like));
  // "A surface that looks like this is called a torus": what it looks like is on the screen.
  if (language === 'en' && /\slike$/i.test(said)) return undefined;
  const cleaned = describedDemonstrative(said, language) ?? said;
  if (cleaned.split(/\s+/).length < 3 || startsWithDeictic(cleaned, language)) return undefined;
  // "Any way to translate between vectors and numbers is called a coordinate system": a quantifier opens a meaning too.
  // "People who are attracted to …" (or "those who …") names a class by its relative, if nothing else runs into it.
  const describedPeople = /^people who\b/i.test(cleaned) && !/[,;:"“”]/.test(cleaned);
  if (!ARTICLES[language]?.test(cleaned) && !QUANTIFIERS[language]?.test(cleaned) && !describedPeople) return undefined;
  // "This sequence of vectors then passes through an operation that's known as an attention block": a relative naming
  // names the noun just before it; a subject running into its own verb is a clause, not what the name means.
  // So does "Each simulation represents what's called an SIR model": the words before are a clause and its verb.
  if (language === 'en' && runsIntoOwnVerb(cleaned)) return undefined;
  return cleaned;
}

/**
 * "… the speed inside a medium like this": "like" after a noun deep in a long description compares that noun with the
 * example; "a shape that looks like this" needs it, and in "a function a of x like this" it is the head that is shown.
 */
function afterNoun(text: string): boolean {
  return text.trim().split(/\s+/).length >= 8 && /^(?:NOUN|PROPN)$/.test(tagEnglish(text).at(-1)?.pos ?? '');
}

/**
 * A described subject that has its own finite verb before any relative clause ("This sequence of vectors then passes
 * through an operation", "The heat equation happens to be") is a clause; "any way to translate …" and "a matrix whose
 * columns are …" are noun phrases.
 */
function runsIntoOwnVerb(subject: string): boolean {
  const head = subject.split(/\s+(?:that|which|who|whom|whose|where|when)\s+/i)[0]!;
  const tags = tagEnglish(head);
  // "The path the Sun appears to take …", "the rate we measure": a relative clause without its "that" keeps the noun phrase.
  const reducedRelative = (k: number): boolean => {
    const subjectAt = tags[k - 1]?.pos === 'PRON' ? k - 1 : tags[k - 2]?.pos === 'DET' && /^(?:NOUN|PROPN)$/.test(tags[k - 1]?.pos ?? '') ? k - 2 : -1;
    return subjectAt > 0 && tags.slice(0, subjectAt).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  };
  return tags.some((t, k) => (t.pos === 'AUX' || (t.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(t.text))) && !/^to$/i.test(tags[k - 1]?.text ?? '') && !reducedRelative(k));
}

/**
 * "In this example, A is defined as a real": the opener points back, but the naming clause has a subject of its
 * own (not a pronoun), which is what gets the name; the sentence before does not describe it.
 */
function namesOwnSubject(before: string, language: string, naming = ''): boolean {
  const clauses = before.trim().split(/[,;:]\s+/);
  // "Aggregate demand (AD) is actually what economists call …": the subject before "is what" is the named thing.
  if (/^what\b/i.test(naming.trim())) {
    // "The heat equation happens to be what's known as …": a verb of seeming before "be" is the copula too.
    const subject = (clauses.at(-1) ?? '').replace(/\s*\b(?:(?:is|are|was|were)(?:\s+(?:actually|also|just|simply|really|often|usually))?|(?:happens?|turns?\s+out|seems?|tends?)\s+to\s+be|(?:would|will|can|could|might|may)\s+(?:also\s+)?be)$/i, '').replace(/^[(\[]/, '').trim();
    return subject !== '' && subject !== before.trim() && !startsWithDeictic(subject, language);
  }
  if (clauses.length < 2) return false;
  const subject = clauses.at(-1)!.replace(/\s*\b(?:is|are|was|were|es|son|est|sont|ist|sind)$/i, '').trim();
  return subject !== '' && !startsWithDeictic(subject, language) && !/^(?:what|which|that|who)\b/i.test(subject);
}

/** "A common choice is one that …", "La opción más común es una que …": the sentence picks one of a kind it has not named. */
const ONE_OF_A_KIND: Record<string, RegExp> = {
  en: /^(?:(?:a|an|the|one)\s+)?(?:[\p{L}-]+\s+){0,2}(?:choice|option|example|pick)\s+is\s+(?:the\s+)?one\s+(?<relative>(?:that|which|where)\s+.{10,})$/iu,
  es: /^(?:(?:una|la)\s+)?(?:[\p{L}-]+\s+){0,2}(?:opción|elección|alternativa)(?:\s+[\p{L}-]+){0,2}\s+es\s+(?:una|uno|la|el)\s+(?<relative>que\s+.{10,})$/iu,
};
/** The naming's subject that says the kind: "this very simple function", "esta función tan simple". */
const NAMED_KIND: Record<string, RegExp> = {
  en: /(?:^|,\s+)(?:and\s+)?(?:this|that)\s+(?:[\p{L}-]+\s+){0,2}(?<noun>[\p{L}-]+)\s*$/iu,
  es: /(?:^|,\s+)(?:y\s+)?(?<det>esta|este|esa|ese)\s+(?<noun>\p{L}+)(?:\s+[\p{L}-]+){0,2}\s*$/iu,
};

/**
 * "A common choice is one that takes all of the negative values and maps them to zero. … this very simple function is
 * often called the rectified linear unit": the sentence before says "one that …" and the naming says one what; read
 * together, "a function that takes all of the negative values …". Any other sentence is returned as it is.
 */
export function oneAsNamedKind(previous: string, naming: string, language: string): string {
  const relative = ONE_OF_A_KIND[language]?.exec(previous.trim())?.groups?.relative;
  const kind = NAMED_KIND[language]?.exec(naming.trim())?.groups;
  if (!relative || !kind?.noun) return previous;
  if (language === 'es') return `${/^(?:esta|esa)$/i.test(kind.det ?? '') ? 'una' : 'un'} ${kind.noun.toLowerCase()} ${relative}`;
  // The tagger must read the naming's last word as a noun ("this very simple function"), not "this is".
  if (tagEnglish(kind.noun).at(-1)?.pos !== 'NOUN') return previous;
  return `${/^[aeio]/i.test(kind.noun) ? 'an' : 'a'} ${kind.noun.toLowerCase()} ${relative}`;
}

/** "The output is a string of bits …": the sentence before says what its subject is. */
const SUBJECT_IS: Record<string, RegExp> = {
  en: /^(?:the|a|an)\s+(?<noun>[\p{L}-]+)\s+(?:is|are)\s+(?<complement>(?:a|an|the)\s+.{8,})$/iu,
  es: /^(?:el|la|los|las)\s+(?<noun>\p{L}+)\s+(?:es|son)\s+(?<complement>(?:un|una|el|la|los|las)\s+.{8,})$/iu,
};
const NAMED_SUBJECT: Record<string, RegExp> = {
  en: /^(?:this|that|these|those)\s+(?<noun>[\p{L}-]+)\s*$/iu,
  es: /^(?:este|esta|estos|estas|ese|esa|esos|esas)\s+(?<noun>\p{L}+)\s*$/iu,
};

/**
 * "The output is a string of bits with some fixed length. This output is called the hash": the naming's subject is
 * the subject the sentence before said something of, so what it said (its complement) is the meaning, not the sentence.
 */
export function complementOfNamedSubject(previous: string, naming: string, language: string): string {
  const said = SUBJECT_IS[language]?.exec(previous.trim().replace(/[.!?]+$/, ''))?.groups;
  const named = NAMED_SUBJECT[language]?.exec(naming.trim())?.groups?.noun;
  if (!said?.noun || !said.complement || !named || said.noun.toLowerCase() !== named.toLowerCase()) return previous;
  return `${said.complement}${/[.!?]+$/.exec(previous.trim())?.[0] ?? ''}`;
}

/** Speech runs on: a meaning ends where a second clause starts ("…, and this is not a joke"). */
export function firstClause(text: string, language?: string): string {
  // In English "x, y that satisfy …" reads two coordinates, not Spanish "y" ("and"): each language cuts at its own words.
  const conjunctions = (language && CLAUSE_CONJUNCTIONS[language]) || 'and|but|so|y|pero|et|mais|und|aber';
  const continues = language === 'en' ? `(?!${ENGLISH_PHRASE_GOES_ON})` : '';
  // "a cosine with some frequency, amplitude, and phase shift": an "and" after a short item closing a list of three ends
  // the list, not the clause (English writes the serial comma; Spanish and French lists have none before "y", "et").
  const item = String.raw`,\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}`;
  const lastItem = String.raw`(?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+\s*(?:[.!?]|$)`;
  const cut = `,\\s+(?:${conjunctions})\\s+${continues}`;
  const conjunction = language === 'en' ? `(?<!${item})${cut}|(?<=${item})${cut}(?!${lastItem})` : cut;
  const splitter = new RegExp(`${conjunction}|,\\s+(?=(?:a|an|the|un|una|el|la)\\s+\\S+\\s+\\S+\\s+(?:means|is|es|significa)\\b)`, 'giu');
  // "identify both when there is an error, and … how to fix it": the "and" closes an open "both", not the clause.
  const cutAt = [...text.matchAll(splitter)].find((m) => !(language === 'en' && OPEN_BOTH.test(text.slice(0, m.index))))?.index;
  const clause = (cutAt === undefined ? text : text.slice(0, cutAt)).trim();
  return language === 'en' ? clause.split(ENGLISH_AFTERTHOUGHT)[0]!.trim() : clause;
}

const MEANING_FROM_PREVIOUS = new Set(['en', 'es']);

/** A "both" whose "and" has not come yet. */
const OPEN_BOTH = /\bboth\b(?![\s\S]*\band\b)/i;

const CLAUSE_CONJUNCTIONS: Record<string, string> = { en: 'and|but|so', es: 'y|pero', fr: 'et|mais', de: 'und|aber' };

/**
 * "facts that are provably true, but which nevertheless can feel false", "numbers strictly greater than a, but strictly
 * less than b", "…, but not all": after the conjunction the same phrase goes on (a second relative, a second bound, a
 * negation), and cutting there would leave half a definition.
 */
const ENGLISH_PHRASE_GOES_ON = String.raw`(?:which|who|whom|whose|not|(?:\p{L}+ly\s+)?(?:less|greater|more|fewer|smaller|larger|bigger|higher|lower)\s+than)\b`;

/**
 * After the definition a speaker adds a concession ("…, even if they're very superimposed on all these neurons"), or
 * captions run the next sentence in ("log base e of x. And just as a reminder …"): the meaning ends before either.
 */
const ENGLISH_AFTERTHOUGHT = /,\s+(?:even\s+if|even\s+though|although|though)\s+|\.\s+(?=(?:And|But|So|Now|Then|Okay|Well)\s)/u;

/**
 * Each part and card maker asks a sentence for its namings again (the whole, then its section; each term a cloze
 * tries): the answer is kept. Whether a sentence names anything does not depend on the sentence before it (that
 * only supplies a meaning), so a sentence naming nothing, the common case, is remembered by its text alone.
 */
const namesNothing = boundedMemo<string, true>(10_000);
const spokenTermsMemo = boundedMemo<string, readonly SpokenTerm[]>(2_000);

export function findSpokenTerms(sentence: string, previous: string | undefined, language: string): readonly SpokenTerm[] {
  const bare = `${language}\u0001${sentence}`;
  if (namesNothing.get(bare)) return [];
  const key = `${bare}\u0001${previous ?? ''}`;
  const known = spokenTermsMemo.get(key);
  if (known) return known;
  const found = searchSpokenTerms(sentence, previous, language);
  if (found.length === 0) namesNothing.set(bare, true);
  else spokenTermsMemo.set(key, found);
  return found;
}

function searchSpokenTerms(sentence: string, said: string | undefined, language: string): SpokenTerm[] {
  const pattern = NAMING[language];
  if (!pattern) return [];
  const out: SpokenTerm[] = [];
  for (const m of sentence.matchAll(new RegExp(pattern.source, pattern.flags))) {
    const before = sentence.slice(0, m.index);
    if (language === 'de' && GERMAN_PASSIVE.test(m[0]) && !/\b(?:genannt|bezeichnet)\b/i.test(sentence.slice(m.index + m[0].length))) continue;
    const rest = sentence.slice((m.index ?? 0) + m[0].length);
    // "And the output is a string of bits …. This output is called the hash": a sentence opening on a connective goes on
    // from the talk before it ("So the sum of two solutions is also a solution"), and is no meaning as a whole; what
    // it says the same subject is (its complement) stands alone.
    const opened = said === undefined ? undefined : withoutSpokenOpener(said, language);
    const complement = opened === undefined ? undefined : complementOfNamedSubject(opened, before, language);
    const previous = complement !== undefined && complement !== opened ? complement : said;
    const found = language === 'en' ? englishTermAt(rest) : wordTermAt(rest, language);
    if (!found) continue;
    const term = language === 'de' ? found.term.replace(/\s+(?:genannt|bezeichnet)$/i, '') : found.term;
    if (!isNounPhraseTerm(term, language)) continue;
    // "Y is what we call X": Y (a real noun phrase) is the meaning; "this is what's called X" points back.
    const copulaBefore = /\b(?:is|are|was|were|es|son|est|sont)\s*$/i.test(before.trim());
    const fromSubject = copulaBefore && !/^what\b/i.test(m[0].trim()) ? undefined : (language === 'en' && /^what\b/i.test(m[0].trim()) && POSSESSIVE_OPENING.test(rest) ? appositiveMeaning(before) : undefined) ?? subjectMeaning(before, language);
    // "… passes through an operation that's known as X", "…, which is called X": a relative names something of this
    // sentence, not the sentence before ("So that's called X" does point back).
    const relative = /^(?:which|that)\b/i.test(m[0].trim()) && /\p{L}/u.test(before) && !/^(?:so|and|but|now|then|okay|ok|well|yeah)\W*$/i.test(before.trim());
    const pointsBack = !fromSubject && !relative && !namesOwnSubject(before, language, m[0]) && (startsWithDeictic(before.trim() || m[0], language) || /^(?:what|which|that|it|this|these)\b/i.test(m[0].trim()));
    // "The next time you go to a restaurant, look at your waitstaff.": an instruction to the listener describes nothing.
    const instructs = previous !== undefined && previous.split(/,\s+/).some((part) => isInstruction(part, language));
    // A question ("What if each time step …?") asks; it does not say what the term named next is.
    // French and German have no clause tagger to tell a noun phrase from a clause, and a translated lecture's sentence
    // before a naming is a clause about something else ("Die Sammlung aller Bahnen erinnert an …"): only English and
    // Spanish take a meaning from it.
    // "A surface that looks like this is called a torus": "this" is the picture, not the sentence before.
    const showsExample = language === 'en' && /\slike\s*$/i.test(before);
    // "… has a special name, it's called the convolution theorem", "it's what's called a chiral molecule": "it" stands for
    // a thing named before, not for what the sentence before says ("this is called …" can sum that up).
    const namesAThing = language === 'en' && (/^it\b/i.test(m[0].trim()) || /\b(?:it(?:'s|’s|\s+is)|they(?:'re|’re|\s+are))\s*$/i.test(before));
    const usablePrevious = previous && pointsBack && !instructs && !showsExample && !namesAThing && MEANING_FROM_PREVIOUS.has(language) && !startsWithDeictic(previous, language) && /[.!]$/.test(previous) && previous.split(/\s+/).length <= 40;
    // "This right here is what's known as the power rule": a bare pointer names the rule just stated when the name says it is one.
    const ruleSubject = RULE_SUBJECT[language]?.test(before.trim()) || (RULE_NAME[language]?.test(term) && BARE_POINTER.test(before.trim()));
    const stated = opened ?? previous;
    const rule = ruleSubject && stated && isStatedRule(stated, language) ? stated.trim() : undefined;
    // "…, it's just the set of all points …": the gloss right after the name outweighs the sentence before.
    const termEnd = rest.toLowerCase().indexOf(found.term.toLowerCase());
    // "The flow associated with this field is called the phase flow …, and it's a way to …": a subject pointing at the
    // screen says less than the gloss after the name.
    const subjectPoints = fromSubject !== undefined && POINTS_AT_SCREEN.test(fromSubject);
    const glossed = language === 'en' && (!fromSubject || subjectPoints) && termEnd >= 0 ? glossAfterName(rest.slice(termEnd + found.term.length), found.term, found.article) : undefined;
    out.push({
      term,
      ...(rule ? { rule } : {}),
      // Speech runs on: the meaning ends where a second clause starts ("…, and this is not a joke").
      ...(found.article ? { article: found.article } : {}),
      ...(glossed ? { meaning: glossed } : fromSubject ? { meaning: firstClause(fromSubject, language) } : usablePrevious ? { meaning: firstClause(oneAsNamedKind(previous, before, language).replace(/[.!?]+$/, ''), language) } : {}),
      meaningFromPrevious: !fromSubject && !glossed && Boolean(usablePrevious),
    });
  }
  return out;
}

/**
 * "This is what's called an implicit curve, it's just the set of all points …", "… known as X, meaning the …",
 * "we call this X, which refers to …": the speaker names the term and then says what it is. Only a gloss that is a
 * noun phrase (an article or a quantifier opens it) is a meaning; "meaning if you add two solutions …" is a property.
 */
const GLOSS_AFTER_NAME =
  /^\s*(?:\([^()]{1,40}\)\s*)?(?:\s+(?:for|of|in|on)\s+[^,;:]{1,40}?)?(?:\s+which\s+(?:is|are)(?:\s+(?:just|simply|basically|essentially|really|sort\s+of|kind\s+of))?(?=\s)|,\s*(?:meaning(?:\s+that)?|which\s+(?:means|refers\s+to|is\s+to\s+say)|which\s+(?:is|are)(?:\s+(?:just|simply|basically|essentially|really|sort\s+of|kind\s+of))?|that\s+is,?|i\.e\.,?|in\s+other\s+words,?|(?:it|they)(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?:just|simply|basically|essentially)|and(?=\s+(?:it|they)(?:'s|’s|'re|’re|\s+is|\s+are)\s)))\s+(?:(?:it|they)(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?:just\s+|simply\s+|basically\s+|essentially\s+)?)?(?<gloss>\S.*)$/i;

/** An example inside a description, between commas: "…, in this case the velocities of our sliding blocks, …". */
const EXAMPLE_ASIDE = /,\s+(?:in\s+(?:this|our)\s+case|for\s+(?:example|instance)|say)\s+[^,]{1,60},\s+/gi;

/** "…, meaning it's fundamentally different from its mirror image": the gloss says what the named thing is like. */
const PROPERTY_AFTER_NAME = /^\s*,\s*(?:meaning|which\s+means|which\s+is\s+to\s+say)\s+(?:that\s+)?(?:it(?:'s|’s|\s+is)|they(?:'re|’re|\s+are))\s+(?<property>\S.*)$/i;

/**
 * What follows the term when it glosses it, as a noun phrase; else undefined (English). A property glossed of a named
 * kind ("a chiral molecule, meaning it's different from its mirror image") reads as the kind's head with the property:
 * "a molecule that is different from its mirror image".
 */
export function glossAfterName(afterTerm: string, term?: string, article?: string): string | undefined {
  const property = term ? PROPERTY_AFTER_NAME.exec(afterTerm)?.groups?.property?.trim().replace(/[.!?]+$/, '') : undefined;
  if (property && term) return propertyOfKind(firstClause(property, 'en'), term, article);
  const gloss = GLOSS_AFTER_NAME.exec(afterTerm)?.groups?.gloss?.trim().replace(/[.!?]+$/, '');
  if (!gloss || (!ARTICLES.en!.test(gloss) && !QUANTIFIERS.en!.test(gloss) && !opensOnGerundPhrase(gloss))) return undefined;
  // "…, in this case the velocities of our sliding blocks, …": the example at hand is set aside between commas.
  const meaning = firstClause(gloss.replace(EXAMPLE_ASIDE, ' '), 'en');
  // "meaning the population is broken up into …" is a clause about the term, not a noun phrase saying what it is
  // ("the set of vectors every other vector is built from" is one: its verb belongs to a clause inside).
  if (opensOnClause(meaning)) return undefined;
  // "the one on the left", "a thing like this": too little or pointing at the screen.
  // A generic "you" inside the description's own relative ("an idea where you encode the state …") is anyone's.
  const speaker = MENTIONS_SPEAKER_OR_AUDIENCE.test(meaning) || /\b(?:you|your)\b/i.test(meaning.replace(/\b(?:where|in which|when|if|that|so)\s+you\b.*$/i, ''));
  if (meaning.split(/\s+/).length < 4 || startsWithDeictic(meaning, 'en') || speaker) return undefined;
  return meaning;
}

/**
 * "… what we call an aggregate function, which is sort of taking a set of rows, squeezing it down to one row": a name
 * glossed by what it does, an "-ing" verb and its object, says what the thing is as surely as a noun phrase would.
 */
function opensOnGerundPhrase(gloss: string): boolean {
  const tags = tagEnglish(gloss.split(/\s+/).slice(0, 3).join(' '));
  return tags[0]?.pos === 'VERB' && /^\p{Ll}+ing$/u.test(tags[0].text) && /^(?:DET|NOUN|PROPN|ADJ|NUM|PRON)$/.test(tags[1]?.pos ?? '');
}

/** "different from its mirror image" of "chiral molecule" → "a molecule that is different from its mirror image". */
function propertyOfKind(property: string, term: string, article?: string): string | undefined {
  const words = term.trim().split(/\s+/);
  // The head must be a kind word after its modifier ("chiral molecule"); a bare name ("entropy") has no kind to restate.
  if (words.length < 2 || !/^(?:a|an)$/i.test(article ?? '')) return undefined;
  const tags = tagEnglish(property);
  // An adjective or a participle opens the property ("fundamentally different …", "closed under addition"), not a clause.
  let i = 0;
  while (tags[i]?.pos === 'ADV') i++;
  if (!/^(?:ADJ|VERB)$/.test(tags[i]?.pos ?? '') || (tags[i]?.pos === 'VERB' && !/(?:ed|en)$/i.test(tags[i]!.text))) return undefined;
  if (property.split(/\s+/).length < 3 || /\b(?:i|i'm|me|my|we|our|us|you|your|this|these|here)\b/i.test(property)) return undefined;
  const head = words.at(-1)!;
  return `${/^[aeiou]/i.test(head) ? 'an' : 'a'} ${head} that is ${property}`;
}

/** "Un vector es una flecha que…", "Une matrice est un tableau…", "Ein Vektor ist ein Pfeil…": copula definitions outside English. */
const COPULA: Record<string, RegExp> = {
  es: /^(?<term>(?:el|la|los|las|un|una)\s+\p{L}+(?:\s+\p{L}+){0,2}?)\s+(?:es|son)\s+(?<meaning>(?:el|la|los|las|un|una|cualquier|aquel|aquella|aquello)\s+.{10,})$/iu,
  fr: /^(?<term>(?:le|la|les|un|une|l['’])\s*\p{L}+(?:\s+\p{L}+){0,2}?)\s+(?:est|sont)\s+(?<meaning>(?:le|la|les|un|une|l['’]|tout|toute)\s*.{10,})$/iu,
  de: /^(?<term>(?:der|die|das|ein|eine)\s+\p{L}+(?:\s+\p{L}+){0,2}?)\s+(?:ist|sind)\s+(?<meaning>(?:der|die|das|ein|eine|jede[rs]?)\s+.{10,})$/iu,
};

export function findCopulaDefinition(sentence: string, language: string): { term: string; meaning: string } | undefined {
  const g = COPULA[language]?.exec(sentence.replace(/[.!]+$/, ''))?.groups;
  if (!g?.term || !g.meaning) return undefined;
  // The sentence's capital belongs to the sentence, not the term: "Una base" → "una base".
  const term = g.term.replace(ARTICLES[language] ?? /^$/, (a) => (language === 'de' ? '' : a.toLowerCase()));
  if (!isNounPhraseTerm(term, language)) return undefined;
  return { term, meaning: g.meaning };
}
