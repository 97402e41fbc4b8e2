import type { Flashcard } from '../generation.types.js';
import { hasFiniteVerb, tagEnglish } from '../text/nlp.js';
import { findWholeWords } from '../text/whole-words.js';
import { isHedgedTalk, isSpeakerAnecdote, isSpokenAlgebra, isWorkedExample, rejectCard } from './card-gates.js';
import { capitalise } from './casing.js';
import { citationFor } from './citation.js';
import type { PreparedDocument } from './prepare-document.js';
import { cardCandidates, type SalienceModel } from './salience.js';
import { collapseSpaces } from '../text/whitespace.js';
import { anyWordOf, DEMONSTRATIVES, PLACE_POINTERS, THING_POSSESSIVES, THING_PRONOUNS } from './pointing-words.js';
import { LET_US, SPEAKER, SPEAKER_AND_AUDIENCE } from './speaker-words.js';

/**
 * Explanation cards: speakers say what a concept amounts to in two set forms a student would put on
 * a card — "what it means for the limit to exist is that …" and "the key point about limits is that
 * …" (Spanish "lo que significa que exista el límite es que …", "la idea clave de … es que …"). The
 * framed part becomes the question ("What does it mean for the limit to exist?"), the whole statement
 * the answer, so the answer reads on its own. The frame must name a key term and point at nothing
 * on the screen; languages without a form here get no such cards.
 */

export interface Explanation {
  question: string;
  /** The statement from its frame on ("What it means for … is that …"), capitalised. */
  answer: string;
  /** The part the question asks about; a key term must be in it. */
  topic: string;
  /** A correction's subject may instead be a word the source keeps returning to ("integrals"). */
  recurringTopic?: boolean;
}

/** "Long story short, …", "In contrast, …": a short opener before the frame is dropped. */
const OPENER = String.raw`^(?:[\p{L}'’ ]{1,30},\s+)?`;

interface Form {
  pattern: RegExp;
  ask(g: Record<string, string>): string;
  /** The answer: the statement from its frame on, unless that opens on a word the gates read as pointing back. */
  answer(g: Record<string, string>, statement: string, rest: string): string;
  /** The group the question frames: it must name a key term and point at nothing. */
  topic: string;
  /** "Think of X as the xy-plane" renames X in a few words; the other forms state a clause. */
  renames?: boolean;
  /** "The reason we …": a generic "we"/"you" in the framed part points at nobody. */
  genericPerson?: boolean;
  maxTopicWords?: number;
  /** "To add two vectors, move …": the answer is the step alone, so it must stand without the sentence. */
  procedure?: boolean;
  /** "How do you differentiate a product? The trick is to …": the goal is asked in the sentence before. */
  goalBefore?: RegExp;
  /** The topic counts as a key term when the source names it in several sentences. */
  recurringTopic?: boolean;
  /** "X is velocity, that's what velocity means": the statement before the frame must name the topic itself. */
  namedInRest?: boolean;
}

/** The qualifier an equivalence keeps in its question: "about the same as" is not "the same as". */
const EQUIVALENCE_EN = String.raw`(?:just |really |basically |simply |exactly |actually )?(?<same>(?:(?:about|roughly|approximately|essentially) )?the (?:exact )?same (?:thing )?as|equivalent to|(?:just )?another way of (?:saying|writing))`;
const EQUIVALENCE_ES = String.raw`(?:simplemente |exactamente |básicamente |en realidad )?(?<same>(?:más o menos |aproximadamente )?lo mismo que|equivalente a|(?:simplemente )?otra (?:forma|manera) de (?:decir|escribir))`;

