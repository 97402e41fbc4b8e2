import { endsOnVerblessFrenchClause, FRENCH_ROLE_WORDS, GERMAN_ROLE_WORDS, lacksFrenchMainVerb, lacksGermanMainVerb } from './french-german-main-verbs.js';
import { stopWords } from '../text/language.js';
import { isFragment, rejectCard } from './card-gates.js';
import type { Flashcard } from '../generation.types.js';

// Short texts written for these tests, in the shapes translated lecture captions take.

function cloze(question: string, answer: string): Flashcard {
  return { kind: 'cloze', question, answer, citation: { quote: question.replace('_____', answer), time: 12 } } as Flashcard;
}

describe('French sentences without a finite verb of their own', () => {
  test.each([
    // An infinitive phrase: its only verb is in the relative clause.
    'Trouver un nouveau nombre qui satisfait cette équation.',
    'Montrer à la fois la définition standard et la façon dont elle se rapporte aux transformations linéaires.',
    // A noun phrase and a relative clause.
    "La valeur que nous appelions y tout à l'heure.",
    "Distance que nous appelions y tout à l'heure.",
    'Un ensemble de points dont la courbe est presque linéaire.',
    // A noun phrase alone, a subordinate clause alone.
    'Le produit scalaire de deux vecteurs.',
    'La forme tracée par un point sur un cercle roulant.',
    'Bien que la fonction de coût soit une couche de complexité en plus.',
    'Où on additionne les inverses des carrés.',
  ])('given "%s", when its verb is looked for, then it has none of its own', (sentence) => {
    expect(lacksFrenchMainVerb(sentence)).toBe(true);
  });

  test.each([
    "Le déterminant mesure l'aire du parallélogramme.",
    'Nous calculons la dérivée.',
    'Cette valeur reste constante.',
    'Les colonnes de la matrice correspondent aux vecteurs de base.',
    'Tout tournait autour de ce problème très connu.',
    'Un nombre plus grand que trois est premier.',
    "Forcément, on ne peut sommer un nombre infini de choses.",
    // The verb after a relative clause is the main one.
    'Les nombres premiers qui sont 3 au-dessus d’un multiple de quatre ne peuvent pas être factorisés.',
    'Réfléchir à ce problème en explorant les idées qui en émanent peut vous amener à trois grandes idées.',
    'Trouver la racine de cette équation est difficile.',
    'Dans les quatre cas, la distanciation sociale aplatit définitivement la courbe.',
  ])('given "%s", when its verb is looked for, then it has one', (sentence) => {
    expect(lacksFrenchMainVerb(sentence)).toBe(false);
  });

  test('given a French cloze whose filled sentence is an infinitive phrase, when the card is judged, then it is a fragment', () => {
    expect(rejectCard(cloze('Trouver un nouveau _____ pour chacun de ces blocs qui fait que leur hash commence par des zéros.', 'nombre spécial'), 'fr')).toBe('fragment');
  });

  test('given a French cloze with its main verb, when the card is judged, then the verb check keeps it', () => {
    expect(rejectCard(cloze("Le déterminant d'une transformation mesure le facteur par lequel les _____ sont étirées.", 'aires'), 'fr')).not.toBe('fragment');
  });
});

describe('German sentences without a finite verb of their own', () => {
  test.each([
    // A noun phrase and a relative clause, set off by its comma.
    'Nur eine gewöhnliche Determinante, die eine Zahl zurückgibt.',
    'Ein Ding, das Vektoren in die Länge zieht oder zusammendrückt.',
    // A noun phrase with a "dass" clause and a trailing phrase.
    'Der Fakt, dass die erste Zahl eine Bewegung nach rechts impliziert und die zweite eine Bewegung nach oben impliziert, mit exakter Länge dieser Distanz.',
    // An "um … zu" clause and a relative only.
    'Um zu definieren, was diese Zahlen bedeuten, in welchen sie Sinn ergeben.',
    // A subordinate clause alone, a phrase with no verb at all.
    'Solange sie Blöcke schneller findet als alle anderen Miner im Netzwerk zusammen.',
    'Zurück zur Vektoraddition und Multiplikation mit Zahlen.',
    'Rausfinden, welche Funktion es ist, basierend auf ihrer Änderungsrate.',
  ])('given "%s", when its verb is looked for, then it has none of its own', (sentence) => {
    expect(lacksGermanMainVerb(sentence)).toBe(true);
  });

  test.each([
    'Die Matrix dreht den Raum um neunzig Grad.',
    'Die Zahl, die wir suchen, ist gerade.',
    'Während der Rotation bleibt der Vektor gleich.',
    'Wenn man eine Eigenbasis findet, macht es Matrixoperationen wirklich schön.',
    'Zwei Linien zufällig zu wählen, ist das gleiche wie einen beliebigen Punkt auf dem Kreis zu wählen.',
    'Die Vektoren zeigen nach oben.',
    // The main verb right after a subordinate clause's own verb, with no comma between.
    'Was Sie also sagen wollen ist, dass 1 und diese unendliche Summe gleich sind.',
    'Wenn man die Fourier-Transformation des Signals nimmt zeigt sich der hohe Ton als Spitze.',
    // A pointing "das" with its verb, not a relative; a clause after a colon; an inverted verb.
    'Glaub mir, das gibt dir eine viel bessere Vorstellung von der Multiplikation.',
    'Etwas formaler: Die Unterschrift wird mit Hilfe einer Funktion erstellt.',
    'Bei den hier gezeigten Vektoren sage ich, dass die Fläche 7 ist.',
    'Alle anderen, die das System nur für Zahlungen benutzen, schauen nicht auf Transaktionen.',
    'Welche Funktion von t hat die Ableitung 8 minus t?',
  ])('given "%s", when its verb is looked for, then it has one', (sentence) => {
    expect(lacksGermanMainVerb(sentence)).toBe(false);
  });

  test('given a German cloze that is a noun phrase and its relative clause, when the card is judged, then it is a fragment', () => {
    expect(rejectCard(cloze('Nur eine gewöhnliche _____, die eine Zahl zurückgibt und sonst nichts.', 'Determinante'), 'de')).toBe('fragment');
  });

  test('given a German cloze with its main verb, when the card is judged, then the verb check keeps it', () => {
    expect(rejectCard(cloze('Die _____ einer Matrix gibt an, um welchen Faktor eine Transformation Flächen streckt.', 'Determinante'), 'de')).not.toBe('fragment');
  });
});

