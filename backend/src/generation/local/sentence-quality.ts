import { countWords } from '../text/tokens.js';

/**
 * Checks that decide whether a source sentence can be shown on its own (summary, key idea,
 * flashcard answer) without reading as a fragment or depending on its neighbours.
 */

export const MIN_DISPLAY_WORDS = 6;
export const MAX_DISPLAY_WORDS = 55;

/** Signs of mathematics a PDF sets in its own fonts; each reader adds the ones it also counts (a character class's body). */
export const MATH_SIGNS = '=<>≤≥→←⇒⇔∈∉⊂⊆∪∩∑∏∫√±−∞^~';

const STARTS_WELL = /^[\p{Lu}\p{N}]/u;
const ENDS_WELL = /[.!?]["'”’)\]]*$/;

/** Starts with a capital or digit, ends with terminal punctuation, has balanced brackets and quotes. */
export function isCompleteSentence(text: string): boolean {
  if (!STARTS_WELL.test(text) || !ENDS_WELL.test(text)) return false;
  if (/:["'”’)\]]*$/.test(text)) return false;
  return isBalanced(text);
}

export function isBalanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    if (depth < 0) return false;
  }
  if (depth !== 0) return false;
  const open = (text.match(/“/g) ?? []).length;
  const close = (text.match(/”/g) ?? []).length;
  if (open !== close) return false;
  return (text.match(/"/g) ?? []).length % 2 === 0;
}

/** Mostly words, not a formula or a row of numbers ("Total explicit costs: $85,000"). */
export function isProse(text: string): boolean {
  if (/[=×÷]|\s[+]\s/.test(text)) return false;
  const tokens = text.split(/\s+/).filter(Boolean);
  const wordy = tokens.filter((t) => /^[("“‘]?\p{L}[\p{L}'’-]*[,.;:!?)"”’]*$/u.test(t)).length;
  return wordy / Math.max(1, tokens.length) >= 0.75;
}

/** Pronoun or demonstrative opening that needs the previous sentence to make sense. */
const ANAPHORIC_START =
  /^(?:this|these|those|that|it|its|they|their|them|he|she|his|her|such|there|here|both|neither|either|the latter|the former|the same|another|other|others|then|so|but|and|or|nor|yet|also|instead|thus|hence|therefore|consequently|as a result|in this case|in that case|in turn|in other words|on the other hand|otherwise|meanwhile|similarly|likewise|again|later|now|conversely|nonetheless|nevertheless|accordingly|for this reason|in this way|in the same way|by doing so|in doing so|doing so|having done so|as such|even so|in response|at that point|at this point)\b/i;
const EXAMPLE_START =
  /^(?:for example|for instance|e\.g\.|consider|imagine|suppose|say|let['’]s|let us|think about|to illustrate|as an example|take|picture|recall)\b/i;
/** Instructions to the reader ("Calculate the bond's price …") belong to exercises. */
const IMPERATIVE_START =
  /^(?:calculate|compute|determine|find|use|assume|note|remember|look|try|fill|draw|plot|list|explain|describe|identify|answer|complete|compare|read|write|check|go|click|visit|see|start|begin|add|subtract|multiply|divide)\b/i;
/** A demonstrative early on ("Because these resources …") points back to the previous sentence. */
const EARLY_DEMONSTRATIVE = /^(?:[\p{L}'’]+,?\s+){0,2}(?:these|this|those|such)\s/iu;
const READER_ADDRESS = /\b(?:you|your|yours|yourself|we|our|ours|us|i|me|my)\b/i;

/**
 * The same three habits of prose in the other languages a lecture may be in: an opening that leans on the
 * sentence before, an example or instruction ("Digamos que…", "Imaginez…", "Stell dir vor…"), the speaker
 * and the listener. Words are whole words in any script (\b is ASCII-only).
 */
const opening = (words: string) => new RegExp(`^(?:${words})(?![\\p{L}'’])`, 'iu');
const anywhere = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'iu');
const OTHER_LANGUAGES: Record<string, { anaphoric: RegExp; example: RegExp; reader: RegExp }> = {
  es: {
    anaphoric: opening('esto|esta|este|estos|estas|eso|esa|ese|esos|esas|ello|así|entonces|pero|y|o|también|además|sin embargo|por lo tanto|por eso|de hecho|luego|ahora|aquí|allí|en otras palabras|por otro lado|del mismo modo'),
    example: opening('por ejemplo|digamos|supongamos|imagina|imagínate|imaginemos|considera|consideremos|piensa|pensemos|tómate|mira|observa|fíjate|recuerda|veamos|vamos a|intenta|calcula|dibuja|así que'),
    reader: anywhere('tú|tu|tus|te|ti|usted|ustedes|nosotros|nosotras|nuestro|nuestra|nuestros|nuestras|yo|mi|mis|me|puedes|quieres|tienes|verás'),
  },
  fr: {
    anaphoric: opening('ceci|cela|ça|ce|cet|cette|ces|il|elle|ils|elles|alors|mais|et|ou|donc|ainsi|aussi|cependant|pourtant|en fait|puis|maintenant|ici|autrement dit|par contre|de même'),
    example: opening('par exemple|disons|supposons|imaginez|imaginons|considérez|considérons|pensez|regardez|prenons|prenez|rappelez-vous|voyons|essayez|calculez'),
    reader: anywhere('vous|votre|vos|nous|notre|nos|je|j|me|moi|mon|ma|mes|tu|te|toi|ton|ta|tes'),
  },
  de: {
    anaphoric: opening('dies|diese|dieser|dieses|diesen|diesem|dann|aber|und|oder|also|auch|jedoch|trotzdem|daher|deshalb|außerdem|jetzt|hier|dort|mit anderen worten|andererseits|ebenso'),
    example: opening('zum beispiel|beispielsweise|nehmen wir|angenommen|stell dir|stellen sie sich|stellen wir uns|betrachten wir|betrachte|denk|denken sie|schau|schauen sie|schauen wir|erinnern sie sich|erinnere dich|versuchen sie|berechne|berechnen sie'),
    reader: anywhere('du|dich|dir|dein|deine|ihr|euch|euer|wir|uns|unser|unsere|ich|mich|mir|mein|meine'),
  },
};

const otherLanguage = (language: string) => (language === 'en' ? undefined : OTHER_LANGUAGES[language.toLowerCase().slice(0, 2)]);

export function startsWithAnaphora(text: string, language = 'en'): boolean {
  const t = text.trim();
  const other = otherLanguage(language);
  if (other) return other.anaphoric.test(t);
  return ANAPHORIC_START.test(t) || EARLY_DEMONSTRATIVE.test(t);
}

/** "Spending on national defense is a good example of a public good." */
const EXAMPLE_CLAIM = /\b(?:is|are|was|were)\s+(?:a|an|one|another|two|several|some)?\s*(?:good|classic|prime|typical|common|clear|famous|simple|obvious|further)?\s*examples?\s+of\b/i;

export function isExampleOrExercise(text: string, language = 'en'): boolean {
  const t = text.trim();
  const other = otherLanguage(language);
  if (other) return other.example.test(t);
  return EXAMPLE_START.test(t) || IMPERATIVE_START.test(t) || EXAMPLE_CLAIM.test(t) || /\bstep \d+\b/i.test(t);
}

export function addressesReader(text: string, language = 'en'): boolean {
  const other = otherLanguage(language);
  return other ? other.reader.test(text) : READER_ADDRESS.test(text);
}

/** A sentence we are willing to show as-is. */
export function isDisplayable(text: string, wordCount = countWords(text)): boolean {
  const words = wordCount;
  return (
    words >= MIN_DISPLAY_WORDS &&
    words <= MAX_DISPLAY_WORDS &&
    isCompleteSentence(text) &&
    isProse(text) &&
    !/[?!]["'”’)\]]*$/.test(text)
  );
}

/** Connectives that can be dropped from a stand-alone key idea without changing its claim. */
const DROPPABLE_OPENER =
  /^(?:however|moreover|furthermore|in addition|additionally|indeed|of course|in fact|in general|generally|overall|ultimately|importantly|finally|first|second|third|fourth|fifth|first of all|to begin with|specifically|in short|in sum|in summary|to sum up|in particular|at the same time|at its core|put simply|simply put|in practice),\s+/i;

export function withoutLeadingConnective(text: string): string {
  const stripped = text.replace(DROPPABLE_OPENER, '');
  if (stripped === text) return text;
  return `${stripped.charAt(0).toUpperCase()}${stripped.slice(1)}`;
}

/**
 * Notes open a line on its label ("Lexical analyzer: The lexical analyzer gathers …", "Generation: Given …"): a card
 * reads the sentence after it, which names its subject itself.
 */
// A label that spells out an abbreviation ("Intermediate code generator (ICG): The ICG …") stays: the sentence needs it.
// "CSMA/CD: CSMA/CD is the protocol …": a label and a subject may be acronyms.
const LINE_LABEL = /^\p{Lu}[\p{L}\p{N} '’/-]{1,40}:\s+(?=(?:\p{Lu}\p{Ll}+|\p{Lu}{2,}[\p{Lu}\p{N}/-]*)\s(?:\S+\s){4})/u;

export function withoutLineLabel(text: string): string {
  return text.replace(LINE_LABEL, '');
}

/**
 * Speech opens sentences with discourse markers that carry no claim ("So, the span is …", "And the
 * dot product is …", "Entonces, el vector …"). Dropped, the sentence stands on its own; what follows
 * must still pass the pronoun and fragment gates.
 */
const SPOKEN_OPENER: Record<string, RegExp> = {
  // Markers followed by a comma, or a conjunction that cannot open a phrase of its own ("Now that …", "So that …"
  // stay whole; "And that maximum distance …" loses its "And"). Captions often drop the comma: "Well the graph …" ("Now
  // the …" without a comma is mostly the next step of a computation or the talk: "Now the tactic that I'm going to …").
  // "There is no doubt that …" and "Abstractly you'd write this as the …" frame the claim that follows; what follows
  // still passes the pronoun and fragment gates.
  en: /^(?:(?:(?:so|and|now|well|okay|ok|alright|right|remember|again|but|also|basically|essentially|in other words|in general|more generally|in particular|in fact|of course|actually|likewise|similarly|for one thing|first things first|long story short|in short|to be honest|interestingly|importantly|in contrast|instead|by the way|all right|keep in mind|as a (?:quick )?reminder|as a side note|(?:just )?to be clear|that said),\s*)|so\s+(?!that\b|on\b|far\b|much\b)|(?:and|but)\s+(?!on\b|far\b|much\b)|well\s+(?=the\s)|there\s+is\s+no\s+doubt\s+that\s+|(?:(?:abstractly|symbolically|formally|in\s+general),?\s+)?you(?:'d|’d|\s+would|\s+could|\s+might|\s+can)\s+write\s+(?:this|that|it)\s+as\s+(?=the\s))+/i,
  es: /^(?:(?:(?:entonces|y|ahora|bueno|pues|recuerda|recuerde|recuerden|de nuevo|otra vez|en otras palabras|en general|en particular|de hecho|por supuesto|básicamente|también|en pocas palabras|para ser honesto|curiosamente|en cambio),\s*)|(?:y|pero|entonces|así que)\s+)+/iu,
  fr: /^(?:(?:(?:donc|et|alors|bon|bien|maintenant|en fait|en général|en particulier|autrement dit),\s*)|(?:et|mais|donc)\s+)+/iu,
  de: /^(?:(?:(?:also|und|nun|gut|jetzt|tatsächlich|im allgemeinen|mit anderen worten),\s*)|(?:und|aber)\s+)+/iu,
};

export function withoutSpokenOpener(text: string, language: string): string {
  const pattern = SPOKEN_OPENER[language.slice(0, 2).toLowerCase()];
  if (!pattern) return text;
  const stripped = text.replace(pattern, '');
  if (stripped === text || stripped.length === 0) return text;
  return `${stripped.charAt(0).toUpperCase()}${stripped.slice(1)}`;
}
