/**
 * What a video's maker says about the channel rather than the subject: greetings, sponsors and patrons,
 * links in the description, subscribing, comments, thanks for watching, the next video. A
 * student's notes leave it out, as a textbook's apparatus is left out (see boilerplate.ts).
 * Only spoken sources are judged: in a book, "sponsor", "patrons" or "the description" name content.
 */
const CHANNEL_TALK: Record<string, RegExp[]> = {
  en: [
    /\bpatreon\b|\bpatrons?\b|\bsponsor(?:s|ed|ing|ship)?\b|\bsubscrib(?:e|ed|ers?|ing)\b|\bdonat(?:e|ion|ions|ing)\b|\bmerch\b/i,
    /\b(?:in|into|to) the description\b|\bdescription (?:below|box)\b|\blinks? (?:is |are )?(?:on (?:the )?screen|below)\b|\bI(?:'ve| have)? (?:also )?linked\b/i,
    /\bthanks? (?:you )?(?:so much )?for watching\b|\bsee you (?:next time|in the next)\b|\bin the (?:comments|comment section)\b|\bleave a comment\b/i,
    /\bearly access\b|\bmy channel\b|\b(?:support|supporting|supporters|subscribe to|welcome to) (?:this|my) channel\b|\bviewers\b|\b(?:supported|supports|support) this (?:series|channel|video|show)\b|\bworking on videos\b|\b(?:part of|thanks? to) the community\b|\bbest of luck\b/i,
    /^(?:hey|hi|hello)(?:,| there,?)? (?:everyone|everybody|folks|guys|all)\b(?!.*\b(?:is|are|means|called)\b)|\bwelcome back\b|\bwhere we (?:last )?left off\b/i,
  ],
  es: [
    /\bpatreon\b|\bpatrocinad(?:or|ores|o|a)\b|\bpatrocinio\b|\bsuscr[ií]b(?:e|ete|irse|anse|ción|ciones|iendo)\b|\bsuscripci[óo]n\b|\bdonaci[óo]n(?:es)?\b/iu,
    /\ben la descripci[óo]n\b|\benlaces? en (?:la )?pantalla\b/iu,
    /\bgracias por ver\b|\bnos vemos en el pr[óo]ximo\b|\ben (?:los|la secci[óo]n de) comentarios\b/iu,
    /\bacceso anticipado\b|\bmi canal\b|\bespectadores\b|\bapoyaron (?:esta|este) (?:serie|canal|video|vídeo)\b|\b(?:parte de la|gracias a la) comunidad\b/iu,
    /^hola,? (?:a )?todos\b|\bbienvenid[oa]s? de nuevo\b|\bdonde lo dejamos\b/iu,
  ],
  fr: [
    /\bpatreon\b|\bsponsor(?:s|is[ée]e?s?)?(?!\p{L})|\babonne[zr](?:-vous)?\b|\babonnement\b/iu,
    /\bdans la description\b|\bliens? (?:à|a) l'[ée]cran\b/iu,
    /\bmerci d'avoir regard[ée](?!\p{L})|\b(?:en|dans les) commentaires?\b|(?<!\p{L})[àa] la prochaine\b/iu,
    /\bacc[eè]s anticip[ée]|\bma cha[îi]ne\b|\bspectateurs\b|\b(?:partie de la|merci [àa] la) communaut[ée]/iu,
    /^(?:salut|bonjour) (?:tout le monde|[àa] tous)|\bbon retour\b/iu,
  ],
  de: [
    /\bpatreon\b|\bsponsor(?:en|ed|ing)?\b|\babonnier(?:en|t|e)\b|\babo\b/iu,
    /\bin der (?:video)?beschreibung\b|\blinks? (?:ist |sind )?(?:unten|eingeblendet)\b/iu,
    /\bdanke (?:f[üu]rs|f[üu]r das) zuschauen|\bin den kommentaren\b|\bbis zum n[äa]chsten mal\b/iu,
    /\bfr[üu]hen zugang\b|\bmeine[nm]? kanal\b|\bzuschauer(?:innen)?\b|\bteil der community\b/iu,
    /^hallo (?:zusammen|alle)\b|\bwillkommen zur[üu]ck\b/iu,
  ],
};

/**
 * The next video announced ("in the next video I'll talk about …") is a preview, unless the sentence
 * goes on to say something now ("…in the next video, but loosely speaking it's a measure of …").
 */
const PREVIEW: Record<string, { preview: RegExp; goesOn: RegExp }> = {
  en: { preview: /\b(?:up next|next up|in the next (?:video|episode|lesson|one))\b/i, goesOn: /,\s*but\b/i },
  es: { preview: /\ben el pr[óo]ximo (?:video|vídeo|episodio)\b/iu, goesOn: /,\s*pero\b/i },
  fr: { preview: /\bdans la prochaine (?:vid[ée]o|[ée]pisode)\b/iu, goesOn: /,\s*mais\b/i },
  de: { preview: /\bim n[äa]chsten (?:video|teil|folge)\b/iu, goesOn: /,\s*aber\b/i },
};

export function isChannelTalk(sentence: string, language: string): boolean {
  const key = language.toLowerCase().slice(0, 2);
  const preview = PREVIEW[key];
  if (preview && preview.preview.test(sentence) && !preview.goesOn.test(sentence)) return true;
  return CHANNEL_TALK[key]?.some((p) => p.test(sentence)) ?? false;
}
