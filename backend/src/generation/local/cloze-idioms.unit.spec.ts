import { isIdiomBlank, isPhrasalVerbBlank } from './cloze-idioms.js';

describe('isIdiomBlank', () => {
  test('the noun of a turn of phrase is no term to recall', () => {
    // Given blanks that cut "for instance", "in fact", "on average"
    // When they are checked / Then each is an idiom blank
    expect(isIdiomBlank('The Greeks, for _____, have their own way of doing things.', 'instance')).toBe(true);
    expect(isIdiomBlank('In _____, the market clears.', 'fact')).toBe(true);
    expect(isIdiomBlank('Households on _____ save a tenth of their income.', 'average')).toBe(true);
    expect(isIdiomBlank('The rule of _____ fails for large priors.', 'thumb')).toBe(true);
  });

  test('a term after the same preposition is kept', () => {
    // Given blanks that are terms after "for" and "in"
    // When they are checked / Then none is an idiom blank
    expect(isIdiomBlank('Firms compete for _____ in the labour market.', 'skilled workers')).toBe(false);
    expect(isIdiomBlank('Prices rise in _____ when demand outstrips supply.', 'inflation')).toBe(false);
  });

  // Short texts written for these tests, in the shapes translated lecture captions take.
  test.each([
    ['fr', "En d'autres _____, le taux de variation est nul en ce point.", 'termes'],
    ['fr', "Il vaut donc _____ s'assurer que nous parlons du même vecteur.", 'mieux'],
    ['fr', 'Par _____, une rotation garde les longueurs.', 'exemple'],
    ['fr', 'Le _____ est de montrer quelques exemples.', 'mieux'],
    ['de', 'Mit anderen _____, die Ableitung ist null.', 'Worten'],
    ['de', 'In der _____ bleibt die Fläche gleich.', 'Tat'],
    ['es', 'Por _____, una rotación conserva las longitudes.', 'ejemplo'],
    ['es', 'Sin _____, el determinante puede ser negativo.', 'embargo'],
  ])('given the %s cloze "%s", when its blank "%s" is checked, then it cuts a turn of phrase', (language, question, blank) => {
    expect(isIdiomBlank(question, blank, language)).toBe(true);
  });

  test.each([
    ['fr', "L'aire change selon le _____ de la matrice.", 'déterminant'],
    ['fr', 'Par _____ on entend une fonction qui garde les droites.', 'transformation linéaire'],
    ['de', 'Im _____ ändert sich die Fläche um den Faktor zwei.', 'Determinanten'],
    ['es', 'En _____ el área cambia por el determinante.', 'una transformación lineal'],
  ])('given the %s cloze "%s", when its blank "%s" is checked, then it is a term', (language, question, blank) => {
    expect(isIdiomBlank(question, blank, language)).toBe(false);
  });
});

describe('isPhrasalVerbBlank', () => {
  test('a subject and the verb of a phrasal verb are no term', () => {
    // Given "_____ up or see themselves as saints" → "People show"
    // When it is checked / Then the blank is a phrasal verb cut in half
    expect(isPhrasalVerbBlank('_____ up or see themselves as saints and sinners in the medieval world.', 'People show')).toBe(true);
  });

  test('a noun phrase before a particle-like word is kept', () => {
    // Given a term followed by "over" or "out" as a preposition, and a one-word term
    // When they are checked / Then none is a phrasal-verb blank
    expect(isPhrasalVerbBlank('The _____ over the last decade was modest.', 'economic growth')).toBe(false);
    expect(isPhrasalVerbBlank('The _____ out of equilibrium adjusts.', 'market')).toBe(false);
  });

  test('a lone word between "and" and a particle with its object is a verb', () => {
    // Given "divide up the necklace and _____ up the pieces" → "divvy"
    // When it is checked / Then the blank is a verb, not a term
    expect(isPhrasalVerbBlank('Any way that you divide up the necklace and _____ up the pieces gives a point on the sphere.', 'divvy')).toBe(true);
    // And a noun after an article before "up" is kept: "the _____ up the hill"
    expect(isPhrasalVerbBlank('The _____ up the hill is steep.', 'road')).toBe(false);
  });
});
