import type { IntentWording } from './intent.js';
import { words } from './word-boundary.js';

/** "meine Notizen", "diese Unterlagen", "alles": the learner's material as a whole, not a topic. */
const WHOLE_MATERIAL = /^(?:alle\s+)?(?:meine|meinen|meiner|diese|diesen|die|den|das|unsere)?\s*(?:notizen|unterlagen|mitschriften?|materialien|material|dokumente?|texte?|vorlesungen?|alles)$/i;

const LEADING_FILLER = /^(?:(?:kannst du|könntest du|können sie|könnten sie)\s+(?:mir\s+)?|bitte,?\s+|hilf mir,?\s+)+/i;

const EXPLAIN_VERB = /^\s*(?:erkl[äa]re?(?:\s+mir)?|beschreibe?(?:\s+mir)?|erz[äa]hl(?:e)?\s+mir\s+(?:etwas\s+)?(?:über|von))\s+/i;
const EXPLAIN = new RegExp(`${EXPLAIN_VERB.source}(.+)`, 'i');

const STUDY_NEXT = [
  words(String.raw`\bwas\s+(?:soll|sollte|muss|kann)\s+ich\s+(?:als n[äa]chstes\s+|jetzt\s+|heute\s+)?(?:lernen|wiederholen|[üu]ben|lesen)\b`),
  words(String.raw`\bwo\s+(?:soll ich|fange ich)\s+(?:an|anfangen|beginnen)\b`),
  words(String.raw`\bmeine\s+schwachen?\s+(?:themen|stellen|punkte)\b`),
];

const QUIZ = words(String.raw`\b(?:frag|frage|teste|pr[üu]fe|quizze)\s+mich\b(?:\s+(?:zu|über|zum|zur)\s+(.+))?|\b(?:mach|mache|erstelle|gib)\s+(?:mir\s+)?(?:ein(?:en)?\s+|ein paar\s+)?(?:kurzes?\s+|kleines?\s+)?(?:quiz|test|fragen)\b(?:\s+(?:zu|über|zum|zur)\s+(.+))?`);

const COMPARE = [
  words(String.raw`\bunterschied(?:e)?\s+zwischen\s+(.+?)\s+und\s+(.+)`),
  words(String.raw`\bvergleiche?\s+(.+?)\s+(?:und|mit)\s+(.+)`),
  /^\s*(.+?)\s+gegen[üu]ber\s+(.+)/i,
];

const SUMMARY = words(String.raw`\b(?:fasse?|fass)\b.*\bzusammen\b|\b(?:zusammenfassung|zusammenfassen|überblick|hauptidee|worum geht es)\b`);
const KEY_POINTS = words(String.raw`\b(?:wichtigsten?\s+(?:punkte|ideen|begriffe|aussagen|gedanken)|kernpunkte|kernaussagen|das wichtigste|was (?:sollte|muss) ich mir merken)\b`);
const DEFINITIONS = words(String.raw`\b(?:definitionen|glossar|vokabular|fachbegriffe|schl[üu]sselbegriffe)\b`);
const SIMPLY = words(String.raw`\b(?:einfach erkl[äa]rt|in einfachen worten|mit einfachen worten|f[üu]r anf[äa]nger|als w[äa]re ich (?:f[üu]nf|5)|wie einem kind|einfacher|einfach)\b`);
const DEFINE = [
  /^\s*was\s+(?:ist|sind)\s+(.+)/i,
  /^\s*was\s+(?:bedeutet|bedeuten|hei[ßs]t)\s+(.+)/i,
  /^\s*definiere\s+(.+)/i,
  /^\s*(?:gib mir\s+)?die\s+definition\s+(?:von|des|der)\s+(.+)/i,
];
const NOT_A_DEFINITION = words(String.raw`\b(?:wenn|falls|warum|wie|zwischen|wirkung|rolle|einfluss|unterschied|beziehung|grund|passiert)\b`);
const HOW_WHY = words(String.raw`^\s*(?:wie|warum|wieso|weshalb)\b|^\s*was\s+(?:passiert|geschieht|verursacht|bewirkt)\b`);

/** The intents of detectIntent asked in German ("Fasse meine Notizen zusammen", "Was ist eine Matrix?"). */
export const GERMAN_WORDING: IntentWording = {
  language: 'de',
  leadingFiller: LEADING_FILLER,
  wholeMaterial: WHOLE_MATERIAL,
  studyNext: STUDY_NEXT,
  quiz: QUIZ,
  compare: COMPARE,
  and: 'und',
  definitions: DEFINITIONS,
  keyPoints: KEY_POINTS,
  summary: SUMMARY,
  simply: SIMPLY,
  define: DEFINE,
  notADefinition: NOT_A_DEFINITION,
  howWhy: HOW_WHY,
  explain: EXPLAIN,
  // Not "was": "Was the treaty fair?" is English ("Was ist …", "Was bedeutet …" are read as intents).
  asks: words(String.raw`^\s*(?:wer|wen|wem|wessen|wo|woher|wohin|wann|warum|wieso|weshalb|welche[rsnm]?|wie(?:viele?)?)\b`),
  topic: {
    endMarks: '?!.',
    strayMarks: '?!',
    articles: ['der', 'die', 'das', 'ein', 'eine', 'einen', 'einem', 'einer', 'den', 'dem', 'des'],
    elidedArticles: [],
    courtesy: ['bitte', 'f[üu]r mich', 'in meinen (?:notizen|unterlagen)', 'aus meinen (?:notizen|unterlagen)', 'noch einmal', 'zusammen'],
  },
  // "Fasse meine Notizen über Vektoren zusammen" → "Vektoren"; "Fasse meine Notizen zusammen" → null.
  overview: {
    after: 'preposition',
    asksAbout: null,
    preposition: /(?<![\p{L}])(?:über|zu|zum|zur|von)\s+(.+)$/iu,
    notesOn: /^(?:meine|meinen|diese)\s+(?:notizen|unterlagen)\s+(?:über|zu|zum|zur)\s+/i,
  },
  simplyFraming: [SIMPLY, EXPLAIN_VERB, /^\s*was\s+(?:ist|sind)\s+/i],
};
