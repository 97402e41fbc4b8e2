import { judgeCard } from '../eval/card-checker.js';
import type { SourceDocument } from '../generation.types.js';
import { generateLocally } from './local-study-generator.js';

// French and German lectures (captions written for this test): cards in their own language, none of the
// English-only spoken forms (appositions, "think of X as", "what it means") run on them, no fragment or junk.

const french = [
  "Un vecteur est une flèche qui part de l'origine.",
  "L'ensemble de toutes les combinaisons linéaires s'appelle l'espace engendré.",
  "Si les deux vecteurs sont alignés, l'espace engendré est une droite.",
  'Une base est un ensemble de vecteurs linéairement indépendants qui engendrent le plan.',
  "La dimension de l'espace est le nombre de vecteurs dans une base.",
  'La matrice d’une transformation contient les images des vecteurs de base.',
  'Le déterminant de la matrice mesure comment la transformation change les aires.',
  'Quand le déterminant est nul, la transformation écrase le plan sur une droite.',
];
const german = [
  'Ein Vektor ist ein Pfeil, der im Ursprung beginnt.',
  'Die Menge aller Linearkombinationen heißt der Spann der Vektoren.',
  'Wenn die beiden Vektoren auf einer Linie liegen, ist der Spann eine Gerade.',
  'Eine Basis ist eine Menge linear unabhängiger Vektoren, die den Raum aufspannen.',
  'Die Dimension des Raumes ist die Anzahl der Vektoren in einer Basis.',
  'Die Matrix einer Abbildung enthält die Bilder der Basisvektoren.',
  'Die Determinante der Matrix misst, wie die Abbildung Flächen verändert.',
  'Wenn die Determinante null ist, drückt die Abbildung die Ebene auf eine Gerade.',
];

function lecture(sentences: readonly string[], language: string): SourceDocument {
  const segments = [...sentences, ...sentences].map((text, i) => ({ text, start: i * 10, end: i * 10 + 10 }));
  return { kind: 'video', segments, durationSeconds: segments.length * 10, language };
}

describe('lectures in French and German', () => {
  test.each([
    ['fr', french, /^Que signifie/],
    ['de', german, /^Was bedeutet/],
  ])('given a %s lecture, when notes are made, then its cards are good and asked in its own language', (language, sentences, definitionForm) => {
    const material = generateLocally(lecture(sentences, language));
    expect(material.language).toBe(language);
    expect(material.flashcards.length).toBeGreaterThan(3);
    for (const card of material.flashcards) {
      expect(judgeCard(card, language)).toBe('good');
      expect(card.question).not.toMatch(/^(?:What|How|Explain|Why)\b/);
      if (card.kind === 'definition') expect(card.question).toMatch(definitionForm);
    }
  });
});

// Bulgarian and Russian course text (written for this test), uploaded with no language given: the detector names
// the language, so no English pattern or English question form runs on it.
const bulgarian = [
  'Класове и обекти',
  '',
  'Класът е потребителски тип, който обединява данни и функции за работа с тях. Обектът е конкретна инстанция на класа, създадена в паметта по време на изпълнение на програмата.',
  '',
  'Конструкторът е специална член-функция, която се извиква автоматично при създаването на обект. Деструкторът се извиква, когато обектът излезе от обхват, и освобождава заетите ресурси.',
  '',
  'Указателят this сочи към обекта, за който е извикан методът. Чрез него методът достига до членовете на същия обект.',
].join('\n');
const russian = [
  'Классы и объекты',
  '',
  'Класс является пользовательским типом, который объединяет данные и функции для работы с ними. Объект представляет собой конкретный экземпляр класса, созданный в памяти во время работы программы.',
  '',
  'Конструктор является специальной функцией-членом, которая вызывается автоматически при создании объекта. Деструктор вызывается, когда объект выходит из области видимости, и освобождает занятые ресурсы.',
  '',
  'Указатель this указывает на объект, для которого вызван метод. Через него метод обращается к членам того же объекта.',
].join('\n');

describe('text in a language without patterns', () => {
  test.each([
    ['bg', bulgarian],
    ['ru', russian],
  ])('given %s text with no language given, when notes are made, then it is not read as English', (language, text) => {
    const material = generateLocally({ kind: 'text', segments: [{ text }] });
    expect(material.language).toBe(language);
    for (const card of material.flashcards) {
      expect(card.question).not.toMatch(/\b(?:What|How|Why|Explain|key point)\b/);
      expect(judgeCard(card, language)).not.toBe('junk');
    }
  });
});
