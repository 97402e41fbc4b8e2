import { matchDefinitions } from './definition-patterns.js';
import { endsListWithTerm } from './list-relatives.js';

// Sentences written for these tests.
const written = { isListItem: false, written: true, phraseCount: () => 3 };

describe('a relative clause after a list (English)', () => {
  test('given "the radius, ulna, and humerus, which are Greek and Latin names …", when read, then the last member is given no meaning', () => {
    expect(endsListWithTerm('The three bones are the radius, ulna, and humerus', 'humerus')).toBe(true);
    const found = matchDefinitions('The three bones are the radius, ulna, and humerus, which are Latin names that describe their shapes.', written);
    expect(found.filter((d) => d.term === 'humerus')).toEqual([]);
  });

  test('given a term after a single noun ("the outer layer, which is …"), when checked, then it ends no list', () => {
    expect(endsListWithTerm('The skin covers the outer layer', 'outer layer')).toBe(false);
    expect(endsListWithTerm('Cells of the heart and lungs', 'lungs')).toBe(false);
  });
});
