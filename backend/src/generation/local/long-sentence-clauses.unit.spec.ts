import type { PreparedSentence } from './prepare-document.js';
import { clausesOfLongSentence } from './long-sentence-clauses.js';

function sentence(text: string): PreparedSentence {
  return { index: 3, text, quote: text, segmentIndex: 0, blockIndex: 0, blockKind: 'paragraph', positionInBlock: 0, sectionIndex: -1, tokens: [], terms: [], wordCount: text.split(/\s+/).length, apparatus: false, displayable: true };
}

describe('clausesOfLongSentence', () => {
  test('a spoken run-on is cut into its main clauses, each citing the whole sentence', () => {
    // Given a 50-word caption sentence of three main clauses
    const runOn = sentence(
      'The things we see before us every day are supposed to be that way because they come from nature, but sociology teaches us that many of the things we think are natural are actually made by people; we may not be as free as we think, even armed with this insight.',
    );
    // When it is cut
    const clauses = clausesOfLongSentence(runOn, 'en');
    // Then each main clause is a sentence of its own that keeps the original's index and quote
    expect(clauses.map((c) => c.text)).toEqual([
      'The things we see before us every day are supposed to be that way because they come from nature.',
      'Sociology teaches us that many of the things we think are natural are actually made by people.',
      'We may not be as free as we think, even armed with this insight.',
    ]);
    expect(clauses.every((c) => c.index === 3 && c.quote === runOn.quote)).toBe(true);
  });

  test('a sentence of readable length, and one in another language, stay whole', () => {
    // Given a short English sentence and a long French one
    const short = sentence('Sociology teaches us that many things we think are natural are made, and we can change them.');
    const french = sentence(`${'Alice devrait faire tout le travail elle-même pour continuer, '.repeat(6)}et Bob écoute; il attend.`);
    // When they are cut / Then they come back unchanged
    expect(clausesOfLongSentence(short, 'en')).toEqual([short]);
    expect(clausesOfLongSentence(french, 'fr')).toEqual([french]);
  });

  test('a comma before "and" that does not open a clause is no cut', () => {
    // Given a long sentence whose ", and" joins a list
    const list = sentence(
      'The medieval practices of confession, of prayer, of humility, and of pilgrimage, together with the tests for miracles that the church kept for centuries in every diocese of the land, made it possible for ordinary people to be a saint or a sinner in the eyes of all their neighbours.',
    );
    // When it is cut / Then no clause of a readable length comes out, so it carries no blank
    expect(clausesOfLongSentence(list, 'en')).toEqual([]);
  });
});
