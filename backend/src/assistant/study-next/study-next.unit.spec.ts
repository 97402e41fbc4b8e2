import { studyNextAnswer, type NotesStanding } from './study-next.js';

const NOW = new Date('2026-11-24T10:00:00Z');
const DAY = 86_400_000;

function standing(overrides: Partial<NotesStanding> & Pick<NotesStanding, 'notesId' | 'title' | 'summary'>): NotesStanding {
  return { dueCards: 0, reviews: 0, correctReviews: 0, lastQuizScore: null, lastStudiedAt: new Date(NOW.getTime() - DAY), createdAt: new Date('2026-01-01'), ...overrides };
}

const SUMMARIES = {
  en: ['Vectors are arrows with a length and a direction, described in the plane by their two coordinates. They are added by placing one after the other and multiplied by numbers called scalars, which stretch or shrink them.',
    'A matrix is a table of numbers that describes a linear transformation. Each of its columns says where one of the basis vectors lands, and its determinant measures how much areas change under the transformation.'],
  es: ['Los vectores son flechas con una longitud y una dirección, que en el plano se describen con sus dos coordenadas. Se suman colocando uno a continuación del otro y se multiplican por números llamados escalares, que los estiran o encogen.',
    'Una matriz es una tabla de números que describe una transformación lineal. Cada una de sus columnas indica a dónde va a parar uno de los vectores de la base, y su determinante mide cuánto cambian las áreas.'],
  fr: ['Les vecteurs sont des flèches qui ont une longueur et une direction, décrites dans le plan par leurs deux coordonnées. On les additionne en les plaçant bout à bout et on les multiplie par des nombres appelés scalaires, qui les étirent ou les rétrécissent.',
    'Une matrice est un tableau de nombres qui décrit une transformation linéaire. Chacune de ses colonnes indique où arrive l’un des vecteurs de la base, et son déterminant mesure de combien les aires changent.'],
  de: ['Vektoren sind Pfeile mit einer Länge und einer Richtung, die in der Ebene durch ihre beiden Koordinaten beschrieben werden. Man addiert sie, indem man sie aneinanderlegt, und multipliziert sie mit Zahlen, den Skalaren, die sie strecken oder stauchen.',
    'Eine Matrix ist eine Tabelle von Zahlen, die eine lineare Abbildung beschreibt. Jede ihrer Spalten gibt an, wohin einer der Basisvektoren abgebildet wird, und ihre Determinante misst, wie sich Flächen verändern.'],
} as const;

/** Due cards in the first note, a weak quiz in the second, and a third never studied. */
function notesIn(language: keyof typeof SUMMARIES): NotesStanding[] {
  const [vectors, matrices] = SUMMARIES[language];
  return [
    standing({ notesId: 'v', title: 'V', summary: vectors, dueCards: 3 }),
    standing({ notesId: 'm', title: 'M', summary: matrices, lastQuizScore: 40 }),
    standing({ notesId: 'd', title: 'D', summary: `${vectors} ${matrices}`, lastStudiedAt: null }),
  ];
}

describe('what to study next', () => {
  it('given English notes, when asked, then the answer is the English one, unchanged', () => {
    expect(studyNextAnswer(notesIn('en'), NOW, 'What should I study next?').answer).toBe(
      'Start with your 3 due flashcards: 3 in “V” [1]. Then work on your weakest topics: “M” [2] (last quiz 40%). Also revisit notes you haven’t studied lately: “D” [3] (never studied).',
    );
  });

  it.each([
    ['es', '¿Qué debería estudiar ahora?', 'Empieza por tus 3 tarjetas pendientes: 3 en «V» [1]. Después, trabaja tus temas más débiles: «M» [2] (último examen: 40 %). Repasa también los apuntes que no has estudiado últimamente: «D» [3] (nunca estudiados).'],
    ['fr', 'Que dois-je réviser maintenant ?', 'Commence par tes 3 cartes à réviser : 3 dans « V » [1]. Ensuite, travaille tes points les plus faibles : « M » [2] (dernier quiz : 40 %). Reprends aussi les notes que tu n’as pas étudiées récemment : « D » [3] (jamais étudiées).'],
    ['de', 'Was soll ich als Nächstes lernen?', 'Beginne mit deinen 3 fälligen Karteikarten: 3 in „V“ [1]. Arbeite dann an deinen schwächsten Themen: „M“ [2] (letztes Quiz: 40 %). Wiederhole außerdem Notizen, die du länger nicht gelernt hast: „D“ [3] (noch nie gelernt).'],
  ] as const)('given %s notes, when "%s" is asked, then every line is in that language', (language, question, said) => {
    expect(studyNextAnswer(notesIn(language), NOW, question).answer).toBe(said);
  });

  it('given Spanish notes, when the question is English, then the lines follow the notes', () => {
    expect(studyNextAnswer(notesIn('es'), NOW, 'What should I study next?').answer).toMatch(/^Empieza por tus 3 tarjetas pendientes/);
  });

  it.each([
    ['¿Qué debería estudiar ahora?', 'Todavía no tienes apuntes. Procesa primero una clase, un PDF o un texto y te sugeriré qué estudiar.'],
    ['Que dois-je réviser maintenant ?', 'Tu n’as pas encore de notes. Traite d’abord un cours, un PDF ou un texte, et je te suggérerai quoi étudier.'],
    ['Was soll ich als Nächstes lernen?', 'Du hast noch keine Notizen. Verarbeite zuerst eine Vorlesung, ein PDF oder einen Text, dann schlage ich dir vor, was du lernen kannst.'],
  ])('given no notes yet, when "%s" is asked, then the answer is in the question’s language', (question, said) => {
    expect(studyNextAnswer([], NOW, question)).toEqual({ answer: said, citations: [], found: false });
  });

  it('given German notes all up to date, when asked, then a quiz on the newest is suggested in German', () => {
    const [vectors] = SUMMARIES.de;
    const a = studyNextAnswer([standing({ notesId: 'v', title: 'Vektoren', summary: vectors })], NOW, 'Was soll ich als Nächstes lernen?');
    expect(a.answer).toBe('Du bist auf dem neuesten Stand: Keine Karten sind fällig und deine letzten Ergebnisse sind gut. Mach ein Quiz zu „Vektoren“ [1], damit es frisch bleibt.');
  });
});
