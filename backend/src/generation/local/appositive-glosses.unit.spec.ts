import { matchAppositiveGlosses } from './appositive-glosses.js';

// Sentences written for these tests.
const recurring = { phraseCount: (): number => 3, namedBefore: (): boolean => false };
const defs = (sentence: string, context = recurring): [string, string][] => matchAppositiveGlosses(sentence, context).map((d) => [d.term, d.meaning]);

describe('a key term glossed by a noun phrase after a comma', () => {
  test.each([
    ['The colonists hoped to found a commonwealth, a state in which the citizens, not a king, held power.', 'commonwealth', 'a state in which the citizens, not a king, held power'],
    ['The tendon, a tough band of fibrous tissue, connects muscle to bone.', 'tendon', 'a tough band of fibrous tissue'],
    ['The rib cage protects the lungs and the diaphragm, the dome-shaped muscle below the lungs.', 'diaphragm', 'the dome-shaped muscle below the lungs'],
    ['Saliva contains amylase, the thick, clear enzyme that starts breaking down starch.', 'amylase', 'the thick, clear enzyme that starts breaking down starch'],
    ['The senators claimed legislative immunity, the right to refuse testimony before courts, agencies, or the press.', 'legislative immunity', 'the right to refuse testimony before courts, agencies, or the press'],
    ["At the edge of the field is the boundary, a low wall that marks the owner's land.", 'boundary', "a low wall that marks the owner's land"], // a copula inverts the opening phrase
    ['The first layer is the periosteum, a dense membrane that covers the outer surface of the bones, joints, and tendons.', 'periosteum', 'a dense membrane that covers the outer surface of the bones, joints, and tendons'],
    ['The case ended in a settlement, an agreement between the parties in which the claim is dropped, or perhaps reduced, in exchange for payment that they might accept later.', 'settlement', 'an agreement between the parties in which the claim is dropped, or perhaps reduced, in exchange for payment that they might accept later'],
    ['Waves differ in frequency, the number of cycles that pass a point each second.', 'frequency', 'the number of cycles that pass a point each second'], // a measure
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['The body is made of the skin, the muscles, and the bones.'], // a list
    ['When the price of fuel rises above normal levels, the cost of travel goes up.'], // a subordinate clause ends at the comma
    ['In contrast to monarchy, a republic lets the people choose their rulers.'], // an opening phrase
    ['In 1803 the court claimed the power of review, a power to which the founders had referred.'], // a story about it
    ['The heart pumps blood to the tissues, a process called perfusion.'], // the gloss names another term
    ['The gland at the back of the throat, the pharyngeal tonsil, swells in children.'], // the gloss names the subject, not the noun inside it
    ['Many young voters turned out to vote, the highest level of turnout in decades.'], // a verb and a measure
    ['The systems differ in their structure, the number of courts.'], // counts the example's things
    ['Turnout rose to forty percent, a number that surprised the pollsters.'], // a comment on a figure
    ['There were two rates, the rate on required savings and the rate on extra savings.'], // two things
    ['Demand depends on income, tastes and preferences, the prices of related goods, and so on.'], // a list
    ['The protest spread to several cities, a move that alarmed the government.'], // a comment on the clause
    ['The nation joined alliances such as the league, an association of trading states.'], // an example
    ['Their beliefs shaped the proper role of the church, the need for public schooling in every town, and the role of local councils.'], // a list
    ['In addition to increasing the amount of money local farms get from the sale of their products, the spread of local brands spreads local values.'], // an opening phrase with verbs of its own
    ['The island only has one port, a harbour whose fees are set by the governor.'], // a counted thing of the example
    ['If we press a pen against the cord, keeping the cord tight, and then slide the pen against the cord all around the pins, the curve that results is an oval.'], // the main clause after an opening clause
    ['To feed the growing towns, the farmers drained wide marshes along the coast.'], // the main clause's subject and past verb with its object
    ['Even after the council banned the fair, the sale of spices continued.'], // the main clause's subject and past verb ending the sentence
    ['The priests kept their hold through lavish feasts, the reading of omens, and other sacred rites.'], // "and other …" closes a list
    ['The crown gave each settler, known as a planter, the right to clear land along the river.'], // a name set off by commas is an aside
    ['The chiefs ruled through temples and shrines, the staging of festivals, and especially the wars they waged.'], // "and especially …" too
  ])('given "%s", when read, then no gloss is read', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given two glossed items in a list ("the A, a …, and the B, a …"), when read, then only the last gloss, which closes the sentence, is read', () => {
    expect(defs('The thorax holds the pleura, the membrane around the lungs, and the pericardium, the sac around the heart.')).toEqual([['pericardium', 'the sac around the heart']]);
  });

  const once = { phraseCount: (): number => 1, namedBefore: (): boolean => false };

  test('given a term the section names only once, glossed by a kind that says which, when read, then the gloss defines it', () => {
    expect(defs('Some argue that the temperament, an individual’s inner style of feeling and reacting, shapes every choice.', once)).toEqual([['temperament', 'an individual’s inner style of feeling and reacting']]);
    expect(defs('The town finally held a plebiscite, a vote in which every resident decides a single question.', once)).toEqual([['plebiscite', 'a vote in which every resident decides a single question']]);
  });

  test.each([
    ['The engine stopped because of the equipment, the failing of old machines.'], // a definite thing of the story
    ['She was elected the chairman, a senior member of the Farmers’ Union.'], // a named one: an instance
    ['The assembly passed a charter, a tax on grain, and a road law.'], // a list
    ['The time for the first melting—thousands of years—is short.'], // an amount
    ['The cabinet is led by the chancellor, a senior member of the Labour Party, and the king also serves as head of state.'], // a member of one named body
    ['Merchants soon made fairs a common event in commerce—yearly meetings of the guild masters.'], // plural things rename the events
    ['Critics say the tax only breeds resentment among the peasantry—a fear at the heart of Smith’s argument.'], // a comment on the clause
  ])('given "%s" about a term named only once, when read, then nothing is defined', (sentence) => {
    expect(defs(sentence, once)).toEqual([]);
  });

  test.each([
    ['The treaty opened a period of rapprochement, a renewal of friendly relations between France and Spain that lasted a decade.', 'rapprochement', 'a renewal of friendly relations between France and Spain that lasted a decade'],
    ['The court scribes recorded the sunnah, the customs and sayings of Muhammad and his companions, for later judges.', 'sunnah', 'the customs and sayings of Muhammad and his companions'],
    ['The party promised to replace private ownership with syndicalism, a system in which workers, not private owners, run the factories.', 'syndicalism', 'a system in which workers, not private owners, run the factories'],
    ['He travelled to Rome to join the curia, the central administration of the Catholic Church, but then returned home.', 'curia', 'the central administration of the Catholic Church'],
    ['The pilgrims wrapped their bread in burlap, a coarse cloth woven from jute.', 'burlap', 'a coarse cloth woven from jute'],
  ])('given "%s", a word no everyday speech uses named once, when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence, once)).toEqual([[term, meaning]]);
  });
});