describe('the verb check runs only on French and German', () => {
  test('given a Spanish cloze that is a noun phrase and its relative clause, when the card is judged, then the French and German reading does not make it a fragment', () => {
    expect(rejectCard(cloze('El _____ que llamamos y hace un momento en la pantalla.', 'valor'), 'es')).not.toBe('fragment');
  });
});

describe('German imperatives have their verb first', () => {
  test.each(['Stellt euch Addierer als Verschieben der Zahlengeraden vor.', 'Denk immer daran, dass die Multiplikation zweier Matrizen eine Verkettung ist.', 'Zeichne einen Kreis um den Leuchtturm.'])(
    'given the instruction "%s", when its verb is looked for, then the imperative is found',
    (sentence) => {
      expect(lacksGermanMainVerb(sentence)).toBe(false);
    },
  );
});

describe('French sentences cut inside their last clause', () => {
  test.each([
    "Il n'y a aucune garantie que le minimum local.",
    'Changer les poids pour le diminuer signifie que la sortie du réseau sur chaque donnée.',
    'Voici la façon dont les facteurs de 2 dans le comptage.',
  ])('given "%s", when it is judged, then it is cut', (sentence) => {
    expect(endsOnVerblessFrenchClause(sentence)).toBe(true);
    expect(isFragment(sentence, 'fr')).toBe(true);
  });

  test.each([
    'Les transformations linéaires sont des fonctions, avec des vecteurs en tant qu’entrées et en tant que sorties.',
    "L'intégrale n'est pas cette somme, c'est ce que cette somme approche quand dx approche 0.",
    'Un antiviral a les mêmes effets sur le modèle que de les isoler.',
    "Il n'y a que deux vecteurs.",
    'La valeur que nous cherchons est zéro.',
  ])('given "%s", when it is judged, then its last clause is whole', (sentence) => {
    expect(endsOnVerblessFrenchClause(sentence)).toBe(false);
  });
});

describe('the role words are inside the maintained stop-word lists', () => {
  // A role set keeps what a stop word does not say (subject, clitic, subordinator); a word in it that the stop-word list
  // lacks is either a content word put there by mistake or a gap in the list, named here.

  test('given the French role sets, when each word is looked up, then the stop-word list has it (an elided "j\'" as "je")', () => {
    const stops = stopWords('fr');
    const missing = Object.values(FRENCH_ROLE_WORDS)
      .flatMap((words) => [...words])
      .filter((word) => !stops.has(word.replace(/'$/, 'e')));
    expect(missing).toEqual([]);
  });

  // stopwords-iso's German list lacks these subordinating conjunctions; they are function words all the same.
  const GERMAN_LIST_LACKS = ['obwohl', 'obgleich', 'sodass', 'bevor', 'falls', 'sobald', 'solange', 'wobei', 'womit', 'wodurch', 'worauf', 'worin', 'anstatt'];

  test('given the German role sets, when each word is looked up, then the stop-word list has it, but for the gaps named', () => {
    const stops = stopWords('de');
    const missing = Object.values(GERMAN_ROLE_WORDS)
      .flatMap((words) => [...words])
      .filter((word) => !stops.has(word.toLowerCase()));
    expect(missing.sort()).toEqual([...GERMAN_LIST_LACKS].sort());
  });
});
