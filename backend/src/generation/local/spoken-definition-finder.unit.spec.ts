import { definitionCard } from './flashcards.js';
import { prepareDocument } from './prepare-document.js';
import { spanishArticleByEnding, spokenDefinitions } from './spoken-definition-finder.js';

// Short transcripts written for these tests.

describe('spoken definitions: the question names the term as the source does', () => {
  test.each([
    ['es', 'El punto donde se cruzan los dos ejes se llama origen. Cada vector empieza en el origen y termina en su punta.', '¿Qué es el origen?'],
    ['en', 'The point where the two axes cross is called the origin. Every vector starts at the origin and ends at its tip.', 'What is the origin?'],
  ])('given the %s transcript "%s" naming a term it uses with an article elsewhere, when its definition card is made, then the question is "%s"', (language, text, question) => {
    const doc = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 10 }] }, language);
    const found = spokenDefinitions(doc, language).definitions;
    expect(found).toHaveLength(1);
    expect(definitionCard(found[0]!, language).question).toBe(question);
  });
});

describe('spoken definitions: a term the speaker names bare but counts elsewhere takes "a/an"', () => {
  test.each([
    ['By closed loop, I just mean a path that ends where it started. We can draw many closed loops on the sphere.', 'What is a closed loop?'],
    ['By open set, I just mean a set that contains a little interval around each of its points. Now take an open set and shrink it.', 'What is an open set?'],
    ['By friction, I just mean the force that resists two surfaces sliding past each other. It warms both surfaces.', 'What is friction?'],
  ])('given the transcript "%s", when its definition card is made, then the question is "%s"', (text, question) => {
    const doc = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 10 }] }, 'en');
    const found = spokenDefinitions(doc, 'en').definitions;
    expect(found).toHaveLength(1);
    expect(definitionCard(found[0]!, 'en').question).toBe(question);
  });
});

describe('spoken definitions: a Spanish term named bare takes the article its ending tells', () => {
  test.each([
    ['El conjunto de todos los vectores que se pueden alcanzar con dos vectores dados se llama espacio generado. Luego lo dibujamos.', '¿Qué es el espacio generado?'],
    ['La tasa a la que cambia la velocidad con el tiempo se llama aceleración media. Luego la medimos.', '¿Qué es la aceleración media?'],
  ])('given the transcript "%s", when its definition card is made, then the question is "%s"', (text, question) => {
    const doc = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 10 }] }, 'es');
    const found = spokenDefinitions(doc, 'es').definitions;
    expect(found).toHaveLength(1);
    expect(definitionCard(found[0]!, 'es').question).toBe(question);
  });
});

describe('spanishArticleByEnding', () => {
  test.each([
    ['espacio muestral', 'el'],
    ['media muestral', 'la'],
    ['función de densidad', 'la'],
    ['sistema operativo', 'el'],
    ['grados de libertad', 'los'],
    ['muestras aleatorias', 'las'],
    ['cpu', undefined],
  ])('given the term "%s", when its article is guessed, then it is %s', (term, article) => {
    expect(spanishArticleByEnding(term)).toBe(article);
  });
});