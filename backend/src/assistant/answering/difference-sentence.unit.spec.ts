import { differenceSentence } from './difference-sentence.js';

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
