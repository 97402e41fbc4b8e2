import type { Definition, Flashcard } from '../generation.types.js';
import { baseLanguage, stopWords } from '../text/language.js';
import { findWholeWords } from '../text/whole-words.js';
import { POINTED_BLANK_FR_DE } from './pointer-words.js';
import { boundedMemo } from '../text/bounded-memo.js';
import { indefiniteArticle, withoutLeadingArticle } from '../text/articles.js';
import { hasFiniteVerb, hasVerb, headNoun, isNominalAt, isPluralNoun, readSentence, tagEnglish, type TaggedToken } from '../text/nlp.js';
import { isContactRelative, isGlossaryEntry } from './definition-patterns.js';
import { isIdiomBlank, isPhrasalVerbBlank } from './cloze-idioms.js';
import { readsAsClause } from './clause-shape.js';
import { addressesReader, isExampleOrExercise } from './sentence-quality.js';
import { isNumberOccurring, restatesTermInCondition } from './circular-definitions.js';
import { isAsideTerm, isNamedBusiness, isPredicateAdjective, judgesRatherThanDefines } from './definition-asides.js';
import { comparesWithoutSubject, hasDeicticSubjectAfterOpener, isHedgedCloze, isInstruction, isKeyPointQuestion, isWeakKeyPoint, lacksMainClause, opensWithoutSubject, pointsAtScreen } from './sentence-shape-gates.js';
import { isUsedInAnotherRole } from './sentence-role-gates.js';
import { leansOnContext } from './meaning-pointers.js';
import { picturesRatherThanDefines } from './figurative-meanings.js';
import { rejectSpokenDefinition } from './spoken-definition-gates.js';
import { isInstanceAfterKind, isQuantifiedTerm, isSituationConjunct, rejectCaptionDefinition } from './caption-definition-gates.js';
import { namesExampleObject } from './example-variables.js';
import { pointsOutsideMeaning, UNRESOLVED } from './meaning-pronouns.js';
import { FRENCH_JUDGING_ADJECTIVE, rejectFrenchOrGermanDefinition } from './french-german-definition-gates.js';
import { endsOnVerblessFrenchClause } from './french-german-main-verbs.js';
import { mentionsCharacter, rejectCaptionCard, storyCharacters, type CaptionCardRejection } from './caption-card-gates.js';
import { isPersonOfTheTalk, LET_US, MENTIONS_SPEAKER_OR_AUDIENCE, SPEAKER, SPEAKER_AND_AUDIENCE } from './speaker-words.js';
import { anyWordOf, PERSON_PRONOUNS, wordGroup } from './pointing-words.js';
import { ARITHMETIC_WORDS, DIVIDED_BY, EQUALS, OPERATORS, OVER, POWERS } from './spoken-arithmetic.js';
import { numberWords } from './number-words.js';
import { isWrittenInEnglishInstead } from './other-language-answers.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Quality gates every card and definition passes before a learner sees it. A weak source yields
 * fewer cards rather than bad ones. Each gate is language-aware: English uses part-of-speech tags
 * (wink-nlp), other languages word lists and stop words only — English-only checks never run on them.
 */

export type Rejection =
  | 'pronoun-start'
  | 'fragment'
  | 'not-a-term'
  | 'non-definition'
  | 'function-word-blank'
  | 'bad-question'
  | 'duplicate'
  | 'speaker-talk'
  | 'half-term'
  | 'not-a-key-point'
  | 'other-language'
  | CaptionCardRejection;

/** "there are two / several / a few …": a count after "there is/are" introduces things, and that "there" points nowhere. */
export const COUNTED_THINGS = wordGroup(['many', 'several'], numberWords('en', 2, 4), ['a few']);

/**
 * Words that make an answer lean on what was said before ("this", "as you…", "esto"). Reference is meaning, not a
 * part of speech: "it" and "anyone" are both PRON, "this" and "each" both DET, and only the first need a referent.
 */
