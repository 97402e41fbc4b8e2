import type { SourceDocument } from '../generation.types.js';
import { hasFiniteVerb, headNoun, isPluralNoun, readSentence, tagEnglish, type TaggedToken } from '../text/nlp.js';
import type { PreparedSentence } from './prepare-document.js';
import { opensWrittenLine, withoutAbbreviation } from './dash-labels.js';
import { numberWords } from './number-words.js';
import { baseLanguage } from '../text/language.js';

/**
 * Slides, cheat sheets and course notes set a term before a colon and gloss it with a noun phrase:
 * "Forward branching factor: number of arcs going out from a node", "Heuristic: an estimate of the cost to reach the goal",
 * "Espacio muestral: el conjunto de todos los resultados". The gloss is what the label is. The same colon also sets a
 * role ("Note: …", "Step 1: …", "Input: …"), a heading over a list ("Examples: A, B, C"), a value ("Deadline: 16 May"),
 * code ("x: int") and a clause ("Key point: the cost is never greater …"): none of these glosses a term.
 */
export interface ColonGloss {
  /** The term the label sets; outside English its line-opening capital dropped ("espacio muestral"). */
  term: string;
  /** The gloss without its closing stop. */
  gloss: string;
  /** The gloss's own article ("an estimate …" → "a", "the set …" → "the"), or none ("number of arcs …"). */
  glossArticle: 'a' | 'the' | undefined;
  /** "Intra-communicators: support the execution of …": a plural label's gloss may say what its members do. */
  form: 'noun-phrase' | 'verb-phrase';
}

