import { baseLanguage, stopWords } from '../text/language.js';
import { readSentence, tagEnglish, type TaggedToken } from '../text/nlp.js';
import { lacksFrenchMainVerb, lacksGermanMainVerb } from './french-german-main-verbs.js';

/**
 * Shapes of a sentence that make a poor card whatever its words: no subject (an instruction or a
 * dangling "-ing" phrase), a key point that is only a hedge or an example, and a "this/that <noun>"
 * that points at the screen rather than at anything the card says.
 */

const RELATIVE = /^(?:that|which|who|whom|whose|where)$/i;

/** A verb that can head the main clause: an auxiliary, or a verb that is no gerund, no infinitive and no "evenly spaced" modifier. */
function isMainVerbCandidate(tags: readonly TaggedToken[], i: number): boolean {
  const t = tags[i]!;
  const before = tags[i - 1];
  if (t.pos === 'AUX') return true;
  if (t.pos !== 'VERB' || /ing$/i.test(t.text) || before?.pos === 'PART') return false;
  // "evenly spaced", "the matrix associated with": a participle modifies, it carries no clause.
  if (/ed$/i.test(t.text) && before?.pos !== 'PRON' && before?.pos !== 'NOUN' && before?.pos !== 'PROPN') return false;
  return before?.pos !== 'DET' && before?.pos !== 'ADP';
}

function openingIndex(tags: readonly TaggedToken[]): number {
  let i = 0;
  while (tags[i]?.pos === 'ADV') i++;
  return i;
}

/**
 * English: a sentence with no main clause of its own — "Always moving the rest of space in a way that keeps
 * gridlines parallel.", "Cost of maintenance, which is …": its only verbs sit in a relative clause or it opens
 * on an "-ing" phrase that no verb follows. "Finding the antiderivative accounts for …" has its verb.
 * Spanish: an opening gerund with no comma after it ("Siempre moviendo el resto del espacio …").
 * French and German: no finite verb outside the relative and subordinate clauses ("Trouver un nouveau nombre qui …",
 * "Nur eine gewöhnliche Determinante, die eine Zahl zurückgibt."), read by spelling.
 */
export function lacksMainClause(sentence: string, language: string): boolean {
  const code = baseLanguage(language) ?? '';
  if (code === 'es') return /^(?:(?:siempre|solo|sólo|simplemente|luego)\s+)?\p{L}+(?:ando|iendo|yendo)(?![\p{L}])[^,]*$/iu.test(sentence.trim());
  if (code === 'fr') return lacksFrenchMainVerb(sentence);
  if (code === 'de') return lacksGermanMainVerb(sentence);
  if (code !== 'en') return false;
  const tags = readSentence(sentence).tags;
  const opening = tags[openingIndex(tags)];
  const gerundOpening = opening?.pos === 'VERB' && /ing$/i.test(opening.text);
  let relativeVerb = false;
  for (let i = 0; i < tags.length; i++) {
    if (!isMainVerbCandidate(tags, i)) continue;
    if (RELATIVE.test(tags[i - 1]?.text ?? '')) relativeVerb = true;
    // After a comma the main clause may follow a participle phrase ("Looking at …, it takes …").
    else return false;
  }
  // Only a bare noun phrase ("Cost of maintenance, which is …") is read as verbless: the tagger may take the verb
  // after "Each one of these" for a noun.
  const bareNounOpening = /^(?:NOUN|PROPN|ADJ)$/.test(tags[0]?.pos ?? '');
  return gerundOpening || (relativeVerb && bareNounOpening);
}

/**
 * English: "Similar to stochastic beam search, but pairs of individuals are combined …" compares the thing a slide's
 * title names with another: what is similar is on the title, not in the sentence.
 */
export function comparesWithoutSubject(sentence: string, language: string): boolean {
  return baseLanguage(language) === 'en' && /^(?:similar to|same as|just like|analogous to|identical to)\s[^,;:]{1,60},\s*(?:but|except)\b/i.test(sentence.trim());
}

/**
 * English: a predicate with its subject left on a label or a line before ("Computes a numerical approximation of
 * the nth Fibonacci number.", "Works on the frame as soon as it is received."): it opens on a present verb in the
 * third person. A plural noun opening ("Costs rise …") has its own verb right after; "Works of art" is a noun.
 */
