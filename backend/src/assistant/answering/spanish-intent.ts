import type { IntentWording } from './intent.js';
import { words } from './word-boundary.js';

/** "mis apuntes", "estas notas", "todo": the learner's material as a whole, not a topic. */
const WHOLE_MATERIAL = /^(?:(?:todos?|todas?)\s+)?(?:mis|estos|estas|este|esta|los|las|el|la|nuestros|nuestras)?\s*(?:apuntes|notas?|materiales?|documentos?|clases?|lecciones?|textos?|lecturas?|todo|lo que (?:he )?(?:estudiado|subido))$/i;

const LEADING_FILLER = /^(?:(?:puedes|podrías|podrias|me puedes|me podrías)\s+|por favor,?\s+|(?:quiero|necesito) que\s+|ayúdame a\s+|vamos a\s+)+/i;

/** Explain verbs, with or without the pronoun ("explica", "explícame", "descríbeme", "háblame de"). */
const EXPLAIN_VERB = /^\s*(?:expl[ií]ca(?:me|nos)?|descr[ií]be(?:me)?|h[aá]blame\s+(?:de|sobre)|ens[eé][ñn]ame(?:\s+(?:sobre|acerca de))?)\s+/i;
const EXPLAIN = new RegExp(`${EXPLAIN_VERB.source}(.+)`, 'i');

const STUDY_NEXT = [
  words(String.raw`\bqu[eé]\s+(?:deber[ií]a|debo|tengo que|puedo|me conviene)\s+(?:estudiar|repasar|revisar|aprender|practicar|leer|hacer)\b`),
  words(String.raw`\bqu[eé]\s+(?:me\s+)?toca\s+(?:estudiar|repasar)\b`),
  words(String.raw`\bpor\s+d[oó]nde\s+(?:empiezo|empiezo a|empezar|comienzo|sigo)\b`),
  words(String.raw`\b(?:mis|cu[aá]les son mis)\s+(?:temas?|puntos?|[aá]reas?)\s+(?:m[aá]s\s+)?d[eé]biles?\b`),
  words(String.raw`\b(?:estudiar|repasar)\s+(?:ahora|hoy|despu[eé]s|a continuaci[oó]n)\b`),
];

const QUIZ = words(String.raw`\b(?:hazme|hágame|hacerme|ponme|ponerme|dame|darme|prep[aá]rame|prepararme|cr[eé]ame|haz|crea|prepara)\s+(?:un\s+|una\s+|unas\s+|unos\s+)?(?:peque[ñn]o\s+|breve\s+|r[aá]pido\s+)?(?:quiz|test|examen|cuestionario|prueba|preguntas)\b(?:\s+(?:r[aá]pido|breve))?(?:\s+(?:sobre|de|acerca de)\s+(.+))?|\b(?:preg[uú]ntame|exam[ií]name|eval[uú]ame|ponme a prueba)\b(?:\s+(?:sobre|de|acerca de)\s+(.+))?`);

const COMPARE = [
  words(String.raw`\bdiferencias?\s+(?:hay\s+)?entre\s+(.+?)\s+y\s+(.+)`),
  words(String.raw`\b(?:compara|comparar|contrasta)\s+(.+?)\s+(?:y|con)\s+(.+)`),
  words(String.raw`\ben\s+qu[eé]\s+se\s+diferencian?\s+(.+?)\s+(?:de|y)\s+(.+)`),
  /^\s*(.+?)\s+frente a\s+(.+)/i,
];

