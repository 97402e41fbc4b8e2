import type { Flashcard } from '../generation.types.js';
import { baseLanguage } from '../text/language.js';
import { tagEnglish } from '../text/nlp.js';
import { answersWithExampleValue, readsMeasuredValue, statesExampleValue } from './example-values.js';
import { isOnlyScreenPlace } from './screen-places.js';
import { appliesToWorkedNumber, isPowerBlank, setsSymbolValue } from './spoken-value-cards.js';
import { unfitTalkLineEsFrDe } from './talk-note-lines-es-fr-de.js';
import { leansOnUnsaidObject, statesUnsaidObject } from './unsaid-objects.js';

/**
 * Cards a speaker's caption gives that a student cannot learn from on their own (run on captions only: a book's
 * sentences are judged by the written gates, and "in our example" or "on the left" there point at a printed figure
 * the reader still has). A talk leans on what it shows and on the example it is working through; a sentence that does
 * so is true of that moment of the video, not of the subject:
 *  - the picture: "the image on the right", "up here", "here's what the distribution looks like", "the second column
 *    tells us", "the sine function you see here" name what only the screen shows;
 *  - the speaker at work: "the way I'm displaying this", "the plot I've been graphing", "what I'll do is draw",
 *    "I agree that deserves a better explanation": the speaker's own actions and opinions;
 *  - the talk's plan: "our actual goal today", "next time we're going to talk about", "the second question requires
 *    understanding …", "let's start with", "what follows is meant to be …";
 *  - a guess said aloud: "Maybe you go and try to add …", "Maybe the blue die has …" (but "Maybe what it means … is"
 *    introduces a real definition);
 *  - the example at hand: "In our example, the specificity is about 91%", "our little vector gets reflected", and a
 *    value read off it: "the average score works out to be about 4.124", "the proportion … is 0.37";
 *  - the audience's memory: "some of you may remember …";
 * and blanks that are no concept to recall: a symbol read aloud ("theta", "delta theta"), a place on the picture ("On
 * the _____, the product rule …" → "left side"), a person's full name ("like
 * _____" → "Michael Jordan"), a vague quantity or order with a generic head ("basic idea", "technical detail", "final
 * result"), a verb ("computing that determinant", "light slowing down"). A concept card whose answer is a value of the
 * example ("The cube root of 8 is 2.", "… is 5 beats per second.") or that says nothing ("… is a two-dimensional
 * thing.", "… is a bit more subtle.") is refused too, and so is a blank after a pronoun object that stands for what was
 * said before ("The double arrow converts it to a _____", `unsaid-objects.ts`).
 */
export type CaptionCardRejection = 'on-screen' | 'talk' | 'example-at-hand' | 'not-a-concept' | 'says-nothing' | 'unsaid-object' | 'fragment';

type PerLanguage = Record<string, RegExp>;

const STATEMENT_QUESTION = /^(?:What is the key point about|Explain why)\s/;

function code(language: string): string {
  return baseLanguage(language) ?? '';
}

/**
 * What only the screen shows. "On the left" is the screen's when a picture is placed there ("the image on the left",
 * "shown on the right"); of a thing it is often a relation ("the variables on the left", "the matrix on the left"), and
 * Spanish "a la izquierda" is as often one ("multiplicando a la izquierda"), so only "en (la) pantalla" and "aquí
 * arriba/abajo" count there. "On the screen" is not among the English: it is as often the computer's ("renders text on
 * the screen").
 */