export function opensWithoutSubject(sentence: string, language: string): boolean {
  if (baseLanguage(language) !== 'en') return false;
  const tags = readSentence(sentence).tags;
  const at = openingIndex(tags);
  const verb = tags[at];
  const next = tags[at + 1];
  if (opensOnGoAndDo(tags, at)) return true;
  if (verb?.pos !== 'VERB' || !/^\p{L}+[^s]s$/u.test(verb.text) || verb.lemma === verb.text.toLowerCase()) return false;
  return next !== undefined && next.pos !== 'VERB' && next.pos !== 'AUX' && next.pos !== 'PUNCT' && !/^of$/i.test(next.text);
}

const SPANISH_IMPERATIVE =
  /^(?:(?:siempre|ahora|primero|solo|sólo|simplemente)\s+)?(?:imagina|imagínate|piensa|toma|tómate|fíjate|observa|mira|recuerda|considera|organiza|conceptualiza|supón|nota|calcula|multiplica|suma|añade|agrega|elige|escribe|dibuja|ten\s+en\s+cuenta|date\s+cuenta)(?![\p{L}])/iu;

/**
 * French instructions open on an imperative: the "vous" and "nous" forms ("Prenez …", "Imaginez …", "Voyons …",
 * "Rappelez-vous …") or a common "tu" form ("Imagine …", "Regarde …"), after at most a short adverb ("A présent, …").
 * "Chez", "assez" and "nez" end alike but are no verbs; "Supposons" and "Disons" set up an example, not a claim.
 */
