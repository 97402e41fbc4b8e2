import { matchBracketedGlosses } from './bracketed-glosses.js';

// Sentences written for these tests. Only the phrases listed recur in their imagined section.
const recurring = new Set(['division of labor']);
const defs = (sentence: string): [string, string][] =>
  matchBracketedGlosses(sentence, (phrase) => (recurring.has(phrase.toLowerCase()) ? 3 : 1)).map((d) => [d.term, d.meaning]);

describe('a gloss in brackets after its term (English)', () => {
  test.each([
    ['Long grief can turn into melancholia (a lasting state of low mood and withdrawal), which doctors treat.', 'melancholia', 'a lasting state of low mood and withdrawal'],
    ['Patients report fatigue, irritability, and hypersomnia (i.e., a need to sleep far longer than usual for weeks).', 'hypersomnia', 'a need to sleep far longer than usual for weeks'],
    ['Bilateral descent (the tracing of kinship through both parents) is common in industrial societies.', 'Bilateral descent', 'the tracing of kinship through both parents'],
    ['Surveys must show test reliability (the degree to which a measure gives the same result twice) before use.', 'test reliability', 'the degree to which a measure gives the same result twice'],
  ])('given "%s", when read, then "%s" is glossed as "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test('given "A and B (gloss)", when read, then the gloss explains the last of them', () => {
    expect(defs('With remote work and co-residence (when unrelated adults share a home and its costs) becoming common, rents rose.')).toEqual([
      ['co-residence', 'when unrelated adults share a home and its costs'],
    ]);
  });

  test('given a list whose items each carry a gloss, when read, then every item is glossed', () => {
    expect(defs('Some of these include face validity (the degree to which a test looks right on the surface), and content validity (the degree to which a test covers the whole domain).')).toEqual([
      ['face validity', 'the degree to which a test looks right on the surface'],
      ['content validity', 'the degree to which a test covers the whole domain'],
    ]);
  });

  test.each([
    ['The dog learned to fear the conditioned stimulus (the sound of the bell) within a week.'], // the book's example fills the role
    ['Voters face long lines in the capital (a situation that worsens every year).'], // a remark on the clause before
    ['The island was settled by Norsemen (the seafaring people of Scandinavia) around 900.'], // a name is an instance
    ['Some societies are held together by the interdependence of work (the division of labor).'], // a name of its own renames
    ['Sellers meet buyers in the access economy (the transaction is usually handled by a platform).'], // a clause, not a noun phrase
    ['The reward is the flavour of candy (the taste you remember from your childhood).'], // talk to the reader
    ['Unemployment rose sharply (Smith, 2010).'], // a citation
  ])('given "%s", when read, then nothing is glossed', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a Spanish sentence, when read, then nothing is glossed (the gloss words are English)', () => {
    expect(defs('Los pacientes sufren insomnio (una dificultad constante para conciliar el sueño durante semanas).')).toEqual([]);
  });
});
