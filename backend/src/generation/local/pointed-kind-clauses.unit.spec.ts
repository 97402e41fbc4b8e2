import { pointedKindMeaning } from './pointed-kind-clauses.js';

describe('a pointer naming its kind, with a relative clause saying what holds of it', () => {
  it.each([
    ['This design, which uses a lens as its main optical element to form an image, as we have been discussing,', 'a design that uses a lens as its main optical element to form an image'],
    ['These cells, which line the small intestine,', 'cells that line the small intestine'],
    ['This enzyme, which breaks down starch into sugars,', 'an enzyme that breaks down starch into sugars'],
  ])('given "%s" before a naming verb, when read, then the name means the kind with its clause', (subject, meaning) => {
    expect(pointedKindMeaning(subject)).toBe(meaning);
  });

  it.each([
    ['This, which happens often,'], // no kind
    ['This layer, which is the thinnest of all,'], // "is" describes, it does not say what the layer does
    ['These men, which they called rebels,'], // the clause leans on the story
    ['This design is simple'], // no clause
    ['This design, which uses a lens, and this mirror'], // more after the clause
  ])('given "%s", when read, then there is no meaning', (subject) => {
    expect(pointedKindMeaning(subject)).toBeUndefined();
  });
});
