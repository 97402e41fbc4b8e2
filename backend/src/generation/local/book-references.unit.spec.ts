import { withoutBookReference } from './book-references.js';

// Sentences written for these tests.
describe('an opening that sends the reader to another chapter by its title', () => {
  test('given "As you learned in <title>, …", when read, then the main clause is left', () => {
    expect(withoutBookReference('As you learned in Motion of the Planets: Early Ideas, the time one orbit takes is called the period.')).toBe(
      'The time one orbit takes is called the period.',
    );
  });

  test('given a title holding ", and", when read, then the whole title goes', () => {
    expect(withoutBookReference('As we saw in Stars, Gas, and Dust, a nebula is a cloud of gas.')).toBe('A nebula is a cloud of gas.');
  });

  test('given a sentence without such an opening, when read, then it is unchanged', () => {
    const sentence = 'As prices rise, the quantity demanded falls.';
    expect(withoutBookReference(sentence)).toBe(sentence);
  });
});
