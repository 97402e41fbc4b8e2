import { stopWords } from '../text/language.js';

/**
 * French and German: does a sentence have a finite verb of its own, or is it only a noun phrase or an infinitive
 * phrase ("Trouver un nouveau nombre qui satisfait …", "La valeur que nous appelions y tout à l'heure.", "Nur eine
 * gewöhnliche Determinante, die eine Zahl zurückgibt.")? There is no tagger for these languages here (fr-compromise
 * and de-compromise are pre-1.0 and tag "qui" as a preposition, "satisfait" as an adjective and the verb of a German
 * relative clause as an infinitive), so the verb is read by spelling: closed lists of frequent finite forms, regular
 * finite endings in the places a finite verb stands, and the structure (a relative or subordinate clause does not
 * supply the main verb). The reading is generous about what may be a verb: a doubtful word counts as one, so a whole
 * sentence is not thrown away for a verb the spelling missed.
 */

// ---------------------------------------------------------------- French

/** Frequent finite forms of the auxiliaries, the modals and the verbs a lecture uses most (any person, present,
 * imperfect, future, conditional, subjunctive). */
const FRENCH_FINITE = new Set(
  `suis es est sommes êtes sont étais était étions étiez étaient serai seras sera serons serez seront serais serait serions seriez seraient sois soit soyons soyez soient fut furent
  ai as a avons avez ont avais avait avions aviez avaient aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient aie aies ait ayons ayez aient eut
  vais vas va allons allez vont allait allaient ira iront irait
  fais fait faisons faites font faisait faisaient fera feront ferait feraient fasse
  peux peut pouvons pouvez peuvent pouvait pouvaient pourra pourront pourrait pourraient puisse puissent
  veux veut voulons voulez veulent voulait voulaient voudra voudrait voudraient
  dois doit devons devez doivent devait devaient devra devront devrait devraient
  sais sait savons savez savent savait saura saurait
  faut fallait faudra faudrait
  vient viennent venait devient deviennent devenait revient reviennent revenait obtient obtiennent obtenait obtiendra
  tient tiennent contient contiennent appartient appartiennent maintient
  prend prennent prenait comprend comprennent apprend
  dit disons dites disent disait
  vois voit voyons voyez voient voyait verra verrait
  met mettent permet permettent admet admettent
  paraît paraissent vaut valent suffit suffisent agit naît sort part vit croit connaît
  rend rendent dépend dépendent correspond correspondent répond tend tendent descend perd
  atteint construit produit réduit écrit décrit lit suit suivent reçoit inclut résout ouvre offre court sert
  reste restent semble semblent existe existent devient demeure représente représentent donne donnent montre montrent
  mesure change tourne signifie implique utilise calcule multiplie ajoute envoie transforme applique vérifie
  converge diverge augmente diminue croît décroît égale coupe passe forme arrive commence continue fonctionne
  marche compte joue fixe pointe étire écrase décrit définit finit choisit remplit aplatit établit fournit`.split(/\s+/),
);

/** Nouns and adjectives spelled like an imperfect verb ("le trait", "parfait"). */
const FRENCH_NOT_IMPERFECT = new Set('trait portrait extrait retrait abstrait parfait imparfait lait souhait attrait bienfait forfait'.split(' '));

/** Words after which the next word is a noun or an adjective, not a verb (articles, determiners, prepositions). */
const FRENCH_NOUN_OPENER = new Set(
  `le la les l' un une des du de d' au aux ce cet cette ces son sa ses leur leurs notre nos votre vos mon ma mes ton ta tes chaque quel quelle quels quelles
  à en dans sur sous par pour avec sans vers entre chez contre selon plusieurs quelques certains certaines tout toute tous toutes deux trois quatre`.split(/\s+/),
);

/** Words before which a word ending like a verb is one ("… représente la valeur", "… reste à", "… tourne autour"). */
const FRENCH_AFTER_VERB = new Set(
  `le la les l' un une des du au aux ce cet cette ces son sa ses leur leurs notre nos votre vos mon ma mes chaque tout toute tous toutes
  à en dans sur par vers avec autour pas plus bien toujours aussi alors donc encore jamais que qu' comme exactement quand lorsque si puis car`.split(/\s+/),
);

/** Subject pronouns, and the relative "qui" that is its clause's subject ("qui en émane"). */
const FRENCH_SUBJECT = new Set("je j' tu il elle on nous vous ils elles c' cela ça ceci qui".split(' '));
const FRENCH_CLITIC = new Set("ne n' se s' le la les l' lui leur y en me m' te t' nous vous".split(' '));

