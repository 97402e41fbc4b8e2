import { germanCauseCards } from './german-cause-cards.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';

// Slides written for these tests.
const cards = (lines: readonly string[], kind: 'pdf' | 'video' = 'pdf') => {
  const doc = prepareDocument({ kind, segments: [{ text: lines.join('\n\n'), page: 1 }] }, 'de');
  return germanCauseCards(doc, scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set(), language: 'de' }), 3, new Set()).map((c) => [c.question, c.answer]);
};

describe('a German claim given with its reason', () => {
  test('given "…, da …" on a slide, when cards are made, then the reason is asked for', () => {
    expect(cards(['Maps in Java', 'Eine HashMap speichert Schlüssel und Werte.', 'HashMaps sind keine Collections, da das Interface Collection nicht implementiert wird.'])).toEqual([
      ['Begründen Sie: HashMaps sind keine Collections.', 'HashMaps sind keine Collections, da das Interface Collection nicht implementiert wird.'],
    ]);
  });

  test.each([
    ['a claim that points back', 'Dies ist kein gutes Beispiel, da die Nummer im Eintrag geändert werden könnte.'],
    ['a claim that opens on a subordinate clause', 'Wenn der Schlüssel fehlt, da er nie gespeichert wurde, wird null zurückgegeben.'],
    ['the course speaking', 'Das ist kein gutes Beispiel für uns, da wir die Nummer auch einfach ändern könnten.'],
  ])('given %s, when cards are made, then none is asked', (_case, line) => {
    expect(cards(['Maps in Java', 'Eine HashMap speichert Schlüssel und Werte.', line])).toEqual([]);
  });

  test('given a talk, when cards are made, then none is asked ("da" may be "there")', () => {
    expect(cards(['HashMaps sind keine Collections, da das Interface Collection nicht implementiert wird.'], 'video')).toEqual([]);
  });
});