const FRENCH_IMPERATIVE =
  /^(?:(?:à|a)\s+présent,?\s+|maintenant,?\s+|ensuite,?\s+|d['’]abord,?\s+|alors,?\s+|puis,?\s+|donc,?\s+)?(?:(?!(?:chez|assez|nez|rez|avez|êtes|sommes|nous|dont|sons|dons|bons|ons)(?![\p{L}-]))\p{L}{3,}(?:ez|ons)(?:-(?:vous|nous|moi|le|la|les|en|y))?|imagine|pense|regarde|prends|remarque|souviens-toi|rappelle-toi|considère|observe|note|vois)(?![\p{L}])/iu;

/** A French exercise sets its task in the infinitive: "Montrer que la relation … est une relation d’équivalence." */
/** "Trouver une base revient à …" is a claim with an infinitive for subject: only a task verb before "que", or one no claim opens on. */
const FRENCH_EXERCISE = /^(?:(?:montrer|démontrer|vérifier|prouver|justifier|en\s+déduire)\s+qu[e'’]|(?:calculer|déterminer|résoudre)\s)/iu;

/**
 * German instructions: the polite form ("Vergleichen Sie …", "Stellen Sie sich … vor"), "let's" ("Nennen wir …",
 * "Lass uns …": a statement puts its verb second, so a verb first with "wir" proposes), or a common
 * "du"/"ihr" imperative ("Stell dir vor …", "Denk daran …", "Sieh, …").
 */
const GERMAN_IMPERATIVE =
  /^(?:(?:jetzt|nun|also|und|dann|zuerst|zunächst),?\s+)?(?:\p{L}+en\s+(?:Sie|wir)(?![\p{L}])(?!\s+(?:ist|sind|war)\b)|(?:stell(?:e|t)?|sieh|seht|schau(?:e|t)?|denk(?:e|t)?|vergiss|vergesst|nimm|nehmt|betrachte(?:t)?|beachte(?:t)?|merk(?:e|t)?|erinnere|erinnert|lass(?:t)?|überleg(?:e|t)?|versuch(?:e|t)?|probier(?:e|t)?|stell\s+dir|füg(?:e|t)?)(?![\p{L}]))/iu;

/**
 * An instruction to the listener, not a claim: "Take a moment to imagine …", "Organize the activations into a
 * column …", "Always remember to interpret …". "Note that prices rise" and "Notice, …" state what follows.
 */
/**
 * An instruction after an opening clause or a first sentence: "Given how I described a basis, think about why …",
 * "Like we did before, consider a function …", "… lands on V. Think about what's happening here."
 */
const LATER_INSTRUCTION: Record<string, RegExp> = {
  // A listener verb opening a clause is an instruction whatever follows it ("…, imagine choosing three lines",
  // "…, consider any covering"); "picture" and "take" also name things, so they need an instruction's object.
  en: /[,.;:]\s+(?:(?:think|imagine|consider|notice|remember|suppose)\s+(?!in\b)[\p{L}']|(?:picture|take\s+a\s+(?:moment|look|second))\s+(?:about|of|that|why|how|what|a|an|the|this|for|yourself)\b)/iu,
  es: /[,.;:]\s+(?:piensa|imagina|imagínate|considera|fíjate|recuerda|observa|mira|tómate)(?![\p{L}])/iu,
  fr: /(?:[,.;:]|(?<![\p{L}])et)\s+(?:imaginez|imagine|pensez|considérez|remarquez|notez|regardez|rappelez-vous|souvenez-vous|prenez|voyez|supposez|réfléchissez)(?![\p{L}])/iu,
  de: /[,.;:]\s+(?:stell(?:e|t)?\s+(?:dir|euch)|stellen\s+Sie\s+sich|denk(?:e|t)?\s+(?:daran|an)|denken\s+Sie|schau(?:e|t)?|sieh|seht|vergiss|vergesst|beachte|betrachte|bedenke|bedenkt|bedenken\s+Sie)(?![\p{L}])/iu,
};

/**
 * "Go have coffee with someone who knows databases", "Come see what happens": "go"/"come" and a bare verb open an
 * instruction whatever the tagger calls the first word (it reads "Go have" as a noun and an auxiliary); a statement
 * would say "goes", "go to" or "going".
 */
function opensOnGoAndDo(tags: readonly TaggedToken[], at: number): boolean {
  if (!/^(?:go|come)$/i.test(tags[at]?.text ?? '')) return false;
  const verb = tags[at + 1] && /^and$/i.test(tags[at + 1]!.text) ? tags[at + 2] : tags[at + 1];
  return /^(?:VERB|AUX)$/.test(verb?.pos ?? '') && verb!.text.toLowerCase() === verb!.lemma && !/^(?:can|could|will|would|shall|should|may|might|must)$/i.test(verb!.text);
}

/**
 * "Write, compile, and run a simple program.", "Work with variables and create simple classes.", "Use loops to process
 * arrays.": a task or a learning outcome opens on a verb's bare form (the tagger may call it a noun) and no verb in it
 * agrees with a subject. "Run time grows with input size" and "Work is force times distance" have one.
 */
function opensOnBareVerbs(tags: readonly TaggedToken[], at: number): boolean {
  const first = tags[at];
  // "Making up a little terminology, let's call …": a gerund or participle opens no task.
  if (!first || at !== 0 || !/^\p{Lu}\p{Ll}+$/u.test(first.text) || /(?:ing|ed)$/.test(first.text) || tags.filter((t) => t.pos !== 'PUNCT').length < 3) return false;
  // Each later verb is coordinated with the first or an infinitive ("and create", ", compile", "to process"): a verb after a
  // noun has that noun as its subject ("Conflict theorists also look for …"). Checked before the opener is tagged again.
  const untensed = tags.every((t, i) => i === at || t.pos !== 'VERB' || /ing$/i.test(t.text) || (t.text.toLowerCase() === t.lemma && /^(?:to|and|or|,)$/i.test(tags[i - 1]?.text ?? '')))
    && !tags.some((t) => t.pos === 'AUX');
  return untensed && tagEnglish(`to ${first.text.toLowerCase()}`)[1]?.pos === 'VERB';
}

export function isInstruction(sentence: string, language: string): boolean {
  const code = baseLanguage(language) ?? '';
  if (LATER_INSTRUCTION[code]?.test(sentence)) return true;
  if (code === 'es') return SPANISH_IMPERATIVE.test(sentence.trim().replace(/^[¡¿"“]+/u, ''));
  if (code === 'fr') return FRENCH_IMPERATIVE.test(sentence.trim().replace(/^[«"“]+\s*/u, '')) || FRENCH_EXERCISE.test(sentence.trim());
  if (code === 'de') return GERMAN_IMPERATIVE.test(sentence.trim().replace(/^[„"“]+/u, ''));
  if (code !== 'en') return false;
  const tags = readSentence(sentence).tags;
  const at = openingIndex(tags);
  const verb = tags[at];
  const next = tags[at + 1];
  if (opensOnGoAndDo(tags, at) || opensOnBareVerbs(tags, at)) return true;
  if (verb?.pos !== 'VERB' || verb.text.toLowerCase() !== verb.lemma || /ing$/i.test(verb.text)) return false;
  return !(next?.pos === 'PUNCT' || /^that$/i.test(next?.text ?? ''));
}

/**
 * A key point must state something about its topic. "Some linear transformations are simple, like rotations",
 * "Traditionally, dot products are introduced early", "You could have chosen other vectors" and "defined the
 * same way as it is for two" hedge, tell history, or lean on what came before.
 */
const KEY_POINT_HEDGE: Record<string, RegExp> = {
  en: /^(?:some|many|several|few|most|traditionally|typically|usually|often|sometimes|normally|historically|you\s+(?:could|can|might|may|would))\b|\b(?:(?:pretty\s+much|exactly|just)\s+)?the\s+same\s+way\s+as\b/i,
  es: /^(?:algun[oa]s|much[oa]s|vari[oa]s|poc[oa]s|tradicionalmente|normalmente|generalmente|habitualmente|a\s+menudo|a\s+veces|podrías|puedes|podrías\s+haber|podrían)(?![\p{L}])|(?<![\p{L}])de\s+la\s+misma\s+(?:manera|forma)\s+que(?![\p{L}])/iu,
  fr: /^(?:certaine?s|plusieurs|beaucoup|quelques|traditionnellement|habituellement|généralement|normalement|souvent|parfois|vous\s+(?:pourriez|pouvez|auriez))(?![\p{L}])|(?<![\p{L}])de\s+la\s+même\s+(?:manière|façon)\s+que(?![\p{L}])/iu,
  de: /^(?:einige|manche|viele|mehrere|traditionell|normalerweise|üblicherweise|oft|manchmal|Sie\s+könnten|du\s+könntest)(?![\p{L}])|(?<![\p{L}])(?:genauso|auf\s+die\s+gleiche\s+(?:Art|Weise))\s+wie(?![\p{L}])/iu,
};

const KEY_POINT_QUESTION = /^(?:What is the key point about|¿Cuál es la idea clave sobre|Quelle est l'idée clé sur|Was ist der Kernpunkt zu)\s/i;

export function isKeyPointQuestion(question: string): boolean {
  return KEY_POINT_QUESTION.test(question);
}

/** A key-point answer that is a hedge, a piece of history, an instruction, or a comparison with what came before. */
export function isWeakKeyPoint(answer: string, language: string): boolean {
  const code = baseLanguage(language) ?? '';
  return Boolean(KEY_POINT_HEDGE[code]?.test(answer.trim())) || isInstruction(answer, language);
}

/**
 * A cloze made from a hedge or a might-have-been: "Some _____ are simple to think about, like rotations",
 * "You could have chosen different _____" — the blank asks for one example among many, or for a choice not made.
 */
const HEDGED_CLOZE: Record<string, RegExp> = {
  en: /^(?:some|many|several)\s+_____|^you\s+(?:could|might)\s+have\b/i,
  es: /^(?:algun[oa]s|much[oa]s|vari[oa]s)\s+_____|^(?:podrías|pudiste)\s+haber(?![\p{L}])/iu,
  fr: /^(?:certaine?s|plusieurs|quelques)\s+_____|^vous\s+auriez\s+pu(?![\p{L}])/iu,
  de: /^(?:einige|manche|mehrere)\s+_____|^(?:Sie\s+hätten|du\s+hättest)(?![\p{L}])/iu,
};

export function isHedgedCloze(question: string, language: string): boolean {
  return Boolean(HEDGED_CLOZE[baseLanguage(language) ?? '']?.test(question.trim()));
}

/** The clause after a short opening phrase ("After the transformation, that square gets …"): where a deictic subject hides. */
export function afterShortOpener(text: string): string | undefined {
  const comma = text.indexOf(',');
  if (comma < 0) return undefined;
  const opener = text.slice(0, comma).trim().split(/\s+/);
  return opener.length <= 6 ? text.slice(comma + 1).trim() : undefined;
}

/**
 * A subject that needs the previous sentence or the screen: "that square", "they're", "I". Not "it is", "it turns out"
 * (expletives: "In other words, it is difficult to …"), not "you" (generic), not conjunctions, which follow a comma naturally.
 */
const DEICTIC_SUBJECT: Record<string, RegExp> = {
  en: /^(?:this|that|these|those|they|they're|them|we|we're|I|I'm|he|she|it(?!\s+is\b|'s\b|\s+turns\s+out\b))(?![\p{L}'])/iu,
  es: /^(?:esto|esta|este|estos|estas|eso|esa|ese|esos|esas|ellos|ellas|él|ella|nosotros|nosotras|yo)(?![\p{L}])/iu,
  fr: /^(?:(?:ceci|cela|ça|ce|cette|ces|ils|elles|elle|je|nous|il(?!\s+(?:y\s+a|faut|suffit|existe|semble|est\s+(?:possible|facile|difficile|clair|important|utile|naturel)))))(?![\p{L}])|^[cçj]['’]/iu,
};

/** The clause after a short opening phrase opens on a deictic subject ("Together, they're called the _____ …"). */
export function hasDeicticSubjectAfterOpener(text: string, language: string): boolean {
  const subject = DEICTIC_SUBJECT[baseLanguage(language) ?? ''];
  if (!subject) return false;
  const clause = afterShortOpener(text);
  if (clause !== undefined && subject.test(clause)) return true;
  // Said without its comma ("Evidently that's around …", "Instead I have …"), a sentence adverb still opens the clause.
  const adverb = LONE_ADVERB_OPENER[baseLanguage(language) ?? '']?.exec(text.trim());
  return adverb !== null && adverb !== undefined && subject.test(text.trim().slice(adverb[0].length));
}

/** A sentence adverb opening a clause: "evidently", "clearly", "instead"; not a verb that ends alike ("apply", "multiply"). */
const LONE_ADVERB_OPENER: Record<string, RegExp> = {
  en: /^(?!(?:apply|supply|reply|multiply|rely|family|assembly)\s)(?:\p{L}{4,}ly|instead)\s+/iu,
};

/** Nouns whose "this/that" is an idiom, not a pointer ("in this case", "that way"). */
const IDIOM_NOUNS = /^(?:case|cases|way|point|sense|moment|time|context|respect|regard|end|caso|manera|forma|sentido|momento|punto|contexto|vez)$/i;

const POINTER: Record<string, RegExp> = {
  en: /^(?:this|these|those|that)$/i,
  es: /^(?:este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella|aquellos|aquellas)$/i,
};

const CATAPHORIC = /^(?:that|which|who|where|whose|que|donde|cual|cuyo|cuya)$/i;

function stemOf(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '').slice(0, 5);
}

/**
 * "The negative area of that parallelogram", "interpret that first column": a demonstrative before a noun the
 * card never names points at the screen. "The tail of that vector" is fine once "a vector" came before, and
 * "this property that grid lines remain parallel" says what it points at. `context` is what the learner sees
 * before the text (the question, for an answer).
 */
export function pointsAtScreen(text: string, language: string, context = ''): boolean {
  const code = baseLanguage(language) ?? '';
  const pointer = POINTER[code];
  if (!pointer) return false;
  const words = text.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’-]+$/gu, ''));
  const rawWords = text.split(/\s+/);
  const tags = code === 'en' ? readSentence(text).tags : undefined;
  const stops = stopWords(language);
  for (let i = 0; i < words.length; i++) {
    if (!pointer.test(words[i]!)) continue;
    // The noun: English by tags (adjectives skipped), Spanish the next content word.
    let j = i + 1;
    if (tags) {
      const tagOf = (k: number): string => tags.find((t) => t.text === words[k])?.pos ?? 'X';
      while (j < words.length && tagOf(j) === 'ADJ' && /^(?:ADJ|NOUN|PROPN)$/.test(tagOf(j + 1))) j++;
      if (!/^(?:NOUN|PROPN)$/.test(tagOf(j))) continue;
      while (j + 1 < words.length && tagOf(j + 1) === 'NOUN' && !/[,;:.]$/.test(rawWords[j] ?? '')) j++;
      // "that" points only as an object ("of that parallelogram", "interpret that column"); after a noun or at a
      // clause's start it is a relative or a conjunction ("the set that lands", "shows that prices rise").
      // After a verb it points only when its noun phrase ends there ("interpret that column, …").
      if (/^that$/i.test(words[i]!)) {
        const endsThere = /[,;:.]$/.test(rawWords[j] ?? '') || j + 1 >= words.length || tagOf(j + 1) === 'ADP';
        if (tagOf(i - 1) !== 'ADP' && !(/^(?:VERB|AUX)$/.test(tagOf(i - 1)) && endsThere)) continue;
      }
    } else if (!words[j] || stops.has(words[j]!.toLowerCase())) continue;
    const noun = words[j]!;
    if (IDIOM_NOUNS.test(noun) || (CATAPHORIC.test(words[j + 1] ?? '') && !/[,;:.]$/.test(rawWords[j] ?? ''))) continue;
    const before = `${context} ${words.slice(0, i).join(' ')}`;
    const named = before.split(/\s+/).some((w) => w.length > 2 && stemOf(w) === stemOf(noun));
    if (!named) return true;
  }
  return false;
}