const DEICTIC_STARTS: Record<string, RegExp> = {
  en: new RegExp(
    String.raw`^(?:the\s+(?:following|above|preceding)|the\s+(?:first|second|third|last|other|next)\s+ones?(?![\w-])|the\s+(?:former|latter)\b|this|these|those|that|it|its|it's|they|them|their|theirs|he|she|his|her|we|you|your|i|i'm|there(?!\s+(?:is|are)\s+(?:actually\s+|always\s+|really\s+)?(?:infinitely\s+)?${COUNTED_THINGS}\b)|here|such|so|and|but|or|as|now|well|okay|ok|yeah|then|also|which|where|who|whose|because|whereas|though|although|just|anyway|remember|again|after all|(?:after|before|besides|from|beyond)\s+(?:that|this|there|here)|in it|in this|in that|on it|for it|(?:in\s+|by\s+)?doing\s+so|having\s+done\s+so|(?:the\s+)?same\s+(?:goes|is true|holds)|what\s+(?:that|this)\s+means|(?:(?:almost|nearly)\s+)?(?:all|each|both|some|none|any|most|much|part|one)\s+of\s+(?:this|that|these|those|them|it)|the\s+others?\s+(?:is|are|was|were)|(?:specifically|basically|essentially|actually|really)\s+(?:this|these|those|that)\s+(?!is\b|means\b))\b`,
    'i',
  ),
  es: /^(?:lo que (?:eso|esto) significa|esto|estos|estas|este|esta|eso|esos|esas|ese|esa|aquello|aquel|aquella|ello|él|ella|ellos|ellas|nosotros|nosotras|vosotros|usted|ustedes|tú|yo|lo|le|les|su|sus|aquí|allí|ahí|así|entonces|pero|y|e|o|u|como|que|cual|cuales|donde|porque|pues|bueno|también|ahora|cuando|si|siempre|(?:después|antes|además|aparte)\s+de\s+(?:eso|esto|ello)|a\s+partir\s+de\s+(?:ahí|aquí|eso))(?![\p{L}])/iu,
  fr: /^(?:(?:ceci|cela|ça|ca|ce|cet|cette|ces|celui|celle|ceux|celles|voici|voilà|il|elle|ils|elles|on|nous|vous|je|tu|lui|leur|leurs|son|sa|ses|ici|là|ainsi|alors|mais|et|ou|comme|que|qui|dont|donc|car|puis|maintenant|bref|enfin)(?![\p{L}])|[cçj]['’])/iu,
  de: /^(?:dies|diese|dieser|dieses|diesem|diesen|es|er|sie|wir|ihr|ich|du|man|hier|da|dort|so|also|aber|und|oder|wie|dass|denn|dann|jetzt|nun|dabei|damit|dadurch|daher|deshalb|deswegen|davor|danach|darum|dazu|dafür|all\s+dies|das\s+alles|(?:das|der|die)\s+(?:ist|sind|war|waren|bedeutet|kommt|funktioniert|gilt|macht|zeigt|sagt|liegt|wird|kann|hat))(?![\p{L}])/iu,
};

/**
 * Openings that cannot begin a sentence: conjunctions and prepositions ("De los vectores…", "Of the…"). A list, not
 * tags: "In 1990, …", "As prices rise, …" and "If …, then …" open whole sentences with the same tags.
 */
const BAD_SENTENCE_STARTS: Record<string, RegExp> = {
  en: /^(?:and|but|or|nor|so|because|of|to|with|which|whose|for|from|by|if|then|although|though|since|while|whereas|yet|than|into|onto|versus|namely)\b/i,
  es: /^(?:y|e|o|u|ni|pero|sino|de|del|a|al|con|que|porque|si|para|por|como|cuando|aunque|entonces|mientras|sin|hacia|desde|hasta|cual|cuyo|cuya)(?![\p{L}])/iu,
  fr: /^(?:et|ou|ni|mais|de|du|des|à|au|aux|avec|que|qu'|qui|parce|si|car|donc|pour|par|comme|quand|alors|sans|vers|dont|lorsque|puisque)(?![\p{L}])/iu,
  de: /^(?:und|oder|aber|sondern|von|vom|zu|zum|zur|mit|dass|weil|wenn|denn|für|durch|als|ob|ohne|gegen|bis|damit|obwohl|während)(?![\p{L}])/iu,
};

/** Speaker and reader in the meaning: a remark about the course, not a definition ("the algorithms we will study"). */
/** In writing, "our" speaks for everyone ("our perception of the world"); "we", "us" and "I" are the author's. */
const WRITERS_OWN = anyWordOf(SPEAKER, SPEAKER_AND_AUDIENCE.filter((w) => w !== 'our'), LET_US);

/** The speaker alone, or "let's": a remark of the author's even where "we" speaks for everyone. */
const SPEAKER_OR_LET_US = anyWordOf(SPEAKER, LET_US);

const PERSONAL: Record<string, RegExp> = {
  // Generic "you" is how speakers and textbooks define ("the polynomials you get by …"); the speaker's "we/I" is course talk.
  en: MENTIONS_SPEAKER_OR_AUDIENCE,
  es: /(?<![\p{L}])(?:nosotros|vamos|podemos|tenemos|hemos|veremos|usted|ustedes|tú|te|nos|yo|mi|mis|tu|tus)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:nous|vous|je|j'|tu|te|mon|ma|mes|ton|ta|tes|on)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:wir|uns|unser|unsere|ihr|euch|ich|mich|mein|meine|du|dich|dein|man)(?![\p{L}])/iu,
};

/**
 * A relative clause that ends on its plural verb ("el lugar donde se cruzan") has its subject outside the
 * meaning: pro-drop Spanish leaves no pronoun for UNRESOLVED to see (English says "where they cross").
 */
const SUBJECTLESS_CLAUSE: Record<string, RegExp> = {
  es: /(?<![\p{L}])(?:donde|cuando|adonde|en\s+(?:el|la)\s+que)\s+(?:(?:se|lo|la|los|las|le|les|no)\s+)*\p{L}+(?:an|en|aron|ieron|aban|ían)\s*$/iu,
};

/**
 * "A special type of transformation, ones that are easier to understand": a genus ("type of X") whose
 * difference says only that it is easy or special distinguishes nothing.
 */
const VAGUE_GENUS: Record<string, RegExp> = {
  en: /^(?:an?|the|one)\s+(?:[\p{L}-]+\s+){0,2}?(?:type|kind|sort|class|form|version|variety|category|family)\s+of\s+[\p{L}-]+(?<rest>.*)$/iu,
  es: /^(?:un|una|el|la)\s+(?:\p{L}+\s+){0,2}?(?:tipo|clase|forma|especie|variedad|categoría|familia|versión)\s+(?:\p{L}+\s+)?de\s+\p{L}+(?<rest>.*)$/iu,
};
/** "the population is broken up …" (English): the noun phrase it opens on is straight away the subject of a verb. */
export function opensOnClause(text: string): boolean {
  const tags = tagEnglish(text);
  let i = tags[0]?.pos === 'DET' ? 1 : 0;
  while (/^(?:ADJ|NOUN|PROPN|NUM|ADV)$/.test(tags[i]?.pos ?? '')) i++;
  const next = tags[i];
  return i > 0 && next !== undefined && (next.pos === 'AUX' || (next.pos === 'VERB' && !/(?:ing|ed|en)$/i.test(next.text)));
}

/** Words that praise or point rather than distinguish: the difference must use some other word. */
const VAGUE_DIFFERENCE: Record<string, ReadonlySet<string>> = {
  en: new Set('one ones thing things special particular certain nice nicer nicest easy easier easiest simple simpler simplest understand grasp think work deal handle use interesting important useful cool common basic really very much pretty quite lot little bit'.split(' ')),
  es: new Set('especial especiales particular cierto cierta fácil fáciles sencillo sencilla sencillos sencillas simple simples entender comprender pensar manejar trabajar usar interesante interesantes importante importantes útil útiles bonito bonita común comunes básico básica muy mucho bastante poco cosa cosas'.split(' ')),
};

/** The meaning is only "a special type of X" plus praise: no distinguishing property. */
export function isVagueGenus(meaning: string, language: string): boolean {
  const code = lang(language);
  const rest = VAGUE_GENUS[code]?.exec(meaning.trim().replace(/[.!]+$/, ''))?.groups?.rest;
  if (rest === undefined) return false;
  const stops = stopWords(language);
  const vague = VAGUE_DIFFERENCE[code]!;
  return rest
    .toLowerCase()
    .split(/[^\p{L}'-]+/u)
    .filter((w) => w && !stops.has(w))
    .every((w) => vague.has(w) || vague.has(w.replace(/s$/, '')));
}

/** A meaning whose head is one of these says nothing on its own ("a special name", "a pretty cool thing"). */
const GENERIC_HEADS = new Set('name thing things way kind sort type effect example idea one ones stuff lot bit case part piece version duel'.split(' '));

const OPINION = new Set('cool magical nice pretty fun funny weird crazy beautiful awesome amazing lovely silly neat wonderful'.split(' '));

/**
 * "The compilation process starts with …", "BNF uses abstractions …": a whole clause (a noun phrase
 * followed by its verb) says something about the subject instead of saying what the term is.
 */
function isClause(tags: readonly TaggedToken[]): boolean {
  // "the price buyers are willing to pay": a noun phrase whose relative clause drops its relative word.
  if (isContactRelative(tags)) return false;
  // "the way words are organized into sentences": "the way" takes its clause without a relative word ("in which").
  if (/^the$/i.test(tags[0]?.text ?? '') && /^(?:way|manner)$/i.test(tags[1]?.text ?? '') && tags.length >= 5) return false;
  // A modal or auxiliary before any relative word: "the machine language generated … can be executed".
  for (const t of tags) {
    // Relative and subordinating words by spelling too: the lite model tags "that"/"which" DET and "to" ADP inside clauses.
    if (t.pos === 'PRON' || t.pos === 'SCONJ' || /^(?:that|which|who|whom|whose|where|when|how|what|why|whether|if|to|because)$/i.test(t.text)) break;
    // "being married to …", "having …": a gerund auxiliary is no finite verb.
    if (t.pos === 'AUX' && !/ing$/i.test(t.text)) return true;
  }
  let i = tags[0]?.pos === 'DET' ? 1 : 0;
  const start = i;
  while (i < tags.length && /^(?:ADJ|NOUN|PROPN|NUM)$/.test(tags[i]!.pos)) {
    i++;
    if (tags[i]?.text.toLowerCase() === 'of' && /^(?:DET|ADJ|NOUN|PROPN)$/.test(tags[i + 1]?.pos ?? '')) i += tags[i + 1]?.pos === 'DET' ? 2 : 1;
  }
  if (i === start) return false;
  const next = tags[i];
  // Only a finite verb right after the subject: "is/can …" or a present "-s" form ("starts", "uses").
  return next !== undefined && (next.pos === 'AUX' || (next.pos === 'VERB' && /[^s]s$/i.test(next.text)));
}

/** Nouns that are only worth a card with a real definition ("proof — left as an exercise" is not one). */
const GENERIC_TERMS: Record<string, ReadonlySet<string>> = {
  en: new Set(
    `proof algorithm example problem method result theorem exercise answer case thing idea way question system process
    approach solution model data value number point part step reason lemma claim fact definition notion concept term
    thing stuff lot kind type sort form function object operation rule property quantity amount change effect video
    lesson chapter section topic course note notes lecture class book text figure table picture image time times
    version place side end sense bit lot order matter look view word words name names effect piece trick
    hope wish guess feeling belief opinion expectation goal aim intuition terminology lingo jargon
    difference choice perspective viewpoint aspect situation context scenario setting pair`.split(/\s+/),
  ),
  es: new Set('prueba algoritmo ejemplo problema método resultado teorema ejercicio respuesta caso cosa idea forma pregunta sistema proceso parte paso razón video lección capítulo tema punto manera vez tipo número números lado truco esperanza deseo sensación opinión expectativa objetivo meta intuición suposición creencia terminología jerga especie función diferencia elección perspectiva aspecto situación contexto escenario par'.split(' ')),
  fr: new Set(
    `preuve algorithme exemple problème méthode résultat théorème exercice réponse cas chose idée façon question système processus partie étape raison vidéo leçon chapitre
    monde gens fois sorte genre manière besoin temps truc côté fin sens ordre vue mot nom pièce différence choix perspective aspect situation contexte paire
    quantité nombre valeur forme point espèce type moment endroit`.split(/\s+/),
  ),
  de: new Set(
    `beweis algorithmus beispiel problem methode ergebnis satz übung antwort fall ding idee weise frage system prozess teil schritt grund video lektion kapitel
    welt leute mensch menschen mal art sorte zeit punkt seite ende sinn ordnung sicht wort name namen stück unterschied wahl perspektive aspekt situation kontext
    paar menge anzahl zahl nummer wert form typ moment ort dinge sache sachen`.split(/\s+/),
  ),
};

/** Uncountable abstract nouns take no article: "What is insurance?", not "What is an insurance?". */
const MASS_SUFFIX = /(?:ance|ence|ity|ism|ness|ics|ing|ship|dom|ure|age|ment|ation|ion|ledge|ware|ure)$/i;
const MASS_NOUNS = new Set('information money evidence research knowledge insurance advice equipment software hardware furniture trade labor labour capital land water energy calculus algebra geometry arithmetic'.split(' '));
const COUNT_EXCEPTIONS = new Set('region religion nation function equation transformation operation relation matrix vector derivative integral limit theorem proof population institution organization agreement argument statement element segment moment instrument department government payment investment measurement'.split(' '));

function lang(language: string): string {
  const base = baseLanguage(language) ?? 'en';
  return base in DEICTIC_STARTS ? base : 'other';
}

function firstWords(text: string): string {
  return text.trim().replace(/^[¿¡"“‘'(\[]+/u, '');
}

/** The text opens with a pronoun or deictic word that needs the previous sentence ("These special vectors."). */
export function startsWithDeictic(text: string, language: string): boolean {
  const pattern = DEICTIC_STARTS[lang(language)];
  return pattern ? pattern.test(firstWords(text)) : false;
}

/** Discourse words that open a spoken sentence; capitalised mid-sentence, two caption lines ran together. */
const RUN_ON_OPENER = /^(?:Maybe|Perhaps|Okay|Anyway|Actually|Basically|Quizás|Quizá|Bueno|Entonces|Básicamente)$/u;

/** "if is", "when are": a subordinate clause opening on its verb, its subject (a symbol, a formula) lost. */
const LOST_SUBJECT = /(?:^|[\s,;(])(?:if|when|whenever|unless|whereas)\s+(?:is|are|has|have)\s/i;

/** A capitalised function word in mid-sentence without punctuation before it: two caption lines run together. */
function hasRunOn(text: string, language: string): boolean {
  const stops = stopWords(language);
  const words = text.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    const previous = words[i - 1] ?? '';
    const bare = word.replace(/[^\p{L}']/gu, '');
    if (!/^\p{Lu}\p{Ll}/u.test(bare) || /[.!?:;…"”»)]$/.test(previous) || previous === '_____') continue;
    // German capitalises its nouns and its polite "Sie": "zum Beispiel", "die Menschen" are one sentence.
    if (isGermanNounOrAddress(bare, previous, language)) continue;
    // A quoted title ("heißt „Der Satz des Pythagoras“") opens on its own capital.
    if (baseLanguage(language) === 'de' && /^["„“«‚]/u.test(word)) continue;
    if (stops.has(bare.toLowerCase()) && !/^(?:I|I'm|I'll|I've)$/.test(bare)) return true;
    // "the rate of Maybe the most visceral …": a capitalised discourse word opens the next caption line.
    if (RUN_ON_OPENER.test(bare)) return true;
  }
  return false;
}

/** Endings that make an English word an adjective ("propositional", "conceptual", "iterative"). */
const ADJECTIVE_ENDING = /\p{L}{3,}(?:al|ive|ous|ic|able|ible|ful|less|ary)$/iu;

/** German possessives and pointing adjectives open a description, not a term ("unseren Daten", "bestimmten Gruppe"). */
const GERMAN_DETERMINER_LIKE = /^(?:unser|unsere[mnrs]?|ihr|ihre[mnrs]?|sein|seine[mnrs]?|mein|meine[mnrs]?|dein|deine[mnrs]?|euer|eure[mnrs]?|bestimmte[mnrs]?|gewisse[mnrs]?|andere[mnrs]?|verschiedene[mnrs]?|ganze[mnrs]?|gleiche[mnrs]?|viele[mnrs]?|einige[mnrs]?|solche[mnrs]?|welche[mnrs]?)$/i;

/** German words that open a noun phrase: after them a capitalised word is a noun, whatever the stop list says. */
const GERMAN_NOUN_OPENER = /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein|keine|keinen|keinem|keiner|im|am|zum|zur|vom|beim|ins|ans|aufs|jede|jeder|jedes|jeden|jedem|diese|dieser|dieses|diesen|diesem|alle|allen|viele|vielen|mehrere|einige|einigen|beide|beiden|unser|unsere|unseren|ihre|ihren|seine|seinen|seiner)$/i;

const GERMAN_CAPITALISED_ARTICLE = /^(?:Der|Die|Das|Den|Dem|Des|Ein|Eine|Einen|Einem|Einer|Eines|Dies|Diese|Dieser|Dieses|Diesen)$/;

/** In German a capitalised word after an article ("im Allgemeinen", "zum Beispiel") is a noun, and "Sie"/"Ihnen" is the polite "you". */
function isGermanNounOrAddress(word: string, previous: string, language: string): boolean {
  if (baseLanguage(language) !== 'de') return false;
  // A capitalised article is never a noun: "… zu sie organisieren Der Begriff …" runs two caption lines together.
  if (GERMAN_CAPITALISED_ARTICLE.test(word)) return false;
  return /^(?:Sie|Ihnen|Ihr|Ihre[mnrs]?)$/.test(word) || GERMAN_NOUN_OPENER.test(previous.replace(/[^\p{L}]/gu, '')) || /\p{Ll}(?:e|en|er|es|em)$/u.test(previous);
}

/** German puts the verb last ("…, die man studieren kann."): only an article, preposition or conjunction at the end cuts a sentence. */
const GERMAN_CUT_END = /^(?:der|den|dem|des|ein|eine|einen|einem|einer|eines|und|oder|aber|von|zu|mit|für|auf|im|am|zum|zur|vom|bei|nach|aus|über|unter|durch|ohne|gegen|dass|weil|wenn|als|ob|sondern|denn)$/i;

/**
 * Program text run into prose ("<var>.actual_type <- lookup(<var>.string)") or brackets emptied by extraction
 * ("the actual type is intrinsic ()"): read aloud as a sentence, it is neither code nor English.
 */
const CODE_SYNTAX = /<\/?[\p{L}_][\p{L}\d_-]*>|\s(?:<-|:=|==|!=|->|=>)\s|\b[\p{L}_]+\.[\p{L}_]+(?:_[\p{L}\d]+)+\b|\(\s*\)/u;

/**
 * Openers that may start a whole English sentence when an opening phrase or clause, a comma and then the main clause
 * follow: "If two vectors are perpendicular, their dot product is zero.", "With polynomials, a few samples recover the
 * coefficients.", "To compute it, you …". Conjunctions and relatives ("And …", "Which …", "Of the …") never do.
 */
const OPENING_CLAUSE_STARTS = /^(?:if|when|whenever|since|while|although|though|because|with|for|from|by|to)\b/i;
const MAX_OPENING_WORDS = 20;

/**
 * English: the text opens on a subordinate clause or a prepositional phrase, then, after its first comma, a main clause
 * with its subject and verb ("If the input doubles, the area quadruples."). "For example, …" and "Of the three, …" are
 * left to the other gates.
 */
export function opensOnClauseThenMain(text: string): boolean {
  const body = firstWords(text.trim());
  if (!OPENING_CLAUSE_STARTS.test(body)) return false;
  const comma = body.indexOf(', ');
  if (comma < 0) return false;
  const opening = body.slice(0, comma);
  // "If you think about it for a moment, …", "Since it's a finite sample, …": an opening about the listener or leaning on
  // what came before sets no condition the card can state.
  // "For example, …" opens a case of the claim, not the claim: what it blanks is the example's.
  if (opening.split(/\s+/).length > MAX_OPENING_WORDS || UNRESOLVED.en!.test(opening) || addressesReader(opening) || isExampleOrExercise(body)) return false;
  // "If …, then the signal …": the main clause after its "then".
  const main = body.slice(comma + 2).replace(/^then\s+/i, '');
  // "For right now, our focus will be on …", "For that, … let's go ahead and picture …": the speaker's own plan, not a claim.
  if (PERSONAL.en!.test(main)) return false;
  const tags = tagEnglish(main);
  // The main clause opens on its subject, a noun phrase or a pronoun ("their dot product is …", "you get …"), and has a verb.
  if (!/^(?:DET|NOUN|PROPN|PRON|ADJ|NUM)$/.test(tags[0]?.pos ?? '') || /^(?:which|who|whose|that|where)$/i.test(tags[0]?.text ?? '')) return false;
  return readsAsClause(main);
}

/**
 * German puts the finite verb second, so after an opening clause and its comma the main clause starts on its verb
 * ("Wenn die Determinante null ist, sind die Spalten abhängig."): a lower-case word there that is no article or
 * pronoun is that verb, and the sentence is whole. An opening about the listener or the speaker ("Wenn Sie das
 * anschließen, …", "Wenn ich … gewählt hätte, …") stays refused, as in English.
 */
const GERMAN_CLAUSE_THEN_MAIN =
  /^(?:wenn|falls|weil|obwohl|sobald|nachdem|bevor|während)\s(?![^,;:]*(?<![\p{L}])(?:Sie|du|dir|dich|ihr|euch|ich|mir|mich)(?![\p{L}]))[^,;:]+,\s+(?:dann\s+|so\s+)?(?!(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|es|er|sie|wir|ich|man|du|ihr|und|aber|oder|dass|wenn|weil)(?![\p{L}]))\p{Ll}+(?![\p{L}])/iu;

/**
 * Not a sentence a learner can read on its own: bad start or end, unbalanced, run-on, or (English) no verb.
 * `openingClause`: an English sentence that opens on "If …, " or "With …, " and then states its main clause is whole (a
 * cloze asks for a term in it); other cards keep the stricter reading.
 */
export function isFragment(text: string, language: string, options: { openingClause?: boolean } = {}): boolean {
  const t = text.trim();
  const body = firstWords(t);
  if (!/^[\p{Lu}\p{N}]/u.test(body)) return true;
  if (!/[.!?]["'”’»)\]]*$/.test(t) || /(?:…|\.\.\.)["'”’»)\]]*$/.test(t)) return true;
  if (t.includes('…') || /\.\.\./.test(t)) return true;
  if (!balanced(t)) return true;
  if (CODE_SYNTAX.test(t)) return true;
  const words = body.split(/\s+/).filter(Boolean);
  if (words.length < 4) return true;
  const code = lang(language);
  if (BAD_SENTENCE_STARTS[code]?.test(body) && !(options.openingClause && ((code === 'en' && opensOnClauseThenMain(body)) || (code === 'de' && GERMAN_CLAUSE_THEN_MAIN.test(body))))) return true;
  if (hasRunOn(body, language)) return true;
  // "If is consistent, then A* graph search …": a subordinator straight before its verb lost the subject a PDF drew as a symbol.
  if (code === 'en' && LOST_SUBJECT.test(body)) return true;
  // Ending on a function word ("… the.") means the sentence was cut.
  if (code === 'en') return endsCut(tagEnglish(body)) || !hasVerb(tagEnglish(body));
  const last = (words.at(-1) ?? '').replace(/[^\p{L}']/gu, '').toLowerCase();
  if (code === 'de') return GERMAN_CUT_END.test(last);
  // "… aucune garantie que le minimum local.": the caption was cut inside its last clause, before that clause's verb.
  if (code === 'fr' && endsOnVerblessFrenchClause(body)) return true;
  // Pronouns and adverbs end a sentence whole ("eso", "aussi", "das"); articles and conjunctions do not.
  return last.length > 0 && stopWords(language).has(last) && !/^(?:ello|eso|esto|aussi|cela|ça|es|das|dies)$/i.test(last);
}

/**
 * English, by tags: a sentence cut short ends on an article or determiner ("… the."), a conjunction, an
 * auxiliary, "to" (with or without a light verb after it), or a preposition after a function word. A pronoun,
 * adverb or particle ("… call it.", "… too.", "… rely on.") and "them all" end it whole; "here" and "there" point.
 */
function endsCut(tags: readonly TaggedToken[]): boolean {
  const words = tags.filter((t) => t.pos !== 'PUNCT');
  const last = words.at(-1);
  const before = words.at(-2);
  if (!last?.stop) return false;
  // "… a hole there.", "… going on here.": a place word at the end points at the screen (deixis, not grammar).
  if (/^(?:here|there)$/i.test(last.text)) return true;
  if (/^(?:CCONJ|SCONJ|PART|AUX)$/.test(last.pos)) return true;
  // "… the exclusive right to make.": an infinitive of a light verb (a stop word) at the end lost its object.
  if (last.pos === 'VERB' && before?.pos === 'PART') return true;
  // "… we add them all." is whole; an article never ends a sentence, even after a pronoun ("… on Twitter what the.").
  if (last.pos === 'DET') return before?.pos !== 'PRON' || /^(?:the|an?)$/i.test(last.text);
  return last.pos === 'ADP' && /^(?:DET|ADP|CCONJ|SCONJ)$/.test(before?.pos ?? '');
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth < 0) return false;
  }
  return depth === 0 && (text.match(/"/g) ?? []).length % 2 === 0 && (text.match(/“/g) ?? []).length === (text.match(/”/g) ?? []).length;
}

/** Verbs that mostly carry an object rather than name a thing ("make sense", "take the derivative"): a semantic class of VERB. */
const LIGHT_VERB = /^(?:make|take|do|get|give|have|go|come|see|find|use|keep|let|put|say|know|think|look|want|need|try|show|call|tell|ask|turn|move|bring|hold|add|pick|plug|draw|write|read|play|run|start|stop|break|check|compute|solve|prove|apply|define|imagine|consider|notice)$/i;

const TERM_TAGS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP', 'PART', 'PUNCT', 'CCONJ']);

/** A pronoun contraction: "they're", "it's" (the people of the talk are `isPersonOfTheTalk`). */
const PRONOUN_CONTRACTION = /^(?:they['’](?:re|ve|ll|d)|it['’]s|that['’]s)$/i;

/** A short noun phrase that names something: "price controls", "espacio vectorial"; not "it", "the way we". */
const DIRECTION_ADJECTIVE = /^(?:forward|backward|upward|downward|inward|outward|onward)$/i;

export function isNounPhraseTerm(term: string, language: string): boolean {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6) return false;
  const stops = stopWords(language);
  const content = words.filter((w) => !stops.has(w.toLowerCase()));
  if (content.length === 0) return false;
  // Phrasal terms end in a particle: "crowding out", "spinning off".
  const phrasal = words.length >= 2 && /ing$/i.test(words.at(-2) ?? '') && /^(?:out|off|up|down)$/i.test(words.at(-1) ?? '');
  if (phrasal) return true;
  if (stops.has((words.at(-1) ?? '').toLowerCase())) return false;
  if (lang(language) !== 'en') return !stops.has((words[0] ?? '').toLowerCase()) || /^(?:el|la|los|las|un|una|le|les|une|der|die|das|ein|eine)$/i.test(words[0] ?? '');
  // "I'm going", "reason I'm", "you guys": the speaker and the listener are in the phrase, no thing is named.
  if (words.some((w) => isPersonOfTheTalk(w) || PRONOUN_CONTRACTION.test(w))) return false;
  const tags = tagEnglish(term);
  // Out of context a noun can read as a verb: "bond yield", "high-yield bonds" (after a noun or a hyphen).
  const nounLike = (i: number): boolean => {
    const t = tags[i]!;
    if (TERM_TAGS.has(t.pos)) return true;
    // "forward branching factor", "upward mobility": a direction before its noun is an adjective the tagger reads as an adverb.
    if (t.pos === 'ADV' && DIRECTION_ADJECTIVE.test(t.text) && i + 1 < tags.length) return true;
    if (t.pos !== 'VERB') return false;
    if (/ing$/i.test(t.text) || tags[i - 1]?.text === '-' || tags[i + 1]?.text === '-') return true;
    // An attributive participle before its noun: "earned income", "discouraged workers", "differentiated product".
    if (/ed$/i.test(t.text) && /^(?:NOUN|ADJ)$/.test(tags[i + 1]?.pos ?? '')) return true;
    // "bond yield" (a noun read as a verb), not "basis chosen" (a participle after its noun).
    return i > 0 && /^(?:NOUN|PROPN)$/.test(tags[i - 1]!.pos) && !/(?:ed|en)$/i.test(t.text) && t.lemma === t.text.toLowerCase();
  };
  if (tags.some((_, i) => !nounLike(i))) {
    // Out of context "coordinate system" opens on a verb; after "the" the lexicon reads it as the adjective it is.
    // Only an adjective reading counts: "the take derivatives" tags "take" a noun by position alone.
    if (words.length < 2 || tags[0]?.pos !== 'VERB') return false;
    const retagged = tagEnglish(`the ${term}`).slice(1);
    if (retagged.slice(1).some((t) => !TERM_TAGS.has(t.pos))) return false;
    // "dot product", "chain rule": a bare noun before a singular head noun reads as a verb out of context. A light
    // verb ("take derivatives", "make sense") or a plural head ("take derivatives") is a verb and its object.
    const compound =
      words.length === 2 && retagged[0]?.pos === 'NOUN' && tags[0]?.lemma === tags[0]?.text.toLowerCase() &&
      !LIGHT_VERB.test(words[0] ?? '') && !/[^s]s$/i.test(words[1] ?? '');
    if (retagged[0]?.pos !== 'ADJ' && !compound) return false;
    return /^(?:NOUN|PROPN)$/.test(retagged.at(-1)?.pos ?? '');
  }
  const lastIndex = tags.map((t) => t.pos).lastIndexOf(tags.filter((t) => t.pos !== 'PUNCT').at(-1)?.pos ?? 'PUNCT');
  const last = tags[lastIndex];
  return last !== undefined && (last.pos === 'NOUN' || last.pos === 'PROPN' || last.pos === 'ADJ' || last.pos === 'NUM' || last.pos === 'VERB');
}

const COURSE_WORDS = /^(?:(?:the|this|last|next|previous|that)\s+)*(?:video|videos|lesson|lecture|chapter|section|course|class|series of videos|exercise|homework|quiz|vídeo|video|lección|capítulo|clase|vidéo|leçon|chapitre|cours|kapitel|vorlesung)$/iu;

/** The course talking about itself ("video", "chapter"), never a term to learn. */
export function isCourseWord(term: string, _language: string): boolean {
  return COURSE_WORDS.test(term.trim());
}

/** A term too general to define without genus and difference: "proof", "algorithm", "local search"? no — one word only. */

export function isGenericTerm(term: string, language: string): boolean {
  const words = withoutLeadingArticle(term.toLowerCase()).split(/\s+/);
  const set = GENERIC_TERMS[lang(language)];
  if (!set) return false;
  // French puts the judging adjective after its generic head: "un exemple simple", "le point clé".
  if (lang(language) === 'fr' && words.length === 2 && set.has(words[0]!) && FRENCH_JUDGING_ADJECTIVE.test(words[1]!)) return true;
  return words.length === 1 && set.has(words[0]!.replace(/s$/, '')) || (words.length === 1 && set.has(words[0]!));
}

/**
 * The meaning reads as a definition: opens like one (noun phrase, or a defining verb), does not
 * talk about the course or the listener, and is long enough to say something.
 */
/** German says "uns" of everyone in a relative clause ("eine Maßzahl, die uns angibt, …"): not the writer's or speaker's own "uns". */
const GERMAN_RELATIVE_US = /(?<![\p{L}])((?:die|der|das|welche|welcher|welches)\s+)uns(?![\p{L}])/giu;

function withoutGenericGermanUs(text: string, code: string): string {
  return code === 'de' ? text.replace(GERMAN_RELATIVE_US, '$1') : text;
}

/**
 * "For every action there is an equal and opposite reaction": a law stated for every case opens on "for" and is a whole
 * sentence, not a phrase cut from one.
 */
function isQuantifiedStatement(meaning: string, code: string): boolean {
  return code === 'en' && /^for\s+(?:every|each|any|all)\s/i.test(meaning) && hasFiniteVerb(tagEnglish(meaning));
}

export function isDefiningMeaning(meaning: string, language: string, options: { strict?: boolean; spoken?: boolean } = {}): boolean {
  const m = meaning.trim();
  const words = m.split(/\s+/).filter(Boolean);
  if (words.length < (options.spoken ? 3 : 2) || words.length > 60) return false;
  if (startsWithDeictic(m, language)) return false;
  const code = lang(language);
  // Written prose says "we" of everyone inside a clause ("the conviction that we are connected to …"); the speaker's "I" never.
  // "… if our idea is correct": a written "our" is everyone's.
  const everyone = code === 'en' && !options.spoken && (/\b(?:that|which|who|where|how|when)\s+(?:\S+\s+){0,3}?(?:we|us|our)\b/i.test(m) || !WRITERS_OWN.test(m)) && !SPEAKER_OR_LET_US.test(m);
  // A quotation's pronouns are the quoted speaker's ("an “I owe you” note"), not the writer addressing the reader.
  if (PERSONAL[code]?.test(withoutGenericGermanUs(m, code).replace(/“[^”]{1,40}”/g, '“”')) && !everyone) return false;
  if (/(?:…|\.\.\.)/.test(m) || !balanced(m)) return false;
  // Code and formulas are not a meaning in words ("right associative, e.g., 2 ∗ ∗3 …").
  if (/[∗=<>{}\\^]|\d\s*[*+/]\s*\d|\be\.g\./.test(m)) return false;
  if ((BAD_SENTENCE_STARTS[code]?.test(firstWords(m)) && !isQuantifiedStatement(m, code)) || (code !== 'en' && /^(?:cuando|si|siempre que|quand|lorsque|wenn|falls)(?![\p{L}])/iu.test(m))) return false;
  // A meaning cut before its end ("a function a of x like") or leaning on context ("where they intersect").
  const last = (words.at(-1) ?? '').replace(/[^\p{L}']/gu, '').toLowerCase();
  // Written prose strands a relative clause's preposition ("a group people compare themselves to"): after a noun
  // and the clause's own verb or object, the last word closes the clause rather than cutting the meaning off.
  // "how people affect one another": a reciprocal pronoun closes its phrase.
  const reciprocal = code === 'en' && /\b(?:one another|each other)[.!]*$/i.test(m);
  if (stopWords(language).has(last) && words.length < 8 && !reciprocal && !(!options.spoken && strandsPreposition(m, language))) return false;
  // Speech leans on what is on screen ("where they intersect"); written definitions resolve their pronouns.
  if (options.spoken && pointsOutsideMeaning(m, code)) return false;
  if (SUBJECTLESS_CLAUSE[code]?.test(m.replace(/[.!]+$/, ''))) return false;
  if (isVagueGenus(m, language)) return false;
  // "a fluffy blue creature roamed the verdant forest" (a quoted example), "when you … say, oh, pi": a sentence or a
  // thought said aloud, not what the term is; nor is a formula read out.
  if (code === 'en' && options.spoken && (opensOnClause(m) || /,\s*(?:oh|uh|um|like|okay|well),/i.test(m))) return false;
  // "e to the y times dy, must equal the change …": a verb straight after a comma has the words before as its subject.
  if (code === 'en' && options.spoken && /,\s+(?:must|should|will|would|can|could|may|might|is|are|was|were|has|have|does|do)\s/i.test(m)) return false;
  if (code === 'en') {
    const tags = tagEnglish(m).filter((t) => t.pos !== 'PUNCT');
    const first = tags[0];
    if (!first) return false;
    // "Left as an exercise", "optimal if it is guaranteed…": a participle or adjective clause, not what the term is.
    // A participle is a verb form the model lemmatises to another word ("left" → "leave"), not a present "-s" or "-ing" form;
    // the naming verbs ("called", "known as") do open a definition.
    // A participle right before its noun modifies it ("accepted power", "closed systems where …"): a noun phrase.
    const participle = (t: TaggedToken | undefined): boolean => t?.pos === 'VERB' && t.lemma !== t.text.toLowerCase() && !/(?:s|ing)$/i.test(t.text);
    const modifier = (t: TaggedToken | undefined): boolean => t?.pos === 'ADJ' || participle(t);
    const modifiesNoun = !options.spoken && participle(first) && (tags[1]?.pos === 'NOUN' || (modifier(tags[1]) && tags[2]?.pos === 'NOUN'));
    if (first.pos === 'VERB' && first.lemma !== first.text.toLowerCase() && !/(?:s|ing)$/i.test(first.text) && !/^(?:used|called|defined|known|characteri[sz]ed)$/i.test(first.text) && !modifiesNoun) return false;
    if (first.pos === 'ADJ' && tags.slice(1, 4).some((t) => t.pos === 'SCONJ' || t.text.toLowerCase() === 'if')) return false;
    // Said aloud, "the world is propositional and conceptual" describes the term; a meaning names something or does something.
    // The tagger reads an unknown "-al" word as a noun: an adjective's ending counts as an adjective.
    const adjectival = (t: TaggedToken): boolean => t.pos === 'ADJ' || t.pos === 'ADV' || t.pos === 'CCONJ' || (t.pos === 'NOUN' && ADJECTIVE_ENDING.test(t.text));
    if (options.spoken && (!tags.some((t) => /^(?:NOUN|PROPN|VERB|AUX|PRON|NUM|DET)$/.test(t.pos)) || tags.every(adjectival))) return false;
    // "… occurs when higher the probability": a "when" meaning is a clause with its own verb.
    if (options.spoken && first.text.toLowerCase() === 'when' && !hasFiniteVerb(tags.slice(1))) return false;
    // Speech points with a determiner too: "the area of that little bottom rectangle".
    if (options.spoken && tags.some((t) => t.pos === 'DET' && /^(?:that|this|these|those)$/i.test(t.text))) return false;
    const head = headNoun(tags);
    // Written definitions say "a type of loan that …"; a short spoken "a special name" says nothing.
    if (options.spoken && head && GENERIC_HEADS.has(head.text.toLowerCase()) && tags.length <= 8) return false;
    // A speaker's opinion is not a definition ("a pretty cool thing for a computer to do").
    if (options.spoken && tags.some((t) => OPINION.has(t.text.toLowerCase()))) return false;
    // Written text may define by a whole sentence ("… We call this a reserve requirement."): a capitalised
    // statement with its own verb is the description; a lower-case clause is a cut-off predicate.
    // A sentence opening on a connective ("Meanwhile, …", "Even if …") leans on the sentence before: no meaning.
    if (/^\p{Lu}\p{Ll}*,\s/u.test(m) || (/^\p{Lu}/u.test(m) && /^(?:ADV|SCONJ|CCONJ)$/.test(first.pos))) return false;
    const statement =
      !options.spoken && /^\p{Lu}\p{Ll}/u.test(m) && !/^\p{L}+,/u.test(m) && !/^(?:ADV|SCONJ|CCONJ|ADP)$/.test(first.pos) &&
      hasFiniteVerb(tags) && /[\p{L}\p{N})”"']$/u.test(m);
    if (!statement && isClause(tags)) return false;
    if (options.strict) {
      // Genus and difference: a determiner or noun first, a noun soon after.
      if (!['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM'].includes(first.pos)) return false;
      if (!tags.slice(0, 5).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return false;
    }
  }
  return true;
}

/**
 * "a group someone doesn't belong to", "a group that people compare themselves to": a determiner and noun, then a
 * clause whose verb or object comes right before the closing preposition.
 */
function strandsPreposition(meaning: string, language: string): boolean {
  if (lang(language) !== 'en') return false;
  const tags = tagEnglish(meaning).filter((t) => t.pos !== 'PUNCT');
  const last = tags.at(-1);
  const before = tags.at(-2);
  if (!last || !before || !/^(?:to|with|for|about|from|in|on|at|into)$/i.test(last.text)) return false;
  if (tags[0]?.pos !== 'DET' || tags[1]?.pos !== 'NOUN') return false;
  return before.pos === 'VERB' || (before.pos === 'PRON' && tags.slice(2, -2).some((t) => t.pos === 'VERB'));
}

/**
 * "logistic curve — the sigmoid function" ("called the sigmoid function, also known as a logistic curve"):
 * a meaning that is only another name the source gives is an alias, not what the term is.
 */
export function isOtherName(term: string, meaning: string, namedTerms: readonly string[]): boolean {
  const bare = (phrase: string): string =>
    phrase.trim().toLowerCase().replace(/[.!]+$/, '').replace(/^(?:the|an?|el|la|los|las|un|una|le|les|l['’]|une|der|die|das|ein|eine)\s+/u, '');
  const meant = bare(meaning);
  return bare(term) !== meant && namedTerms.some((t) => bare(t) === meant);
}

export interface DefinitionGateOptions {
  /** Said aloud, or a spoken naming form ("is called") in any source. */
  spoken?: boolean;
  /** The source is a caption track: the caption-only kinds are judged too. */
  captions?: boolean;
}

/** A definition fit to show: a noun-phrase term, a defining meaning (strictly so for generic terms). */
export function rejectDefinition(term: string, meaning: string, language: string, options: DefinitionGateOptions = {}): Rejection | null {
  if (!isNounPhraseTerm(term, language)) return 'not-a-term';
  if (isCourseWord(term, language) || isAsideTerm(term, language) || isNamedBusiness(term, meaning, language)) return 'not-a-term';
  const spokenRejection = options.spoken ? rejectSpokenDefinition(term, meaning, language) : null;
  if (spokenRejection) return spokenRejection;
  // A genus alone, a place on the screen, a clause cut short: kinds only captions give (a book's sentence is whole).
  if (options.captions && rejectCaptionDefinition(term, meaning, language)) return 'non-definition';
  const spelledRejection = rejectFrenchOrGermanDefinition(term, meaning, language);
  if (spelledRejection) return spelledRejection;
  // "A classic example of negative consumer reaction is the response to the Edsel", "A classic example is doctors of
  // old": an instance, not a term.
  if (isExampleTerm(term)) return 'not-a-term';
  if (namesExampleObject(term, language)) return 'not-a-term';
  // "code generator — the code generator translates …" only restates the term.
  if (new RegExp(`^(?:the|a|an|el|la|le|der|die|das)?\\s*${escapeStringRegexp(term)}\\b`, 'iu').test(meaning.trim())) return 'non-definition';
  if (startsWithDeictic(meaning, language)) return 'pronoun-start';
  // "when if you add …": a condition inside a condition says nothing on its own.
  if (/^(?:when|cuando|quand|wenn)\s+(?:if|when|whenever|as|because|si|cuando|quand|wenn|falls)\b/iu.test(meaning.trim())) return 'non-definition';
  // "Symmetry occurs when the distances are symmetrical", "Zero occurs when …": said in passing, not defined (a book's
  // glossary entry may explain a word by its own root: "Skepticism … when one doubts …" is chosen, not blurted).
  if (options.spoken && restatesTermInCondition(term, meaning)) return 'non-definition';
  if (isNumberOccurring(term, meaning)) return 'not-a-term';
  // "times dx", "squared": a piece of a spoken formula; "a bunch of tokens": a count of things, not a thing's name.
  if (judgesRatherThanDefines(meaning, term, language) || isPredicateAdjective(meaning, language)) return 'non-definition';
  // "the currency it issued", "the model that emerged from this observation": written, the meaning must stand alone.
  if (!options.spoken && lang(language) === 'en' && leansOnContext(meaning)) return 'non-definition';
  // "a mainstay of the war on drugs", "the steam engine of information societies": a judgement or a picture.
  if (!options.spoken && lang(language) === 'en' && picturesRatherThanDefines(meaning)) return 'non-definition';
  if (!isDefiningMeaning(meaning, language, { strict: isGenericTerm(term, language), spoken: options.spoken ?? false })) return 'non-definition';
  return null;
}

const EXAMPLE_TERM =
  /^(?:(?:the|a|an|one|another)\s+)?(?:\p{L}+\s+)?(?:examples?|instances?|cases?\s+in\s+point)(?:\s+of\b|$)|^(?:(?:un|una|el|los|une?|l['’]|les)\s+)?(?:ejemplos?|exemples?)(?![\p{L}])/iu;

function isExampleTerm(term: string): boolean {
  return EXAMPLE_TERM.test(term.trim());
}

function isMassNoun(head: TaggedToken): boolean {
  return isUncountableWord(head.text);
}

/** An English noun read as uncountable: a known one ("information") or by its ending ("diffusion", "elasticity"). */
export function isUncountableWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (COUNT_EXCEPTIONS.has(lower)) return false;
  return MASS_NOUNS.has(lower) || MASS_SUFFIX.test(lower);
}


/**
 * "What is X?" in the source's language, with number agreement from the term's head noun and, in
 * English, an article only for a count noun the source defines with "a/an" ("What is a normal good?").
 * `stated`: the article is the source's own ("A sentence is …", "is called the source language"), which
 * outweighs what the head's suffix suggests; only a noun known to be uncountable still goes without.
 */
export function definitionQuestion(term: string, language: string, options: { countNoun?: boolean; definite?: boolean; article?: string; stated?: boolean } = {}): string {
  const code = lang(language);
  if (code === 'es') {
    // "¿Qué es el origen?": a Spanish common noun takes its article; the source's own one ("en el origen") is given.
    const articled = /^(?:el|la|los|las|un|una|unos|unas)\s/i.test(term) || !options.article ? term : `${options.article} ${term}`;
    const plural = /^(?:los|las|unos|unas)\s/i.test(articled) || (!/^(?:el|la|un|una)\s/i.test(articled) && /[^s]s$/i.test(articled.split(/\s+/)[0] ?? ''));
    return `¿Qué ${plural ? 'son' : 'es'} ${articled}?`;
  }
  if (code === 'fr') return `Que signifie « ${term} » ?`;
  if (code === 'de') return `Was bedeutet „${term}“?`;
  if (code !== 'en') return `${term}?`;
  const tags = tagEnglish(term);
  const head = headNoun(tags);
  const plural = head ? isPluralNoun(head) : false;
  const hasDeterminer = tags[0]?.pos === 'DET';
  const proper = /^\p{Lu}/u.test(term) && !/^\p{Lu}\p{Ll}+$/u.test(term.split(' ')[0] ?? '');
  const uncountable = head !== undefined && (options.stated ? MASS_NOUNS.has(head.text.toLowerCase()) : isMassNoun(head));
  const countable = !plural && !hasDeterminer && !proper && head !== undefined && !uncountable;
  // The speaker's own article wins: "called the span" → "What is the span?"
  const article = countable && options.definite ? 'the ' : countable && options.countNoun ? `${indefiniteArticle(term)} ` : '';
  return `What ${plural ? 'are' : 'is'} ${article}${term}?`;
}

/**
 * In its sentence, the blank is a whole noun phrase: it ends on a noun and is not the modifier of
 * the next noun ("the _____ vectors") or the tail of a compound ("matrix _____").
 */
export function blankIsWholeNounPhrase(question: string, blank: string): boolean {
  const at = question.indexOf('_____');
  if (at < 0) return false;
  const sentence = `${question.slice(0, at)}${blank}${question.slice(at + 5)}`;
  // The sentence's reading: "The fundamental theorem of calculus ties together …" has its verb after the blank.
  const tags = readSentence(sentence).tags;
  const blankWords = tagEnglish(blank).map((t) => t.text.toLowerCase());
  const size = blankWords.length;
  // The blank's tokens: the occurrence of its words nearest to where the blank stands.
  const wordsBefore = question.slice(0, at).split(/\s+/).filter(Boolean).length;
  let before = -1;
  for (let i = 0; i + size <= tags.length; i++) {
    if (blankWords.every((w, k) => tags[i + k]?.text.toLowerCase() === w) && (before < 0 || Math.abs(i - wordsBefore) < Math.abs(before - wordsBefore))) before = i;
  }
  if (before < 0) return true; // tokenisation differs: no verdict
  const inside = tags.slice(before, before + size);
  const next = tags[before + size];
  const previous = tags[before - 1];
  if (!isNominalAt(tags, before + size - 1)) return false;
  // "since they're _____ and …" → "perpendicular": a bare singular word after a pronoun and "be" is what
  // the pronoun's things are like (an adjective the tagger may call a noun), not a term being named.
  if (size === 1 && previous?.pos === 'AUX' && /^(?:is|are|was|were|be|been|'re|’re|'s|’s)$/i.test(previous.text) && tags[before - 2]?.pos === 'PRON' && !/s$/i.test(blank)) return false;
  // "is _____ → called jerk": a participle after its auxiliary is the verb, not a modifier of the term.
  if (inside[0]?.pos === 'VERB' && previous?.pos === 'AUX') return false;
  if (next && /^(?:NOUN|PROPN)$/.test(next.pos)) return false;
  // "the _____ and economic system" → "social": one of two modifiers shared by the noun after them.
  if (next?.pos === 'CCONJ' && tags[before + size + 1]?.pos === 'ADJ' && inside.at(-1)?.pos === 'ADJ') return false;
  // "The first _____ some change" → "step causes": a noun phrase is not followed by a determiner; a verb is.
  // "… our variable _____ 0" → "approaches": a verb takes the number, a noun phrase does not.
  if ((next?.pos === 'DET' && !/^(?:that|which|whose)$/i.test(next.text)) || next?.pos === 'NUM') return false;
  if (previous && /^(?:NOUN|PROPN)$/.test(previous.pos)) return false;
  // "The pseudocode of the merge _____" → "sort algorithm": a bare verb form after a determiner modifies the noun after it.
  if (previous?.pos === 'VERB' && previous.lemma === previous.text.toLowerCase() && tags[before - 2]?.pos === 'DET') return false;
  // "… where most of the world's _____." → "population lives": the clause's only verb would be the blank's last word.
  const [modifier, last] = [inside.at(-2), inside.at(-1)];
  if (modifier && last && /^(?:NOUN|PROPN)$/.test(modifier.pos) && !/s$/i.test(modifier.text) && /[^s]s$/i.test(last.text) && !clauseHasVerbOutside(tags, before, size)) return false;
  // "5 _____ and 1 third" → "thirds": a count's unit; "evenly _____" → "spaced dots": half a modifier.
  if (previous?.pos === 'NUM') return false;
  if (previous?.pos === 'ADV' && /ly$/i.test(previous.text) && /^(?:ADJ|VERB)$/.test(inside[0]?.pos ?? '')) return false;
  return true;
}

const CLAUSE_OPENER = /^(?:where|that|which|who|whom|whose|when|while|because|although|though|if)$/i;

/** Whether the clause holding tags[start, start + size) has a finite verb outside them (to its end, past commas). */
function clauseHasVerbOutside(tags: readonly TaggedToken[], start: number, size: number): boolean {
  const isVerb = (t: TaggedToken) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text));
  for (let i = start - 1; i >= 0; i--) {
    const t = tags[i]!;
    if ((t.pos === 'PUNCT' && /^[,;:]$/.test(t.text)) || CLAUSE_OPENER.test(t.text)) break;
    if (isVerb(t)) return true;
  }
  for (let i = start + size; i < tags.length; i++) {
    const t = tags[i]!;
    if ((t.pos === 'PUNCT' && /^[;:.!?]$/.test(t.text)) || CLAUSE_OPENER.test(t.text)) break;
    if (isVerb(t)) return true;
  }
  return false;
}

const POINTED_BLANK: Record<string, RegExp> = {
  en: /\b(?:this|that|these|those)\s+(?:[\p{L}-]+\s+)?_____/iu,
  es: /(?<![\p{L}])(?:este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella)\s+(?:\p{L}+\s+)?_____/iu,
  ...POINTED_BLANK_FR_DE,
};
const AGENDA: Record<string, RegExp> = {
  // After at most a short opening phrase ("Speaking of powerful tools, up next I'm going to …").
  // "Today we are going to be talking about _____.", "… the main topic for you and me today, is _____.": the talk's plan.
  en: /^(?:[^,]{0,40},\s*)?(?:first things first,\s*)?(?:up next,?\s+)?(?:today,?\s+)?(?:let's|let me|let us|i'm going to|(?:i|we)(?:['’]re|\s+are|\s+am)\s+going\s+to\s+(?:be\s+)?(?:talk|look|discuss|cover)\p{L}*|what (?:i'm|we're) going to do|(?:in\s+)?(?:the\s+)?(?:next|last|previous)\s+videos?)\b|\bthe\s+main\s+topic\s+for\s+(?:you|us|today)\b/iu,
  es: /^(?:[^,]{0,40},\s*)?(?:a continuación\s+)?(?:(?:en\s+)?(?:(?:el|los)\s+)?(?:próximos?|siguientes?|últimos?|anterior(?:es)?)\s+(?:video|vídeo)s?|veamos|(?:echemos|demos)\s+(?:un\s+vistazo|una\s+mirada)|vamos\s+a|voy\s+a|lo que (?:voy|vamos) a hacer)(?![\p{L}])/iu,
  fr: /^(?:[^,]{0,40},\s*)?(?:(?:dans\s+)?(?:la|le|les)\s+(?:prochaine?s?|dernière?s?|derniers?|précédente?s?|suivante?s?)(?![\p{L}])|voyons|regardons|jetons\s+un|(?:je\s+vais|nous\s+allons|on\s+va)\s+(?:voir|regarder|parler|commencer|montrer|faire)|permettez-moi|laissez-moi|ce\s+que\s+(?:je\s+vais|nous\s+allons)\s+faire)(?![\p{L}])/iu,
  de: /^(?:[^,]{0,40},\s*)?(?:(?:im|in\s+(?:dem|den))\s+(?:nächsten|letzten|vorherigen|folgenden)\s+Videos?|(?:lass|lasst)\s+uns|schauen\s+wir|sehen\s+wir\s+uns|was\s+ich\s+(?:hier\s+)?(?:zu\s+)?(?:tun|machen|zeigen)\s+(?:werde|will|möchte)|(?:zunächst|vorher|abschließend|als\s+nächstes)(?:\s+jedoch)?,?\s+(?:möchte|werde|will)\s+ich)(?![\p{L}])/iu,
};
/** One word of a formula read aloud; "over" is not counted (a blank word may be the preposition: "over time"). */
const FORMULA_WORD = new RegExp(`^(?:${wordGroup(OPERATORS, EQUALS, POWERS, ['sqrt'])}|por|más|menos|igual|cuadrado|fois|moins|égal|mal|gleich)$`, 'i');
/** Spanish and French past participles end a verb phrase, not a noun phrase ("pi _____ por dx" → "negativo multiplicado"). */
const PARTICIPLE_END: Record<string, RegExp> = { es: /(?:ado|ada|ados|adas|ido|ida|idos|idas)$/iu, fr: /(?:é|ée|és|ées)$/iu };
const FILLER: Record<string, RegExp> = {
  en: /\b(?:you know|i mean|hey|um+|uh+|kind of like|sort of like)\b|,\s*like,/i,
  es: /(?<![\p{L}])(?:o sea|eh|ehm|¿sabes\?|ya sabes|digamos)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:euh|hein|bref)(?![\p{L}])|,\s*(?:tu\s+vois|vous\s+voyez)\s*,/iu,
  de: /(?<![\p{L}])(?:äh|ähm|weißt\s+du|wisst\s+ihr|sozusagen|naja|na\s+ja|lange\s+rede\s+kurzer\s+sinn)(?![\p{L}])/iu,
};
/** The speaker's hopes and anecdotes ("My hope is that …", "When I do animations, I start by …") are about the talk, not the subject. */
const SPEAKER_HOPE: Record<string, RegExp> = {
  en: /\b(?:(?:my|our|the)\s+hope|(?:my|our)\s+(?:goal|aim|wish))\s+(?:is|was|would be)\b|\bi\s+hope\b/i,
  es: /(?<![\p{L}])(?:(?:(?:mi|nuestra|la)\s+esperanza|(?:mi|nuestro)\s+objetivo|(?:mi|nuestra)\s+meta|mi\s+deseo)\s+(?:es|era|sería|sea)|espero\s+que)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:(?:(?:mon|notre)\s+(?:\p{L}+\s+){0,2}?(?:espoir|objectif|but|souhait)|(?:ma|notre)\s+(?:\p{L}+\s+){0,2}?(?:volonté|intention))\s+(?:est|était|serait)|j['’]espère|je\s+souhaite)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:(?:(?:mein|unser)\s+(?:Ziel|Wunsch)|(?:meine|unsere)\s+(?:Hoffnung|Absicht))\s+(?:ist|war|wäre)|ich\s+hoffe|hoffe\s+ich)(?![\p{L}])/iu,
};
/**
 * A cloze is a claim to recall: the speaker talking about the talk ("In another video, I'll explain …", "the one I'm
 * claiming is the cosecant", "I bet you already have an intuitive idea"), this video itself or "you guys" make it
 * talk. "In the language of the last video, …" still states what the lecture teaches.
 */
const TALK_IN_CLOZE: Record<string, RegExp> = {
  en: /(?<![\p{L}'’-])(?:I|you\s+and\s+I)(?:['’](?:m|ve|d|ll)|\s+(?:am|will|would|have|just|also|actually))?(?:\s+(?:been|going\s+to|gonna|not))?\s+(?:think|said|say|mentioned|mention|like|want|bet|love|promise|guess|suppose|mean|explain|show|showed|call|calling|referenc\p{L}*|hope|find|told|tell|wrote|drew|draw|claim\p{L}*|get\s+to|talk|discuss|describe|cover|walk)(?![\p{L}])|(?<![\p{L}])(?:gonna|yeah|you\s+guys|let\s+me|what\s+you(?:['’]re|\s+are)\s+(?:looking\s+at|seeing)|^what\s+happens)(?![\p{L}])|\b(?:this|another|the\s+next|next)\s+(?:video|lecture|lesson)\b/iu,
  es: /(?<![\p{L}])(?:yo\s+(?:creo|digo|dije|quiero|voy)|(?:este|otro|el\s+próximo|el\s+siguiente)\s+(?:video|vídeo)|permítanme|permíteme|déjame|déjenme|(?:dije|introduje|expliqué|mostré|encontré|mencioné|prometí|escribí|dibujé|hablé)|mis?\s+(?:\p{L}+\s+){0,2}?favorit[oa]s?)(?![\p{L}])/iu,
  fr: /(?:(?<![\p{L}])je\s+|(?<![\p{L}])j['’])(?:ne\s+|n['’])?(?:(?:vous|te|nous|le|la|les)\s+|l['’])?(?:vais|veux|voudrais|pense|crois|dis|disais|aime|parie|promets|suppose|souhaite|montre|explique|parlerai|montrerai|expliquerai|me\s+concentrerai|ai\s+(?:dit|parlé|mentionné|montré|expliqué|promis|décrit|choisi))(?![\p{L}])|(?<![\p{L}])(?:(?:cette|une\s+autre|la\s+prochaine|la\s+dernière|la\s+précédente)\s+vidéo|croyez-moi|permettez-moi|laissez-moi|ceux\s+d['’]entre\s+vous)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ich\s+(?:werde|will|möchte|denke|glaube|meine|sage|zeige|erkläre|wette|finde|habe\s+(?:\p{L}+\s+)?(?:gesagt|erwähnt|gezeigt|erklärt|versprochen))|(?:möchte|will|werde|denke|glaube|zeige|erkläre)\s+ich|(?:diese[sm]|ein\s+anderes|im\s+nächsten|im\s+letzten|das\s+nächste|das\s+letzte)\s+Video|ganz\s+ehrlich|versteh(?:t|en\s+Sie)\s+mich\s+nicht\s+falsch|diejenigen\s+(?:von|unter)\s+(?:euch|Ihnen))(?![\p{L}])/iu,
};
/**
 * German slides address their students formally ("Sie", "Ihre", "Ihnen", capitalised inside a sentence, where "she" and
 * "they" are not) and speak as the course ("wir", "uns"): "In den Übungen dieser Woche bitten wir um Ihre Hilfe: Wir
 * möchten anonyme Interaktionsdaten … sammeln." is the course's business, nothing to recall.
 */
function isCourseAddressingStudents(sentence: string): boolean {
  return /(?<![\p{L}])(?:wir|uns|unsere?[mnrs]?)(?![\p{L}])/iu.test(sentence) && /(?<=[\p{L},:]\s+)(?:Sie|Ihnen|Ihre[mnrs]?)(?![\p{L}])/u.test(sentence);
}

const FIRST_PERSON: Record<string, RegExp> = {
  en: /\b(?:i|i'm|i've|i'd|i'll|me|my)\b/gi,
  es: /(?<![\p{L}])(?:yo|me|mi|mis|conmigo)(?![\p{L}])/giu,
  fr: /(?:(?<![\p{L}])(?:je|me|moi|mon|ma|mes)(?![\p{L}])|(?<![\p{L}])[jm]['’](?=\p{L}))/giu,
  de: /(?<![\p{L}])(?:ich|mich|mir|mein|meine|meinen|meinem|meiner|meines)(?![\p{L}])/giu,
};
/** Two first-person words or more: the speaker telling about themself. */
export function isSpeakerAnecdote(sentence: string, language: string): boolean {
  const code = lang(language);
  if (SPEAKER_HOPE[code]?.test(sentence)) return true;
  const pattern = FIRST_PERSON[code];
  const firstPerson = pattern ? (sentence.match(pattern) ?? []).length : 0;
  // "… something that I've sort of calculated", "… I'm actually linking to the same one": the speaker musing aloud.
  const hedges = (sentence.match(SPEECH_HEDGE[code] ?? /$^/g) ?? []).length + (sentence.match(SPEAKER_ASIDE[code] ?? /$^/g) ?? []).length;
  return firstPerson >= 2 || (firstPerson === 1 && hedges >= 1);
}

/** Asides a speaker adds about their own talk ("actually", "by the way", "I should say"). */
const SPEAKER_ASIDE: Record<string, RegExp> = {
  en: /\b(?:actually|by the way|i should say|i guess|i suppose|i'd say)\b/gi,
  es: /(?<![\p{L}])(?:en realidad|por cierto|supongo|diría)(?![\p{L}])/giu,
  fr: /(?<![\p{L}])(?:en\s+fait|d['’]ailleurs|au\s+fait|je\s+suppose|je\s+dirais)(?![\p{L}])/giu,
  de: /(?<![\p{L}])(?:eigentlich|übrigens|ich\s+schätze|würde\s+ich\s+sagen)(?![\p{L}])/giu,
};
/** Adjectives that say how much or which one, not what kind ("the overall effect", "a given vector"): meaning, all ADJ to the tagger. */
const QUANTITY_ADJECTIVE = /^(?:overall|given|whole|entire|arbitrary|relevant|corresponding|certain|particular|specific|resulting|respective)\s/i;

/** "a distance vs. _____": one side of a "X vs. Y" compound is not a term on its own. */
const VERSUS_BLANK = /(?:\b(?:vs\.?|versus)|(?<![\p{L}])frente\s+a)\s+_____|_____\s+(?:vs\.?|versus|frente\s+a)(?![\p{L}])/iu;
/** Praise is not part of a name: "a sensible notion", "una idea bonita" (English opens on it, Spanish may close on it). */
const EVALUATIVE: Record<string, RegExp> = {
  en: /^(?:sensible|reasonable|nice|good|great|useful|important|interesting|clever|fancy|neat|obvious|cool|beautiful|wonderful|handy|helpful|meaningful|natural-looking)\s/i,
  es: /(?:^|\s)(?:sensata|sensato|razonable|bonita|bonito|buena|bueno|buen|gran|útil|importante|interesante|ingeniosa|ingenioso|bella|bello|maravillosa|maravilloso|práctica|práctico)(?:\s|$)/iu,
  fr: /(?:^|\s)(?:bon|bonne|bons|bonnes|beau|belle|beaux|belles|joli|jolie|utile|utiles|important|importante|intéressant|intéressante|élégant|élégante|meilleur|meilleure|sympa|cool|génial|géniale|superbe)(?:\s|$)/iu,
  de: /(?:^|\s)(?:gute[nrsm]?|schöne[nrsm]?|nützliche[nrsm]?|wichtige[nrsm]?|interessante[nrsm]?|elegante[nrsm]?|tolle[nrsm]?|bessere[nrsm]?|beste[nrsm]?|coole[nrsm]?)(?:\s|$)/iu,
};
/**
 * "The _____ would be only 1 and 2." → "correct answer", "with a couple people, the most common answer was _____": which
 * answer of a quiz or poll was right or popular is the session's, not the topic's (a live lesson polls its viewers).
 */
const QUIZ_ANSWER: Record<string, RegExp> = {
  en: /\b(?:correct|wrong|incorrect|common|popular)\s+answers?\b/i,
  es: /(?<![\p{L}])respuestas?\s+(?:más\s+)?(?:correctas?|incorrectas?|comunes?|común|populares?|acertadas?)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])réponses?\s+(?:la\s+plus\s+)?(?:correctes?|fausses?|justes?|courantes?|populaires?|fréquentes?)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:richtige|falsche|häufigste|beliebteste)n?\s+Antwort(?:en)?(?![\p{L}])/iu,
};

/** "x to the _____" → "fourth": a lone ordinal counts or ranks, it names no concept. */
const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|séptim[oa]|octav[oa]|noven[oa]|décim[oa])$/iu;

/**
 * French blanks that are no noun phrase: one ending on an elided function word or adverb ("colonnes d'une", "langue
 * d'abord"), a lone word after a copula (a predicate noun takes an article: "est un vecteur", so "est _____" →
 * "négatif" is an adjective), or a verb after a reflexive pronoun ("se _____" → "courbe").
 */
function isFrenchNonNounBlank(question: string, blank: string): boolean {
  const words = blank.split(/\s+/);
  const last = (words.at(-1) ?? '').toLowerCase();
  const elided = /^[dlcjmnst]['’](\p{L}+)$/u.exec(last);
  if (elided && (stopWords('fr').has(elided[1]!) || FRENCH_ELIDED_ADVERB.test(elided[1]!))) return true;
  if (words.length === 1 && FRENCH_COPULA_BLANK.test(question)) return true;
  // "la courbe se _____" → "courbe": after a reflexive pronoun the blank is a verb.
  return /(?<![\p{L}])(?:se|s['’])\s*_____/iu.test(question);
}
const GERMAN_LONE_SUBORDINATE = /^(?:(?:das\s+heißt|also|und|aber|oder|zum\s+Beispiel)\s*,?\s+)?(?:wenn|weil|dass|ob|obwohl|falls|während|nachdem|bevor|sobald|damit)\s[^,;:]*$/iu;
const FRENCH_ELIDED_ADVERB = /^(?:abord|ailleurs|accord|autant|autre|autres)$/iu;
const FRENCH_COPULA_BLANK = /(?<![\p{L}])(?:est|sont|soit|sera|seront|était|étaient|devient|deviennent|reste|restent|semble|semblent|paraît)\s+(?:(?:très|plus|moins|assez|trop|toujours|bien|pas|aussi|donc|alors)\s+)?_____/iu;

/** Spanish adjectives that point or count rather than classify ("las _____ pequeñas aristas" → "distintas"). */
const SPANISH_DETERMINER_LIKE = /^(?:distint[oa]s?|diferentes?|mism[oa]s?|otr[oa]s?|ciert[oa]s?|vari[oa]s|propi[oa]s?|siguientes?|anterior(?:es)?|últim[oa]s?|primer[oa]?s?|segund[oa]s?|nuev[oa]s?|pequeñ[oa]s?|grandes?|únic[oa]s?|tod[oa]s?|much[oa]s?|poc[oa]s?|cada|demás)$/iu;

/** "cómo una _____ en la siguiente" → "capa influye": after a wh-word and an article, the phrase is a subject and its verb. */
const WH_ARTICLE_BLANK = /(?<![\p{L}])(?:cómo|dónde|cuándo|cuánto|cuánta|qué|por\s+qué)\s+(?:un|una|el|la|los|las)\s+_____/iu;
/** Spoken number words count as example values only where a value is read out ("like negative four", "equals two"). */
const NUMBER_WORD = new RegExp(`^${wordGroup(numberWords('en', 0, 10), numberWords('es', 0, 10))}$`, 'i');
const VALUE_BEFORE = /^(?:negative|minus|equals|is|at|like|negativo|menos|igual|es|en|como)$/i;
const SPOKEN_ARITHMETIC = new RegExp(String.raw`(?<![\p{L}\d])\d[\d.,]*\s+(?:${wordGroup(OPERATORS, OVER, DIVIDED_BY)}|por|más|menos|entre)\s+(?:negative\s+|menos\s+)?\d`, 'iu');
/** "in this simple example", "en este caso": the sentence says itself that it is one example. */
const THIS_EXAMPLE: Record<string, RegExp> = {
  en: /\b(?:in\s+)?this\s+(?:\p{L}+\s+)?(?:example|case)\b/iu,
  es: /(?<![\p{L}])(?:en\s+)?este\s+(?:\p{L}+\s+)?(?:ejemplo|caso)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:dans\s+)?(?:cet|ce)\s+(?:\p{L}+\s+)?(?:exemple|cas)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:in\s+)?(?:diesem|dieses)\s+(?:\p{L}+\s+)?(?:Beispiel|Fall)(?![\p{L}])/iu,
};

/**
 * "the area of the _____ they define is 5, and since v is on the left of w, …": example values and
 * variable names outnumber what the sentence says in general. A count ("two vectors") is no example
 * value; a lone variable name only counts beside values ("x times i-hat plus y times j-hat" is a rule).
 */
export function isWorkedExample(sentence: string, language: string): boolean {
  const words = sentence.replace(/_____/g, ' ').split(/[\s,;:()]+/).map((w) => w.replace(/[.!?]+$/, '')).filter(Boolean);
  const numbers = words.filter((w, i) => /^-?\d[\d.,]*$/.test(w) || (NUMBER_WORD.test(w) && VALUE_BEFORE.test(words[i - 1] ?? ''))).length;
  // A variable is one letter, or one letter with an index ("c1", "x2").
  const letters = words.filter((w, i) => i > 0 && /^\p{Ll}\d*$/u.test(w) && !(language === 'en' ? /^(?:a|i)$/ : /^(?:a|y|e|o|u)$/).test(w)).length;
  const example = THIS_EXAMPLE[lang(language)]?.test(sentence) ?? false;
  // "3 times 1", "2 plus 5": arithmetic read out loud.
  if (SPOKEN_ARITHMETIC.test(sentence)) return true;
  return numbers >= 3 || (numbers >= 1 && (letters >= 1 || example) && numbers + letters >= (example ? 1 : 3));
}

const SPEECH_HEDGE: Record<string, RegExp> = {
  en: /\b(?:evidently|obviously|clearly|basically|of course|it should make sense|it makes sense|makes sense|as you can see|you can see|notice that|pretty much|sort of|kind of)\b/gi,
  es: /(?<![\p{L}])(?:evidentemente|obviamente|claramente|básicamente|por supuesto|debería tener sentido|tiene sentido|como puedes ver|puedes ver|fíjate|más o menos|digamos)(?![\p{L}])/giu,
  fr: /(?<![\p{L}])(?:évidemment|bien\s+sûr|clairement|manifestement|en\s+gros|plus\s+ou\s+moins|comme\s+vous\s+(?:pouvez\s+)?(?:le\s+)?voyez|vous\s+(?:pouvez\s+)?voyez|ça\s+a\s+du\s+sens|en\s+quelque\s+sorte)(?![\p{L}])/giu,
  de: /(?<![\p{L}])(?:offensichtlich|natürlich|klarerweise|im\s+Grunde|sozusagen|irgendwie|wie\s+(?:du|ihr|Sie)\s+seh(?:en|t)|ergibt\s+Sinn|macht\s+Sinn)(?![\p{L}])/giu,
};

/** Two or more hedges ("Evidently, …, it should make sense that …"): a transcript of talk, not a claim to recall. */
export function isHedgedTalk(sentence: string, language: string): boolean {
  const pattern = SPEECH_HEDGE[lang(language)];
  return pattern ? (sentence.match(pattern) ?? []).length >= 2 : false;
}

/**
 * "… is indeed _____ of x plus 2x", "the _____ of x": a word applied to one argument variable (x, t, n …)
 * is a function in a formula read aloud ("the cross product of v and w" takes two operands and is a
 * term); "times _____", "_____ squared": the blank sits inside spoken algebra.
 */
const SPOKEN_FORMULA_BLANK: Record<string, RegExp> = {
  en: new RegExp(
    String.raw`_____\s+of\s+\p{Ll}\s+${wordGroup(ARITHMETIC_WORDS)}\b|_____\s+of\s+(?:[xyztnksh]|theta)(?![\p{L}\d'’-])(?!\s*(?:,|and|with)\s+\p{L}(?![\p{L}]))|\b${wordGroup(OPERATORS, EQUALS, OVER, DIVIDED_BY)}\s+_____|_____\s+${wordGroup(OPERATORS, EQUALS, POWERS)}\b`,
    'iu',
  ),
  es: /_____\s+de\s+\p{Ll}\s+(?:más|menos|por|entre|sobre|al\s+cuadrado|dividid[oa]|igual)(?![\p{L}])|_____\s+de\s+(?:[xyztnksh]|theta)(?![\p{L}\d'’-])(?!\s*(?:,|y|con)\s+\p{L}(?![\p{L}]))|(?<![\p{L}])(?:más|menos|igual\s+a)\s+_____|_____\s+(?:al\s+cuadrado|al\s+cubo|multiplicad[oa]\s+por)(?![\p{L}])/iu,
};
/** "some other function other than _____": the sentence is about anything but the blank. */
const EXCLUDED_BLANK: Record<string, RegExp> = {
  en: /\b(?:other\s+than|rather\s+than|instead\s+of|besides|apart\s+from|except(?:\s+for)?|aside\s+from)\s+(?:(?:a|an|the)\s+)?_____/iu,
  es: /(?<![\p{L}])(?:(?:distint[oa]s?|aparte|en\s+lugar|en\s+vez)\s+(?:del|de\s+(?:el|la|los|las|un|una)|de)|excepto|salvo|que\s+no\s+sea)\s+(?:(?:el|la|los|las|un|una)\s+)?_____/iu,
};
/**
 * "with a long _____ of formulas" → "series", "un montón de _____": a word counting or gathering other
 * things ("a long series of", "a whole bunch of") is a quantity, whatever the word means elsewhere.
 */
const QUANTITY_BLANK: Record<string, RegExp> = {
  en: /\b(?:a|an|one)\s+(?:long|whole|big|huge|short|little|small|large|entire|endless|infinite|full|vast|giant|massive|tiny)\s+_____\s+of\b/iu,
  es: /(?<![\p{L}])(?:un|una)\s+(?:larg[oa]|enorme|gran|pequeñ[oa]|interminable|infinit[oa]|entera?o?)\s+_____\s+de(?![\p{L}])|(?<![\p{L}])_____\s+(?:larg[oa]|enorme|interminable)\s+de(?![\p{L}])/iu,
};
/**
 * "just you and a _____, let's say with radius 3": an object picked for an example ("a …, let's say",
 * "un …, por ejemplo") is an instance the speaker sets up, not a term the sentence teaches.
 */
const EXAMPLE_INSTANCE: Record<string, RegExp> = {
  en: new RegExp(
    String.raw`\b(?:a|an|some)\s+(?:[\p{L}-]+\s+)?_____\b.*?\b(?:let's\s+say|say|for\s+example|for\s+instance|like)\s+(?:with|of|at|\d|${wordGroup(numberWords('en', 1, 10))})\b|\b(?:a|an|some)\s+(?:[\p{L}-]+\s+)?_____\s*,\s*(?:let's\s+say|say|for\s+example|for\s+instance)\b`,
    'iu',
  ),
  es: /(?<![\p{L}])(?:un|una|algún|alguna)\s+(?:\p{L}+\s+)?_____\s*,?\s*(?:digamos|pongamos|por\s+ejemplo|supongamos)(?![\p{L}])|(?<![\p{L}])(?:un|una)\s+(?:\p{L}+\s+)?_____.*?(?:digamos|pongamos|por\s+ejemplo)\s+(?:con|de|en|\d)(?![\p{L}])/iu,
};

/** Pieces of a formula read aloud: "df divided by dx", "cosine of x plus …", "2x", "dx", "x squared". */
const FORMULA_PIECES: Record<string, readonly RegExp[]> = {
  en: [
    new RegExp(String.raw`\b\p{L}{1,2}\s+${wordGroup(DIVIDED_BY, OVER)}\s+\p{L}{1,2}\b`, 'u'),
    new RegExp(String.raw`\bof\s+\p{Ll}\s+${wordGroup(OPERATORS, OVER, POWERS)}\b`, 'u'),
    /(?<![\p{L}\d])\d+\p{Ll}(?![\p{L}])/u,
    /\bd[b-df-hj-np-tv-z]\b(?!')/u,
    new RegExp(String.raw`\b\p{Ll}\s+${wordGroup(POWERS)}\b`, 'u'),
    new RegExp(String.raw`\b${wordGroup(OPERATORS)}\s+(?:d\p{Ll}|\p{Ll}|\d+)(?![\p{L}\d'’])`, 'u'),
  ],
  es: [
    /(?<![\p{L}])\p{L}{1,2}\s+(?:dividid[oa]\s+(?:entre|por)|sobre)\s+\p{L}{1,2}(?![\p{L}])/u,
    /(?<![\p{L}])de\s+\p{Ll}\s+(?:más|menos|por|al\s+cuadrado)(?![\p{L}])/u,
    /(?<![\p{L}\d])\d+\p{Ll}(?![\p{L}])/u,
    /(?<![\p{L}])d[b-df-hj-np-tv-z](?![\p{L}])/u,
    /(?<![\p{L}])\p{Ll}\s+al\s+(?:cuadrado|cubo)(?![\p{L}])/u,
    /(?<![\p{L}])(?:más|menos|multiplicad[oa]\s+por)\s+(?:d\p{Ll}|\p{Ll}|\d+)(?![\p{L}\d'’])/u,
  ],
};

/** Two pieces of a formula read aloud or more: the sentence is algebra spoken, not a claim in words. */
export function isSpokenAlgebra(sentence: string, language: string): boolean {
  const pieces = FORMULA_PIECES[lang(language)] ?? [];
  return pieces.filter((piece) => piece.test(sentence)).length >= 2;
}

/** The blank is a function applied in a formula read aloud, a term the sentence excludes, a quantity or an example's object. */
export function isIncidentalBlank(question: string, language: string): boolean {
  const code = lang(language);
  return [SPOKEN_FORMULA_BLANK, EXCLUDED_BLANK, QUANTITY_BLANK, EXAMPLE_INSTANCE].some((patterns) => patterns[code]?.test(question) ?? false);
}

/** The phrase's words without a plural ending ("dot products" → "dot", "product"), lower-cased. */
function phraseStems(phrase: string): string[] {
  return phrase.toLowerCase().split(/\s+/).map((w) => w.replace(/(?<=\p{L}{3})(?:es|s)$/u, ''));
}

/** How often the phrase (its last word singular or plural) occurs as whole words in the lower-cased source. */
function phraseCount(source: string, phrase: string): number {
  // Each word singular or plural: "dot products", "productos escalares".
  const words = phraseStems(phrase).map((w) => `${escapeStringRegexp(w)}(?:s|es)?`);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'gu');
  return (source.match(pattern) ?? []).length;
}

/**
 * Whether phraseCount could reach `times`: each of its matches holds every word's stem, so a stem found
 * fewer times (a plain substring search) rules the phrase out without the regular expression's scan of
 * the whole source — run for each cloze card, that scan was most of the gates' time on a long source.
 */
function mayOccur(source: string, phrase: string, times: number): boolean {
  return phraseStems(phrase).every((stem) => {
    let found = 0;
    for (let at = source.indexOf(stem); at >= 0 && found < times; at = source.indexOf(stem, at + stem.length)) found++;
    return found >= times;
  });
}

/** A phrase that recurs this often in the source is one of its terms ("dot product", "regla de la cadena"). */
const KEY_PHRASE_RECURRENCE = 3;

/**
 * "taking their dot _____ means …" → "product": the blank and the word beside it form a phrase the source
 * keeps using, so the blank is half a term. Widened to the whole phrase when that card passes the gates;
 * otherwise null. A blank that is no half term comes back as it was.
 */
export function widenHalfTerm(card: Flashcard, language: string, source: string): Flashcard | null {
  if (card.kind !== 'cloze') return card;
  const at = card.question.indexOf('_____');
  if (at < 0) return card;
  const stops = stopWords(language);
  const head = card.question.slice(0, at);
  const tail = card.question.slice(at + 5);
  const before = wordBeforeTrailingSpace(head);
  const after = /^\s+([\p{L}][\p{L}'’-]*)/u.exec(tail)?.[1];
  // "regla de L'Hopital", "radius of convergence": the term may go on through "of/de" and one word.
  const linked = /^\s+((?:of|de|del)\s+[\p{L}][\p{L}'’-]*)/iu.exec(tail)?.[1];
  let answerCount: number | undefined;
  const sides: { side: 'before' | 'after'; words: string }[] = [];
  if (before && !stops.has(before.toLowerCase()) && before.length >= 3) sides.push({ side: 'before', words: before });
  if (after && !stops.has(after.toLowerCase()) && after.length >= 3) sides.push({ side: 'after', words: after });
  if (linked && !stops.has(linked.split(/\s+/)[1]!.toLowerCase())) sides.push({ side: 'after', words: linked });
  for (const { side, words } of sides) {
    const phrase = side === 'before' ? `${words} ${card.answer}` : `${card.answer} ${words}`;
    if (!mayOccur(source, phrase, KEY_PHRASE_RECURRENCE)) continue;
    // Only a noun phrase is a term ("squishes space" recurring is a verb and its object).
    if (lang(language) === 'en' ? !neighbourIsModifierOrNoun(card, side, phrase) : !isNounPhraseTerm(phrase, language)) continue;
    const count = phraseCount(source, phrase);
    // The pair is a term when it recurs and carries a good share of the blank's own uses.
    if (count < KEY_PHRASE_RECURRENCE || count * 3 < (answerCount ??= phraseCount(source, card.answer))) continue;
    const question = side === 'before' ? `${head.slice(0, head.length - `${words}${/\s+$/.exec(head)?.[0] ?? ''}`.length)}_____${tail}` : `${head}_____${tail.replace(/^\s+/, '').slice(words.length)}`;
    const widened: Flashcard = { ...card, question, answer: phrase };
    return rejectCard(widened, language) ? null : widened;
  }
  return card;
}

/**
 * In the sentence, the word beside the blank is a noun or an adjective (English, by POS). The tagger reads
 * "their dot product" as a verb and a noun; a bare verb form that is a noun after "the" ("the dot product")
 * counts, an inflected verb ("squishes space") does not.
 */
function neighbourIsModifierOrNoun(card: Flashcard, side: 'before' | 'after', phrase: string): boolean {
  const at = card.question.indexOf('_____');
  const tags = tagEnglish(`${card.question.slice(0, at)}${card.answer}${card.question.slice(at + 5)}`);
  const wordsBefore = tagEnglish(card.question.slice(0, at)).length;
  const index = side === 'before' ? wordsBefore - 1 : wordsBefore + tagEnglish(card.answer).length;
  // "radius _____" → "of convergence": the word after "of" is the one that must be a noun.
  const neighbour = side === 'after' && /^of$/i.test(tags[index]?.text ?? '') ? tags[index + 1] : tags[index];
  if (!neighbour) return false;
  if (/^(?:NOUN|PROPN|ADJ)$/.test(neighbour.pos)) return true;
  if (neighbour.pos !== 'VERB' || neighbour.lemma !== neighbour.text.toLowerCase()) return false;
  const alone = tagEnglish(`the ${phrase}`).slice(1);
  return alone.every((t) => /^(?:NOUN|PROPN|ADJ)$/.test(t.pos)) && /^(?:NOUN|PROPN)$/.test(alone.at(-1)?.pos ?? '');
}

const VAGUE_EXISTENTIAL = /^There (?:is|are|were|was) (?:many|several|various|numerous|some|a few|a number of|a variety of|other) (?:\S+ ){1,2}(?:of|for|to|in|behind) (?:the |a |an )?_____[.!]?$/i;

/** "j-hat" beside "i-hat", "y-axis" beside "x-axis": names that differ only by their letter come in pairs. */
function hasLetteredSibling(question: string, blank: string): boolean {
  const tail = /^\p{L}(-\p{L}{2,})$/u.exec(blank)?.[1]?.toLowerCase();
  if (!tail) return false;
  return question.toLowerCase().split(/[^\p{L}-]+/u).some((w) => w !== blank.toLowerCase() && /^\p{L}-/u.test(w) && w.endsWith(tail));
}

/** "The process works in reverse.", "The opposite happens.": a short answer that only relates to the case before it. */
const RELATIVE_TO_BEFORE: Record<string, RegExp> = {
  en: /\b(?:in reverse|the other way (?:a)?round|vice versa|the opposite|likewise|the same (?:way|thing|is true|holds|happens))\b/i,
  es: /(?<![\p{L}])(?:a la inversa|al revés|viceversa|lo contrario|lo mismo)(?![\p{L}])/iu,
};
const SHORT_ANSWER_WORDS = 8;

/** "Ah, the duck rabbit is terrific.", "Oh, well, …": an answer opening on an interjection is the speaker reacting ("No." answers a yes-no question). */
const INTERJECTION_OPENER: Record<string, RegExp> = {
  en: /^(?:ah|oh|oops|wow|okay|ok|yeah|well|hmm|um+|uh+|alright|all right)\b[,!.]/i,
  es: /^(?:ah|oh|vaya|bueno|vale|pues|eh)(?![\p{L}])[,!.]/iu,
  fr: /^(?:ah|oh|bon|bah|ben|eh bien|ok)(?![\p{L}])[,!.]/iu,
  de: /^(?:ah|oh|na|naja|also|okay)(?![\p{L}])[,!.]/iu,
};

function opensOnInterjection(answer: string, language: string): boolean {
  return INTERJECTION_OPENER[lang(language)]?.test(answer.trim()) ?? false;
}

/** A meaning that points at another place in the text rather than saying itself. */
const POINTS_ELSEWHERE: Record<string, RegExp> = {
  en: /\b(?:listed|mentioned|shown|described|discussed|given|outlined|explained)\s+(?:above|below|earlier|previously|before)\b/i,
  es: /(?<![\p{L}])(?:mencionad|descrit|indicad|explicad|enumerad)[oa]s?\s+(?:arriba|abajo|antes|anteriormente|más\s+adelante)(?![\p{L}])/iu,
};

function leansOnWhatCameBefore(answer: string, language: string): boolean {
  return answer.split(/\s+/).length <= SHORT_ANSWER_WORDS && (RELATIVE_TO_BEFORE[lang(language)]?.test(answer) ?? false);
}

/** "Assume that Happy Bank starts with $460 million …": the set-up of a worked example, not an answer. */
const WORKED_EXAMPLE_OPENER: Record<string, RegExp> = {
  en: /^(?:assume|suppose|imagine|consider|let's|let us|say)\b/i,
  es: /^(?:supongamos|supón|suponga|imagina|imaginemos|considera|consideremos)(?![\p{L}])/iu,
};

function opensWorkedExample(answer: string, language: string): boolean {
  return WORKED_EXAMPLE_OPENER[lang(language)]?.test(firstWords(answer)) ?? false;
}

/**
 * Why a card must not be shown, or null when it may. The verdict reads the card's kind, question, answer and citation
 * only; a card is judged where it is made, by its section's gates and by the deck's: it is judged once.
 */
/** A cloze sentence shorter than this leaves its blank open to many answers. */
const MIN_CLOZE_WORDS = 7;

export function rejectCard(card: Flashcard, language: string): Rejection | null {
  const { quote, page, time } = card.citation;
  const key = [language, card.kind, card.question, card.answer, quote, page ?? '', time ?? ''].join('\u0001');
  const known = verdicts.get(key);
  return known !== undefined ? known : verdicts.set(key, cardRejection(card, language));
}

const verdicts = boundedMemo<string, Rejection | null>(5_000);

function cardRejection(card: Flashcard, language: string): Rejection | null {
  // A German deck's quoted English documentation answers a German question in English (other-language-answers.ts).
  if (isWrittenInEnglishInstead(card.kind === 'cloze' ? card.question : card.answer, language)) return 'other-language';
  switch (card.kind) {
    case 'cloze': {
      const blank = card.answer.trim();
      const code = lang(language);
      // "the area of this _____": what the blank names is on the screen, not in the sentence.
      if (POINTED_BLANK[code]?.test(card.question)) return 'function-word-blank';
      // "Let's take a look at the _____", "Next video will be about …": the talk's agenda, not a claim to recall.
      if (AGENDA[code]?.test(card.question)) return 'speaker-talk';
      // A spoken formula ("d sine of x") or a participle ("multiplicado") is no term to recall.
      if (blank.split(/\s+/).some((w) => (w.length === 1 && !/^(?:a|y|e|o)$/i.test(w)) || FORMULA_WORD.test(w) || /\p{L}\d|\d\p{L}/u.test(w))) return 'function-word-blank';
      // Only a lone participle: "espacio generado" is a term, "multiplicado" is not.
      if (!blank.includes(' ') && PARTICIPLE_END[code]?.test(blank)) return 'function-word-blank';
      // Spanish adverbs ("realmente") describe, they name nothing.
      // "finitamente _____" → "pequeño": after an adverb the blank is an adjective.
      if (code === 'es' && (blank.split(/\s+/).some((w) => /\p{L}{3,}mente$/iu.test(w)) || /\p{L}{3,}mente\s+_____/iu.test(card.question))) return 'function-word-blank';
      // A lone name ("L'Hopital", "Jennifer") is who said or did something, not a concept to recall.
      // German capitalises every noun: after an article or an adjective ("einer _____", "der einfachen _____") it is one.
      const before = card.question.slice(0, card.question.indexOf('_____')).trim().split(/\s+/).at(-1) ?? '';
      if (/^\p{Lu}[\p{Ll}'’-][\p{L}'’-]*$/u.test(blank) && card.question.indexOf('_____') > 0 && !isGermanNounOrAddress(blank, before, language)) return 'function-word-blank';
      // "All _____ must remain lines" → "lines": the sentence gives its own answer away.
      if (findWholeWords(card.question.replace('_____', ' '), blank) >= 0) return 'function-word-blank';
      // "There are many causes of the _____.": that something has causes is nothing to recall.
      if (VAGUE_EXISTENTIAL.test(card.question)) return 'function-word-blank';
      // "The _____ of the cost function is one more layer of complexity still.": the speaker's framing, not a fact.
      if (code === 'en' && /\b(?:is|are)\s+(?:one more|yet another|just another)\b/i.test(card.question)) return 'speaker-talk';
      // "… i-hat plus y times the transformed version of _____" → "j-hat": a lettered sibling in the sentence gives it away.
      if (hasLetteredSibling(card.question, blank)) return 'function-word-blank';
      // Filler speech ("you know", "hey, actually") is a transcript, not a sentence to study.
      if (FILLER[code]?.test(card.question) || isHedgedTalk(card.question, language)) return 'fragment';
      if (isWorkedExample(card.question, language) || isSpeakerAnecdote(card.question, language) || opensOnInterjection(card.question, language)) return 'speaker-talk';
      if (TALK_IN_CLOZE[code]?.test(card.question) || (code === 'de' && isCourseAddressingStudents(card.question))) return 'speaker-talk';
      if (isIncidentalBlank(card.question, language)) return 'function-word-blank';
      if (isSpokenAlgebra(card.question, language)) return 'speaker-talk';
      if (code === 'en' && QUANTITY_ADJECTIVE.test(blank)) return 'function-word-blank';
      if (VERSUS_BLANK.test(card.question) || EVALUATIVE[code]?.test(blank)) return 'function-word-blank';
      if (QUIZ_ANSWER[code]?.test(card.question.replace('_____', blank))) return 'speaker-talk';
      if (blank.includes(' ') && code !== 'en' && WH_ARTICLE_BLANK.test(card.question)) return 'function-word-blank';
      if (ORDINAL.test(blank)) return 'function-word-blank';
      // "for _____" → "instance", "_____ up or see themselves …" → "People show": a fixed expression cut, not a term.
      if (isIdiomBlank(card.question, blank, code) || (code === 'en' && isPhrasalVerbBlank(card.question, blank))) return 'function-word-blank';
      if (code === 'es' && SPANISH_DETERMINER_LIKE.test(blank.split(/\s+/)[0] ?? '')) return 'function-word-blank';
      // German writes every noun capitalised: a blank ending on a lower-case word ("bestimmten", "Monster einwirkt")
      // ends on an adjective or a verb, and one opening on a possessive or "bestimmt-" ("unseren Daten") is a description.
      if (code === 'de' && (!/^\p{Lu}/u.test(blank.split(/\s+/).at(-1) ?? '') || GERMAN_DETERMINER_LIKE.test(blank.split(/\s+/)[0] ?? ''))) return 'function-word-blank';
      // French elides its function words: "n'est", "qu'il", "qu'un bloc" open on a negation, a conjunction or a pronoun.
      if (code === 'fr' && /^(?:qu|n|c|s|j|m|t)['’]/iu.test(blank)) return 'function-word-blank';
      if (code === 'fr' && isFrenchNonNounBlank(card.question, blank)) return 'function-word-blank';
      // German sets every subordinate clause off with a comma: "(Das heißt,) wenn es keine _____ hat." has no main clause.
      if (code === 'de' && GERMAN_LONE_SUBORDINATE.test(card.question)) return 'fragment';
      const words = blank.split(/\s+/);
      const stops = stopWords(language);
      if (words.every((w) => stops.has(w.toLowerCase())) || blank.replace(/[^\p{L}]/gu, '').length < 3) return 'function-word-blank';
      if (stops.has((words[0] ?? '').toLowerCase()) && !/^(?:el|la|los|las|le|les|der|die|das)$/i.test(words[0] ?? '')) return 'function-word-blank';
      if (!isNounPhraseTerm(blank, language) || isCourseWord(blank, language) || isGenericTerm(blank, language)) return 'function-word-blank';
      if (language === 'en' && !blankIsWholeNounPhrase(card.question, blank)) return 'function-word-blank';
      // "Definition 4.4 (_____).": a name in brackets labels what comes next; nothing in the sentence asks for it.
      if (/\(\s*_____\s*\)/.test(card.question)) return 'function-word-blank';
      // "See [_____/IP tutorial]", "A kernel_stack______": a blank glued to a word takes part of a token, not a term.
      if (/[\p{L}\p{N}_/]_____|_____[\p{L}\p{N}_/]/u.test(card.question)) return 'function-word-blank';
      // "… to 0x100000 (1Mb). _____.": a blank standing as a sentence of its own asks nothing.
      if (/(?:^|[.!?:]\s+)_____[.!?]?\s*$/.test(card.question)) return 'fragment';
      const filled = card.question.replace('_____', blank);
      // "Trajectory A path in a phase plot that shows how the _____ …": a glossary entry is a term and its meaning, asked as a definition.
      if (language.startsWith('en') && card.citation.time === undefined && isGlossaryEntry(filled)) return 'fragment';
      // "The third argument is the _____.", "Presidents have both formal and _____.": too little said to recall one answer.
      if (card.question.split(/\s+/).length < MIN_CLOZE_WORDS) return 'fragment';
      if (isFragment(filled, language, { openingClause: true }) || lacksMainClause(filled, language) || opensWithoutSubject(filled, language) || comparesWithoutSubject(filled, language)) return 'fragment';
      if (startsWithDeictic(card.question, language)) return 'pronoun-start';
      // "After the transformation, that square gets …", "Together, they're called …": the subject is still deictic.
      if (hasDeicticSubjectAfterOpener(card.question, language)) return 'pronoun-start';
      if (isHedgedCloze(card.question, language)) return 'speaker-talk';
      // "Take a moment to imagine …", "Organize the activations into a column as a _____.": an instruction, not a claim.
      if (isInstruction(filled, language)) return 'speaker-talk';
      return card.citation.time === undefined ? null : rejectCaptionCard(card, language);
    }
    case 'definition': {
      if (startsWithDeictic(card.answer, language)) return 'pronoun-start';
      const asked = /^What (?:is|are) (?:the |an? )?(.+)\?$/.exec(card.question)?.[1];
      if (asked && language.startsWith('en') && isDefiniteProperName(asked, card.citation.quote)) return 'non-definition';
      if (/(?:…|\.\.\.)/.test(card.answer) || !/[.!?]["'”’»)\]]*$/.test(card.answer.trim())) return 'fragment';
      // "What are dendrites? Branching extensions.", "What is cp? Copy files.": a two-word label (a glossary's or a
      // slide's "Pointers – memory, arrays") names the answer without saying what the term is; too thin to study.
      if (card.answer.trim().split(/\s+/).length < 3) return 'fragment';
      // A speaker's "our network" is the one on screen; a book's "our idea" is anyone's.
      const written = card.citation.time === undefined && lang(language) === 'en';
      if ((written ? WRITERS_OWN : PERSONAL[lang(language)])?.test(withoutGenericGermanUs(card.answer, lang(language)))) return 'non-definition';
      // "An intranet technology addressing all the issues listed above": the meaning is on another page.
      if (POINTS_ELSEWHERE[lang(language)]?.test(card.answer)) return 'non-definition';
      return null;
    }
    case 'concept': {
      if (startsWithDeictic(card.answer, language) || pointsAtScreen(card.answer, language, card.question) || leansOnWhatCameBefore(card.answer, language)) return 'pronoun-start';
      if (opensWorkedExample(card.answer, language) || opensOnInterjection(card.answer, language)) return 'speaker-talk';
      if (isFragment(card.answer, language) || lacksMainClause(card.answer, language) || opensWithoutSubject(card.answer, language)) return 'fragment';
      if (isKeyPointQuestion(card.question) && isWeakKeyPoint(card.answer, language)) return 'not-a-key-point';
      if (addsOnlyNotation(card, language)) return 'not-a-key-point';
      // "Explain why zeta cubed moves to zeta to the sixth which.": the claim was cut off before its "because" inside a
      // clause it had not finished (a caption track without punctuation runs such clauses together).
      if (lang(language) === 'en' && DANGLING_CLAIM_END.test(card.question)) return 'bad-question';
      // "What happens if we only listened to what that 2 wanted?", "Explain why the programs he kept putting through it
      // kept failing.": a spoken question about the talk's own story or the value on screen asks what only the video shows.
      if (lang(language) === 'en' && card.citation.time !== undefined && (NARRATED_QUESTION.test(card.question) || TALKS_WE.test(card.question) || POINTED_VALUE.test(card.question))) return 'bad-question';
      return card.citation.time === undefined ? null : rejectCaptionCard(card, language);
    }
    default: {
      const unknown: never = card.kind;
      throw new Error(`Unknown card kind: ${String(unknown)}`);
    }
  }
}

/**
 * A question naming the story's people ("him", "his" and "her" with the pronouns), the speaker, or what "we" do in the
 * talk ("if we make that input 2x"); a convention "we" keeps ("When do we say …", "Why do we write f …").
 */
const NARRATED_QUESTION = anyWordOf(PERSON_PRONOUNS, ['him', 'his', 'her'], SPEAKER);
const TALKS_WE = new RegExp(`${anyWordOf(SPEAKER_AND_AUDIENCE.filter((w) => w !== 'us')).source}(?!\\s+(?:say|call|write|define|denote|mean|use|need|know)\\b)`, 'i');
/** "what that 2 wanted", "set that equal to …": a demonstrative before a number or "equal" points at the screen. */
const POINTED_VALUE = /\bthat\s+(?:\d|equal\b)/i;

/**
 * "What is the radius of the sphere? → The radius of the sphere is r.", "What are the two column vectors? → … are M1m2 and
 * v1v2.": past the question's own words, the answer gives only a letter or a symbol from the screen, no fact to recall (a
 * number still is one).
 */
function addsOnlyNotation(card: Flashcard, language: string): boolean {
  const asked = new Set(normalise(card.question).split(' '));
  const stops = stopWords(language);
  const added = normalise(card.answer).split(' ').filter((w) => w !== '' && !asked.has(w) && !stops.has(w));
  // A value is learned ("… is 1", "… is 2x"); a name opening on a letter ("r", "AL-1", "v1v2") is notation.
  return added.some((w) => /^\p{L}/u.test(w)) && added.every((w) => !/\p{L}{3,}/u.test(w));
}

/** An "Explain why" claim ending on a relative, a conjunction, an article, a preposition or "this is": not a whole claim. */
const DANGLING_CLAIM_END = /^Explain why .+\s(?:which|whose|whom|where|and|but|or|nor|the|an?|of|to|than|(?:this|that|it)\s+is)\.$/i;

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The cards that pass every gate, without duplicate questions, answers or blanks. Given the source's
 * sentences, a blank that is half of one of its recurring terms is widened to the whole term or dropped.
 */
/**
 * A blank is asked once in a deck; a lecture's key term may be blanked a second time in a sentence that is a claim of
 * its own (second-blanks.ts): `secondBlankQuotes` holds those sentences (citation quotes).
 */
export function gateCards(cards: readonly Flashcard[], language: string, sourceSentences?: readonly string[], secondBlankQuotes: ReadonlySet<string> = new Set()): Flashcard[] {
  const seen = new Set<string>();
  const blanks = new Map<string, number>();
  const out: Flashcard[] = [];
  const source = sourceSentences?.join('\n').toLowerCase();
  // A spoken story's people ("Alice", "Bob"): a card about them is about the story (caption-card-gates.ts).
  const characters = sourceSentences && cards.some((c) => c.citation.time !== undefined) ? storyCharacters(sourceSentences, language) : new Set<string>();
  for (const given of cards) {
    // Widened first: "the _____ rule" fails as it stands, "the _____" → "chain rule" may pass.
    const card = source === undefined ? given : widenHalfTerm(given, language, source);
    if (!card || rejectCard(card, language)) continue;
    if (card.citation.time !== undefined && mentionsCharacter(card, characters)) continue;
    const keys = [`q:${normalise(card.question)}`, ...(card.kind === 'cloze' ? [] : [`a:${normalise(card.answer)}`])];
    const blank = card.kind === 'cloze' ? normalise(card.answer) : undefined;
    const asked = blank === undefined ? 0 : (blanks.get(blank) ?? 0);
    if (keys.some((k) => seen.has(k)) || asked > 1 || (asked === 1 && !secondBlankQuotes.has(card.citation.quote))) continue;
    keys.forEach((k) => seen.add(k));
    if (blank !== undefined) blanks.set(blank, (blanks.get(blank) ?? 0) + 1);
    out.push(card);
  }
  return withoutSameSentence(out);
}

/** The sentence a card teaches: a cloze's with its blank filled, a concept's answer. */
function taughtSentence(card: Flashcard): string | undefined {
  if (card.kind === 'cloze') return normalise(card.question.replace('_____', card.answer));
  return card.kind === 'concept' ? normalise(card.answer) : undefined;
}

/**
 * Two cards from one sentence ("What is the key point about X? → Some X are …" and "Some _____ are …", or two
 * blanks in one sentence a long document repeats) ask the learner the same thing twice: the concept card, which
 * asks about the whole sentence, stays, else the first cloze.
 */
function withoutSameSentence(cards: readonly Flashcard[]): Flashcard[] {
  const taught = new Set(cards.filter((c) => c.kind === 'concept').map(taughtSentence));
  return cards.filter((c) => {
    if (c.kind !== 'cloze') return true;
    const sentence = taughtSentence(c);
    if (taught.has(sentence)) return false;
    taught.add(sentence);
    return true;
  });
}

/** Definitions that pass the gates, one per term. */
/**
 * "The United States is a constitution-based federal republic …": a proper name the text gives "the" names one thing,
 * described rather than defined; a name with its abbreviation ("the General Agreement on Tariffs and Trade (GATT)")
 * is an institution a glossary does define, and so is a name glossed where it is mentioned ("the Proclamation Line, a
 * borderline running along …").
 */
export function isDefiniteProperName(term: string, quote: string): boolean {
  if (/[()]/.test(term)) return false;
  const words = term.trim().split(/\s+/);
  if (words.length < 2 || !words.every((w) => /^\p{Lu}\p{Ll}/u.test(w) || /^(?:of|and|the|for|on)$/.test(w))) return false;
  const escaped = escapeStringRegexp(term.trim());
  // "… west of the Proclamation Line, a borderline running along …": a name the sentence glosses in passing is one the book teaches.
  if (new RegExp(`\\b[Tt]he\\s+${escaped}(?:\\s+in\\s+\\d{3,4})?,\\s+(?:a|an|the)\\s`, 'u').test(quote)) return false;
  return new RegExp(`\\b[Tt]he\\s+${escaped}(?!\\s*\\()`, 'u').test(quote);
}

export function gateDefinitions(definitions: readonly Definition[], language: string, options: DefinitionGateOptions = {}): Definition[] {
  const seen = new Set<string>();
  return definitions.filter((d) => {
    const key = normalise(d.term);
    if (seen.has(key) || rejectDefinition(d.term, d.meaning, language, options)) return false;
    if (options.captions && (isSituationConjunct(d.term, d.citation.quote, language) || isInstanceAfterKind(d.term, d.meaning, d.citation.quote, language) || isQuantifiedTerm(d.term, d.citation.quote, language))) return false;
    if (language.startsWith('en') && isDefiniteProperName(d.term, d.citation.quote)) return false;
    if (language.startsWith('en') && isUsedInAnotherRole(d.term, d.citation.quote)) return false;
    seen.add(key);
    return true;
  });
}

/** The word that ends `text` before its trailing space, as `/([\p{L}][\p{L}'’-]*)\s+$/u` finds it: a pattern anchored at the end is tried from every position. */
function wordBeforeTrailingSpace(text: string): string | undefined {
  const end = text.trimEnd().length;
  if (end === text.length) return undefined;
  let start = end;
  for (let c = codePointBefore(text, start); start > 0 && /[\p{L}'’-]/u.test(c); c = codePointBefore(text, start)) start -= c.length;
  for (let c = String.fromCodePoint(text.codePointAt(start) ?? 0); start < end && !/\p{L}/u.test(c); c = String.fromCodePoint(text.codePointAt(start) ?? 0)) start += c.length;
  return start < end ? text.slice(start, end) : undefined;
}

function codePointBefore(text: string, at: number): string {
  const low = text.charCodeAt(at - 1);
  const high = text.charCodeAt(at - 2);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? text.slice(at - 2, at) : text.slice(at - 1, at);
}
