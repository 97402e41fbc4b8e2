import { baseLanguage } from '../text/language.js';
import { withoutSpokenOpener } from './sentence-quality.js';
import { isInstruction } from './sentence-shape-gates.js';

/**
 * The lines of a Spanish, French or German talk a good student would not copy into its summary or key ideas: the
 * speaker's announcements and plans ("Commençons par un réseau extrêmement simple …", "Veamos qué pasa …", "Schauen wir
 * uns … an"), the talk's previous and next videos, the listener's eye and memory ("vous vous souvenez", "como
 * recordarás"), and the screen ("ici", "aquí", "hier"). English has its own, wider gate (`talk-note-lines.ts`).
 *
 * Narrow on purpose: the English pointer lists translated word for word also took conjunctions that open general
 * claims in these languages ("Como los polinomios pueden tener grado arbitrariamente elevado, …", "Si vous avez deux
 * fonctions …") and lost as many good lines as bad. Only the forms these talks use to speak about themselves count:
 * a first-person plural imperative or "we/I are going to" with a verb of showing, looking or starting, and words that
 * name the video, the listener's seeing or remembering, or the screen.
 */
export type UnfitTalkLineEsFrDe = 'talk' | 'instruction' | 'listener' | 'on-screen';

type EsFrDe = 'es' | 'fr' | 'de';

const wordsOf = (alternatives: string, flags = 'iu'): RegExp => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, flags);

/**
 * The speaker steering the talk, at the opening (after "Donc,", "Y", "Also,"): "Commençons par …", "Notons
 * l'activation …", "Voyons …", "Veamos …", "Empecemos …", "Schauen wir uns … an", "Lass uns …". A first-person plural
 * imperative of a verb of the talk's own work; "Appelons …", "Llamemos …", "… nennen" name a term and stay (the
 * instruction forms of `isInstruction` still take the French setups "Supposons …", "Admettons …").
 */
