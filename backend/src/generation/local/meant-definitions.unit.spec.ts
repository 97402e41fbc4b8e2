import { findMeantDefinition, withCutRelative } from './meant-definitions.js';

describe('findMeantDefinition', () => {
  test('"By X, we mean Y" defines X as Y', () => {
    // Given a lecturer fixing what a word means in the talk
    const found = findMeantDefinition('By gender, we mean the social, cultural and psychological meanings.', 'en');
    // When it is read / Then the word is the term and the rest its meaning
    expect(found).toEqual({ term: 'gender', meaning: 'the social, cultural and psychological meanings' });
  });

  test('"When I talk about X, I\'m talking about Y" and "What we mean by X is Y" define X too', () => {
    // Given the other ways speakers say what they mean by a word
    const talk = findMeantDefinition("And when I talk about intersectionality, I'm talking about belonging to more than one marginalized group.", 'en');
    const what = findMeantDefinition('What we mean by a market is any arrangement that lets buyers and sellers trade.', 'en');
    // When they are read / Then each gives its term (without article, which is remembered) and meaning
    expect(talk).toEqual({ term: 'intersectionality', meaning: 'belonging to more than one marginalized group' });
    expect(what).toEqual({ term: 'market', meaning: 'any arrangement that lets buyers and sellers trade', article: 'a' });
  });

  test('other languages say it their way', () => {
    // Given "por X entendemos", "par X, on entend", "unter X versteht man"
    // When they are read / Then each defines its term
    expect(findMeantDefinition('Por inflación entendemos el aumento general de los precios.', 'es')?.term).toBe('inflación');
    expect(findMeantDefinition("Par marché, on entend le lieu où se rencontrent l'offre et la demande.", 'fr')?.term).toBe('marché');
    expect(findMeantDefinition('Unter einer Gruppe versteht man eine Menge mit einer Verknüpfung.', 'de')).toEqual({ term: 'Gruppe', meaning: 'eine Menge mit einer Verknüpfung', article: 'einer' });
  });

  test('a meaning that points elsewhere, a clause, or a question defines nothing', () => {
    // Given sentences that only look like the form
    const sentences = [
      'What I mean by that is that if you take a copy of v and move it, nothing changes.',
      'By the way, I mean this is really the crucial step.',
      'By gender, we mean this.',
      'By the way, I mean the whole argument turns on it.',
      'And what do I mean by the value?',
    ];
    // When they are read / Then none is a definition
    expect(sentences.map((s) => findMeantDefinition(s, 'en'))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('withCutRelative', () => {
  test('a relative clause the captions split off is put back; a comment on the whole is not', () => {
    // Given a meaning whose relative clause the captions made a sentence of
    // When the next sentence is read
    // Then "Which get attributed to sex." continues the meaning, "Which is why …" does not
    expect(withCutRelative('the social meanings', 'Which get attributed to sex.', 'en')).toBe('the social meanings which get attributed to sex');
    expect(withCutRelative('the social meanings', 'Which is why it matters.', 'en')).toBe('the social meanings');
    expect(withCutRelative('the social meanings', 'Now we turn to class.', 'en')).toBe('the social meanings');
  });
});