/** Words that open a clause whose verb is not the sentence's own: relatives and subordinating conjunctions. */
const FRENCH_SUBORDINATOR = new Set("qui que qu' dont où lequel laquelle lesquels lesquelles auquel auxquels auxquelles duquel desquels desquelles lorsque lorsqu' puisque puisqu' quand".split(' '));

/**
 * The role of each of these function words, which a stop-word list does not say; a unit test keeps every one of them
 * inside the language's stop-word list (`stopWords`), so the two lists cannot drift apart.
 */
export const FRENCH_ROLE_WORDS = { nounOpener: FRENCH_NOUN_OPENER, subject: FRENCH_SUBJECT, clitic: FRENCH_CLITIC, subordinator: FRENCH_SUBORDINATOR } as const;

/** "plus grand que", "ne … que", "ainsi que": a "que" that compares or restricts opens no clause. */
const FRENCH_NON_CLAUSE_QUE = /^(?:plus|moins|autant|aussi|même|mêmes|autre|autres|ainsi|tel|telle|tels|telles|plutôt|tant|n'|ne|est|sont)$/;

const FRENCH_NEGATION = /^(?:pas|aucun|aucune|jamais|rien|personne|guère|point|nul|nulle)$/;

/** A "que" after "plus … que", "les mêmes effets … que" (up to four words between), "en tant que" or "ne … que". */
function comparesOrRestricts(words: readonly string[], i: number): boolean {
  // "n'y a aucune garantie que …" is a negation, not "ne … que": "ne" restricts only with no other negation word between.
  const near = words.slice(Math.max(0, i - 5), i);
  if (near.some((w, k) => FRENCH_NON_CLAUSE_QUE.test(w) && (k === near.length - 1 || /^(?:plus|moins|aussi|autant|même|mêmes|autre|autres)$/.test(w)))) return true;
  // "ne peuvent transformer une unique entrée qu'en …": "ne" may stand further back.
  const clause = words.slice(Math.max(0, i - 8), i);
  const ne = clause.findLastIndex((w) => /^(?:n'|ne)$/.test(w));
  return ne >= 0 && !clause.slice(ne + 1).some((x) => FRENCH_NEGATION.test(x));
}

function frenchWords(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/_____/g, 'x')
    .split(/[\s,;:.!?«»"“”()[\]]+|(?<=')/u)
    .map((w) => w.replace(/^[-–—]+|[-–—]+$/g, ''))
    .filter(Boolean);
}

function endsAsFrenchTense(word: string): boolean {
  if (/(?:ions|iez|aient)$/.test(word) && !/(?:tions|sions|xions|gions)$/.test(word)) return true;
  if (/ait$/.test(word) && !FRENCH_NOT_IMPERFECT.has(word)) return true;
  return /(?:era|eront|erait|erons|erez|irait|iront|ira|dra|dront|drait)$/.test(word);
}

/** The word at `i` may be a finite verb, judged by its spelling and its neighbours. */
function mayBeFrenchFinite(words: readonly string[], i: number): boolean {
  const word = words[i]!;
  const before = words[i - 1] ?? '';
  const after = words[i + 1] ?? '';
  // After a subject pronoun and its clitics ("on obtient", "il n'y a", "ça nous donne", "se déplace", "ne change pas"),
  // the next word is the verb.
  if (FRENCH_CLITIC.has(word) && i < words.length - 1) return false;
  let j = i - 1;
  while (j >= 0 && FRENCH_CLITIC.has(words[j]!)) j--;
  const clitics = words.slice(j + 1, i);
  if (FRENCH_SUBJECT.has(words[j] ?? '') || clitics.some((c) => /^(?:nous|vous|ne|n'|se|s')$/.test(c))) return true;
  if (words[j] === 'ce' && j === i - 1 && FRENCH_FINITE.has(word)) return true;
  // "… plus grand que trois est premier": "est", "sont", "peut" are verbs after any word.
  if (/^(?:est|sont|était|étaient|sera|seront|serait|ont|avait|peut|peuvent|pourrait|doit|doivent|devrait|va|vont|faut)$/.test(word)) return true;
  // Imperfect, future and conditional endings ("appelions", "tournait", "donnera", "faudrait"), even after "tout".
  if (word.length >= 4 && !stopWords('fr').has(word) && endsAsFrenchTense(word)) return true;
  if (FRENCH_NOUN_OPENER.has(before)) return false;
  // "est-ce", "peut-on", "a-t-il": the verb before its inverted subject.
  if (FRENCH_FINITE.has(word.split('-')[0]!)) return true;
  // Function words ("tout à l'heure", "comme") are no verbs by their ending.
  if (word.length < 4 || stopWords('fr').has(word)) return false;
  // "… nous calculons", "Cependant, repensons …": a "nous" or "vous" form not after an article ("des façons").
  if (/(?:ons|ez)$/.test(word) && !/(?:tions|sions|xions|gions)$/.test(word)) return true;
  // A present "-e", "-ent" or "-it" right after a noun and before an article, an adverb or a preposition: "la dérivée
  // mesure la pente", "les vecteurs tournent autour", "la courbe aplatit définitivement".
  // A sentence's first word has no noun before it: "Distance que nous appelions y …" opens on a noun.
  if (i > 0 && /(?:[^é]e|[^m]ent|it|t)$/.test(word) && !/(?:ment|ant)$/.test(word) && (FRENCH_AFTER_VERB.has(after) || /ment$/.test(after))) return true;
  // "-ent" after a plural noun: "les colonnes correspondent".
  return /[^m]ent$/.test(word) && /[sx]$/.test(before) && !FRENCH_NOUN_OPENER.has(before);
}

/**
 * French: the sentence has no finite verb outside its relative and subordinate clauses — a noun phrase ("La valeur
 * que nous appelions y tout à l'heure.") or an infinitive phrase ("Trouver un nouveau nombre qui satisfait …").
 */
export function lacksFrenchMainVerb(sentence: string): boolean {
  const words = frenchWords(sentence);
  let pending = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (FRENCH_SUBORDINATOR.has(word)) {
      if (!/^qu/.test(word) || !comparesOrRestricts(words, i)) pending++;
      continue;
    }
    if (!mayBeFrenchFinite(words, i)) continue;
    // The first verb after a relative or a conjunction is that clause's own.
    if (pending > 0) pending--;
    else return false;
  }
  return true;
}

// ---------------------------------------------------------------- German

/** Frequent finite forms of the auxiliaries, the modals and the verbs a lecture uses most. */
const GERMAN_FINITE = new Set(
  `bin bist ist sind seid war warst waren wart wäre wären sei
  habe hast hat haben habt hatte hatten hätte hätten
  werde wirst wird werden werdet wurde wurden würde würden
  kann kannst können könnt konnte konnten könnte könnten muss musst müssen müsst musste mussten müsste müssten
  soll sollst sollen sollt sollte sollten will willst wollen wollt wollte wollten darf darfst dürfen durfte dürfte
  mag mögen möchte möchten lässt lassen ließ gibt geben gab gäbe heißt hieß weiß wissen wusste
  geht gehen ging kommt kommen kam sieht sehen sah steht stehen stand liegt liegen lag bleibt bleiben blieb
  nimmt nehmen nahm hält halten hielt fällt fallen fiel läuft laufen lief trifft treffen traf gilt gelten galt
  tut tun tat findet finden fand zeigt zeigen bedeutet bedeuten ergibt ergeben beschreibt beschreiben enthält enthalten
  scheint scheinen erhält erhalten entspricht entsprechen hängt hängen macht machen sagt sagen braucht brauchen`.split(/\s+/),
);

const GERMAN_PRONOUNS = ['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'Sie', 'man'];
const GERMAN_PRONOUN = new RegExp(`^(?:${GERMAN_PRONOUNS.join('|')})$`);

/** Words that open a subordinate clause or a prepositional phrase ("Während der Rotation …", "Als Beispiel …"). */
const GERMAN_AMBIGUOUS_OPENING = /^(?:als|da|damit|während|wie|um|ohne|statt|anstatt)\s/i;

const GERMAN_PREPOSITIONS = 'in an auf mit von zu bei aus nach für über unter durch gegen um vor hinter neben zwischen ohne'.split(' ');
const GERMAN_RELATIVES = 'der die das den dem deren dessen denen welche welcher welches welchem welchen'.split(' ');
const GERMAN_SUBORDINATORS = 'dass daß weil wenn ob obwohl obgleich als da damit sodass nachdem bevor während falls sobald solange indem wo wobei womit wodurch worauf worin wie was wer um ohne statt anstatt'.split(' ');
/** Opens a clause whose verb is not the sentence's own: a relative after its preposition or not ("in dem …", "welche …"), a subordinating conjunction, "um … zu". */
const GERMAN_SUBORDINATE_OPENING = new RegExp(
  `^(?:(?:(?:${GERMAN_PREPOSITIONS.join('|')})\\s+)?(?:${GERMAN_RELATIVES.join('|')})|${GERMAN_SUBORDINATORS.join('|')})(?![\\p{L}])`,
  'iu',
);

/** "und", "aber", … after a comma join a clause of the same rank. */
const GERMAN_COORDINATORS = 'und oder aber sondern denn doch jedoch'.split(' ');
const GERMAN_COORDINATOR = new RegExp(`^(?:${GERMAN_COORDINATORS.join('|')})\\s+`, 'i');

/** As `FRENCH_ROLE_WORDS`: what role each function word plays, kept inside the German stop-word list by a unit test. */
export const GERMAN_ROLE_WORDS = {
  pronoun: GERMAN_PRONOUNS,
  preposition: GERMAN_PREPOSITIONS,
  relative: GERMAN_RELATIVES,
  subordinator: GERMAN_SUBORDINATORS,
  coordinator: GERMAN_COORDINATORS,
} as const;

/** Adverbs and adjectives ending in "-t" or "-st" that are no verb. */
const GERMAN_NOT_VERB = new Set('nicht jetzt erst zuerst selbst meist meistens fast sonst oft recht gut leicht weit breit direkt exakt genau konkret korrekt perfekt bekannt gesamt konstant elegant interessant relevant komplett bereit echt schlecht nett hart'.split(' '));

/** Words before which a sentence's first word is an imperative ("Stellt euch … vor", "Denk immer daran", "Erinnere dich"). */
const GERMAN_AFTER_IMPERATIVE = /^(?:mir|dir|mich|dich|uns|euch|mal|doch|bitte|immer)$/;
/** … and before which one ending in "-e" is ("Zeichne einen Kreis", "Starte mit …"). */
const GERMAN_AFTER_E_IMPERATIVE = /^(?:einen|eine|ein|mit)$/;

/** The word at `i` of a clause may be a finite verb, judged by its spelling and its neighbours. */
function mayBeGermanFinite(words: readonly string[], i: number): boolean {
  const word = words[i]!;
  const lower = word.toLowerCase();
  const before = words[i - 1] ?? '';
  const after = words[i + 1] ?? '';
  if (before.toLowerCase() === 'zu') return false;
  if (GERMAN_FINITE.has(lower) && (i === 0 || /^\p{Ll}/u.test(word))) return true;
  // A question or an inverted clause opens on its verb: "Findet man …", "Stellen Sie sich … vor"; an imperative on its stem.
  if (i === 0 && (GERMAN_PRONOUN.test(after) || GERMAN_AFTER_IMPERATIVE.test(after) || (/\p{L}{3}e$/u.test(word) && GERMAN_AFTER_E_IMPERATIVE.test(after)))) return true;
  // Participles ("gedreht", "gewünschten") carry no clause; function words ("mit", "seit") are no verbs.
  if (!/^\p{Ll}/u.test(word) || GERMAN_NOT_VERB.has(lower) || /^ge\p{L}{3,}/u.test(word) || stopWords('de').has(lower)) return false;
  // The verb before its subject pronoun: "… sage ich, dass …", "dann stellen wir uns vor".
  if (GERMAN_PRONOUN.test(after) && after !== 'sie') return true;
  // The verb right after a clause set off before it: "Alle anderen, die …, achten nicht auf …".
  if (i === 0 && /\p{L}{2}(?:t|st|te|ten|tet|en|ern|eln)$/u.test(word)) return true;
  // Present and past endings on a lower-case word (German writes its nouns capitalised): "dreht", "misst", "drehte".
  // An "-te"/"-ten" word before a noun is an adjective ("die verrückte Gleichung").
  if (/\p{L}{2}(?:t|st)$/u.test(word) && !/(?:lich|ig|isch)t?$/u.test(word)) return true;
  if (/\p{L}{2}(?:te|ten|tet)$/u.test(word) && !/^\p{Lu}/u.test(after)) return true;
  // A plural present after its subject and not before a noun ("die Vektoren zeigen nach oben", "wir sehen").
  return /\p{L}{2}(?:en|ern|eln)$/u.test(word) && (GERMAN_PRONOUN.test(before) || /^\p{Lu}/u.test(before)) && !/^\p{Lu}/u.test(after);
}

/** The words of a clause, with the blank as a noun. */
function germanWords(clause: string): string[] {
  return clause
    .replace(/_____/g, 'X')
    .split(/[\s"„“”»«()[\]]+/u)
    .map((w) => w.replace(/^[-–—]+|[-–—.!?]+$/g, ''))
    .filter(Boolean);
}

/**
 * A subordinate clause that still holds the main verb: a verb cluster then the main verb with no comma between ("Was
 * Sie sagen wollen ist, …", "Wenn man … nimmt zeigt sich …"), an inverted verb ("Um … zu bekommen tue ich …"), or a
 * pointing word followed by its verb, not a relative ("das gibt dir …", "was ist die Wahrscheinlichkeit …").
 */
function subordinateHoldsMainVerb(words: readonly string[]): boolean {
  const verbs = words.map((_, i) => mayBeGermanFinite(words, i));
  // Two verbs in a row, the second a closed-list form or followed by more of the clause: the first ends the subordinate
  // clause, the second heads the main one ("nimmt zeigt sich …", "sagen wollen ist").
  if (words.some((w, i) => i > 0 && verbs[i - 1] && verbs[i] && (i < words.length - 1 || (GERMAN_FINITE.has(w.toLowerCase()) && GERMAN_FINITE.has(words[i - 1]!.toLowerCase()))))) return true;
  if (words.some((w, i) => i > 0 && verbs[i] && GERMAN_PRONOUN.test(words[i + 1] ?? '') && words[i + 1] !== 'sie')) return true;
  return words.length > 2 && /^(?:der|die|das|was|wer|wie|wo|welche[rsmn]?)$/i.test(words[0]!) && GERMAN_FINITE.has((words[1] ?? '').toLowerCase());
}

/** Each clause of main rank: after a colon a new sentence starts, so its first clause is read as a sentence's first. */
function germanClauses(sentence: string): Array<{ text: string; first: boolean; count: number }> {
  return sentence.split(/:\s+/).flatMap((segment) => {
    const clauses = segment.split(/\s*[,;–—]\s+|\s+-\s+/).map((c) => c.trim()).filter(Boolean);
    return clauses.map((text, n) => ({ text, first: n === 0, count: clauses.length }));
  });
}

/**
 * German: no clause of main rank has a finite verb — a noun phrase with a relative clause ("Nur eine gewöhnliche
 * Determinante, die eine Zahl zurückgibt."), an "um … zu" clause alone, or a caption run into pieces ("Der Fakt, dass
 * …, mit exakter Länge dieser Distanz."). German sets every subordinate clause off with a comma, so clauses are read
 * between commas.
 */
export function lacksGermanMainVerb(sentence: string): boolean {
  return !germanClauses(sentence).some(({ text: clause, first, count }) => {
    const main = clause.replace(GERMAN_COORDINATOR, '');
    const words = germanWords(main);
    // A relative needs a noun before it: the first clause opening on "Die Zahl …" or "Welche Funktion …" is a main clause.
    const opensSubordinate = first
      ? GERMAN_SUBORDINATE_OPENING.test(main) &&
        !/^(?:(?:\p{L}+\s+)?(?:der|die|das|den|dem)|welche[rsmn]?)\s/iu.test(main) &&
        // "Während der Rotation bleibt …": an opening that is also a preposition subordinates only a clause that ends
        // on its verb before a comma.
        (!GERMAN_AMBIGUOUS_OPENING.test(main) || (count > 1 && /\s\p{Ll}+$/u.test(main)) || /^um\s+zu\s/i.test(main))
      : GERMAN_SUBORDINATE_OPENING.test(main);
    if (opensSubordinate && main === clause) return subordinateHoldsMainVerb(words);
    return words.some((_, i) => mayBeGermanFinite(words, i));
  });
}

/**
 * French: the sentence was cut inside its last clause — a "que", "qui" or "dont" that no verb follows ("… il n'y a
 * aucune garantie que le minimum local.").
 */
export function endsOnVerblessFrenchClause(sentence: string): boolean {
  const words = frenchWords(sentence);
  const last = words.findLastIndex((w, i) => /^(?:qui|dont)$/.test(w) || (/^(?:que|qu')$/.test(w) && !comparesOrRestricts(words, i)));
  if (last < 0) return false;
  return !words.some((_, i) => i > last && mayBeFrenchFinite(words, i));
}