/** A capitalised label of words (a bracketed abbreviation may close it), then a colon and a lower-case or article-led gloss. */
const COLON_LABEL = /^(?:[∗*·•◦▪‣-]\s+)?(?<label>\p{Lu}[\p{L}'’ -]{0,50}?(?:\s*\([^()]{1,30}\))?)\s?:\s+(?<gloss>.+?)[.;]?$/u;

const MAX_LABEL_WORDS = 5;
const MIN_GLOSS_WORDS = 3;
const MAX_GLOSS_WORDS = 35;

/**
 * Labels that name a role in the text rather than a term: what follows is a note, a step, a proof, a value, a heading's
 * list. Read as the label's first or last word ("Key point", "Sample output", "Aristotle’s answer", "Remark 1").
 */
const ROLE_WORDS = new Set(
  `note notes remark remarks example examples proof step steps input inputs output outputs answer question hint tip warning
  caution idea ideas goal aim objective objectives summary recap recall reminder exercise problem solution task claim lemma
  theorem corollary proposition definition case observation intuition motivation assumption result results conclusion
  advantage advantages disadvantage disadvantages pro pros con cons why how what when where who usage use uses usefulness
  application applications point background deadline format version date author source reference references agenda
  outline topic topics syntax returns parameters arguments rebuttal property properties practice initialization
  initialisation iteration requirement requirements prerequisite prerequisites reading readings legend terminology notation
  important attention fact facts benefit benefits drawback drawbacks limitation limitations strength strengths weakness
  weaknesses feature features remedy remedies cause causes effect effects key again next last this today
  nota notas observación observaciones ejemplo ejemplos demostración prueba paso pasos entrada salida respuesta pregunta
  pista consejo objetivo objetivos meta resumen ejercicio problema solución tarea teorema lema corolario proposición
  definición caso ventaja ventajas desventaja desventajas inconveniente inconvenientes uso fecha autor fuente referencia
  referencias actividad importante atención terminología notación recuerda
  remarque remarques exemple exemples preuve démonstration étape entrée sortie réponse indice astuce idée objectif
  objectifs but résumé exercice problème théorème lemme corollaire définition cas avantage avantages inconvénient
  inconvénients bilan terminologie rappel
  hinweis bemerkung anmerkung beispiel beispiele beweis schritt eingabe ausgabe antwort frage tipp ziel zusammenfassung
  übung aufgabe lösung satz fall vorteil vorteile nachteil nachteile achtung berechnung platz`.split(/\s+/),
);

/** Words that make a label a clause or a pointer, not a term: "The definition of searching is symmetric: …", "Sabiendo esto: …". */
const CLAUSE_WORDS =
  /^(?:this|these|those|it|we|you|they|there|is|are|was|were|has|have|can|must|should|will|esto|esta|este|estos|hay|es|son|está|están|se|nos|ce|ces|cette|il|elle|on|nous|vous|est|sont|c’est|c'est|dies|diese|dieser|es|wir|sie|ist|sind|hat|haben)$/iu;
const LABEL_ARTICLE = /^(?:the|a|an|el|la|los|las|un|una|le|les|l['’]|une|der|die|das|ein|eine)$/iu;
const COUNT_WORD = new RegExp(`^(?:${['en', 'es', 'fr', 'de'].flatMap((l) => numberWords(l as 'en', 2, 10)).join('|')})$`, 'iu');
/** "Several uses: …", "More than two processes: …": a count or a comparison heads a list or a case, not a term. */
const COUNT_OPENER = /^(?:several|some|many|more|less|fewer|most|least|at|up|over|under|varios|varias|algunos|algunas|más|menos|plusieurs|quelques|plus|moins|mehrere|einige|mehr|weniger)$/iu;

/** Code, formulas and values: "x ∈ A", "O(n log n)", "16 October 2022", "/proc/schedstat". */
const NOT_WORDS = /[=<>{}[\]_$#`|∈∪∩→←⇒⇔≤≥⩽⩾√∑∏∫≈≠±×÷/\\“”"«»]|^\d|\be\.g\.|\bi\.e\./u;

export function readColonGloss(sentence: string, language: string): ColonGloss | undefined {
  const parts = COLON_LABEL.exec(sentence.trim())?.groups;
  if (!parts?.label || !parts.gloss) return undefined;
  const label = withoutAbbreviation(parts.label);
  const gloss = parts.gloss.trim();
  const code = baseLanguage(language) ?? '';
  if (!isTermLabel(label, code)) return undefined;
  const form = isNounPhraseGloss(gloss, code) ? 'noun-phrase' : code === 'en' && isPluralsDoing(label, gloss) ? 'verb-phrase' : undefined;
  if (!form) return undefined;
  const article = /^(?:an?|un|una|une|ein|eine|einer|eines)\s/iu.test(gloss) ? 'a' : /^(?:the|el|la|los|las|lo|le|les|l['’]|der|die|das)\s?/iu.test(gloss) ? 'the' : undefined;
  // English keeps the label's capital for the document's casing to judge ("Ethiopian or Black race" is a name).
  return { term: code === 'en' ? label : asTerm(label), gloss, glossArticle: article, form };
}

/** The colon gloss a written block's or list item's opening sentence carries, if any. */
export function sentenceColonGloss(
  sentence: Pick<PreparedSentence, 'text' | 'blockKind' | 'positionInBlock'>,
  kind: SourceDocument['kind'],
  language: string,
): ColonGloss | undefined {
  return opensWrittenLine(sentence, kind) && sentence.text.includes(':') ? readColonGloss(sentence.text, language) : undefined;
}

/** A label names a term: a few words, no role, no count announcing a list, no verb or pointer that makes it a clause. */
function isTermLabel(label: string, code: string): boolean {
  const words = label.split(/\s+/);
  if (words.length > MAX_LABEL_WORDS) return false;
  // "BLOQUE DE CONTROL DE PROCESO", "PLATZ": a shouted heading; a one-word acronym ("RAM") may be a term.
  if (words.length > 1 && label === label.toUpperCase()) return false;
  const bare = words.map((w) => w.toLowerCase().replace(/['’]s$/u, ''));
  // The head: English and German put it last ("Sample output"), Spanish and French first ("Grado de salida" is a degree).
  const headLast = code === 'en' || code === 'de';
  if (ROLE_WORDS.has(bare[0]!) || (headLast && ROLE_WORDS.has(bare.at(-1)!))) return false;
  if (LABEL_ARTICLE.test(words[0]!) || COUNT_OPENER.test(words[0]!) || words.some((w) => CLAUSE_WORDS.test(w) || COUNT_WORD.test(w))) return false;
  if (code !== 'en') return true;
  const tags = tagEnglish(label).filter((t) => t.pos !== 'PUNCT');
  // "Aristotle asks": a present verb after the label's first word makes it a sentence; a participle ("Forward branching
  // factor") or a noun the tagger reads as a verb ("Cut set", "Stack") does not.
  return !tags.some((t, i) => t.pos === 'AUX' || t.pos === 'PRON' || (t.pos === 'VERB' && i > 0 && /[^s]s$/i.test(t.text)));
}

/** The line's capital is dropped from a common word; a name's ("Newton’s", "Teorema Central") and an acronym stay. */
function asTerm(label: string): string {
  const words = label.split(' ');
  const [first = ''] = words;
  const name = words.length > 1 && words.every((w) => /^\p{Lu}/u.test(w));
  if (name || /['’]s$/u.test(first) || !/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u.test(first)) return label;
  return [first.toLowerCase(), ...words.slice(1)].join(' ');
}

/** What may open a gloss in each language: an article, or a bare noun (lower case) the grammar check reads. */
const ARTICLE_OPENING: Record<string, RegExp> = {
  en: /^(?:an?|the)\s/i,
  es: /^(?:el|la|los|las|lo|un|una|unos|unas)\s/iu,
  fr: /^(?:le|la|les|l['’]|un|une|des)\s?/iu,
  de: /^(?:der|die|das|den|dem|ein|eine|einer|eines|einem)\s/u,
};
/** A bare noun and its "of" complement: "número de arcos", "ensemble des résultats". */
const BARE_NOUN_OF: Record<string, RegExp> = {
  es: /^\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)?\s+(?:de|del)\s/u,
  fr: /^\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)?\s+(?:de|du|des|d['’])\s?/u,
};
/** Finite verbs and clitics that make a gloss a clause before any relative ("el proceso es ejecutable"). */
const FINITE_WORDS: Record<string, RegExp> = {
  es: /(?<![\p{L}])(?:es|son|está|están|era|eran|fue|fueron|hay|tiene|tienen|puede|pueden|debe|deben|hace|hacen|se|va|van)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:est|sont|était|a|ont|peut|peuvent|doit|doivent|fait|font|se|s['’]|va|vont|on)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ist|sind|war|waren|wird|werden|hat|haben|kann|können|muss|müssen|man|sich)(?![\p{L}])/iu,
};
/** Where a relative clause starts: its verb belongs to the noun it restricts ("la dirección en la que se ejecuta"). */
const RELATIVE_START: Record<string, RegExp> = {
  es: /(?<![\p{L}])(?:que|donde|cuyo|cuya|cuyos|cuyas|cual|cuales)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:qui|que|qu['’]|dont|où|lequel|laquelle|lesquels|lesquelles)(?![\p{L}])/iu,
  de: /,\s*(?:der|die|das|dem|den|deren|dessen|welche|welcher|welches|wo)(?![\p{L}])/iu,
};

/** A gloss names what the label is: a noun phrase of a few words, not a list, a value, code, an instruction or a clause. */
function isNounPhraseGloss(gloss: string, code: string): boolean {
  const words = gloss.split(/\s+/);
  if (words.length < MIN_GLOSS_WORDS || words.length > MAX_GLOSS_WORDS || NOT_WORDS.test(gloss) || gloss.includes(';')) return false;
  if (isListOfItems(gloss)) return false;
  const article = ARTICLE_OPENING[code]?.test(gloss) ?? false;
  // A capital after the colon opens a sentence ("Interrupción de reloj: El SO determina …", "Appeal to authority: The final
  // technique …"), which the label-line readers take, or a title ("Eudaimonia: The Good Life").
  if (!/^\p{Ll}/u.test(gloss)) return false;
  if (code === 'en') return isEnglishNounPhrase(gloss, article);
  if (!article && !BARE_NOUN_OF[code]?.test(gloss)) return false;
  const main = gloss.split(RELATIVE_START[code] ?? /$^/)[0] ?? gloss;
  return !FINITE_WORDS[code]?.test(main);
}

/** "queue, collections, heapq", "acquire and release", "P-states, C-states y T-states": items, not a gloss. */
function isListOfItems(gloss: string): boolean {
  const items = gloss.split(/\s*,\s*|\s+(?:and|or|y|o|e|et|ou|und|oder)\s+/iu).filter(Boolean);
  // "people of European, Middle Eastern, and North African origin": the items complete a head noun's "of".
  if (/^\S+(?:\s+\S+)?\s+(?:of|de|del|du|des|von|der)\s/iu.test(items[0] ?? '')) return false;
  return items.length >= 2 && (items.filter((i) => i.split(/\s+/).length <= 2).length >= 2 || (gloss.match(/,/g)?.length ?? 0) >= 2);
}

/**
 * An English gloss is a noun phrase: it opens on an article, a noun or its modifier (not an instruction's verb, an adverb
 * or a conjunction), and no verb outside a relative clause makes it a sentence ("the semaphore value is always ≥ 0").
 */
function isEnglishNounPhrase(gloss: string, article: boolean): boolean {
  // The sentence's reading re-reads a present verb the tagger calls a noun ("odd rows sort in ascending order").
  const tags = readSentence(gloss).tags.filter((t) => t.pos !== 'PUNCT');
  const first = tags[0];
  if (!first) return false;
  const gerund = /^\p{Ll}+ing$/u.test(first.text);
  if (!article && !/^(?:NOUN|ADJ|PROPN|NUM)$/.test(first.pos) && !gerund && !(first.pos === 'VERB' && /ed$/i.test(first.text))) return false;
  // "support the execution of …", "arrange the threads …": a bare word straight before its object is an instruction's verb.
  if (!article && !gerund && (tags[1]?.pos === 'DET' || tags[1]?.pos === 'PRON')) return false;
  return !hasMainClauseVerb(tags);
}

/**
 * "Intra-communicators: support the execution of collective operations on a group": after a plural label a bare verb
 * agrees with it and says what its members do. After a singular label the same verb is an instruction ("Matrix
 * multiplication: arrange the threads …").
 */
function isPluralsDoing(label: string, gloss: string): boolean {
  const head = headNoun(tagEnglish(asTerm(label)));
  if (!head || !isPluralNoun(head) || !/^\p{Ll}/u.test(gloss)) return false;
  // Read after "they", as the label's members would say it: "support" alone reads as a noun.
  const tags = tagEnglish(`they ${gloss}`).filter((t) => t.pos !== 'PUNCT').slice(1);
  const [verb] = tags;
  if (!verb || verb.pos !== 'VERB' || verb.lemma !== verb.text.toLowerCase() || isListOfItems(gloss)) return false;
  return gloss.split(/\s+/).length >= MIN_GLOSS_WORDS + 1 && !NOT_WORDS.test(gloss) && !hasMainClauseVerb(tags.slice(1));
}

/** "computed", "given up": a verb form other than its lemma, a present "-s" or an "-ing" (the tagger lemmatises both). */
function isParticiple(t: TaggedToken): boolean {
  return /ed$/i.test(t.text) || (t.lemma !== t.text.toLowerCase() && !/(?:s|ing)$/i.test(t.text));
}

/**
 * A finite verb outside a relative or subordinate clause ("number of nodes that must fail", "storing results so that
 * they are not computed twice" keep their verbs inside).
 */
function hasMainClauseVerb(tags: readonly TaggedToken[]): boolean {
  const relative = tags.findIndex((t) => /^(?:that|which|who|whom|whose|where|whereby|when|because|if|while|until|unless|since)$/i.test(t.text));
  const main = relative < 0 ? tags : tags.slice(0, relative);
  // A participle modifies ("a value computed from …"); an infinitive completes a noun ("the cost to reach the goal"); after
  // a preposition or a determiner a "verb" is a plural noun misread ("the results of calls").
  const verbAt = (t: TaggedToken, i: number): boolean =>
    t.pos === 'VERB' && (isParticiple(t) || main[i - 1]?.text.toLowerCase() === 'to' || main[i - 1]?.pos === 'ADP' || main[i - 1]?.pos === 'DET');
  return hasFiniteVerb(main.filter((t, i) => !verbAt(t, i)));
}

/** A measure of something ("number of arcs …", "minimum number of nodes …", "total bandwidth …") is one per thing: "the". */
const MEASURE_OPENING =
  /^(?:(?:total|minimum|maximum|average|mean|expected|overall|smallest|largest|highest|lowest)\s+)?(?:number|amount|measure|sum|ratio|fraction|proportion|probability|rate|degree|size|length|distance|count|percentage|share|value|bandwidth|cost|time)\b/i;

/**
 * How "What is …?" names an English label's term: the gloss's own article ("an estimate …" → "What is a heuristic?",
 * "the set …" → "What is the sample space?"); a bare measure is the thing's one ("number of arcs …" → "What is the forward
 * branching factor?"); another bare noun a kind ("data structure …" → "What is a stack?").
 */
export function glossedTermArticle(gloss: string): { countNoun?: boolean; definite?: boolean } {
  if (/^an?\s/i.test(gloss)) return { countNoun: true };
  // "Recursion: calling a function from within its own body": an activity takes no article.
  if (/^\p{Ll}+ing\s/u.test(gloss)) return {};
  if (/^the\s/i.test(gloss) || MEASURE_OPENING.test(gloss)) return { definite: true };
  return { countNoun: true };
}
