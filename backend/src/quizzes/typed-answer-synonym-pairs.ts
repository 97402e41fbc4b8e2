import { gradeTypedAnswer, type SynonymCheck } from './typed-answer.js';

/**
 * The measuring set for typed-answer synonyms (printed by typed-answer-synonym-pairs.unit.spec.ts and
 * `npm run bench:quiz`, through `measureSynonymPairs`): pairs of a key term and what a learner might type for it, no note around them.
 * Written as a learner and a teacher would judge them, across subjects, before measuring — never
 * edited to fit a result. `synonyms`: a teacher marks the answer right. `confusables`: a teacher marks
 * it wrong although it is close (antonyms, members of one set, related terms that mean something else).
 *
 * The first 34 / 50 rebuild the ad-hoc set the README figures came from (only its accepted pairs and two
 * of its confusables were recorded); the rest were added with this file: multi-word terms and
 * subject terms (the kind of answer a quiz on lecture notes asks for), which the first set lacked.
 */
export const SYNONYM_PAIRS: readonly (readonly [term: string, typed: string])[] = [
  // Rebuilt first set: common English synonyms.
  ['buy', 'purchase'], ['unemployment', 'joblessness'], ['start', 'begin'], ['huge', 'enormous'],
  ['car', 'automobile'], ['doctor', 'physician'], ['big', 'large'], ['quick', 'fast'],
  ['shop', 'store'], ['goal', 'objective'], ['error', 'mistake'], ['illness', 'disease'],
  ['liberty', 'freedom'], ['trade', 'commerce'], ['rich', 'wealthy'], ['student', 'pupil'],
  ['teacher', 'instructor'], ['jail', 'prison'], ['lawyer', 'attorney'], ['baby', 'infant'],
  ['autumn', 'fall'], ['sofa', 'couch'], ['photograph', 'picture'], ['outcome', 'result'],
  ['amount', 'quantity'], ['area', 'region'], ['border', 'boundary'], ['tax', 'levy'],
  ['deficit', 'shortfall'], ['inventory', 'stock'], ['pollution', 'contamination'], ['inquiry', 'investigation'],
  ['answer', 'reply'], ['merchant', 'trader'],
  // Added: subject terms and multi-word terms.
  ['profit', 'earnings'], ['output', 'production'], ['firm', 'business'], ['wage', 'pay'],
  ['heart attack', 'myocardial infarction'], ['economic growth', 'economic expansion'],
  ['unemployment rate', 'jobless rate'], ['consumer goods', 'consumer products'],
  ['interest rate', 'rate of interest'],
  ['labor force', 'workforce'], ['money supply', 'money stock'], ['price level', 'level of prices'],
  ['commodity', 'good'], ['rule', 'regulation'],
];

export const CONFUSABLE_PAIRS: readonly (readonly [term: string, typed: string])[] = [
  // Rebuilt first set: antonyms, members of one set, related words that mean something else.
  ['profit', 'revenue'], ['red', 'blue'], ['supply', 'demand'], ['inflation', 'unemployment'],
  ['inflation', 'deflation'], ['buyer', 'seller'], ['export', 'import'], ['minimum wage', 'maximum wage'],
  ['employer', 'employee'], ['north', 'south'], ['monday', 'tuesday'], ['public good', 'private good'],
  ['positive externality', 'negative externality'], ['price', 'value'], ['tariff', 'subsidy'],
  ['price ceiling', 'price floor'], ['first mover', 'second mover'], ['before', 'after'],
  ['higher prices', 'lower prices'], ['increase', 'decrease'], ['rise', 'fall'], ['hot', 'cold'],
  ['high', 'low'], ['win', 'lose'], ['king', 'queen'], ['man', 'woman'], ['cat', 'dog'],
  ['apple', 'orange'], ['sun', 'moon'], ['january', 'february'], ['predator', 'prey'],
  ['herbivore', 'carnivore'], ['animal', 'plant'], ['artery', 'vein'], ['acid', 'base'],
  ['proton', 'neutron'], ['assets', 'liabilities'], ['debit', 'credit'], ['income', 'wealth'],
  ['cost', 'price'], ['stock', 'bond'], ['savings', 'investment'], ['fiscal policy', 'monetary policy'],
  ['microeconomics', 'macroeconomics'], ['recession', 'depression'], ['profit', 'loss'],
  ['surplus', 'deficit'], ['lender', 'borrower'], ['consumer', 'producer'], ['monopoly', 'oligopoly'],
  // Added: related subject terms a learner mixes up.
  ['speed', 'velocity'], ['mass', 'weight'], ['heat', 'temperature'], ['weather', 'climate'],
  ['virus', 'bacterium'], ['mitosis', 'meiosis'], ['shortage', 'scarcity'], ['interest', 'dividend'],
  ['capital', 'labor'], ['nominal gdp', 'real gdp'], ['exports', 'imports'],
  ['revenue', 'income'], ['tax', 'tariff'], ['fixed cost', 'variable cost'], ['marginal cost', 'average cost'],
];

/** How many of the set a synonym check accepts (first: of the rebuilt first 34 / 50), and which pairs it gets wrong. */
export interface SynonymFigures {
  synonyms: { accepted: number; of: number; firstSet: number; missed: string[] };
  confusables: { refused: number; of: number; firstSet: number; accepted: string[] };
}

export function measureSynonymPairs(isSynonym: SynonymCheck): SynonymFigures {
  const right = ([term, typed]: readonly [string, string]) => gradeTypedAnswer(term, typed, isSynonym);
  const name = ([term, typed]: readonly [string, string]) => `${term}/${typed}`;
  return {
    synonyms: {
      accepted: SYNONYM_PAIRS.filter(right).length, of: SYNONYM_PAIRS.length,
      firstSet: SYNONYM_PAIRS.slice(0, 34).filter(right).length, missed: SYNONYM_PAIRS.filter((p) => !right(p)).map(name),
    },
    confusables: {
      refused: CONFUSABLE_PAIRS.filter((p) => !right(p)).length, of: CONFUSABLE_PAIRS.length,
      firstSet: CONFUSABLE_PAIRS.slice(0, 50).filter((p) => !right(p)).length, accepted: CONFUSABLE_PAIRS.filter(right).map(name),
    },
  };
}