describe('a key term glossed between dashes', () => {
  test.each([
    ['Many voters distrust the dogma—fixed beliefs and values that guide a party’s program—of their opponents.', 'dogma', 'fixed beliefs and values that guide a party’s program'],
    ['Thus, a federation was formed—a union in which self-governing states share a central government for common purposes such as trade.', 'federation', 'a union in which self-governing states share a central government for common purposes such as trade'],
    ['The states relied on the doctrine of interposition—that a state may stand between its citizens and federal laws it judges unlawful.', 'interposition', 'the doctrine that a state may stand between its citizens and federal laws it judges unlawful'],
    ['A close race pits a newcomer against the officeholder—the person currently in the seat.', 'officeholder', 'the person currently in the seat'],
    ['Patronage politics—public spending on jobs designed to reward a party’s supporters—has a long history.', 'Patronage politics', 'public spending on jobs designed to reward a party’s supporters'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['Most people can name the four basic tastes—sweet, sour, salt, and bitter.'], // a list of members
    ['The court widened his Sixth Amendment protections—a right to counsel at every stage of a trial.'], // part of a longer name
    ['Students learn through practice—for example, drills and exercises that repeat a skill.'], // an example
    ['The fossil was among the oddest creatures ever described by science—a fish with legs.'], // the reveal, not the agent
  ])('given "%s", when read, then no gloss is read', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a term named earlier and a bare gloss with nothing restricting it, when read, then the dash is a comment, not a gloss', () => {
    expect(defs('Later the officeholder—the current occupant.', { phraseCount: () => 3, namedBefore: () => true })).toEqual([]);
    expect(defs('Later the officeholder—the current occupant.')).toEqual([['officeholder', 'the current occupant']]);
  });
});