const ON_SCREEN: PerLanguage = {
  en: new RegExp(
    [
      String.raw`\b(?:image|picture|diagram|graph|plot|simulation|animation|panel|figure|region|loop|path|curve|shape|dot|point|shown|drawn|displayed|pictured)\s+on\s+the\s+(?:left|right)\b`,
      String.raw`\b(?:up|down|over|right)\s+here\b`,
      // "this little angle here", "this point here on the circle", "this path here": a thing pointed at on the picture.
      String.raw`\b(?:this|that|these|those)\s+(?!(?:the|a|an)\s)(?:[\w-]+\s+){1,2}here\b`,
      // "right now", "at the moment,": the instant of the video ("Specifically, at the moment, there's 1.44 bits …").
      String.raw`\bright\s+now\b|\bat\s+the\s+moment\s*,`,
      // "On this smaller right triangle, …", "Focusing just on this array of outputs, …": a place in the picture opens
      // the sentence.
      String.raw`^(?:on|along|across|inside|within)\s+(?:this|these|those)\s|^(?:focusing|looking)\s+(?:just\s+|only\s+)?(?:on|at)\s+(?:this|these|those)\s`,
      // "Notice how the waves here …", "for you to notice is that near the origin …", "Look, for most tiny loops …": the
      // viewer's eye sent to the picture ("Notice, if we count the vertices …", "you might notice that the efficiency
      // … gets better" state a rule).
      String.raw`\bnotice,?\s+(?:how|what|with|for\s+example)\b|\b(?:for\s+you|thing)\s+to\s+notice\b|^look,`,
      // "this one is the adjacent side", "Over in the usual formula, …": pointing at one thing among those shown ("this
      // one comes up all the time" takes up what was said).
      String.raw`\bthis\s+one\s+is\s+(?:the|a|an)\b|\bover\s+(?:in|on)\s+(?:the|this|that)\b`,
      String.raw`\bhere['’]s\s+(?:what|how)\b`,
      String.raw`\b(?:shown|drawn|pictured|displayed|highlighted)\s+(?:here|above|below)\b`,
      String.raw`\b(?:you|we)\s+see\s+here\b`,
      String.raw`\blooks?\s+like\s+this\s*(?:[.,;]|$)`,
      String.raw`\bsomething\s+like\s+this\s*[.,;]`,
      String.raw`\byou(?:['’]re|\s+are)\s+(?:looking\s+at|seeing)\b`,
      String.raw`\bwe(?:['’]re|\s+are)\s+looking\s+at\s+now\b`,
      // "the second column tells us …", "any other column": a table or matrix on the screen ("the first column of a
      // matrix" says of what).
      String.raw`\b(?:the|any)\s+(?:first|second|third|next|last|other)\s+(?:column|row)\b(?!\s+of\s+(?:a|an|the|any|every)\b)`,
    ].join('|'),
    'i',
  ),
  es: /(?<![\p{L}])(?:en\s+(?:la\s+)?pantalla|aquí\s+(?:arriba|abajo)|lo\s+que\s+(?:ves|vemos|estás\s+viendo)\s+aquí)(?![\p{L}])/iu,
};

/**
 * A sentence that names what is shown still teaches the name: "What we've drawn here is called a phase diagram", "this
 * function is often called the rectified linear unit … here's what the graph looks like" (captions without punctuation
 * run the next sentence on).
 */