/** "we don't use …" → "Why don't we use …?"; "we care about …" → "Why do we care about …?"; else "Why is it that …?". */
function whyQuestion(topic: string): string {
  const auxiliary = /^(?<who>we|you) (?<aux>don't|do not|can't|cannot|can|should|must|need to|have to|want to) (?<rest>.+)$/i.exec(topic)?.groups;
  if (auxiliary) return /^(?:need|have|want) to$/i.test(auxiliary.aux!) ? `Why do ${auxiliary.who!.toLowerCase()} ${auxiliary.aux!.toLowerCase()} ${auxiliary.rest}?` : `Why ${auxiliary.aux!.toLowerCase()} ${auxiliary.who!.toLowerCase()} ${auxiliary.rest}?`;
  const plain = /^(?<who>we|you) (?<verb>\p{L}+) (?<rest>.+)$/iu.exec(topic)?.groups;
  // A present-tense verb takes "do"; "we needed …" or "we're …" keep the statement's order.
  if (plain && !/(?:ed|'\p{L}+)$/iu.test(plain.verb!) && !/^(?:are|were|was|is|had|did)$/i.test(plain.verb!)) return `Why do ${plain.who!.toLowerCase()} ${plain.verb!.toLowerCase()} ${plain.rest}?`;
  // "linear algebra is broadly applicable" → "Why is linear algebra broadly applicable?"
  const copula = /^(?<subject>(?:(?:the|an?) )?[\p{L}-]+(?: [\p{L}-]+){0,3}) (?<verb>is|are) (?<rest>.+)$/iu.exec(topic)?.groups;
  if (copula && !/^(?:we|you|it|they|there|this|that|what|how|why|when)$/i.test(copula.subject!.split(' ')[0]!) && !tagEnglish(copula.subject!).some((t) => /^(?:VERB|AUX|PRON|ADP|SCONJ)$/.test(t.pos))) {
    return `Why ${copula.verb!.toLowerCase()} ${copula.subject!.replace(/^(?:The|An?)\b/, (a) => a.toLowerCase())} ${copula.rest}?`;
  }
  return `Why is it that ${topic.replace(/^(?:The|An?)\b/, (a) => a.toLowerCase())}?`;
}

/** "you just", "you could simply", "you have to": the doer and modal before a step, dropped from the answer. */
const DOER_EN = String.raw`(?:(?:you|we)(?: (?:can|could|should|would|might|must|will|need to|have to|want to|'ll))?(?: (?:just|simply|first|then|basically|always))?|the (?:(?:main|key|real|whole) )?trick is(?: to)?)`;
/** A bare imperative or a modal: "simplemente", "puedes", "hay que", "tienes que". */
const DOER_ES = String.raw`(?:puedes|podemos|debes|debemos|tienes que|tenemos que|hay que|basta con|simplemente|solo|sólo|primero|el truco (?:es|está en))`;

const FORMS: Record<string, readonly Form[]> = {
  en: [
    {
      pattern: new RegExp(`${OPENER}(?<frame>what it means (?<to>for (?<topic>.+?) to .+?|to .+?)) is (?:that\\s+)?(?<rest>.+)$`, 'iu'),
      ask: (g) => `What does it mean ${g.to}?`,
      answer: (_g, statement) => statement,
      topic: 'to',
    },
    {
      pattern: new RegExp(
        `${OPENER}(?<frame>the (?<head>(?:key|main|big|basic|central|whole|important|crucial|fundamental|essential|core) (?:point|idea|feature|property|fuss|insight|lesson|takeaway)) (?<prep>about|of|behind) (?<topic>.+?)) is (?:that\\s+)?(?<rest>.+)$`,
        'iu',
      ),
      ask: (g) => `What is the ${g.head!.toLowerCase()} ${g.prep!.toLowerCase()} ${g.topic}?`,
      answer: (_g, statement) => statement,
      topic: 'topic',
    },
    {
      // "In general, you should think of linear transformations as keeping grid lines parallel and evenly spaced."
      pattern: new RegExp(
        // Also after a first clause: "The numbers depend on the image, so it's more accurate to think of …".
        `(?:^|${OPENER}|[,;]\\s+(?:so\\s+|and\\s+)?)(?<frame>(?:you (?:can|should|might|could)(?: also)?|it's (?:actually |really |often )?(?:helpful|useful|more accurate|convenient|best) to|it helps to|try to)) think of (?<topic>.+?) as (?<rest>.+)$`,
        'iu',
      ),
      ask: (g) => `How can you think of ${g.topic}?`,
      answer: (g, _statement, rest) => `${g.topic} can be thought of as ${rest}.`,
      topic: 'topic',
      renames: true,
    },
    {
      // "The ratio df divided by dx, which can be nicely thought of as the rise over run slope …, is …"
      pattern: new RegExp(`${OPENER}(?<frame>(?<topic>(?:the|an?) [^,;]+?),? (?:which )?(?:can|could|may|might|should) (?:\\p{L}+ly )?be (?:\\p{L}+ly )?thought of as) (?<rest>[^,;]+)`, 'iu'),
      ask: (g) => `How can ${g.topic!.replace(/^(?:The|An?)\b/, (a) => a.toLowerCase())} be thought of?`,
      answer: (g, _statement, rest) => `${g.topic} can be thought of as ${rest}.`,
      topic: 'topic',
      renames: true,
    },
    {
      // "The reason we don't use sigma notation here is that …": the stated reason answers "Why …?".
      pattern: new RegExp(`${OPENER}(?:(?:but|and|so|now) )?(?<frame>(?:one of )?the (?:main |real |whole |only |first |key |big )?reasons? (?:why |that )?(?<topic>[^,;]+?)) is (?:that|because) (?<rest>.+)$`, 'iu'),
      ask: (g) => whyQuestion(g.topic!),
      answer: (_g, statement) => statement,
      topic: 'topic',
      genericPerson: true,
      // A stated claim runs longer than a named concept: "linear algebra is required for just about any technical discipline".
      maxTopicWords: 16,
    },
    {
      // "The ratio of f and g near a is about the same as the ratio between their derivatives."
      pattern: new RegExp(`(?:^|${OPENER}(?:so |and )?)(?<frame>(?<topic>[^,;]+?) (?<copula>is|are) ${EQUIVALENCE_EN}) (?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `What ${g.copula!.toLowerCase()} ${g.topic!.replace(/^(?:The|An?)\b/, (a) => a.toLowerCase())} ${g.same!.toLowerCase()}?`,
      answer: (g, _statement, rest) => `${g.topic} ${g.copula!.toLowerCase()} ${g.same!.toLowerCase()} ${rest}.`,
      topic: 'topic',
      renames: true,
    },
    {
      // "To figure out where a vector lands, you just multiply its coordinates by the matrix."
      pattern: new RegExp(`${OPENER}(?:(?:and|so|now|but) )?(?<frame>(?:in order )?to (?<topic>[^,;]+?)),\\s+(?:${DOER_EN}\\s+)?(?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `How do you ${g.topic}?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      procedure: true,
    },
    {
      // "The way to find an antiderivative is to …", "the trick to evaluating limits like these is to …": the goal is named in the frame.
      pattern: new RegExp(`${OPENER}(?:(?:and|so|now|but) )?(?<frame>the (?:(?:best|easiest|simplest|standard|usual|quickest|only|general) )?(?<head>way|trick) (?<prep>to|for) (?<topic>[^,;]+?)) is (?:to )?(?<rest>(?:by )?[^;]+)$`, 'iu'),
      // "the trick to differentiating a product" keeps its gerund: "What is the trick to differentiating a product?"
      ask: (g) => (/^\p{L}+ing\b/iu.test(g.topic!) ? `What is the ${g.head!.toLowerCase()} ${g.prep!.toLowerCase()} ${g.topic}?` : `How do you ${g.topic}?`),
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      procedure: true,
    },
    {
      // "Whenever you come across an expression that looks like 0 divided by 0, just try …"
      pattern: new RegExp(`${OPENER}(?:(?:and|so|now|but) )?(?<frame>whenever (?<topic>you [^,;]+?)),\\s+(?:${DOER_EN}\\s+)?(?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `What do you do when ${g.topic}?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      procedure: true,
    },
    {
      // "How do you differentiate a product? The trick is to add each function times the derivative of the other."
      pattern: new RegExp(`${OPENER}(?:(?:and|so|now|but) )?(?<frame>the (?:(?:main|key|real|whole) )?trick(?: here)? is) (?:to )?(?<rest>[^;]+)$`, 'iu'),
      goalBefore: /(?:^|[,;]\s+|\b(?:so|and|but|now)\s+)(?:how (?:do|can|could|would|should|might) (?:you|we|one) (?<goal>[^,;?]+)\?|(?:you|we) (?:want|need|have) to (?<wanted>[^,;.?]+)[.?]?)\s*$/i,
      ask: (g) => `How do you ${g.topic}?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      procedure: true,
    },
    {
      // "The product rule says that …", "the fundamental theorem of calculus is that …": what a named result states.
      pattern: new RegExp(`${OPENER}(?:(?:and|so|now|but|remember),?\\s+)?(?<frame>(?<topic>(?!(?:the\\s+)?(?:rule|theorem|law|principle|lemma|identity|formula|postulate|axiom|hypothesis|conjecture)\\s+(?:says|states|tells|is)\\b)(?:the\\s+)?(?:(?!(?:the|a|an|this|that)\\s)[\\p{L}'’-]+\\s+){0,5}?(?:rule|theorem|law|principle|lemma|identity|formula|postulate|axiom|hypothesis|conjecture)(?:\\s+of\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?)?)\\s+(?<verb>says|states|tells\\s+us|tells\\s+you|is)\\s+that)\\s+(?<rest>.+)$`, 'iu'),
      ask: (g) => `What does ${g.topic!.replace(/^The\b/, 'the')} ${/^(?:says|is)$/i.test(g.verb!) ? (g.verb!.toLowerCase() === 'is' ? 'state' : 'say') : g.verb!.toLowerCase().replace(/^tells/, 'tell').replace(/^states/, 'state')}?`,
      answer: (_g, statement) => statement,
      topic: 'topic',
    },
    {
      // "A tiny change in distance over a tiny change in time is velocity, that is what velocity means."
      pattern: new RegExp(`${OPENER}(?<rest>[^;]+?),?\\s+(?:and\\s+)?(?<frame>that(?:'s|’s| is) (?:exactly |precisely |really |just )?what (?<topic>[^,;]+?) means)[.!]?$`, 'iu'),
      ask: (g) => `What does ${g.topic!.replace(/^(?:The|An?)\b/, (a) => a.toLowerCase())} mean?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      namedInRest: true,
    },
    {
      // "What you'll commonly hear is that integrals don't measure area per se, they measure the signed area …"
      pattern: new RegExp(`(?:^|${OPENER}|\\bthat\\s+|^(?:but|so|and|now|remember),?\\s+)(?<frame>(?<topic>(?:(?:the|an?)\\s+)?[\\p{L}-]+(?:\\s+[\\p{L}-]+){0,3}?)\\s+(?<neg>don't|do not|doesn't|does not)\\s+(?:really\\s+|actually\\s+|just\\s+)?(?<verb>\\p{L}+)\\s+[^,;]+?,\\s+(?:but\\s+)?(?:rather\\s+)?(?:they|it)\\s+(?:really\\s+|actually\\s+)?\\k<verb>(?:s|es)?)\\s+(?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `What ${/^(?:don't|do not)$/i.test(g.neg!) ? 'do' : 'does'} ${g.topic!.replace(/^(?:The|An?)\b/, (a) => a.toLowerCase())} ${g.verb!.toLowerCase()}?`,
      answer: (_g, statement) => statement,
      topic: 'topic',
      renames: true,
      recurringTopic: true,
    },
  ],
  es: [
    {
      // "La regla de la cadena dice que …" → "¿Qué dice la regla de la cadena?"
      pattern: new RegExp(`${OPENER}(?:(?:y|así que|pero|recuerda),?\\s+)?(?<frame>(?<topic>(?:el|la)\\s+(?:regla|teorema|ley|principio|lema|identidad|fórmula|postulado|axioma)(?:\\s+[\\p{L}'’-]+){0,5}?)\\s+(?<verb>dice|establece|afirma|nos dice)\\s+que)\\s+(?<rest>.+)$`, 'iu'),
      ask: (g) => `¿Qué ${g.verb!.toLowerCase()} ${g.topic!.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}?`,
      answer: (_g, statement) => statement,
      topic: 'topic',
    },
    {
      // "Un cambio pequeño en la distancia sobre un cambio pequeño en el tiempo es la velocidad, eso es lo que significa la velocidad."
      pattern: new RegExp(`${OPENER}(?<rest>[^;]+?),?\\s+(?:y\\s+)?(?<frame>eso es (?:exactamente |justamente )?lo que significa (?<topic>[^,;]+?))[.!]?$`, 'iu'),
      ask: (g) => `¿Qué significa ${g.topic!.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      namedInRest: true,
    },
    {
      // "Las integrales no miden el área, sino que miden el área con signo."
      pattern: new RegExp(`(?:^|${OPENER}|(?<![\\p{L}])que\\s+)(?<frame>(?<topic>(?:el|la|los|las)\\s+[^,;]+?)\\s+no\\s+(?<verb>\\p{L}+)\\s+[^,;]+?,\\s+(?:sino\\s+que\\s+|sino\\s+)?\\k<verb>)\\s+(?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `¿Qué ${g.verb!.toLowerCase()} ${g.topic!.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}?`,
      answer: (_g, statement) => statement,
      topic: 'topic',
      renames: true,
      recurringTopic: true,
    },
    {
      pattern: new RegExp(`${OPENER}(?<frame>lo que significa que (?<topic>.+?)) es que (?<rest>.+)$`, 'iu'),
      ask: (g) => `¿Qué significa que ${g.topic}?`,
      // "Lo que significa …" opens on a pronoun: the answer says what it means.
      answer: (_g, _statement, rest) => `Significa que ${rest}.`,
      topic: 'topic',
    },
    {
      pattern: new RegExp(
        `${OPENER}(?<frame>(?<head>(?:la|el) (?:idea|punto|característica|propiedad|lección) (?:clave|principal|básica|básico|central|fundamental|esencial|importante|más importante)) (?<prep>de|del|sobre|detrás de) (?<topic>.+?)) es que (?<rest>.+)$`,
        'iu',
      ),
      ask: (g) => `¿Cuál es ${g.head!.toLowerCase()} ${g.prep!.toLowerCase()} ${g.topic}?`,
      answer: (_g, statement) => statement,
      topic: 'topic',
    },
    {
      // "Es más preciso pensar en cada neurona como una función …"
      pattern: new RegExp(`(?:^|${OPENER}|[,;]\\s+(?:así que\\s+|y\\s+)?(?:en realidad\\s+)?)(?<frame>(?:puedes|podemos|deberías|debes|es (?:útil|mejor|más preciso|más exacto|conveniente))) pensar en (?<topic>.+?) como (?<rest>.+)$`, 'iu'),
      ask: (g) => `¿Cómo se puede pensar en ${g.topic}?`,
      answer: (g, _statement, rest) => `Se puede pensar en ${g.topic} como ${rest}.`,
      topic: 'topic',
      renames: true,
    },
    {
      // "La relación df dividida por dx, que puede considerarse como la pendiente …"
      pattern: new RegExp(`${OPENER}(?<frame>(?<topic>(?:el|la|los|las|un|una) [^,;]+?),? (?:que )?(?<verb>puede|pueden) (?:\\p{L}+mente )?(?:considerarse|pensarse|verse|entenderse) como) (?<rest>[^,;]+)`, 'iu'),
      ask: (g) => `¿Cómo ${g.verb!.toLowerCase()} considerarse ${g.topic!.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}?`,
      answer: (g, _statement, rest) => `${g.topic} ${g.verb!.toLowerCase()} considerarse como ${rest}.`,
      topic: 'topic',
      renames: true,
    },
    {
      // "La razón por la que usamos límites es que …" → "¿Por qué usamos límites?"
      pattern: new RegExp(`${OPENER}(?<frame>la (?:principal |verdadera |única )?razón (?:principal )?(?:por la que|por la cual|de que) (?<topic>[^,;]+?)) es (?:que|porque) (?<rest>.+)$`, 'iu'),
      ask: (g) => `¿Por qué ${g.topic}?`,
      answer: (_g, statement) => statement,
      topic: 'topic',
      genericPerson: true,
    },
    {
      // "La derivada de una suma es lo mismo que la suma de las derivadas."
      pattern: new RegExp(`(?:^|${OPENER}(?:así que |y )?)(?<frame>(?<topic>(?:el|la|los|las) [^,;]+?) (?<copula>es|son) ${EQUIVALENCE_ES}) (?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `¿A qué ${g.copula!.toLowerCase() === 'son' ? 'equivalen' : 'equivale'} ${g.topic!.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}?`,
      answer: (g, _statement, rest) => `${g.topic} ${g.copula!.toLowerCase()} ${g.same!.toLowerCase()} ${rest}.`,
      topic: 'topic',
      renames: true,
    },
    {
      // "Para sumar dos vectores, mueve el segundo de modo que su cola quede en la punta del primero."
      pattern: new RegExp(`${OPENER}(?:(?:y|así que|ahora|pero) )?(?<frame>para (?<topic>\\p{L}+(?:ar|er|ir)(?:lo|la|los|las|se)? [^,;]+?)),\\s+(?:${DOER_ES}\\s+)?(?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `¿Qué se hace para ${g.topic}?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      procedure: true,
    },
    {
      // "La forma de calcular una integral es encontrar una antiderivada."
      pattern: new RegExp(`${OPENER}(?:(?:y|así que|ahora|pero) )?(?<frame>la (?:mejor |única )?(?:forma|manera) (?:más (?:fácil|sencilla) )?de (?<topic>[^,;]+?)) es (?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `¿Cuál es la forma de ${g.topic}?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      procedure: true,
    },
    {
      // "Siempre que encuentres una expresión que parezca 0 dividido por 0, intenta …"
      pattern: new RegExp(`${OPENER}(?:(?:y|así que|ahora|pero) )?(?<frame>siempre que (?<topic>[^,;]+?)),\\s+(?:${DOER_ES}\\s+)?(?<rest>[^;]+)$`, 'iu'),
      ask: (g) => `¿Qué se hace siempre que ${g.topic}?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      procedure: true,
    },
    {
      // "¿Cómo podemos derivar un producto? El truco está en sumar …"
      pattern: new RegExp(`${OPENER}(?:(?:y|así que|ahora|pero) )?(?<frame>el truco(?: aquí)? (?:es|está en)) (?<rest>[^;]+)$`, 'iu'),
      goalBefore: /(?:^|[,;]\s+|(?<![\p{L}])(?:así que|y|pero|ahora)\s+)(?:¿\s*cómo (?:podemos|puedes|se puede|pueden) (?<goal>\p{L}+(?:ar|er|ir)(?:lo|la|los|las|se)?(?: [^,;?]+)?)\?|(?:queremos|quieres|necesitamos|necesitas) (?<wanted>\p{L}+(?:ar|er|ir)(?:lo|la|los|las|se)? [^,;.?]+)[.?]?)\s*$/iu,
      ask: (g) => `¿Cuál es el truco para ${g.topic}?`,
      answer: (_g, _statement, rest) => `${capitalise(rest)}.`,
      topic: 'topic',
      procedure: true,
    },
  ],
};

/** Words that leave the frame or the statement pointing at the screen or the talk. */
const POINTING: Record<string, { topic: RegExp; rest: RegExp }> = {
  en: {
    topic: anyWordOf(DEMONSTRATIVES, ['that'], PLACE_POINTERS, THING_PRONOUNS, THING_POSSESSIVES, SPEAKER, SPEAKER_AND_AUDIENCE),
    rest: /\b(?:this|these|those|here|that same|i|i'm|me|my)\b/i,
  },
  es: {
    topic: /(?<![\p{L}])(?:este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquí|ahí|allí|él|ella|ellos|ellas|nosotros|nuestro|nuestra|yo|mi|mis)(?![\p{L}])/iu,
    rest: /(?<![\p{L}])(?:este|esta|esto|estos|estas|aquí|yo|mi|mis)(?![\p{L}])/iu,
  },
};

/** "we"/"you"/"nosotros" as anyone doing the maths, not the speaker on screen. */
const GENERIC_PERSON = /(?<![\p{L}])(?:we|you|nosotros)(?![\p{L}])/giu;

const RESTRICTING_OPENER = /^(?:near|at|in|on|for|around|inside|within|from|under|over|with|cerca|en|para|alrededor|dentro|con)\b[^,]*?(?<![\p{L}])(?:this|that|these|those|here|there|este|esta|ese|esa|estos|esos|aquí|ahí)(?![\p{L}])/iu;

const MAX_TOPIC_WORDS = 10;
const MIN_REST_WORDS = 5;
const MIN_RENAMING_WORDS = 2;
const MAX_RENAMING_WORDS = 30;
const MAX_ANSWER_WORDS = 60;
const MIN_TOPIC_SENTENCES = 2;

/** The explanation a sentence states in one of its language's set forms, if any. */
export function statedExplanation(sentence: string, language: string, previous = ''): Explanation | undefined {
  const code = language.slice(0, 2).toLowerCase();
  const pointing = POINTING[code];
  if (!pointing) return undefined;
  const text = collapseSpaces(sentence);
  for (const form of FORMS[code] ?? []) {
    const m = form.pattern.exec(text);
    const g = m?.groups as Record<string, string> | undefined;
    if (g && form.goalBefore) {
      // The trick's goal comes from the question or wish just before it, or the trick has no question.
      const asked = form.goalBefore.exec(collapseSpaces(previous))?.groups;
      const goal = asked?.goal ?? asked?.wanted;
      if (!goal) continue;
      g.topic = goal;
    }
    const frame = g?.frame;
    // A renaming ends where a second one starts ("… as the xy-plane, and the cost function as …").
    const rest = (form.renames ? g?.rest?.split(/,\s+(?:and|but|so|while|y|pero)\s+/)[0] : g?.rest)?.replace(/[.!]+$/, '');
    const topic = g?.[form.topic];
    if (!m || !g || !frame || !rest || !topic) continue;
    if (form.namedInRest && findWholeWords(rest.toLowerCase(), topic.toLowerCase().replace(/^(?:the|an?|el|la|los|las)\s+/, '')) < 0) continue;
    // "Near that trouble point, the ratio …": an opener placing the claim on the screen makes it untrue on its own.
    if (RESTRICTING_OPENER.test(text.slice(0, text.indexOf(frame)))) continue;
    // An equivalence's other side is a thing, not "… as if you just took seven steps".
    if (form.renames && /^(?:if|when|though|although|because|si|cuando|aunque|porque)\b/iu.test(rest)) continue;
    if (form.procedure) {
      const step = selfContainedStep(topic, rest, code);
      if (!step) continue;
      return { question: form.ask(g), answer: `${capitalise(step)}.`, topic };
    }
    if ((form.genericPerson ? pointing.topic.test(topic.replace(GENERIC_PERSON, '')) : pointing.topic.test(topic)) || pointing.rest.test(rest)) continue;
    if (topic.split(' ').length > (form.maxTopicWords ?? MAX_TOPIC_WORDS) || rest.split(' ').length < (form.renames ? MIN_RENAMING_WORDS : MIN_REST_WORDS)) continue;
    if (form.renames && rest.split(' ').length > MAX_RENAMING_WORDS) continue;
    // The statement is a clause of its own ("they let us avoid …"), not a cut phrase; a renaming opens on its noun phrase.
    if (code === 'en' ? !(form.renames ? opensNounPhrase(topic) : hasFiniteVerb(tagEnglish(rest)) && nounPhraseIn(topic)) : endsOnStopWord(rest, code)) continue;
    if (code === 'en' && form.renames && endsOnFunctionWord(rest)) continue;
    const statement = form.answer(g, text.slice(text.indexOf(frame)).replace(/[.!]*$/, '.'), rest);
    if (statement.split(' ').length > MAX_ANSWER_WORDS) continue;
    return { question: form.ask(g), answer: `${statement.charAt(0).toUpperCase()}${statement.slice(1)}`, topic, ...(form.recurringTopic ? { recurringTopic: true } : {}) };
  }
  return undefined;
}

/** Beyond the pointing words and the people of the talk, a step is said while the screen shows it: "your", "now", "above", "below". */
const STEP_ALSO_POINTING = ['your', 'now', 'above', 'below'];

/** A step pointing at the screen or the talk ("multiply that by this matrix", "ahí"), or the speaker's own. */
const STEP_POINTING: Record<string, RegExp> = {
  en: anyWordOf(DEMONSTRATIVES, PLACE_POINTERS, THING_PRONOUNS, SPEAKER, SPEAKER_AND_AUDIENCE, LET_US, STEP_ALSO_POINTING),
  es: /(?<![\p{L}])(?:este|esta|esto|estos|estas|ese|esa|eso|esos|esas|aquí|ahí|allí|yo|mi|mis|nosotros|nuestro|nuestra|ahora|arriba|abajo)(?![\p{L}])/iu,
};
/** A Spanish step opens on its verb, not on a subject ("la convención es …", "se utiliza …"). */
const ES_NOT_A_STEP = /^(?:el|la|los|las|lo|un|una|unos|unas|es|son|se|hay|no|que|como|cuando|si|y|pero|esto|eso)$/iu;
const MAX_STEP_WORDS = 35;
const MIN_STEP_WORDS = 4;

/**
 * The step a procedure sentence states, if it reads alone on the back of a card: it opens on its verb,
 * the goal opens on one too, neither points at the screen or the speaker, and it is words, not algebra read aloud.
 */
function selfContainedStep(topic: string, rest: string, code: string): string | undefined {
  const step = rest.replace(/^(?:just|simply|then|first|simplemente|solo|sólo)\s+/i, '').replace(/[.!]+$/, '').trim();
  const words = step.split(/\s+/);
  if (words.length < MIN_STEP_WORDS || words.length > MAX_STEP_WORDS) return undefined;
  const pointing = STEP_POINTING[code];
  if (!pointing || pointing.test(step) || pointing.test(topic)) return undefined;
  if (/\bthat\b/i.test(topic) || /(?<![\p{L}])(?:eso|esa|ese)(?![\p{L}])/iu.test(topic)) return undefined;
  const language = code;
  for (const text of [topic, step]) if (isSpokenAlgebra(text, language) || isWorkedExample(text, language) || isHedgedTalk(text, language) || isSpeakerAnecdote(text, language)) return undefined;
  if (code === 'en') {
    // "that" as a demonstrative ("that same input", "do that") points back; as a relative it joins a clause.
    const tags = tagEnglish(step);
    if (tags.some((t, i) => t.text.toLowerCase() === 'that' && (t.pos === 'DET' || i === tags.length - 1 || /^(?:VERB|NOUN|ADJ)$/.test(tags[i + 1]?.pos ?? '') && tags[i - 1]?.pos === 'VERB'))) return undefined;
    // Tagged after "you"/"to", as spoken: a bare "move the second …" reads as a noun to the tagger.
    if (tagEnglish(`you ${step.replace(/^by\s+/i, '')}`)[1]?.pos !== 'VERB' || endsOnFunctionWord(step)) return undefined;
    const goal = topic.startsWith('you ') ? tagEnglish(topic)[1] : tagEnglish(`to ${topic}`)[1];
    if (goal?.pos !== 'VERB') return undefined;
    return step;
  }
  // "Para ser sincero, elegí …": a first-person past ("elegí", "empecé") is the speaker's story, not a step.
  if (ES_NOT_A_STEP.test(words[0] ?? '') || /\p{L}{2,}[éí]$/u.test(words[0] ?? '') || endsOnStopWord(step, code)) return undefined;
  return step;
}

/** "linear transformations", "each neuron", "the input space": determiner or adjectives, then a noun; not "breaking up …". */
function opensNounPhrase(topic: string): boolean {
  const tags = tagEnglish(topic);
  let i = tags[0]?.pos === 'DET' ? 1 : 0;
  while (i < tags.length && tags[i]!.pos === 'ADJ') i++;
  return /^(?:NOUN|PROPN)$/.test(tags[i]?.pos ?? '') && !/ing$/i.test(tags[0]?.text ?? '');
}

function endsOnFunctionWord(text: string): boolean {
  const last = tagEnglish(text).filter((t) => t.pos !== 'PUNCT').at(-1);
  return !last || /^(?:DET|ADP|CCONJ|SCONJ|PART|AUX|PRON)$/.test(last.pos);
}

/** The framed part names something: a noun or proper noun among its tagged words. */
function nounPhraseIn(topic: string): boolean {
  return tagEnglish(topic).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
}

/** Words a Spanish statement cannot end on: it was cut ("… alrededor de"). Full stop-word lists hold "vez", "0". */
const CUT_END: Record<string, RegExp> = { es: /^(?:el|la|los|las|un|una|unos|unas|de|del|a|al|en|con|por|para|que|y|o|e|u|ni|se|su|sus|como|cuando|si|sin|sobre|entre|hacia|desde|hasta)$/ };

function endsOnStopWord(text: string, language: string): boolean {
  const last = text.split(/\s+/).at(-1)?.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase() ?? '';
  return !last || (CUT_END[language]?.test(last) ?? true);
}

/** Explanation cards from the most central sentences first, one per sentence and per question, about key terms only. */
export function explanationCards(doc: PreparedDocument, model: SalienceModel, terms: readonly string[], language: string, limit: number, used: ReadonlySet<string>): Flashcard[] {
  if (!FORMS[language.slice(0, 2).toLowerCase()]) return [];
  const keyTerms = terms.map((t) => t.toLowerCase()).filter((t) => t.length >= 4);
  const cards: Flashcard[] = [];
  const asked = new Set<string>();
  const candidates = cardCandidates(doc, model, used);
  // "integrals", named in another sentence too (singular or plural), is a topic of the source.
  const recurs = (topic: string): boolean => {
    const bare = topic.replace(/^(?:the|an?|el|la|los|las)\s+/, '');
    const forms = [bare, bare.replace(/(?<=[^s])s$/, '')];
    return doc.sentences.filter((s) => forms.some((f) => findWholeWords(s.text.toLowerCase(), f) >= 0)).length >= MIN_TOPIC_SENTENCES;
  };
  for (const s of candidates) {
    if (cards.length >= limit) break;
    const found = statedExplanation(s.text, language, doc.sentences[s.index - 1]?.text);
    if (!found || asked.has(found.question.toLowerCase())) continue;
    const topic = found.topic.toLowerCase();
    if (!keyTerms.some((t) => findWholeWords(topic, t) >= 0) && !(found.recurringTopic && recurs(topic))) continue;
    const words = found.answer.split(' ').length;
    const card: Flashcard = {
      question: found.question,
      answer: found.answer,
      kind: 'concept',
      difficulty: words <= 15 ? 'easy' : words <= 30 ? 'medium' : 'hard',
      citation: citationFor(s),
    };
    if (rejectCard(card, language)) continue;
    asked.add(found.question.toLowerCase());
    cards.push(card);
  }
  return cards;
}