const STEERING_OPENING: Record<EsFrDe, RegExp> = {
  fr: /^(?:(?:à|a)\s+présent,?\s+|ensuite,?\s+|d['’]abord,?\s+|puis,?\s+|enfin,?\s+|maintenant\s+)?(?:commençons|notons|voyons|regardons|prenons|considérons|passons|revenons|essayons|rappelons|reprenons|examinons|observons|concentrons-nous|penchons-nous|intéressons-nous|terminons|finissons|récapitulons|résumons|allons-y|jetons|réfléchissons|pensons|imaginons|zoomons|traçons|dessinons|calculons|écrivons|faisons)(?![\p{L}-])/iu,
  es: /^(?:(?:ahora|primero|luego|después|finalmente|por último),?\s+)?(?:veamos|empecemos|comencemos|pensemos|hagamos|tomemos|fijémonos|recordemos|volvamos|pasemos|miremos|observemos|analicemos|echemos|sigamos|intentemos|probemos|regresemos|retrocedamos|centrémonos|concentrémonos|terminemos|continuemos|dibujemos|escribamos|calculemos|imaginemos|vamos\s+a)(?![\p{L}])/iu,
  de: /^(?:(?:jetzt|nun|zuerst|zunächst|als\s+nächstes|dann),?\s+)?(?:(?:schauen|sehen|fangen|beginnen|betrachten|kommen|gehen|versuchen|wenden|werfen|denken|überlegen|erinnern|fassen|starten|konzentrieren|machen|zoomen|zeichnen|rechnen|probieren|spielen|widmen|kehren|lösen)\s+wir|lass(?:t)?\s+uns|lassen\s+Sie\s+uns)(?![\p{L}])/iu,
};

/**
 * The speaker's plan anywhere in the line: "Je vais vous montrer …", "nous allons voir …", "Voy a mostrarte …", "Lo que
 * quiero hacer es …", "Ich möchte euch zeigen …", "Wir werden uns … ansehen". Only with a verb of the talk's own work:
 * "on va obtenir …" and "vamos a tener …" may state what follows from a rule.
 */
const SPEAKER_PLAN: Record<EsFrDe, RegExp> = {
  fr: wordsOf(
    String.raw`(?:je\s+vais|j['’]aimerais|je\s+voudrais|je\s+veux|nous\s+allons|on\s+va|allons)\s+(?:(?:vous|te|maintenant|ensuite|d['’]abord|juste|simplement|rapidement|enfin|donc|un\s+peu|en)\s+)*(?:montrer|voir|parler|commencer|expliquer|regarder|présenter|revenir|passer|aborder|discuter|décrire|examiner|étudier|illustrer|dessiner|tracer|zoomer|faire\s+(?:un|une|le|la)|prendre\s+(?:un|une)\s+(?:moment|minute|seconde)|vous)`,
  ),
  es: wordsOf(
    String.raw`(?:voy\s+a|vamos\s+a|quiero|quisiera|me\s+gustaría|lo\s+que\s+(?:quiero|voy\s+a|vamos\s+a))\s+(?:(?:te|les|os|ahora|primero|solo|sólo|rápidamente|un\s+poco)\s+)*(?:mostrar|mostrarte|mostrarles|dar(?:te|le|les)?|hablar|ver|empezar|comenzar|explicar|explicarte|mirar|presentar|volver|pasar|describir|analizar|dibujar|repasar|hacer\s+(?:es|un|una|aquí)|que\s+(?:pienses|imagines|veas|notes|te\s+fijes|recuerdes))`,
  ),
  de: wordsOf(
    String.raw`(?:ich\s+(?:werde|möchte|will|wollte)|wir\s+(?:werden|wollen))\s+(?:(?:euch|dir|Ihnen|uns|jetzt|nun|zuerst|zunächst|gleich|kurz|noch|hier|einmal|mal|das|dies|es)\s+)*(?:zeigen|ansehen|anschauen|sprechen|reden|beginnen|anfangen|erklären|betrachten|vorstellen|zurückkommen|zuwenden|darüber|einen\s+Blick)`,
  ),
};

/**
 * The talk's other videos and the talk itself: "Dans la vidéo précédente …", "En el último video …", "Im nächsten
 * Video …", "In den letzten Videos habe ich …", "cette vidéo", "la prochaine fois".
 */
const OTHER_VIDEOS: Record<EsFrDe, RegExp> = {
  fr: wordsOf(
    String.raw`(?:cette|la|une|les|des|ces|dernières?|prochaines?|précédentes?)\s+(?:(?:dernières?|prochaines?|précédentes?|quelques|deux|trois)\s+){0,2}(?:vidéos?|épisodes?)(?:\s+(?:précédentes?|suivantes?|passées?))?|cette\s+série(?!\s+(?:de|d['’])\s*(?!vidéos))|la\s+(?:prochaine|dernière)\s+fois|chapitre\s+(?:précédent|suivant)`,
  ),
  es: wordsOf(
    String.raw`(?:este|el|un|los|estos|esta|la|próximos?|últimos?|anteriores?)\s+(?:(?:próximos?|últimos?|siguientes?|anteriores?|par\s+de|primeros?|dos|tres)\s+){0,2}(?:videos?|vídeos?|episodios?)|(?:videos?|vídeos?)\s+(?:anteriores?|pasad[oa]s?|siguientes?)|esta\s+serie(?!\s+de\s+(?!v[ií]deos))|la\s+(?:próxima|última)\s+vez|(?:capítulo)\s+(?:anterior|siguiente)`,
  ),
  de: wordsOf(
    String.raw`(?:diese[msn]?|im|das|den|dem|einem|einen|letzte[nmn]?|nächste[nmn]?|vorherige[nmn]?|früheren?|späteren?)\s+(?:(?:letzten|nächsten|vorherigen|früheren|späteren|paar|vorigen|zwei|drei)\s+){0,2}(?:Videos?|Folgen?)|diese\s+(?:Serie|Reihe)(?!\s+(?:von|aus))|(?:nächstes|letztes)\s+Mal|(?:vorigen|vorherigen|letzten|nächsten)\s+Kapitel`,
  ),
};

/**
 * The listener's eye and memory: "vous vous souvenez de …", "comme vous pouvez le voir", "como recordarás", "como puedes
 * ver", "Erinnert ihr euch", "wie ihr seht". A rule said to "you" ("Si vous avez deux fonctions …", "Wenn du … hast",
 * "chaque fois que vous voyez une expression comme …") stays: only seeing, noticing and remembering the talk's own
 * things tie the line to it. "Rappelez-vous, …", "Vous voyez, …", "Verás, …" open a claim like "Recuerda, …" and are
 * dropped first (`LISTENER_OPENER`).
 */
const LISTENER_EYE: Record<EsFrDe, RegExp> = {
  fr: wordsOf(
    String.raw`vous\s+vous\s+(?:souvenez|rappelez)|vous\s+(?:le\s+)?(?:voyez|remarquez)\s*[,.;:!]|vous\s+voyez\s+(?:ici|là|bien|probablement|maintenant|pourquoi|comment)|vous\s+(?:remarquerez|verrez)|vous\s+avez\s+(?:peut-être\s+)?(?:vu|remarqué)|(?:vous\s+)?pouvez\s+(?:le\s+)?voir|tu\s+te\s+(?:souviens|rappelles)|tu\s+(?:le\s+)?vois\s*[,.;:!]|comme\s+vous\s+le\s+savez`,
  ),
  es: wordsOf(
    String.raw`(?:como\s+)?(?:recordarás|recordarán|recordaréis)|veréis|podéis\s+ver|¿\s*(?:recuerdas|recuerdan)|(?:puedes|pueden|podrás)\s+ver|verás|verán|habrás\s+(?:notado|visto)|te\s+darás\s+cuenta|notarás|como\s+(?:ves|ven|sabes|saben)`,
  ),
  de: wordsOf(
    String.raw`erinnert\s+ihr\s+euch|erinnerst\s+du\s+dich|ihr\s+erinnert\s+euch|du\s+erinnerst\s+dich|(?:wie\s+)?(?:ihr|du)\s+(?:seht|siehst|sehen\s+könnt|sehen\s+kannst)|(?:ihr|du)\s+(?:habt|hast)\s+(?:vielleicht\s+)?(?:gesehen|bemerkt)|wie\s+ihr\s+wisst|wie\s+du\s+weißt`,
  ),
};

/**
 * "Rappelez-vous, l'inverse d'une transformation est …", "Voyez-vous, il y a un sens dans lequel …", "Notez que …",
 * "Verás, …", "Beachte, dass …": the listener is addressed and a claim follows; the address is dropped first.
 */
const LISTENER_OPENER: Record<EsFrDe, RegExp> = {
  fr: /^(?:(?:rappelez-vous|souvenez-vous|rappelle-toi|souviens-toi|vous\s+voyez|tu\s+vois|voyez-vous|voyez|remarquez|remarque)\s*[,:]\s*|(?:notez|remarquez|note|remarque|notons|remarquons)\s+(?:bien\s+)?que\s+)/iu,
  es: /^(?:(?:verás|ves|mira|fíjate)\s*[,:]\s*|(?:nota|fíjate|observa)\s+(?:en\s+)?que\s+)/iu,
  de: /^(?:(?:denkt\s+daran|denk\s+daran|denken\s+Sie\s+daran|seht\s+ihr|siehst\s+du)\s*[,:]\s*|beachte(?:t|n\s+Sie)?(?:\s+hierbei)?(?:,?\s+dass\s+|\s*:\s*))/iu,
};

/**
 * The screen: "à l'écran", "en pantalla", "auf dem Bildschirm", "comme ceci", "so aussieht", and the place words "ici",
 * "aquí", "hier" where they point: opening the line ("Ici, je vais …", "Aquí intentaré …", "Hier ist der grüne Pfeil
 * …"), after a pointed thing ("ce triangle rectangle ici", "este punto aquí", "diesen hier"), after a verb of showing
 * ("les vecteurs montrés ici", "lo que tenemos aquí", "hier gezeigten") or before a side or a colour ("ici en jaune",
 * "hier rechts"). Elsewhere they say "in this matter" as often ("Ce qui est intéressant ici, c'est que …", "Una segunda
 * conclusión clave aquí es que …", "Was hier schön ist, …") and the line may state the talk's point.
 */
const PLACE_WORD: Record<EsFrDe, string> = { fr: String.raw`(?<!['’])ici(?!-)`, es: String.raw`aquí|acá`, de: String.raw`hier` };
const POINTED_THING: Record<EsFrDe, string> = {
  fr: String.raw`(?:ce|cet|cette|ces)\s+(?:[\p{L}'’-]+\s+){1,3}`,
  es: String.raw`(?:este|esta|estos|estas|ese|esa|esos|esas)\s+(?:[\p{L}-]+\s+){0,3}`,
  // "das" is also the article: only "das hier" points ("Das Wesentliche ist hier, dass …" does not).
  de: String.raw`(?:diese[rsmn]?\s+(?:[\p{L}-]+\s+){0,3}|(?:das|sowas|so\s+etwas)\s+)`,
};
const SHOWING_VERB: Record<EsFrDe, string> = {
  fr: String.raw`(?:montr|dessin|trac|affich|représent|colori)\p{L}*\s+(?:\p{L}+\s+)?|(?:j['’]ai|nous\s+avons|on\s+a|vous\s+voyez|on\s+voit|voyons|regardez|regardons)\s+`,
  es: String.raw`(?:mostr|muestr|dibuj|pint|grafic|represent)\p{L}*\s+(?:\p{L}+\s+)?|(?:tenemos|tengo|vemos|ves|mira|miremos|veamos)\s+`,
  de: String.raw`(?:zeig|gezeig|zeichn|gezeichn|dargestell|seh|sieh|seht|schau)\p{L}*\s+(?:\p{L}+\s+)?`,
};
const SIDE_OR_COLOUR: Record<EsFrDe, string> = {
  fr: String.raw`\s+(?:en\s+(?:jaune|rouge|bleu|vert|rose|violet|orange|blanc|haut|bas)|à\s+(?:gauche|droite))`,
  es: String.raw`\s+(?:en\s+(?:amarillo|rojo|azul|verde|rosa|morado|naranja|blanco)|arriba|abajo|a\s+la\s+(?:izquierda|derecha))`,
  de: String.raw`\s+(?:in\s+(?:gelb|rot|blau|grün|rosa|lila|orange|weiß)|(?:links|rechts|oben|unten))`,
};
const SCREEN_WORDS: Record<EsFrDe, string> = {
  // "Les lignes verticales que je dessine en haut", "los vectores que estoy dibujando", "die Hashfunktion, die ich dir zeige".
  fr: String.raw`que\s+(?:je|j['’]ai)\s+(?:\p{L}+\s+)?(?:dessin|montr|trac|affich|anim)\p{L}*|(?:à|sur)\s+l['’]écran|comme\s+(?:ceci|ça)\s*[.!]?$|voici|ce\s+que\s+(?:vous\s+voyez|l['’]on\s+voit|je\s+montre)`,
  es: String.raw`que\s+(?:estoy\s+|he\s+)?(?:dibuj|mostr|muestr|anim)\p{L}*|en\s+(?:la\s+)?pantalla|(?:como|así)\s+esto\s*[.!]?$|lo\s+que\s+(?:ves|estás\s+viendo)`,
  de: String.raw`(?:die|das|den|der|dem)\s+ich\s+(?:\p{L}+\s+){0,3}(?:zeichne|zeige|gezeichnet|gezeigt|animiert)|auf\s+dem\s+Bildschirm|so\s+aus(?:sieht)?\s*[.!]?$|was\s+(?:ihr|du)\s+(?:hier\s+)?(?:seht|siehst)`,
};
/** "les vecteurs ici montrés", "die hier gezeigten Vektoren", "die ich dir hier zeige": the place word before the showing. */
const SHOWN_AFTER: Record<EsFrDe, string> = {
  fr: String.raw`\s+(?:\p{L}+\s+)?(?:montr|dessin|trac|affich)\p{L}*`,
  es: String.raw`\s+(?:\p{L}+\s+)?(?:mostr|muestr|dibuj)\p{L}*`,
  de: String.raw`\s+(?:\p{L}+\s+)?(?:zeig|gezeig|zeichn|gezeichn|dargestell)\p{L}*`,
};
/** "Le but ici est simple : …", "El objetivo aquí es …", "Das Ziel hier ist …": the talk's aim. */
const AIM_HERE: Record<EsFrDe, string> = {
  fr: String.raw`(?:but|objectif)\s+ici`,
  es: String.raw`(?:objetivo|meta)\s+aquí`,
  de: String.raw`Ziel\s+hier`,
};
const SCREEN: Record<EsFrDe, RegExp> = Object.fromEntries(
  (['fr', 'es', 'de'] as const).map((code) => {
    const place = `(?:${PLACE_WORD[code]})`;
    return [
      code,
      new RegExp(
        // Opening the line, after a pointed thing or a showing, before a side, a colour or a showing, closing the line.
        `^${place}(?![\\p{L}])|(?<![\\p{L}])(?:${POINTED_THING[code]}|${SHOWING_VERB[code]})${place}(?![\\p{L}])|(?<![\\p{L}])${place}(?:${SIDE_OR_COLOUR[code]}|${SHOWN_AFTER[code]})(?![\\p{L}])|(?<![\\p{L}])${place}\\s*[.!]?$|(?<![\\p{L}])(?:${AIM_HERE[code]}|${SCREEN_WORDS[code]})(?![\\p{L}])`,
        'iu',
      ),
    ];
  }),
) as Record<EsFrDe, RegExp>;

/** "Résoudre un système linéaire avec une matrice orthogonale est facile": an infinitive subject, not an exercise's task. */
const FRENCH_INFINITIVE_SUBJECT = /^(?:calculer|déterminer|résoudre)\s[^,;:]*\s(?:est|revient|consiste|sera|devient)(?![\p{L}])/iu;

/**
 * "Denkt man sich diese Fläche als Funktion, …, kann man ableiten, dass …", "Teilen wir das Stück …, erhalten wir …": a
 * verb first with "man", or a verb-first clause answered by another, is a condition ("if one thinks …"), not a proposal.
 */
const GERMAN_CONDITION = /^\p{L}+\s+man(?![\p{L}])|^\p{L}+\s+wir(?![\p{L}])[^,.;:]*,\s*(?!(?:so|sodass|dass|damit|wenn|weil|ob|wie|als|bis|die|der|das|und)(?![\p{L}]))\p{L}+\s+(?:wir|man)(?![\p{L}])/iu;

/**
 * "Nun können wir diese Aktivierungen nicht direkt beeinflussen", "Jetzt haben wir …": after an adverb a modal or an
 * auxiliary with "wir" is a statement's second place, not a proposal.
 */
const GERMAN_STATEMENT = /^(?:[\p{L}]+,?\s+)?(?:können|müssen|sollten|sollen|wollen|dürfen|haben|hatten|werden|sind|waren|bekommen|erhalten|wissen|brauchen)\s+wir(?![\p{L}])/iu;

/** "Backpropagation, das Thema dieses Videos, ist ein Algorithmus …": the video names the subject, the line defines it. */
const VIDEO_AS_TOPIC = /(?<![\p{L}])(?:Thema|sujet|tema|objet)(?:\s+(?:central|principal|principale|zentrale))?\s+(?:dieses|de\s+cette|de\s+este|del)\s+(?:Videos|vidéo|video|vídeo)(?![\p{L}])/iu;

/** "Appelons …", "Lasst uns diesen Faktor … nennen": a proposal that names a term. */
const NAMING_PROPOSAL: Record<EsFrDe, RegExp> = {
  fr: /^appelons(?![\p{L}])/iu,
  es: /^llamemos(?![\p{L}])/iu,
  de: /(?<![\p{L}])nennen\s*[.!]?$/iu,
};

function esFrDe(language: string): EsFrDe | undefined {
  const code = baseLanguage(language);
  return code === 'es' || code === 'fr' || code === 'de' ? code : undefined;
}

/** The speaker steering the talk, planning it, or naming its other videos. */
function isTalkAboutTheTalk(said: string, code: EsFrDe): boolean {
  const steering = STEERING_OPENING[code].test(said) && !NAMING_PROPOSAL[code].test(said) && !(code === 'de' && GERMAN_CONDITION.test(said));
  return steering || SPEAKER_PLAN[code].test(said) || (OTHER_VIDEOS[code].test(said) && !VIDEO_AS_TOPIC.test(said));
}

/** The languages' own instruction forms ("Imaginez …", "Echa un vistazo …", "Schauen Sie sich … an"), but not a naming, a statement or a condition. */
function isListenerInstruction(said: string, code: EsFrDe): boolean {
  if (!isInstruction(said, code) || NAMING_PROPOSAL[code].test(said)) return false;
  if (code === 'de') return !GERMAN_STATEMENT.test(said) && !GERMAN_CONDITION.test(said);
  return code !== 'fr' || !FRENCH_INFINITIVE_SUBJECT.test(said);
}

/** Why a line of a Spanish, French or German talk is no line of notes, or null (and null for any other language). */
export function unfitTalkLineEsFrDe(text: string, language: string): UnfitTalkLineEsFrDe | null {
  const code = esFrDe(language);
  if (!code) return null;
  // "Donc, …", "¿…", « …, then a listener's address before a claim ("Rappelez-vous, …", "Notez que …").
  const said = withoutSpokenOpener(text.trim(), language).replace(/^[¡¿«"“„]+\s*/u, '').replace(LISTENER_OPENER[code], '');
  if (isTalkAboutTheTalk(said, code)) return 'talk';
  if (isListenerInstruction(said, code)) return 'instruction';
  if (LISTENER_EYE[code].test(said)) return 'listener';
  if (SCREEN[code].test(said)) return 'on-screen';
  return null;
}