const NAMING: PerLanguage = {
  en: /\b(?:is|are)\s+(?:(?:also|often|usually|sometimes|commonly|typically)\s+)?called\b|\bwe['’]d\s+say\b|\bknown\s+as\b|\bwe\s+call\b/i,
  es: /(?<![\p{L}])(?:se\s+llama|llamamos|se\s+conoce\s+como|diríamos)(?![\p{L}])/iu,
};

/**
 * The speaker at work on the screen or giving an opinion: "I" with the verbs of drawing, highlighting, choosing and doing, or of
 * agreeing and wanting. The speaker naming a symbol ("which I'll label wq", "what I call …") still states the
 * lecture's notation, and the gates of card-gates.ts already refuse "I think/say/mention …".
 */
const SPEAKER_AT_WORK =
  /(?<![\p{L}'’-])I(?:['’](?:m|ve|d|ll)|\s+(?:am|will|would|have|had|just|also|actually|might|could|should|shouldn['’]t|didn['’]t|don['’]t))*(?:\s+(?:been|very\s+much|not))*\s+(?:drawing|draw|drew|displaying|graphing|plotting|highlight|highlighted|highlighting|shade|shaded|zoom|zoomed|colou?r|colou?red|assigning|presented|doing|do|did|chose|got|get|see|agree|enjoy|wanted|want|mention|mentioned|flip|smooth|curious|had\s+to)(?![\p{L}])/u;

/**
 * The talk's plan and structure. English only: "today" with the talk's goal or people ("our goal today", "Today, you
 * and I …"; not "what we today call …"), "next time", the lesson before, the talk's numbered questions, "let's start
 * with", "what follows", "finish things off", a topic "is going to be".
 */
const TALK_PLAN: PerLanguage = {
  en: new RegExp(
    [
      String.raw`\b(?:goal|topic|plan|aim|question|puzzle|problem)\s+today\b|\bfor\s+today\b(?!['’])`,
      String.raw`^today,?\s+(?:we|you\s+and\s+I|I|let['’]s)\b`,
      String.raw`\bnext\s+time\b`,
      // "In a moment we'll talk about how …": what the talk will come to, not what it says.
      String.raw`\bin\s+a\s+(?:moment|bit|minute|second),?\s+(?:we|I)(?:['’]ll|\s+will)\b|\b(?:we|I)(?:['’]ll|\s+will)\s+talk\s+about\b`,
      String.raw`\b(?:back\s+in|at\s+the\s+end\s+of)\s+the\s+(?:last|previous)\s+(?:lesson|video|lecture)\b`,
      String.raw`\bthe\s+(?:first|second|third|fourth|last|next|other)\s+question\s+(?:requires|comes\s+down\s+to|is\s+(?:to|about|why|how))\b`,
      // "so let's just select the pivot …", "Lastly, let's talk about …": the speaker's next step, wherever it stands in the
      // sentence ("let's call this sum the focal sum" names a term).
      String.raw`\blet['’]s\s+(?!(?:just\s+)?call\b)`,
      // "The way we're doing this is we're going to create a trigger", "what we're going to analyze is …": the same next
      // step said as a plan ("we're going to be able to …" says what will follow from it; "I'm going to call/give the
      // name …" names a term).
      // A plan after a noun and its article is a reduced relative, not the talk's plan: "The special fact we're going to use,
      // known as the Borsuk-Ulam theorem, is …".
      String.raw`(?<!\b(?:the|a|an)\s+(?:[a-z-]+\s+){0,2})\b(?:we['’]re|we\s+are|I['’]m|I\s+am)\s+(?:(?:now|just|first|then|also)\s+)?going\s+to\s+(?!be\b|call\b|name\b|give\s+(?:\S+\s+)?the\s+name\b)[a-z]`,
      String.raw`\b(?:before|once|when)\s+we\s+get\s+back\s+to\b`,
      String.raw`\bthinking\s+back\s+to\s+the\s+question\b`,
      // "Our question had us imagine a tower which is 100 meters tall": the puzzle's setup, not the subject.
      String.raw`\b(?:had|has|have|asks?|asked)\s+(?:us|you)\s+(?:to\s+)?(?:imagine|picture|consider|suppose)\b`,
      String.raw`\bwhatever\s+explanation\s+we\b`,
      String.raw`\bwhat\s+follows\s+is\b`,
      // "Imagine that the input includes the phrase …", "Have the y-coordinate represent …", "Forget that you know …":
      // the listener set to work on the example (card-gates.ts lets "Note that …" state a fact).
      String.raw`^(?:imagine|suppose|pretend|forget|have)\s+(?:that|the|you|we)\b`,
      // "Still, you might wonder why …": a question the talk is about to answer, not its answer.
      String.raw`\byou\s+(?:might|may|could)\s+(?:wonder|ask)\b`,
      String.raw`\bfinish\s+(?:things\s+)?off\b`,
      String.raw`\b(?:topic|example|question|goal|plan|focus)\b[^,.]{0,20}\b(?:is|was)\s+going\s+to\s+be\b`,
      String.raw`\b(?:goal|aim|point|purpose)\s+(?:with|of|for)\s+this\s+(?:chapter|video|lesson|lecture|section)\b`,
      // "My goal here is to teach you about something called a …", "The next step for you and me is to dig into …": the
      // talk's aim and its next step, said in the speaker's person.
      String.raw`^my\s+(?:goal|aim|plan|hope)\s+(?:here|today|in\s+this)\b|\bnext\s+step\s+for\s+(?:you\s+and\s+(?:me|I)|us)\b`,
      // "Many of my favorite entries were …", "Next in my randomly sorted list of featured …": the speaker's picks in a
      // review of entries ("My favorite way to think about …" may still state a view of the subject).
      String.raw`\b(?:many|some|most|a\s+few|several)\s+of\s+my\s+favou?rite\b|^next\s+(?:up\b|in\s+(?:my|our|the)\s+(?:[a-z]+\s+){0,3}list\b)`,
    ].join('|'),
    'i',
  ),
};

/**
 * A guess said aloud: "Maybe you go and try …", "Surely the population has nothing to do with …", "Quizás lo que haces
 * es …"; not "Maybe what it means … is …", which introduces a definition.
 */
const GUESS_OPENER: PerLanguage = {
  en: /^(?:maybe|perhaps|surely)\b(?!\s+what\b)/i,
  es: /^(?:quizás|quizá|tal\s+vez|a\s+lo\s+mejor)(?![\p{L}])(?!\s+lo\s+que\s+significa)/iu,
};

/**
 * "In our example", "Over in this example", "our little vector", "in all three cases": the example (or the few
 * examples) the talk is working through.
 */
const EXAMPLE_AT_HAND: PerLanguage = {
  en: /\b(?:in|over\s+in)\s+(?:our|this|that|the)\s+(?:[\p{L}-]+\s+)?example\b|\bour\s+(?:little|tiny)\b|\bin\s+all\s+(?:of\s+)?(?:these|those|two|three|four|five)\s+cases\b/iu,
  es: /(?<![\p{L}])en\s+(?:nuestro|este|ese|el)\s+(?:\p{L}+\s+)?ejemplo(?![\p{L}])/iu,
};

/**
 * "At early times, the velocity is very small.", "After several years, the tower starts to lean.", "At some point, the graphs
 * actually cross each other.": a stage of the worked example or story, told without naming it; the state is true of
 * that run of the example, not of the subject. "At the end of the day, …" and "At first glance, …" are idioms and stay;
 * "Initially, each vector only encodes the meaning of a single word" and "After some tiny time step, everything scales
 * down …" state how a process runs, so a first step or a time step is no stage of a story.
 */
const WORKED_STAGE: PerLanguage = {
  en: /^(?:(?:so|and|now|but),?\s+)?(?:at\s+(?:very\s+)?(?:early|late|later|small|large)\s+times|at\s+some\s+point|at\s+the\s+(?:very\s+)?(?:beginning|start|outset)|at\s+first(?!\s+(?:glance|sight))|early\s+on|later\s+on|after\s+(?:a|an|one|two|three|several|some|a\s+few|many)\s+(?:[\p{L}-]+\s+){0,3}?(?:years?|days?|weeks?|months?|seconds?|minutes?|hours?|iterations?|rounds?|while))\b/iu,
};

/**
 * "Same deal if I highlight …", "Likewise, the same idea can give us the x-coordinate", "The same logic …": the sentence
 * says what it does by pointing at the case just shown; what "same" repeats is said only before. "The original objects",
 * "the original ones": what the example started with, named only before ("the original signal" names a thing).
 */
const LEANS_ON_CASE_BEFORE: PerLanguage = {
  en: /^(?:(?:likewise|similarly),?\s+)?(?:the\s+)?same\s+(?:deal|idea|thing|story|logic|trick|reasoning|argument|goes)\b|\bthe\s+original\s+(?:objects?|things?|ones?|stuff|pieces)\b/i,
};

/** "Some of you may remember …", "In case you haven't seen it before, …": the audience's memory, not the subject. */
const AUDIENCE_MEMORY: PerLanguage = {
  en: /\b(?:some|many|most|those|all)\s+of\s+you\b.{0,40}\b(?:remember|recognize|recall)|\b(?:if|in\s+case)\s+you\s+haven['’]t\s+(?:seen|heard)\b/i,
};

/** Greek letters read aloud, and the marks a symbol takes ("theta dot", "delta theta"): a symbol, not a concept. */
const GREEK_LETTERS = new Set('alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi rho sigma tau phi chi psi omega'.split(' '));
const SYMBOL_MARKS = new Set('dot double hat prime naught nought bar sub'.split(' '));

/**
 * "The mass ratio of our blocks completely determines this angle theta …", "the sine of this angle, theta prime, …": the
 * example's own object, pointed at and given its letter on the screen ("we see that sine of theta …" is a clause, not a
 * pointer: no "of" between the pointer and the letter).
 */
const POINTED_SYMBOL = new RegExp(
  String.raw`\b(?:this|that|these|those|our)\s+(?!of\b)[a-z-]+(?:\s+(?!of\b)[a-z-]+)?,?\s+(?:${[...GREEK_LETTERS].join('|')})\b`,
  'i',
);

/**
 * A blank that is a symbol of the worked example read aloud: a letter with its marks or its noun ("delta theta",
 * "theta double dot", "angle theta"), a letter as the argument ("sine of _____" → "theta") or compared with a value
 * ("_____ is bigger than 90°"). A letter that names a convention stands alone or with another letter ("true for any
 * _____, no matter how small" → "epsilon", "que hoy llamamos _____" → "tau", "la definición épsilon delta").
 */
export function isSymbolName(question: string, blank: string, language: string): boolean {
  // Spanish puts the letter after its noun in conventional names too ("una distancia épsilon").
  if (code(language) !== 'en') return false;
  // Spelled with or without accents ("épsilon").
  const words = blank.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/\s+/).filter(Boolean);
  const greek = (w: string | undefined): boolean => w !== undefined && GREEK_LETTERS.has(w);
  if (!words.some(greek)) return false;
  if (words.length > 1) {
    // "angle theta" (a noun, then its letter), "delta theta" (a change of the letter), "theta double dot" (marks);
    // "épsilon delta" (two letters naming a definition) is a convention.
    return (!greek(words[0]) && greek(words.at(-1))) || (words[0] === 'delta' && greek(words[1])) || words.some((w) => SYMBOL_MARKS.has(w));
  }
  const at = question.indexOf('_____');
  return /\bof\s+$/i.test(question.slice(0, at)) || /^\s+(?:is|are|was)\s+(?:bigger|smaller|greater|less|larger|equal)\b/i.test(question.slice(at + 5));
}

/**
 * A blank that is a side of the picture ("left side", "bottom right", "la parte de arriba"): made of place words, one of
 * them a side ("screen" alone is the computer's: "renders text on the _____").
 */
const SIDES = /(?<![\p{L}])(?:left|right|top|bottom|upper|lower|izquierda|derecha|arriba|abajo|superior|inferior)(?![\p{L}])/iu;

export function isPlaceOnPicture(blank: string, language: string): boolean {
  return SIDES.test(blank) && isOnlyScreenPlace(blank, language);
}

/**
 * A person's or a firm's full name ("like _____" → "Michael Jordan", "_____ is a quantitative trading firm" → "Jane
 * Street"): two capitalised words or more with no article before them. A kind takes an article ("it's called a
 * Voronoi Diagram").
 */
const ARTICLES: PerLanguage = { en: /^(?:a|an|the)$/i, es: /^(?:un|una|el|la|los|las|del|al)$/i };

export function isFullName(question: string, blank: string, language: string): boolean {
  // German and French capitalise or article nouns their own way; English and Spanish names read alike.
  const article = ARTICLES[code(language)];
  const words = blank.trim().split(/\s+/);
  if (!article || words.length < 2 || !words.every((w) => /^\p{Lu}\p{Ll}[\p{Ll}'’-]*$/u.test(w))) return false;
  const before = question.slice(0, question.indexOf('_____')).trim().split(/\s+/).at(-1) ?? '';
  return !article.test(before);
}

/**
 * A quantity, an order or a judgement before a generic head ("basic idea", "technical detail", "final result",
 * "right answer", "fair bit"), and the mental nouns "understanding" and "conclusion": nothing a student recalls.
 */
const VAGUE_MODIFIERS = new Set('basic technical final right fair starting small smaller main'.split(' '));
const GENERIC_HEADS = new Set('idea ideas detail details result results count answer answers bit amount point points thing things number step steps part parts'.split(' '));
const MENTAL_NOUNS = new Set(['understanding', 'conclusion']);

export function isVagueBlank(blank: string, language: string): boolean {
  if (code(language) !== 'en') return false;
  const words = blank.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 1) return MENTAL_NOUNS.has(words[0]!);
  return words.length === 2 && VAGUE_MODIFIERS.has(words[0]!) && GENERIC_HEADS.has(words[1]!);
}

/**
 * A verb in the blank (English): an "-ing" word that takes an object or a particle ("computing that determinant",
 * "requires understanding why", "light slowing down"), or ends a progressive ("we're going to be _____,"). The tagger
 * reads such gerunds as nouns, so the words around the blank decide.
 */
export function isVerbBlank(question: string, blank: string, language: string): boolean {
  if (code(language) !== 'en' || !/^\p{L}+ing$/iu.test(blank.trim())) return false;
  const at = question.indexOf('_____');
  const after = question.slice(at + 5);
  const before = question.slice(0, at);
  if (/^\s+(?:the|that|this|these|those|a|an|its|their|why|how|what|whether|down|up|out|off|away|back)\b/i.test(after)) return true;
  return /\b(?:be|been|being)\s+$/i.test(before) && /^\s*[,.;]/.test(after);
}

/**
 * An answer that ends on a bare "thing" ("is a two-dimensional thing", "measuring two things simultaneously") or on a
 * judgement ("a bit more subtle"): it says there is something to know, not what ("a correspondence between two types
 * of mathematical thing" says what). A cloze sentence is held to the judgement only ("doing their own thing" says
 * something).
 */
const SAYS_NOTHING: PerLanguage = {
  en: /(?:\b(?:is|are)\s+(?:a|an)\s+(?:[\p{L}-]+\s+)?thing|\b(?:two|three|several|many|a\s+few)\s+things(?:\s+\p{L}+ly)?|\b(?:a\s+(?:bit|little)\s+)?(?:more\s+)?(?:subtle|tricky|complicated|nuanced))\s*[.!]?$/iu,
};
const JUDGED_ONLY: PerLanguage = {
  en: /\b(?:is|are|['’]s)\s+(?:something\s+)?(?:a\s+(?:bit|little)\s+)?(?:more\s+)?(?:subtle|tricky|complicated|nuanced)\s*[.!]?$/iu,
};

/**
 * "Speaking more generally, it'll be the inverse tangent of …", "Phrased differently, it's the parity of these two
 * bits": after a short opening phrase, "it" is the value just worked out (the written gates let "it's" pass as the
 * expletive of "it's difficult to …"; followed by an article it names a thing). An opening clause with its own verb
 * ("An ellipse is not just one curve, it's a family …") says what "it" is.
 */
const PRONOUN_VALUE = /^(?![^,]*\b(?:is|are|was|were|isn['’]t|aren['’]t)\b)[^,]{1,40},\s*it(?:['’](?:ll|d)\b|['’]s\s+(?:the|a|an|just)\b|\s+will\s+be\b)/i;

/** Why a caption sentence is bound to its moment of the talk (screen, speaker, plan, example at hand), or null: what a card or a line of notes must not quote. */
export function talkBound(sentence: string, language: string): CaptionCardRejection | null {
  const lang = code(language);
  if (lang === 'en' && PRONOUN_VALUE.test(sentence.trim())) return 'example-at-hand';
  if (ON_SCREEN[lang]?.test(sentence) && !NAMING[lang]?.test(sentence)) return 'on-screen';
  if (lang === 'en' && SPEAKER_AT_WORK.test(sentence)) return 'talk';
  if (TALK_PLAN[lang]?.test(sentence) || GUESS_OPENER[lang]?.test(sentence.trim()) || AUDIENCE_MEMORY[lang]?.test(sentence)) return 'talk';
  if (EXAMPLE_AT_HAND[lang]?.test(sentence) || LEANS_ON_CASE_BEFORE[lang]?.test(sentence.trim())) return 'example-at-hand';
  if (WORKED_STAGE[lang]?.test(sentence.trim()) || (lang === 'en' && POINTED_SYMBOL.test(sentence))) return 'example-at-hand';
  if (readsMeasuredValue(sentence, language)) return 'example-at-hand';
  return JUDGED_ONLY[lang]?.test(sentence.trim()) ? 'says-nothing' : null;
}

/**
 * "In general the _____ here looks like a bunch of concentric rings": the blank is the thing on the screen, asked by
 * its look. Narrower than "the X here looks", which also reads a sentence whose blank is elsewhere and stands.
 */
const PICTURED_BLANK = /\bthe\s+_____\s+(?:here|there|up\s+here|down\s+here)\s+(?:looks?|looked|looking|appears?)\b/i;

/**
 * "The mass ratio of our _____" → "blocks", "a convolution of our _____" → "original image": the blank is the talk's own
 * object, the example it is working through; what a student would recall is the kind ("the blocks", "the image"), which
 * the sentence then names only through the example. "our little vector" anywhere is in `EXAMPLE_AT_HAND`; a word
 * between "our" and the blank ("our usual _____") may name a convention and stays.
 */
const OWNED_BLANK = /\bour\s+_____/i;

/**
 * "The length of the shadow cast by this leaning tower.", "A thousand divided by the length of our list of primes.": a
 * noun phrase said on its own (it opens on the phrase and has no comma), with no verb but an "-ing" word or a participle
 * before "by" (English). Live talks say such phrases while they write; the written fragment gate reads "leaning" or
 * "divided" as the sentence's verb.
 */
export function isVerblessPhrase(sentence: string, language: string): boolean {
  if (code(language) !== 'en') return false;
  // One noun phrase: it opens on one and runs on without a comma ("Walking along this path here, the colours wind …" has
  // a clause the tagger may misread).
  if (sentence.includes(',')) return false;
  const tags = tagEnglish(sentence);
  if (!/^(?:DET|NUM|NOUN|PROPN|ADJ)$/.test(tags[0]?.pos ?? '')) return false;
  // A participle before "by" ("divided by", "given by") modifies the phrase; "goes by the name" is a finite verb.
  const participleBeforeBy = (i: number): boolean => /(?:ed|en|wn)$/i.test(tags[i]!.text) && /^by$/i.test(tags[i + 1]?.text ?? '');
  const saysSomething = tags.some((t, i) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/i.test(t.text) && !participleBeforeBy(i)));
  return !saysSomething;
}

/** Why a card from captions teaches nothing on its own, or null. Call it for cards cited by time only. */
/**
 * A Spanish, French or German line about the talk itself ("Dans la vidéo suivante, vous verrez … comme je parle du _____
 * croisé", "¿Cuáles son las ideas de las que hablaré en el siguiente vídeo?", "Quisiera hacer lo mismo para los productos
 * cruz …"): the notes' gate (`talk-note-lines-es-fr-de.ts`), its talk-about-the-talk reading only.
 */
function talkAboutTheTalkEsFrDe(text: string, language: string): 'talk' | null {
  return unfitTalkLineEsFrDe(text, language) === 'talk' ? 'talk' : null;
}

export function rejectCaptionCard(card: Flashcard, language: string): CaptionCardRejection | null {
  switch (card.kind) {
    case 'cloze': {
      const blank = card.answer.trim();
      const filled = card.question.replace('_____', blank);
      if (isSymbolName(card.question, blank, language) || isPlaceOnPicture(blank, language) || isFullName(card.question, blank, language) || isVagueBlank(blank, language) || isVerbBlank(card.question, blank, language)) return 'not-a-concept';
      if (isPowerBlank(blank, language) || appliesToWorkedNumber(card.question, language)) return 'not-a-concept';
      if (setsSymbolValue(card.question, language, blank)) return 'example-at-hand';
      if (code(language) === 'en' && PICTURED_BLANK.test(card.question)) return 'on-screen';
      if (code(language) === 'en' && OWNED_BLANK.test(card.question)) return 'example-at-hand';
      if (isVerblessPhrase(filled, language)) return 'fragment';
      if (code(language) === 'en' && statesExampleValue(filled)) return 'example-at-hand';
      const talk = talkBound(filled, language) ?? talkAboutTheTalkEsFrDe(filled, language);
      return talk ?? (code(language) === 'en' && leansOnUnsaidObject(card.question) ? 'unsaid-object' : null);
    }
    case 'concept': {
      const asked = talkBound(card.question, language) ?? talkBound(card.answer, language) ?? talkAboutTheTalkEsFrDe(card.question, language) ?? talkAboutTheTalkEsFrDe(card.answer, language);
      if (asked) return asked;
      if (code(language) === 'en' && (answersWithExampleValue(card.question, card.answer) || statesExampleValue(card.answer))) return 'example-at-hand';
      if (setsSymbolValue(card.question, language)) return 'example-at-hand';
      // A statement asked whole ("What is the key point about …?", "Explain why …") has no question to say what its
      // pronoun stands for; "What are the ways to combine functions? Add them …" does.
      if (code(language) === 'en' && STATEMENT_QUESTION.test(card.question) && statesUnsaidObject(card.answer)) return 'unsaid-object';
      return SAYS_NOTHING[code(language)]?.test(card.answer.trim()) ? 'says-nothing' : null;
    }
    default:
      return null;
  }
}

/**
 * A person of the talk's story (English): "Alice", "Bob", "Juliet". Speakers tell puzzles and thought experiments as
 * stories, and a sentence about what Alice needs or where Romeo and Juliet are in the phase space is the story's, not
 * the subject's. A character is a capitalised name the talk uses often inside sentences, that acts like a person (is
 * followed by a verb: "Alice pays", "Bob wants", "Juliet is") and that "he" or "she" keeps returning to in the same
 * sentences, in a quarter of its mentions at least. A scientist the talk names ("Newton's method", "Euler's formula")
 * lends his name to things, and "he" seldom follows.
 */
const NAME = /^(\p{Lu}\p{Ll}{2,})(?:['’]s)?[,.;:!?]?$/u;
const ACTS =
  /^(?:wants?|knows?|thinks?|needs?|says?|said|sees?|looks?|tries|trying|asks?|decides?|believes?|feels?|likes?|loves?|hopes?|realizes?|notices?|guesses|wonders?|remembers?|chooses?|picks?|learns?|tells?|agrees?|is|was|can|could|would|will|should|might|has|had|does|doesn['’]t|did|didn['’]t|gets?|finds?|pays?|sends?|receives?|owes?|starts?|plays?|keeps?|locks?|goes|went)$/i;
const PERSON_PRONOUN = /\b(?:she|he|her|his|him)\b/i;
const MIN_MENTIONS = 3;
const MIN_ACTS = 2;
const MIN_PRONOUNS = 3;
const MIN_PRONOUN_SHARE = 0.25;

export function storyCharacters(sentences: readonly string[], language: string): ReadonlySet<string> {
  if (code(language) !== 'en') return new Set();
  const mentions = new Map<string, number>();
  const acts = new Map<string, number>();
  const pronouns = new Map<string, number>();
  const add = (map: Map<string, number>, name: string): void => void map.set(name, (map.get(name) ?? 0) + 1);
  for (const sentence of sentences) {
    const words = sentence.trim().split(/\s+/);
    const withPronoun = PERSON_PRONOUN.test(sentence);
    for (let i = 1; i < words.length; i++) {
      const name = NAME.exec(words[i]!)?.[1];
      if (!name) continue;
      add(mentions, name);
      if (/^\p{L}+$/u.test(words[i]!) && ACTS.test(words[i + 1] ?? '')) add(acts, name);
      if (withPronoun) add(pronouns, name);
    }
  }
  const characters = new Set<string>();
  for (const [name, count] of mentions) {
    const pronounCount = pronouns.get(name) ?? 0;
    if (count >= MIN_MENTIONS && (acts.get(name) ?? 0) >= MIN_ACTS && pronounCount >= MIN_PRONOUNS && pronounCount >= count * MIN_PRONOUN_SHARE) characters.add(name);
  }
  return characters;
}

/**
 * The card has one of the story's characters act or own ("Alice needs …", "Bob doesn't have to care …", "Romeo and
 * Juliet are …", "Bob's approach"); a name used as a thing's name ("the Fourier transform") is no character acting,
 * whoever the talk's hero is.
 */
export function mentionsCharacter(card: Flashcard, characters: ReadonlySet<string>): boolean {
  return textMentionsCharacter(`${card.question} ${card.answer}`, characters);
}

/** `mentionsCharacter` of any text: a summary line about what Alice does is the story's too. */
export function textMentionsCharacter(text: string, characters: ReadonlySet<string>): boolean {
  if (characters.size === 0) return false;
  const words = text.split(/\s+/);
  return words.some((w, i) => {
    // "Juliet's love for Romeo", "Bob's approach": what a character has is the story's too.
    if (characters.has(w.replace(/['’]s$/u, '')) && /['’]s$/u.test(w)) return true;
    return characters.has(w) && (ACTS.test(words[i + 1] ?? '') || /^(?:are|were)$/i.test(words[i + 1] ?? ''));
  });
}
