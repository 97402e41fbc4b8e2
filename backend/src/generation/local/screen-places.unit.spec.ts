import { isOnlyScreenPlace, mentionsScreenPlace, pointsAtScreenPlace } from './screen-places.js';

describe('screen places', () => {
  describe('given a phrase pointing at the screen', () => {
    it.each([
      'the two actions on the left',
      'the curve up here',
      'the dot over here',
      'the number on screen',
    ])('when "%s" is read, then it points at the screen and places something on it', (text) => {
      expect(pointsAtScreenPlace(text)).toBe(true);
      expect(mentionsScreenPlace(text)).toBe(true);
    });
  });

  describe('given a place a thing may have of its own, or a region', () => {
    it.each([
      'the number on the top of a fraction',
      'the upper half of the circle',
      'the graph below shows the growth',
      'the ball rolls to the right',
    ])('when "%s" is read, then a definition may hold it but a second blank may not', (text) => {
      expect(pointsAtScreenPlace(text)).toBe(false);
      expect(mentionsScreenPlace(text)).toBe(true);
    });
  });

  it('given a claim with no place in it, when it is read, then nothing is placed', () => {
    expect(mentionsScreenPlace('The leftmost digit carries the largest weight.')).toBe(false);
  });

  describe('given a meaning made of places alone', () => {
    it.each([
      ['the top to the bottom part', 'en'],
      ['the left side', 'en'],
      ['over there', 'en'],
      ['la parte de abajo a la izquierda', 'es'],
    ])('when "%s" is read, then it is only a screen place', (text, language) => {
      expect(isOnlyScreenPlace(text, language)).toBe(true);
    });

    it.each([
      ['the upper half plane', 'en'],
      ['the left side of the equation', 'en'],
      ['la parte de arriba', 'fr'],
    ])('when "%s" (%s) has a word that is no place, or a language without the list, then it is not', (text, language) => {
      expect(isOnlyScreenPlace(text, language)).toBe(false);
    });
  });
});
