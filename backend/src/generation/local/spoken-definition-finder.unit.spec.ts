import { definitionCard } from './flashcards.js';
import { prepareDocument } from './prepare-document.js';
import { spokenDefinitions } from './spoken-definition-finder.js';

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
