import { rejectFrenchOrGermanDefinition } from './french-german-definition-gates.js';
import { rejectDefinition } from './card-gates.js';

// Short texts written for these tests, in the shapes translated lecture captions take.

describe('French and German definitions judged by spelling', () => {
  test.each([
    ['de', 'Breite dieses Rechtecks', 'Der Umfang des ursprünglichen Rings.'],
    ['de', 'manchmal', 'Der private Schlüssel eines Nutzers.'],
    ['de', 'kritisch bezeichnet Linie', 'Die Linie, auf der alle Nullstellen liegen.'],
    ['de', 'Integral der Funktion x^2', 'Eine Funktion A(x) mit dieser Eigenschaft.'],
    ['de', 'Schlüssel', 'Die Verwendung der Kettenregel.'],
    ['fr', 'un exemple simple', 'Une matrice qui multiplie tout par 2.'],
    ['fr', "l'aire de ce triangle", 'La moitié de la base fois la hauteur.'],
  ])('given the %s term "%s", when the definition is judged, then the term is no term', (language, term, meaning) => {
    expect(rejectFrenchOrGermanDefinition(term, meaning, language)).toBe('not-a-term');
  });

  test.each([
    ['de', 'Integral', 'Ein bestimmter Bereich unter diesem Graphen.'],
    ['de', 'Summenregel', 'Die einfachste der Ableitungsregeln.'],
    ['de', 'Funktion', 'Eine solche Funktion A(x).'],
    ['fr', 'la fonction de coût', 'Une couche de complexité en plus de cela.'],
    ['fr', 'la règle de somme', 'Le plus facile à dire à haute voix.'],
    ['fr', 'les vecteurs de base', 'Toute façon de traduire entre vecteurs et nombres est appelé un système de coordonnées.'],
  ])('given the %s meaning of "%s" that leans, ranks or runs on, when it is judged, then it is no definition', (language, term, meaning) => {
    expect(rejectFrenchOrGermanDefinition(term, meaning, language)).toBe('non-definition');
  });

  test.each([
    ['de', 'lineare Abbildung', 'Eine Abbildung, die Geraden auf Geraden abbildet und den Ursprung festhält.'],
    ['de', 'Ausgabe', 'Eine Bitfolge mit einer bestimmten Länge.'],
    ['de', 'Determinante der Matrix', 'Der Faktor, um den eine Transformation Flächen streckt.'],
    ['fr', 'un système de coordonnées', 'Toute façon de traduire entre les vecteurs et des listes de nombres.'],
    ['fr', 'taux de reproduction effectif', 'Le nombre moyen de personnes infectées par chaque malade.'],
  ])('given the %s definition of "%s", when it is judged, then it is kept', (language, term, meaning) => {
    expect(rejectFrenchOrGermanDefinition(term, meaning, language)).toBeNull();
    expect(rejectDefinition(term, meaning, language, { spoken: true })).toBeNull();
  });

  test.each([
    ['en', 'the key', 'The use of the chain rule.'],
    ['es', 'la clave', 'El uso de la regla de la cadena.'],
  ])('given a %s definition, when it is judged here, then these French and German rules leave it alone', (language, term, meaning) => {
    expect(rejectFrenchOrGermanDefinition(term, meaning, language)).toBeNull();
  });
});
