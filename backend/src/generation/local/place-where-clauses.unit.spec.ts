import { matchDefinitions } from './definition-patterns.js';
import { namesPlaceBeforeWhere } from './place-where-clauses.js';

// Sentences written for these tests.
const written = { isListItem: false, written: true, phraseCount: () => 3 };

describe('a place before ", where …" (English)', () => {
  test('given a term after a preposition of place ("carried into the outer mantle, where …"), when checked, then it names a place', () => {
    expect(namesPlaceBeforeWhere('Heat is carried into the outer mantle', 'outer mantle')).toBe(true);
    expect(namesPlaceBeforeWhere('The cable is attached to the middle ear', 'middle ear')).toBe(true);
  });

  test('given a practice the sentence introduces ("Many states have open primaries, where …"), when checked, then it names no place', () => {
    expect(namesPlaceBeforeWhere('Many states have open primaries', 'open primaries')).toBe(false);
    expect(namesPlaceBeforeWhere('The period of natural history', 'natural history')).toBe(false);
    expect(namesPlaceBeforeWhere('Regulators began to use price cap regulation', 'price cap regulation')).toBe(false);
  });

  test('given "… carried into the outer mantle, where the rock is soft …", when read, then no "when …" meaning is given to the place', () => {
    const found = matchDefinitions('Heat is carried into the outer mantle, where the rock is soft enough to flow slowly over time.', written);
    expect(found.filter((d) => d.term === 'outer mantle')).toEqual([]);
  });

  test('given "Many states have open primaries, where any voter may choose …", when read, then the practice keeps its meaning', () => {
    const found = matchDefinitions('Many states have open primaries, where any voter may choose the party ballot on the day.', written);
    expect(found.filter((d) => d.term === 'open primaries').map((d) => d.meaning)).toEqual(['when any voter may choose the party ballot on the day']);
  });
});
