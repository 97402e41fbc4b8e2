import { differenceSentence, sideBySide } from './difference-sentence.js';

describe('the difference of two mass nouns', () => {
  it('given terms their definitions open on bare, when their difference is said, then no article comes before them', () => {
    const active = { term: 'active transport', predicate: 'the movement of substances across the membrane using energy from ATP', sentence: 'Active transport is the movement of substances across the membrane using energy from ATP.' };
    const passive = { term: 'passive transport', predicate: 'the movement of substances across the membrane without cellular energy', sentence: 'Passive transport is the movement of substances across the membrane without cellular energy.' };
    expect(differenceSentence(active, passive)).toBe('In both, the movement of substances across the membrane: for active transport, using energy from ATP; for passive transport, without cellular energy.');
  });
});

describe('the difference between two defined terms in one sentence', () => {
  it('given two definitions sharing a clause, when compared, then the shared clause is said once and each side keeps what is its own', () => {
    expect(differenceSentence(
      { term: 'deductible', predicate: 'an amount that the insurance policyholder must pay out of their own pocket before the insurance coverage starts paying' },
      { term: 'copayment', predicate: 'when the policyholder must pay a small amount' },
    )).toBe('In both, the policyholder must pay: for a deductible, out of their own pocket before the insurance coverage starts paying; for a copayment, a small amount.');
  });

  it('given Spanish definitions sharing a clause, when compared, then the same shape with the Spanish terms', () => {
    expect(differenceSentence(
      { term: 'la franquicia', predicate: 'la cantidad que el asegurado debe pagar de su bolsillo antes de que el seguro empiece a pagar' },
      { term: 'el copago', predicate: 'cuando el asegurado debe pagar una pequeña cantidad en cada visita' },
    )).toBe('In both, el asegurado debe pagar: for la franquicia, de su bolsillo antes de que el seguro empiece a pagar; for el copago, una pequeña cantidad en cada visita.');
  });

  it('given definitions that share under three words or nothing, when compared, then none (side by side says it)', () => {
    expect(differenceSentence({ term: 'price ceilings', predicate: 'a legal maximum price' }, { term: 'price floors', predicate: 'a legal minimum price' })).toBeNull();
    expect(differenceSentence({ term: 'moral hazard', predicate: 'riskier behaviour once insured' }, { term: 'adverse selection', predicate: 'buyers knowing more than the insurer' })).toBeNull();
    expect(differenceSentence({ term: 'precio máximo', predicate: 'un precio máximo legal' }, { term: 'precio mínimo', predicate: 'un precio mínimo legal' })).toBeNull();
  });
});

describe('two definitions side by side, in the material’s language', () => {
  const vector = { term: 'vector', predicate: 'una flecha que tiene una longitud y una dirección', sentence: 'Un vector es una flecha que tiene una longitud y una dirección.' };
  const scalar = { term: 'escalar', predicate: 'un número que estira o encoge un vector', sentence: 'Un escalar es un número que estira o encoge un vector.' };

  it('given Spanish definitions, when set side by side, then the sentence is Spanish, with the articles the material used', () => {
    expect(sideBySide(vector, scalar, 'es')).toBe('La diferencia: un vector es una flecha que tiene una longitud y una dirección, mientras que un escalar es un número que estira o encoge un vector.');
  });

  it('given a Spanish plural term, when set side by side, then its verb is plural', () => {
    const matrices = { term: 'matrices', predicate: 'tablas de números', sentence: 'Las matrices son tablas de números.' };
    expect(sideBySide(matrices, scalar, 'es')).toMatch(/^La diferencia: las matrices son tablas de números, mientras que un escalar es /);
  });

  it('given English definitions, when set side by side, then the sentence is English', () => {
    const ceiling = { term: 'price ceilings', predicate: 'Legal maximum prices', sentence: 'Price ceilings are legal maximum prices.' };
    const floor = { term: 'price floor', predicate: 'a legal minimum price', sentence: 'A price floor is a legal minimum price.' };
    expect(sideBySide(ceiling, floor, 'en')).toBe('The difference: price ceilings are legal maximum prices, whereas price floor is a legal minimum price.');
  });
});

describe('two definitions side by side in French and German', () => {
  it('given French definitions, when set side by side, then the sentence is French with the material’s articles and verbs', () => {
    const vecteur = { term: 'vecteur', predicate: 'une flèche qui a une longueur et une direction', sentence: 'Un vecteur est une flèche qui a une longueur et une direction.' };
    const matrices = { term: 'matrices', predicate: 'des tableaux de nombres', sentence: 'Les matrices sont des tableaux de nombres.' };
    expect(sideBySide(vecteur, matrices, 'fr')).toBe('La différence : un vecteur est une flèche qui a une longueur et une direction, tandis que les matrices sont des tableaux de nombres.');
  });

  it('given German definitions, when set side by side, then the second side says "dagegen" and nouns keep their capitals', () => {
    const vektor = { term: 'Vektor', predicate: 'ein Pfeil mit einer Länge und einer Richtung', sentence: 'Ein Vektor ist ein Pfeil mit einer Länge und einer Richtung.' };
    const skalar = { term: 'Skalar', predicate: 'eine Zahl, die Vektoren streckt', sentence: 'Ein Skalar ist eine Zahl, die Vektoren streckt.' };
    expect(sideBySide(vektor, skalar, 'de')).toBe('Der Unterschied: ein Vektor ist ein Pfeil mit einer Länge und einer Richtung; ein Skalar dagegen ist eine Zahl, die Vektoren streckt.');
  });
});