describe('a capitalised doctrine glossed by an appositive', () => {
  test.each([
    ['Laozi is remembered as the founder of Taoism, a philosophy that has shaped art, politics, and daily life in China for centuries.', 'Taoism', 'a philosophy that has shaped art, politics, and daily life in China for centuries'],
    ['These are the core claims of Stoicism, a school of thought that teaches calm acceptance of what cannot be changed.', 'Stoicism', 'a school of thought that teaches calm acceptance of what cannot be changed'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test('given a place named before an appositive, when read, then nothing is taken', () => {
    expect(defs('The travellers finally reached Cardiff, a city that lies on the coast of Wales.')).toEqual([]);
  });
});

describe('a term glossed by the idea it holds, after a dash', () => {
  const once = { phraseCount: (): number => 1, namedBefore: (): boolean => false };
  test.each([
    ['Several scholars support the theory that ballot fatigue—the idea that voters face too many contests at once—lowers turnout.', 'ballot fatigue', 'the idea that voters face too many contests at once'],
    ['Many doubts give rise to radical skepticism—the view that knowledge in every domain is impossible.', 'radical skepticism', 'the view that knowledge in every domain is impossible'],
    ['The court relied on judicial restraint—the belief that judges should defer to elected branches—in its ruling.', 'judicial restraint', 'the belief that judges should defer to elected branches'],
  ])('given "%s", when read, then "%s" means "%s", even named once', (sentence, term, meaning) => {
    expect(defs(sentence, once)).toEqual([[term, meaning]]);
  });

  test.each([
    ['Many films share a common theme—the idea that love conquers all.'], // an idea's own name, no term
    ['He defended that view—the idea that people act in their own interest.'], // a pointer
    ['The senator repeated his belief—the idea that taxes should fall.'], // someone's idea
    ['Few accepted the plan—the idea that the river could be moved.'], // one word the text names once
  ])('given "%s", when read, then no idea gloss is read', (sentence) => {
    expect(defs(sentence, once)).toEqual([]);
  });
});

describe('a term announced as a concept, glossed by a definite noun phrase', () => {
  const once = { phraseCount: (): number => 1, namedBefore: (): boolean => false };
  test('given "the concept of X, the right to …" with X named once, when read, then X is defined', () => {
    expect(defs('Judges later developed the concept of judicial review, the power to strike down laws that break the constitution.', once)).toEqual([
      ['judicial review', 'the power to strike down laws that break the constitution'],
    ]);
  });

  test('given a term named once without the announcement, when read, then a definite gloss still says too little of which one', () => {
    expect(defs('Judges later used judicial review, the power to strike down laws that break the constitution.', once)).toEqual([]);
  });
});

describe('a renaming whose relative clause gives a name', () => {
  test.each([
    ['The workers spun thread in their cottages, a system that became known as the putting-out system.'],
    ['The senators feared foreign entanglements, a worry that was later called isolationism.'],
  ])('given "%s", when read, then the noun before the comma is not glossed by the naming', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});
