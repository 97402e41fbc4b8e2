import { baseLanguage, detectLanguage, segmentSentences, stopWords, UNDETERMINED } from './language.js';

describe('language of a source', () => {
  test.each([
    ['en', 'A vector space is a set of objects that can be added together and multiplied by numbers, following a few rules.'],
    ['es', 'Un espacio vectorial es un conjunto de objetos que se pueden sumar y multiplicar por números siguiendo algunas reglas.'],
    ['fr', "Un espace vectoriel est un ensemble d'objets que l'on peut additionner et multiplier par des nombres selon quelques règles."],
    ['de', 'Ein Vektorraum ist eine Menge von Objekten, die man addieren und mit Zahlen multiplizieren kann, nach einigen Regeln.'],
  ])('given a %s text, when detected, then its language is found', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  // Samples written for this test: a language we write no patterns for keeps its own tag, never English.
  test.each([
    ['bg', 'Класът е потребителски тип, който обединява данни и функции. Обектът е конкретна инстанция на класа, създадена в паметта по време на изпълнение на програмата.'],
    ['ru', 'Класс является пользовательским типом, который объединяет данные и функции. Объект представляет собой конкретный экземпляр класса, созданный в памяти во время работы программы.'],
    ['el', 'Η κλάση είναι ένας τύπος που ορίζει ο προγραμματιστής και ενώνει δεδομένα και συναρτήσεις. Το αντικείμενο είναι ένα στιγμιότυπο της κλάσης στη μνήμη.'],
  ])('given a %s text, when detected, then its own language is found, not English', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  test('given a Bulgarian slide full of C++ code, when detected, then the code does not make it English', () => {
    const slide = [
      'Конструктори',
      'Конструкторът е специална член-функция, която се извиква при създаването на обект.',
      'class Point { public: Point (double x, double y); double getX () const; private: double x, y; };',
      'Point::Point (double _x, double _y) : x(_x), y(_y) { }',
      'int main () { Point p (1, 2); std::cout << p.getX() << std::endl; return 0; }',
      'Деструкторът се извиква автоматично, когато обектът излезе от обхват.',
    ].join('\n');
    expect(detectLanguage(slide)).toBe('bg');
  });

  test.each([
    ['Cyrillic', 'Программа'],
    ['Han', '向量空间'],
  ])('given a short %s text franc cannot name, when detected, then it is undetermined rather than English', (_script, text) => {
    expect(detectLanguage(text)).toBe(UNDETERMINED);
  });

  test('given short English with code, when detected, then it stays English', () => {
    expect(detectLanguage('The stack grows down: int x = f(y);')).toBe('en');
  });

  test('given a caption track tag, when read, then its primary subtag is kept', () => {
    expect(baseLanguage('es-419')).toBe('es');
    expect(baseLanguage('')).toBeUndefined();
  });

  test('given Spanish text, when segmented, then Intl.Segmenter finds its sentences', () => {
    const spans = segmentSentences('¿Qué es un vector? Es una flecha. Tiene longitud y dirección.', 'es');
    expect(spans.map((s) => s.text)).toEqual(['¿Qué es un vector?', 'Es una flecha.', 'Tiene longitud y dirección.']);
  });

  test('given each language, when its stop words are read, then function words are in and terms are out', () => {
    expect(stopWords('en').has('the')).toBe(true);
    expect(stopWords('en').has('group')).toBe(false);
    expect(stopWords('es').has('los')).toBe(true);
    expect(stopWords('es').has('vector')).toBe(false);
    expect(stopWords('de').has('und')).toBe(true);
  });
});
