import { matchInSettingDefinition } from './in-setting-definitions.js';

// Sentences written for these tests. Every term recurs in its imagined section unless said.
const recurs = { phraseCount: (): number => 3, namedBefore: (): boolean => false };

describe('"In X, …" settings in English prose', () => {
  test.each([
    ['In negative punishment, you remove a pleasant stimulus to decrease behavior.', 'negative punishment', 'when you remove a pleasant stimulus to decrease behavior'],
    ['In a parliamentary system, the legislature selects the head of government.', 'parliamentary system', 'a system in which the legislature selects the head of government'],
    ['In job sharing, two or more employees perform the work of a full-time position.', 'job sharing', 'when two or more employees perform the work of a full-time position'],
    // A condition on another subject is part of what holds there.
    ['In a recall system, voters remove an official when a petition gathers enough names.', 'recall system', 'a system in which voters remove an official when a petition gathers enough names'],
  ])('given "%s", when read, then "%s" is defined as "%s"', (sentence, term, meaning) => {
    expect(matchInSettingDefinition(sentence, recurs)).toEqual(expect.objectContaining({ term, meaning, pattern: 'in-setting' }));
  });

  test.each([
    ['In contrast, nonprofessional legislatures meet for a set period of time.'], // a sentence adverbial
    ['In the United States, the Congress approves the spending of money.'], // a place, with "the"
    ['In Citizens United, the Supreme Court ruled that the law violated the First Amendment.'], // a case, a name
    ['In a monarchy, the king ruled the land for forty years.'], // past tense tells a story
    ['In economics, the word capital means the machines and buildings firms use.'], // a field sets the scope
    ['In chemistry, a salt is a compound made of ions held together by their charges.'],
    ['In nature, most metals occur as ores rather than pure elements.'], // the world at large sets the scope
    ['In low-income countries, wages typically increase with each year of education.'], // a plural names where
    ['In biology, anatomy, and healthcare, researchers study the human body.'], // the opening is a list
    ['In making public policy, political actors invoke the public interest.'], // a gerund with its object
    ['In this case, it becomes a different problem entirely.'], // a pointing opening
    ['In field research, scientists are running a pilot study when they test a method on a few people.'], // a condition on the subject's own act
  ])('given "%s", when read, then no setting is defined', (sentence) => {
    expect(matchInSettingDefinition(sentence, recurs)).toBeUndefined();
  });

  test('given a setting the text names only once, when read, then it is scene-setting, not a term', () => {
    expect(matchInSettingDefinition('In negative punishment, you remove a pleasant stimulus to decrease behavior.', { ...recurs, phraseCount: () => 1 })).toBeUndefined();
  });

  test('given a Spanish sentence, when read, then nothing is defined (the opening is English "In")', () => {
    expect(matchInSettingDefinition('En el castigo negativo, se retira un estímulo agradable para reducir una conducta.', recurs)).toBeUndefined();
  });
});

describe('"In X, …" and "Under X, …" settings: more openings of the clause (English)', () => {
  test.each([
    ['Under totalitarianism, the state controls every part of its citizens’ lives.', 'totalitarianism', 'when the state controls every part of its citizens’ lives'],
    ['Under majority rule, the option with more than half of the votes wins.', 'majority rule', 'when the option with more than half of the votes wins'],
    ['In partial reinforcement, also referred to as intermittent reinforcement, the learner is not rewarded after every response.', 'partial reinforcement', 'when the learner is not rewarded after every response'],
    ['In soft authoritarianism, on the other hand, rulers seek the input of the people.', 'soft authoritarianism', 'when rulers seek the input of the people'],
    ['In a presidential system, there is a strong separation of powers between the branches.', 'presidential system', 'a system in which there is a strong separation of powers between the branches'],
    ['In a unitary system, all the major officials answer to the entire citizenry.', 'unitary system', 'a system in which all the major officials answer to the entire citizenry'],
    ['In a variable ratio schedule, the number of responses needed for a reward varies.', 'variable ratio schedule', 'a schedule in which the number of responses needed for a reward varies'],
    ['In a theocracy, one priest, usually the eldest of the order, holds political power.', 'theocracy', 'when one priest, usually the eldest of the order, holds political power'],
    ['In an open caucus, only members of the party may speak.', 'open caucus', 'a caucus in which only members of the party may speak'],
    ['In a closed shop, only members of the union may be hired.', 'closed shop', 'a shop in which only members of the union may be hired'],
    ['Under cooperative federalism, the states and county government exercise joint authority in most policy areas.', 'cooperative federalism', 'when the states and county government exercise joint authority in most policy areas'],
    ['Under strict scrutiny, the burden of proof is on the government to show a compelling interest.', 'strict scrutiny', 'when the burden of proof is on the government to show a compelling interest'],
    ['Under common law, judges make law through binding decisions.', 'common law', 'when judges make law through binding decisions'],
  ])('given "%s", when read, then "%s" is defined as "%s"', (sentence, term, meaning) => {
    expect(matchInSettingDefinition(sentence, recurs)).toEqual(expect.objectContaining({ term, meaning, pattern: 'in-setting' }));
  });

  test.each([
    ['Under pressure, people conform to the views of the group.'], // "under" a circumstance, not a system
    ['Under heavy rain, the roads flood quickly.'], // a circumstance again
    ['In political bargaining, there are three likely outcomes.'], // a count of outcomes, not what holds
    ['In the hiring process, an organization would write a job analysis first.'], // a hypothetical
    ['In presidential regimes, heads of government are elected to fixed terms.'], // a plural names where
  ])('given "%s", when read, then no setting is defined', (sentence) => {
    expect(matchInSettingDefinition(sentence, recurs)).toBeUndefined();
  });

  test('given a Spanish "Bajo X, …" sentence, when read, then nothing is defined (the opening is English)', () => {
    expect(matchInSettingDefinition('Bajo el totalitarismo, el Estado controla cada parte de la vida de los ciudadanos.', recurs)).toBeUndefined();
  });
});

describe('"In a X, …": the kind a counted term names', () => {
  test('given a counted term of two words, when read, then its head is the kind it belongs to', () => {
    expect(matchInSettingDefinition('In a closed shop, only members of the union may be hired.', recurs)).toEqual(
      expect.objectContaining({ term: 'closed shop', meaning: 'a shop in which only members of the union may be hired', form: 'noun-phrase' }),
    );
  });

  test('given a term without its article, when read, then it reads as a condition (its last word need not be its kind)', () => {
    expect(matchInSettingDefinition('In simple squamous epithelium, the cells are flat and thin.', recurs)).toEqual(
      expect.objectContaining({ term: 'simple squamous epithelium', form: 'when-clause' }),
    );
  });
});