const SUMMARY = words(String.raw`\b(?:res[uú]me(?:me|lo)?|resumir|resumen|sintetiza|s[ií]ntesis|panorama|idea (?:principal|central)|de qu[eé] (?:tratan|trata|van|va|hablan|habla))\b`);
const KEY_POINTS = words(String.raw`\b(?:(?:puntos|ideas|conceptos|aspectos)\s+(?:clave|principales|importantes|esenciales|centrales)|lo (?:m[aá]s )?importante|qu[eé] (?:debo|deber[ií]a|tengo que) recordar)\b`);
const DEFINITIONS = words(String.raw`\b(?:definiciones|glosario|vocabulario|t[eé]rminos (?:clave|importantes))\b`);
const SIMPLY = words(String.raw`\b(?:de (?:forma|manera|modo) (?:sencilla|simple|f[aá]cil|clara)|con palabras (?:sencillas|simples)|en t[eé]rminos (?:sencillos|simples)|sencillamente|para principiantes|para (?:un niño|niños)|como si (?:tuviera|fuera|yo tuviera) (?:cinco|5|diez|10)(?: años)?|como a un niño(?: de (?:cinco|5) años)?)\b`);
const DEFINE = [
  /^\s*qu[eé]\s+(?:es|son|significa|significan|quiere decir)\s+(.+)/i,
  /^\s*define\s+(.+)/i,
  /^\s*(?:dame\s+)?(?:la\s+)?(?:definici[oó]n|significado)\s+de\s+(.+)/i,
  /^\s*qu[eé]\s+se\s+entiende\s+por\s+(.+)/i,
];
const HOW_WHY = words(String.raw`^\s*(?:c[oó]mo|por\s*qu[eé])\b|^\s*qu[eé]\s+(?:causa|causan|pasa|ocurre|sucede|provoca|determina|explica)\b|\b(?:por\s*qu[eé]|c[oó]mo)\s+(?:se|es|son|funciona|funcionan)\b`);

/** A definition asks about a thing, not a situation ("¿Qué pasa cuando …?"). */
const NOT_A_DEFINITION = /(?<![\p{L}])(?:cuando|si|por qu[eé]|c[oó]mo|entre|efecto|efectos|papel|impacto|prop[oó]sito|diferencia|relaci[oó]n|raz[oó]n|pasa)(?![\p{L}])/iu;

/**
 * The intents of detectIntent asked in Spanish ("Resume mis apuntes", "¿Qué es una matriz?", "Hazme un
 * examen sobre vectores"): a learner with Spanish notes asks in Spanish.
 */
export const SPANISH_WORDING: IntentWording = {
  language: 'es',
  leadingFiller: LEADING_FILLER,
  wholeMaterial: WHOLE_MATERIAL,
  studyNext: STUDY_NEXT,
  quiz: QUIZ,
  compare: COMPARE,
  and: 'y',
  definitions: DEFINITIONS,
  keyPoints: KEY_POINTS,
  summary: SUMMARY,
  simply: SIMPLY,
  define: DEFINE,
  notADefinition: NOT_A_DEFINITION,
  howWhy: HOW_WHY,
  explain: EXPLAIN,
  asks: words(String.raw`^\s*[¿¡]|^\s*(?:qu[eé]|qui[eé]n(?:es)?|cu[aá]l(?:es)?|cu[aá]ndo|d[oó]nde|c[oó]mo|cu[aá]nt[oa]s?|por\s*qu[eé])\b`),
  topic: {
    endMarks: '?!.。¿¡',
    strayMarks: '¿?¡!',
    articles: ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'lo'],
    elidedArticles: [],
    courtesy: ['por favor', 'para mí', 'en (?:mis|estos|estas|los|las) (?:apuntes|notas)', 'de (?:mis|estos|estas) (?:apuntes|notas)', 'otra vez', 'de nuevo'],
  },
  // "Resume mis apuntes sobre vectores" → "vectores"; "Resume mis apuntes" → null.
  overview: {
    after: 'preposition',
    asksAbout: words(String.raw`\bde qu[eé] (?:tratan|trata|van|va|hablan|habla)\b`),
    preposition: /(?<![\p{L}])(?:sobre|acerca de|de|del|en)\s+(.+)$/iu,
    notesOn: /^(?:mis|estos|estas|los|las)\s+(?:apuntes|notas|materiales)\s+(?:sobre|acerca de|de)\s+/i,
  },
  simplyFraming: [SIMPLY, EXPLAIN_VERB, /^\s*qu[eé]\s+(?:es|son)\s+/i],
};
