import type { IntentWording } from './intent.js';
import { words } from './word-boundary.js';

/** "mes notes", "ce cours", "tout": the learner's material as a whole, not a topic. */
const WHOLE_MATERIAL = /^(?:(?:tous?|toutes?)\s+)?(?:mes|ces|les|nos|le|la|ce|cette|mon|ma)?\s*(?:notes?|cours|documents?|textes?|fiches?|supports?|tout)$/i;

const LEADING_FILLER = /^(?:(?:peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|est-ce que tu peux|est-ce que vous pouvez)\s+|s['’]il (?:te|vous) pla[iî]t,?\s+|(?:je veux|j['’]aimerais|je voudrais) que (?:tu|vous)\s+|aide-moi à\s+)+/i;

const EXPLAIN_VERB = /^\s*(?:explique(?:-moi|-nous)?|expliquez(?:-moi)?|d[ée]cris(?:-moi)?|parle-moi\s+(?:de|du|des|d['’])|pr[ée]sente-moi)\s*/i;
const EXPLAIN = new RegExp(`${EXPLAIN_VERB.source}(.+)`, 'i');

const STUDY_NEXT = [
  words(String.raw`\b(?:que|quoi)\s+(?:dois-je|devrais-je|puis-je)\s+(?:[ée]tudier|r[ée]viser|apprendre|travailler|lire)\b`),
  words(String.raw`\bqu['’]est-ce que (?:je dois|je devrais|je peux)\s+(?:[ée]tudier|r[ée]viser|apprendre|travailler)\b`),
  words(String.raw`\bpar o[uù] (?:commencer|je commence)\b`),
  words(String.raw`\bmes\s+(?:points|sujets|th[èe]mes)\s+faibles\b`),
  words(String.raw`\b(?:r[ée]viser|[ée]tudier)\s+(?:maintenant|aujourd['’]hui|ensuite)\b`),
];

const QUIZ = words(String.raw`\b(?:fais-moi|fais moi|donne-moi|pr[ée]pare-moi|cr[ée]e-moi|fais|cr[ée]e|pr[ée]pare)\s+(?:un\s+|une\s+|des\s+)?(?:petit\s+|court\s+|rapide\s+)?(?:quiz|test|examen|questionnaire|questions)\b(?:\s+(?:sur|à propos de|concernant)\s+(.+))?|\b(?:interroge-moi|teste-moi|questionne-moi)\b(?:\s+(?:sur|à propos de)\s+(.+))?`);

const COMPARE = [
  words(String.raw`\bdiff[ée]rences?\s+entre\s+(.+?)\s+et\s+(.+)`),
  words(String.raw`\bcompare[rz]?\s+(.+?)\s+(?:et|avec)\s+(.+)`),
  /^\s*(.+?)\s+contre\s+(.+)/i,
];

const SUMMARY = words(String.raw`\b(?:r[ée]sume(?:z|-moi)?|r[ée]sumer|r[ée]sum[ée]|synth[èe]se|synth[ée]tise|vue d['’]ensemble|id[ée]e (?:principale|centrale)|de quoi (?:parlent|parle|traitent|traite))\b`);
const KEY_POINTS = words(String.raw`\b(?:(?:points|id[ée]es|concepts|notions)\s+(?:cl[ée]s|principaux|principales|importants|importantes|essentiels|essentielles)|l['’]essentiel|(?:que dois-je|qu['’]est-ce que je dois) retenir)\b`);
const DEFINITIONS = words(String.raw`\b(?:d[ée]finitions|glossaire|vocabulaire|termes cl[ée]s)\b`);
const SIMPLY = words(String.raw`\b(?:simplement|de (?:fa[çc]on|mani[èe]re) simple|en termes simples|avec des mots simples|pour les (?:d[ée]butants|nuls)|comme (?:si j['’]avais|à un enfant de) (?:cinq|5) ans)\b`);
const DEFINE = [
  /^\s*qu['’]est-ce\s+qu(?:e\s+|['’])(.+)/i,
  /^\s*(?:c['’]est quoi|que signifie|que veut dire|que signifient)\s+(.+)/i,
  /^\s*d[ée]finis(?:sez)?\s+(.+)/i,
  /^\s*(?:donne(?:-moi)?\s+)?la\s+d[ée]finition\s+(?:de\s+|du\s+|des\s+|d['’])(.+)/i,
];
const NOT_A_DEFINITION = words(String.raw`\b(?:quand|lorsque|si|pourquoi|comment|entre|effet|effets|r[ôo]le|impact|diff[ée]rence|relation|raison|passe)\b`);
const HOW_WHY = words(String.raw`^\s*(?:comment|pourquoi)\b|^\s*que\s+se\s+passe-t-il\b|^\s*qu['’]est-ce qui\s+(?:cause|se passe|provoque|explique|d[ée]termine)\b`);

/** The intents of detectIntent asked in French ("Résume mes notes", "Qu'est-ce qu'une matrice ?"). */
export const FRENCH_WORDING: IntentWording = {
  language: 'fr',
  leadingFiller: LEADING_FILLER,
  wholeMaterial: WHOLE_MATERIAL,
  studyNext: STUDY_NEXT,
  quiz: QUIZ,
  compare: COMPARE,
  and: 'et',
  definitions: DEFINITIONS,
  keyPoints: KEY_POINTS,
  summary: SUMMARY,
  simply: SIMPLY,
  define: DEFINE,
  notADefinition: NOT_A_DEFINITION,
  howWhy: HOW_WHY,
  explain: EXPLAIN,
  asks: words(String.raw`^\s*(?:qui|que|qu['’]|quel(?:le)?s?|quand|o[uù]|comment|pourquoi|combien|est-ce)\b`),
  topic: {
    endMarks: '?!.',
    strayMarks: '?!',
    articles: ['le', 'la', 'les', 'un', 'une', 'des', 'du'],
    elidedArticles: ['l[\'’]'],
    courtesy: ['s[\'’]il (?:te|vous) pla[iî]t', 'pour moi', 'dans (?:mes|ces|les) notes', 'de (?:mes|ces) notes', 'encore'],
  },
  // "Résume mes notes sur les vecteurs" → "vecteurs"; "Résume mes notes" → null.
  overview: {
    after: 'preposition',
    asksAbout: /\bde quoi (?:parlent|parle|traitent|traite)\b/i,
    preposition: /(?<![\p{L}])(?:sur|à propos de|concernant|de|du|des)\s+(.+)$/iu,
    notesOn: /^(?:mes|ces|les)\s+(?:notes|cours|documents)\s+(?:sur|à propos de|de)\s+/i,
  },
  simplyFraming: [SIMPLY, EXPLAIN_VERB, /^\s*qu['’]est-ce\s+qu(?:e\s+|['’])/i],
};
