import { cleanTerm, isDefiningComplement, matchDefinitions, renamingPhrase, type DefinitionContext } from './definition-patterns.js';
import { readSentence } from '../text/nlp.js';

// Every phrase "recurs" unless a test says otherwise.
const context: DefinitionContext = { isListItem: false, phraseCount: () => 2 };
const defs = (sentence: string, ctx: DefinitionContext = context): [string, string][] =>
  matchDefinitions(sentence, ctx).map((d) => [d.term, d.meaning]);

describe('matchDefinitions: real definitions', () => {
  test.each([
    ['Economics is the study of how humans make decisions in the face of scarcity.', 'Economics', 'the study of how humans make decisions in the face of scarcity'],
    ['Explicit costs are out-of-pocket costs, that is, actual payments.', 'Explicit costs', 'out-of-pocket costs'],
    ['A risk group can be defined as a group that shares roughly the same risks of an adverse event occurring.', 'risk group', 'a group that shares roughly the same risks of an adverse event occurring'],
    ['Moral hazard refers to the case when people engage in riskier behavior with insurance than they would if they did not have insurance.', 'Moral hazard', 'the case when people engage in riskier behavior with insurance than they would if they did not have insurance'],
    ['Scarcity means that human wants for goods, services and resources exceed what is available.', 'Scarcity', 'when human wants for goods, services and resources exceed what is available'],
    ['Laws that governments enact to regulate prices are called price controls.', 'price controls', 'laws that governments enact to regulate prices'],
    ['Affirmative action is the name given to active efforts by government or businesses that give special rights to minorities.', 'Affirmative action', 'active efforts by government or businesses that give special rights to minorities'],
    ['Deflation occurs when the rate of inflation is negative.', 'Deflation', 'when the rate of inflation is negative'],
    ['A trademark is an identifying symbol or name for a particular good, like Chiquita bananas or Chevrolet cars.', 'trademark', 'an identifying symbol or name for a particular good'],
    ['In the first chapter, Smith introduces the concept of division of labor, which means that the way one produces a good is divided into tasks.', 'division of labor', 'when the way one produces a good is divided into tasks'],
    ['Recent decades have seen a trend toward globalization, which is the expanding cultural, political, and economic connections between people around the world.', 'globalization', 'the expanding cultural, political, and economic connections between people around the world'],
    ['In the labor market, the wage elasticity of labor supply—that is, the percentage change in hours worked divided by the percentage change in wages—will reflect the shape of the curve.', 'wage elasticity of labor supply', 'the percentage change in hours worked divided by the percentage change in wages'],
    ['We call the interest rate banks pay for such loans the discount rate.', 'discount rate', 'the interest rate banks pay for such loans'],
    ['Economists often refer to the time it takes to pass a bill as the legislative lag.', 'legislative lag', 'the time it takes to pass a bill'],
    ['When society increases the level of capital per person, we call the result capital deepening.', 'capital deepening', 'when society increases the level of capital per person'],
    ['A firm can make a direct payment to its shareholders, called a dividend.', 'dividend', 'a direct payment to its shareholders'],
    ['Gross domestic product (GDP) measures the size of total production in an economy.', 'Gross domestic product (GDP)', 'measures the size of total production in an economy'],
    ['The theory of rational expectations holds that people form the most accurate possible expectations about the future.', 'rational expectations', 'the idea that people form the most accurate possible expectations about the future'],
    // A law or a principle keeps its head: "middle term" alone names nothing.
    ['The law of the middle term states that every syllogism needs a term shared by both premises.', 'law of the middle term', 'the idea that every syllogism needs a term shared by both premises'],
    ['The principle of fairness is a moral rule that tells us to treat like cases alike.', 'principle of fairness', 'a moral rule that tells us to treat like cases alike'],
    // A clause meaning is not cut before its verb.
    ['The concept of limited liability means that the owners of corporations, as well as directors and managers, are protected by laws that cap their losses.', 'limited liability', 'when the owners of corporations, as well as directors and managers, are protected by laws that cap their losses'],
    // A clause inserted into a relative clause goes; the relative clause keeps its verb.
    ['Sickle-cell anemia is a genetic condition in which red blood cells, which are normally round, take on a crescent-like shape.', 'Sickle-cell anemia', 'a genetic condition in which red blood cells take on a crescent-like shape'],
    // A cut word inside brackets ("and so forth") does not end the meaning mid-clause.
    ['Capitalism is an economic system in which the “means of production” (raw materials, machinery, tools, and so forth) are privately owned.', 'Capitalism', 'an economic system in which the “means of production” (raw materials, machinery, tools, and so forth) are privately owned'],
  ])('%s', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('"X or Y" names two terms with one meaning', () => {
    const known: DefinitionContext = { ...context, phraseCount: (p) => (['high-yield bonds', 'junk bonds'].includes(p.toLowerCase()) ? 2 : 1) };
    const sentence = 'We call bonds that offer high interest rates to compensate for their chance of default high-yield bonds or junk bonds.';
    expect(defs(sentence, known)).toEqual([
      ['high-yield bonds', 'bonds that offer high interest rates to compensate for their chance of default'],
      ['junk bonds', 'bonds that offer high interest rates to compensate for their chance of default'],
    ]);
  });

  test('glossary lines count only in lists', () => {
    const line = 'Opportunity cost: the value of the next best alternative given up';
    expect(defs(line)).toEqual([]);
    expect(defs(line, { ...context, isListItem: true })).toEqual([['Opportunity cost', 'the value of the next best alternative given up']]);
  });
});

describe('matchDefinitions: not definitions', () => {
  test.each([
    ['This is because of scarcity and the limits it imposes on every household.'],
    ['It is a problem that every society must solve in some way.'],
    ['Implicit costs are more subtle, but just as important.'],
    ['Data is very important in economics because it describes the issues.'],
    ['The reason is that resources are limited for everyone in the world.'],
    ['The second major difference is the absence of specific numbers on the axes.'],
    ['Education for girls is a good investment because it pays off.'],
    ['The U.S. government is an extremely safe borrower in most years.'],
    ['Firms are eager to supply loans to credit card borrowers at that rate.'],
    ['For example, the price of a pizza is the amount a buyer pays for it.'],
    ['Is inflation always a bad thing for the economy as a whole?'],
    ['The vertical axis measures the average cost of production in the figure.'],
    ['The demand curve is not flat, but rather downward-sloping, which means that the firm can raise its price.'],
    ['An increase in income means that one might purchase less of the good.'],
    ['We call this ample reserves.'],
    ['A peer-reviewed journal article is read by several other scientists with expertise in the subject matter.'], // a passive
    ['Polls are complex and require careful planning and care.'], // an adjective and a second predicate
    ['Postconventional morality is the final stage.'], // a place in a sequence not on the card
    ['Legitimacy is a vague concept.'], // how hard the term is
    ['Personal responsibility is a different matter.'], // how the term stands to another
    ['Power was centralized during the 17th and 18th centuries, known as absolutism.'], // a time, not a meaning
    ['Judicial implementation is the process by which a court’s decision, or judgment.'], // a clause without its verb
    ['If that charge reaches a certain level, called the threshold of excitation, the neuron becomes active.'], // a vague class
  ])('%s', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('an embedded term must recur unless it is clearly delimited', () => {
    const once: DefinitionContext = { ...context, phraseCount: () => 1 };
    expect(defs('The buyer pays $1,000 apiece, which is the average value of the damages.', once)).toEqual([]);
  });
});

describe('matchDefinitions: naming forms of textbooks (glossary-less)', () => {
  test.each([
    ['A tariff floor is the lowest rate that a customs office may legally charge on an import.', 'tariff floor', 'the lowest rate that a customs office may legally charge on an import'],
    ['Another way to share risk is reinsurance, which means that one insurer covers part of the losses of another.', 'reinsurance', 'when one insurer covers part of the losses of another'],
    ['Chemists call this case, when two atoms share a pair of electrons, a covalent bond.', 'covalent bond', 'when two atoms share a pair of electrons'],
    ['Seasonal workers, those who work only during the harvest, are counted separately.', 'Seasonal workers', 'those who work only during the harvest'],
    ['The earned value index (EVI), first proposed in 1962, is a measure of progress against a project plan.', 'earned value index (EVI)', 'a measure of progress against a project plan'],
    ['A cardiac output monitor (COM) records the volume of blood the heart pumps each minute.', 'cardiac output monitor (COM)', 'records the volume of blood the heart pumps each minute'],
    ['Ecologists have a term to describe the largest population an environment can sustain: they call it the carrying capacity.', 'carrying capacity', 'the largest population an environment can sustain'],
    ['When a species can find food at a lower cost than its rivals, we say that this species has a competitive edge in that habitat.', 'competitive edge', 'when a species can find food at a lower cost than its rivals'],
    ['The saturation pressure is not the pressure at which bubbles first appear, but rather the pressure at which vapor and liquid are in balance.', 'saturation pressure', 'the pressure at which vapor and liquid are in balance'],
    ['Look first at the photic zone, that portion of the ocean which sunlight reaches.', 'photic zone', 'the portion of the ocean which sunlight reaches'],
    ['Most plans ask members to make fixed monthly payments, called contributions.', 'contributions', 'fixed monthly payments'],
    ['Many patients with chronic illness need a caregiver, in which case a relative often helps.', 'caregiver', 'when case a relative often helps'],
  ])('%s', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('a sentence naming "this" takes the sentence before it as the meaning', () => {
    const previous = 'Regulators let a utility charge its costs plus a fixed margin of profit.';
    expect(defs('This method was known as margin regulation.', { ...context, previous })).toContainEqual([
      'margin regulation',
      'Regulators let a utility charge its costs plus a fixed margin of profit',
    ]);
    // A question or a connective opening is not a description to name.
    expect(defs('We call this a special case.', { ...context, previous: 'What happens when both curves shift?' })).toEqual([]);
    expect(defs('We call this a margin call.', { ...context, previous: 'Meanwhile, the broker asks for more cash.' })).toEqual([]);
  });

  test('a meaning pointing at a list it does not hold is no meaning', () => {
    expect(defs('Firms are in perfect competition when the following conditions occur: many firms sell identical goods.')).toEqual([]);
  });

  test('if/when naming needs a recurring term', () => {
    const once = { ...context, phraseCount: () => 1 };
    expect(defs('If revenue and costs are equal, it has a break-even budget.', once)).toEqual([]);
    expect(defs('If revenue and costs are equal, it has a break-even budget.')).toContainEqual(['break-even budget', 'when revenue and costs are equal']);
  });
});

describe('terms and complements judged by the tags of their sentence (English)', () => {
  test.each([
    ['Higher income elasticity means that demand grows faster than income.', 'Higher income elasticity', 'a comparative ranks'],
    ['The largest firms dominate the market.', 'largest firms', 'a superlative ranks'],
    ['These markets clear quickly.', 'These markets', 'a pointing determiner'],
    ['Closely held firms rarely sell stock.', 'Closely held firms', 'an adverb opens it'],
    ['In the long run, costs fall.', 'In the long run', 'a preposition opens it'],
    ['The goods it buys are cheap.', 'goods it buys', 'a pronoun inside'],
    ['Each poll targets a small electorate of voters.', 'poll targets a small electorate', 'an article opens a verb’s object'],
    ['Drafting the annual budget is a long task.', 'Drafting the annual budget', 'an article opens a gerund’s object'],
  ])('given "%s", when "%s" is read as a term, then it is none (%s)', (sentence, phrase) => {
    expect(cleanTerm(phrase, readSentence(sentence))).toBeUndefined();
  });

  test.each([
    ['A price ceiling keeps the price below equilibrium.', 'price ceiling'],
    ['Explicit costs are out-of-pocket costs.', 'out-of-pocket costs'],
    ['If costs are equal, the firm has a break-even budget.', 'break-even budget'],
    ['The division of labor raises output.', 'division of labor'],
    ['The theory of the firm explains output.', 'theory of the firm'],
    ['Firms keep breaking up the supply chain.', 'breaking up the supply chain'],
  ])('given "%s", when "%s" is read as a term, then it is one', (sentence, phrase) => {
    expect(cleanTerm(phrase, readSentence(sentence))).toBe(phrase);
  });

  test.each([
    ['Implicit costs are more subtle.', 'more subtle'],
    ['The tax is very important for the budget.', 'very important for the budget'],
    ['Guild rules are fixed, meaning nobody can change them.', 'fixed, meaning nobody can change them'],
    ['Guild rules are determined by the members.', 'determined by the members'],
    ['Ricardo is known as a founder of classical trade theory.', 'known as a founder of classical trade theory'],
    ['Farm labour is hands-on and often physically tiring.', 'hands-on and often physically tiring'],
    ['The guild masters are known for their strict rules.', 'known for their strict rules'],
    ['Informal fines are called penalty fees, and the members collect them.', 'called penalty fees, and the members collect them'],
    ['The price is equal to marginal cost.', 'equal to marginal cost'],
    ['This firm is the largest seller in town.', 'the largest seller in town'],
  ])('given "%s", when "%s" is the complement, then it describes rather than defines', (sentence, complement) => {
    expect(isDefiningComplement(complement, '', readSentence(sentence))).toBe(false);
  });

  test.each([
    ['Durable goods are items that last and provide value over time.', 'items that last and provide value over time'],
    ['Intra-industry trade is trade of goods within the same industry.', 'trade of goods within the same industry'],
    ['A tariff floor is the lowest rate that a customs office may legally charge.', 'the lowest rate that a customs office may legally charge'],
    ['Guild rules are established, written codes kept by every member.', 'established, written codes kept by every member'],
  ])('given "%s", when "%s" is the complement, then it defines', (sentence, complement) => {
    expect(isDefiningComplement(complement, '', readSentence(sentence))).toBe(true);
  });

  test('an opening phrase without a verb is set aside; a clause of its own is kept', () => {
    expect(defs('Conversely, when the state receives more in taxes than it spends, it runs a budget surplus.')).toContainEqual([
      'budget surplus',
      'when the state receives more in taxes than it spends',
    ]);
    expect(defs('When a firm decides to sell stock to the public, we call it a public company.')).toContainEqual([
      'public company',
      'when a firm decides to sell stock to the public',
    ]);
  });

  test('a pronoun with its relative clause says who it means', () => {
    expect(defs('Anyone who owns a bond and receives the interest is called a bondholder.')).toContainEqual([
      'bondholder',
      'anyone who owns a bond and receives the interest',
    ]);
  });
});

describe('matchDefinitions: forms of social-science textbooks (English)', () => {
  test('given a classifying "primary" ("Primary succession is …"), when matched, then it is part of the term', () => {
    expect(defs('Primary succession is the growth of life on bare rock where no soil existed before.')).toContainEqual([
      'Primary succession',
      'the growth of life on bare rock where no soil existed before',
    ]);
  });

  const written: DefinitionContext = { ...context, written: true };

  test.each([
    ['Early villages were held together by clan loyalty, a sense of duty kept alive by shared ancestry.', 'clan loyalty', 'a sense of duty kept alive by shared ancestry'],
    ['Later scholars turned to human ecology, or the study of how people and their habitats shape each other.', 'human ecology', 'the study of how people and their habitats shape each other'],
    ['The author believed that group cohesion, or the strength of the bonds that members feel, shaped each club.', 'group cohesion', 'the strength of the bonds that members feel'],
    ['Her field notes were an early contribution to ethology: the study of animal behaviour in the wild.', 'ethology', 'the study of animal behaviour in the wild'],
    ['To understand cities, we turn to urban ecology, or the study of neighbourhoods as habitats.', 'urban ecology', 'the study of neighbourhoods as habitats'],
    ['Some writers explain conduct by genetic destiny, or the belief that people act as their genes dictate.', 'genetic destiny', 'the belief that people act as their genes dictate'],
    ['Auction houses guard the reserve price, the price sellers are willing to accept.', 'reserve price', 'the price sellers are willing to accept'],
    ['Every guild publishes a craft code, the rules young apprentices must live by.', 'craft code', 'the rules young apprentices must live by'],
    // An aside between dashes goes; the clause it interrupted keeps its verb.
    ['One basic principle is majority rule, or the idea that the decision of the majority—half the members plus one—determines the decision of the chamber.', 'majority rule', 'the idea that the decision of the majority determines the decision of the chamber'],
  ])('given an object renamed after a comma ("%s"), when matched in written prose, then it is defined', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test.each([
    ['He visited the old market, the church, and the school.'],
    ['While wages rose in rural towns, the prices of food rose even faster.'],
    ['They lowered the sales tax, the government raised spending.'],
    ['Voters blamed the crisis, the government raised taxes to pay.'],
    ['Cooks wait on the dinner tables, a greeter at the door, porters, and a manager.'],
    ['At least in the short run, the demand for salt stays fairly flat.'],
    ['Rising trade raises two questions for poor nations: the pace of growth and the cost of pollution.'],
    ['To apply the scientific method, a researcher with a question about how something happens will propose an explanation.'], // a purpose phrase, then the subject
    ['Using the survey data, a researcher with enough time can test the claim.'], // a participle phrase, then the subject
  ])('given "%s" (a list or two clauses), when matched, then nothing is renamed', (sentence) => {
    expect(defs(sentence, written)).toEqual([]);
  });

  test.each([
    ['People engage in civil resistance, the open refusal to comply with unjust laws.', 'civil resistance', 'the open refusal to comply with unjust laws'],
    ['We judge depth from retinal disparity, the slightly different image that each eye receives.', 'retinal disparity', 'the slightly different image that each eye receives'],
    ['When we judge distance, we often rely on pictorial cues, or cues that need only one eye.', 'pictorial cues', 'cues that need only one eye'],
    ['Two coders rate each clip, in order to check coder agreement: a measure of how often the coders give the same rating.', 'coder agreement', 'a measure of how often the coders give the same rating'],
    ['The bell became a learned signal (LS): a signal that predicts the arrival of food.', 'learned signal (LS)', 'a signal that predicts the arrival of food'],
  ])('given a renaming with an infinitive, a graded adjective, a restated head, a colon or an abbreviation ("%s"), when matched, then it is defined', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test('given a renaming whose head a preposition and "which" restrict, when matched, then it is defined unless it leans on the story or renames a whole "X of Y"', () => {
    expect(defs('The company mostly practiced indirect rule, a system in which local leaders kept some authority.', written)).toContainEqual([
      'indirect rule',
      'a system in which local leaders kept some authority',
    ]);
    // "he" points into the story; "nature" is only the end of "the state of nature", which the situation renames.
    expect(defs('After the war he turned to foreign policy, an arena in which he had long been interested.', written)).toEqual([]);
    expect(defs('Hobbes wrote about the state of nature, a hypothetical situation in which people live without any government.', written)).toEqual([]);
  });

  test('given a renaming with two adjectives between commas or a bracketed aside, when matched, then the renaming reads on past them', () => {
    expect(defs('Light then crosses the lens, a curved, transparent structure that adds focus.', written)).toContainEqual(['lens', 'a curved, transparent structure that adds focus']);
    expect(defs('The bell drew a reflex response (RR): a natural (unlearned) reaction to a given sound.', written)).toContainEqual([
      'reflex response (RR)',
      'a natural reaction to a given sound',
    ]);
    expect(defs('La luz cruza el cristalino, una estructura curva, transparente que enfoca.', written)).toEqual([]);
  });

  test.each([
    ['When certain events cause an individual anxiety, the individual wishes to reduce that anxiety.'],
    ['He met a club, a gathering of friends, or people who like cards.'],
    ['At least in the short run, the demand for salt stays fairly flat.'],
  ])('given "%s" (a main clause after the comma, or a list), when matched, then nothing is renamed', (sentence) => {
    expect(defs(sentence, written)).toEqual([]);
  });

  test.each([
    ['Algunos manifestantes practican la resistencia civil, la negativa abierta a obedecer leyes injustas.'],
    ['Juzgamos la distancia con señales pictóricas, o señales que necesitan un solo ojo.'],
    ['Dos codificadores puntúan cada clip, para comprobar el acuerdo: una medida de la frecuencia con que coinciden.'],
  ])('given a Spanish renaming ("%s"), when matched, then nothing is defined (the renaming is read by English tags)', (sentence) => {
    expect(defs(sentence, written)).toEqual([]);
  });

  test('given an -ly adverb grading the adjective of a description, when matched, then a kind is defined but a judgement or a share is not', () => {
    expect(defs('Habituation is a relatively lasting drop in response to a stimulus that repeats.')).toContainEqual([
      'Habituation',
      'a relatively lasting drop in response to a stimulus that repeats',
    ]);
    expect(defs('Our lender is an extremely safe borrower in the market.')).toEqual([]);
    expect(defs('Criminal profilers are a relatively small proportion of psychologists that act as consultants to the police.')).toEqual([]);
  });

  test('given "a named law or principle, which states that …", when matched, then the law is defined as the idea; an agency that states something is not', () => {
    expect(defs('He proposed the contact principle, which states that prejudice fades when groups meet as equals.')).toContainEqual([
      'contact principle',
      'the idea that prejudice fades when groups meet as equals',
    ]);
    expect(defs('The town council, which states that rents rose, met on Monday.')).toEqual([]);
  });

  test('given "X, which they define as “…”", when matched, then the quotation is the meaning, without the clause after it', () => {
    const named: DefinitionContext = { ...context, phraseCount: (p) => (p.toLowerCase() === 'ethnic cleansing' ? 2 : 1) };
    expect(defs('States must prevent ethnic cleansing, which they define as “the forced removal of a people from its land,” and punish it.', named)).toContainEqual([
      'ethnic cleansing',
      'the forced removal of a people from its land',
    ]);
  });

  test('given "X, which allows / requires / prohibits …", when matched, then an introduced or recurring term is defined by what it does; a named party\'s case or a one-off "the X" is not', () => {
    const once: DefinitionContext = { ...context, phraseCount: () => 1 };
    expect(defs('Employers may add a noncompete clause, which prohibits a worker from joining a rival for two years.', once)).toContainEqual([
      'noncompete clause',
      'prohibits a worker from joining a rival for two years',
    ]);
    expect(defs('Many firms run the loyalty scheme, which allows members to collect points on every purchase.', once)).toEqual([]);
    expect(defs('The court issued a consent order, which requires Acme to stop testing its workers.')).toEqual([]);
  });

  test('given "X, which serves as a … / separates …" for a term the sentence introduces, when matched, then the term is defined by its function; "functions as described" is none', () => {
    expect(defs('Below the ear lies a bony process, which serves as a muscle attachment site.')).toContainEqual(['bony process', 'serves as a muscle attachment site']);
    expect(defs('Between the cells lies a tight seal, which separates the cells into two compartments.')).toContainEqual(['tight seal', 'separates the cells into two compartments']);
    expect(defs('Between the cells lies a nerve plexus, which functions as described below.')).toEqual([]);
  });

  test('given "X, which stipulates that …" for a named principle, when matched, then the principle holds the idea', () => {
    expect(defs('Mill formulated the harm principle, which stipulates that power may be used only to prevent harm to others.')).toContainEqual([
      'harm principle',
      'the idea that power may be used only to prevent harm to others',
    ]);
  });

  test('given "call upon", when matched, then nothing is named (a request, not a naming verb)', () => {
    expect(defs('They call upon all states to prevent genocide, which is a crime under the treaty.').map(([term]) => term)).not.toContain('racial or religious group');
    expect(defs('Leaders called upon all nations to ban the weapons.')).toEqual([]);
  });

  test.each([
    ['Él propuso el principio de contacto, que establece que el prejuicio disminuye cuando los grupos se encuentran.'],
    ['Los empleadores pueden añadir una cláusula de no competencia, que prohíbe al trabajador unirse a un rival.'],
    ['Los estados deben impedir la limpieza étnica, que definen como “la expulsión forzosa de un pueblo de su tierra”.'],
  ])('given a Spanish relative clause ("%s"), when matched, then nothing is defined (the anchors are English)', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test.each([
    ['The ruling party, or the political party that holds most seats in the assembly, is often granted the right to set the agenda.', 'ruling party', 'the political party that holds most seats in the assembly', 'or-gloss'],
    ['Sounds are processed first in acoustic memory: storage of brief sounds for a few seconds, such as a name or a tune.', 'acoustic memory', 'storage of brief sounds for a few seconds', 'colon-gloss'],
    ['The perception of a threat triggers a secondary appraisal: judgment of the options available to cope with a threat.', 'secondary appraisal', 'judgment of the options available to cope with a threat', 'colon-gloss'],
    ['Students often suffer from retroactive interference: when new information hinders the recall of older information.', 'retroactive interference', 'when new information hinders the recall of older information', 'colon-gloss'],
  ])('given a subject glossed before its verb or a bare colon gloss ("%s"), when matched, then it is defined', (sentence, term, meaning, pattern) => {
    expect(matchDefinitions(sentence, written).map((d) => [d.term, d.meaning, d.pattern])).toContainEqual([term, meaning, pattern]);
  });

  test('given a subject renamed by an article phrase closed before its verb, when matched, then the subject is defined; a list of subjects is not', () => {
    expect(defs('The pineal gland, an endocrine structure inside the brain that releases melatonin, is thought to regulate sleep.', written)).toContainEqual([
      'pineal gland',
      'an endocrine structure inside the brain that releases melatonin',
    ]);
    expect(defs('The economy, the government and the banks are all to blame.', written)).toEqual([]);
    expect(defs('La glándula pineal, una estructura endocrina dentro del cerebro que libera melatonina, es importante.', written)).toEqual([]);
  });

  test('given a lower-case definition after a colon, when matched, then a term the text keeps naming is defined by a restricted class only', () => {
    const often: DefinitionContext = { ...context, phraseCount: () => 3 };
    expect(defs('But unlike reflexes, learned behaviors involve change and experience: learning is a relatively permanent change in behavior that results from experience.', often)).toContainEqual([
      'learning',
      'a relatively permanent change in behavior that results from experience',
    ]);
    expect(defs('The greater the polarization, the greater the difficulty of resolving conflicts: polarization is a risk to peaceful politics.', often)).toEqual([]);
    expect(defs('But unlike reflexes, learned behaviors involve change and experience: learning is a relatively permanent change in behavior that results from experience.')).toEqual([]);
    expect(defs('Pero a diferencia de los reflejos, lo aprendido implica cambio: el aprendizaje es un cambio relativamente permanente que resulta de la experiencia.', often)).toEqual([]);
  });

  test.each([
    ['The big party, or the party that won, is happy.'], // "big" judges: no term
    ['Generals study military doctrine: use of troops is rare in such towns.'], // a clause with its own verb
    ['Generals study military doctrine: rules of war.'], // a label, too short to gloss
    ['He tugged the rope: when the bank pulls on the rope and tightens policy, it can slow the economy.'], // a main clause follows
    ['The study raises three questions: cost of care, speed of care and quality of care.'], // a count announces a list
  ])('given "%s", when matched, then no subject or colon gloss is read', (sentence) => {
    expect(matchDefinitions(sentence, written).filter((d) => d.pattern === 'colon-gloss' || d.pattern === 'or-gloss')).toEqual([]);
  });

  test.each([
    ['El partido gobernante, o el partido que tiene más escaños, suele fijar la agenda.'],
    ['La experiencia activa la memoria sensorial: almacenamiento de eventos breves, como sonidos.'],
    ['Los alumnos sufren interferencia retroactiva: cuando la información nueva dificulta recordar la antigua.'],
  ])('given a Spanish gloss ("%s"), when matched, then nothing is defined (the glosses are read by English tags)', (sentence) => {
    expect(defs(sentence, written)).toEqual([]);
  });

  test('given "also known as X, which is Y" after a clause, when matched, then Y is the meaning, not the clause before', () => {
    const found = defs('For most people, the biggest factor in what they buy is how much money they keep from their wages, also known as net pay, which is income after taxes and deductions.');
    expect(found).toContainEqual(['net pay', 'income after taxes and deductions']);
    expect(found.filter(([term, meaning]) => term === 'net pay' && meaning.includes('biggest factor'))).toEqual([]);
  });

  test('given "a continuation of X, which is Y", when matched, then X is the term', () => {
    expect(defs('These loans are a continuation of redlining, which is the refusal of credit to the residents of poorer districts.')).toContainEqual([
      'redlining',
      'the refusal of credit to the residents of poorer districts',
    ]);
  });

  test('given ", which is a percentage …" after a count, when matched, then the last noun is not defined by the measure', () => {
    const found = defs('Four percent of children live with their grandparents, which is a percentage that keeps growing every year.', written);
    expect(found.filter(([term]) => term === 'grandparents')).toEqual([]);
  });

  test('given "<subject> <verb> studies to …", when matched, then "studies" is no defining verb', () => {
    const found = defs('Researchers design studies to maximize reliability, which refers to how often results can be repeated.');
    expect(found.map(([term]) => term)).not.toContain('Researchers design');
    expect(defs('Sociology studies groups and group interactions of every size.')).toContainEqual(['Sociology', 'studies groups and group interactions of every size']);
  });

  test('given a bare class word and a colon before the clause that explains it, when matched, then the meaning keeps the clause', () => {
    expect(defs('A lease is a rental contract: a tenant agrees to pay the owner a fixed sum every month for the use of a flat.')).toContainEqual([
      'lease',
      'a rental contract: a tenant agrees to pay the owner a fixed sum every month for the use of a flat',
    ]);
    // A meaning that says enough before its colon ends there.
    expect(defs('A lease is a contract under which a tenant rents a flat from its owner for a fixed time: most run a year.')).toContainEqual([
      'lease',
      'a contract under which a tenant rents a flat from its owner for a fixed time',
    ]);
  });

  test('given "that is," before a whole clause restating the sentence, when matched, then the term is not defined by it', () => {
    const found = defs('Stock represents firm ownership; that is, a person who owns all of a company’s stock, by definition, owns the entire company.');
    expect(found.filter(([, meaning]) => meaning.includes('owns the entire company'))).toEqual([]);
    expect(defs('Doctors are paid with capitation; that is, a flat amount per patient.')).toContainEqual(['capitation', 'a flat amount per patient']);
  });

  test('given a subordinate clause closed by the comma ("as one observes … a village, the elders …"), when matched, then its last noun is not renamed', () => {
    const found = defs('Put simply, framing means that as one observes the customs of a village, the elders who keep those customs must be heard.', written);
    expect(found.map(([term]) => term)).not.toContain('village');
    // "as" before a bare noun phrase opens no clause: the renaming stands.
    expect(defs('This mistake is known as reification, the error of treating an idea as a thing.', written)).toContainEqual(['reification', 'the error of treating an idea as a thing']);
  });

  test('given a transcript (commas placed by a recogniser), when an object is followed by a noun phrase, then it is not read as renamed', () => {
    expect(defs('Early villages were held together by clan loyalty, a sense of duty kept alive by shared ancestry.')).toEqual([]);
  });

  test('given "…replaced with X, which is Y", when matched, then the object of "with" is the term', () => {
    expect(defs('In many villages, barter was replaced with commodity money, which is a currency made of something people value for itself.')).toContainEqual([
      'commodity money',
      'a currency made of something people value for itself',
    ]);
  });

  test.each([
    ['Introduced by the linguist Mara Quist, the term code mixing refers to the use of two languages within one sentence.', 'code mixing', 'the use of two languages within one sentence'],
    ['According to the planner Ada Roy, sprawl is the spread of a city into the farmland around it.', 'sprawl', 'the spread of a city into the farmland around it'],
  ])('given an opening participle phrase ("%s"), when matched, then the clause after it defines', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given "X theory suggests that …", when matched, then the theory is defined as the idea', () => {
    expect(defs('Contact theory suggests that prejudice fades when groups meet as equals.')).toContainEqual([
      'Contact theory',
      'the idea that prejudice fades when groups meet as equals',
    ]);
  });

  test.each([
    ['Seasonal migrants are those who move with the harvest from farm to farm.', 'Seasonal migrants', 'people who move with the harvest from farm to farm'],
    ['Chronic illnesses are those that last longer than a year and need ongoing care.', 'Chronic illnesses', 'the ones that last longer than a year and need ongoing care'],
  ])('given "X are those who/that …" ("%s"), when matched, then the class is defined without the pointing "those"', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    ['In short, the term refers to any gathering of people who share a purpose.'],
    ['Contrary to seasonal work, people who hold steady jobs earn all year.'],
  ])('given "%s", when matched, then no term is "term" or a comparison', (sentence) => {
    expect(defs(sentence).map(([term]) => term)).toEqual([]);
  });

  test.each([
    ['Bigamy, or being married to two people at once, is a crime in most countries.', 'Bigamy', 'being married to two people at once'],
    ['He studied how social trust, or confidence that others will act fairly, shapes markets.', 'social trust', 'confidence that others will act fairly'],
    ['Note that lineage, or one’s traceable ancestry, can be traced through either parent.', 'lineage', 'one’s traceable ancestry'],
  ])('given a gloss without an article ("%s"), when matched in written prose, then it defines the term', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test.each([
    ['Workers lose jobs through plant closures, falling demand, or moving to cheaper towns.'],
    ['Voters asked for rules against cutting wages, or laws that would freeze prices.'],
    ['Savers who hold fixed deposits, or banks that have lent at fixed rates, lose when prices rise.'],
    ['Prices rose after the drought, or harvests that fail every decade.'],
  ])('given "%s" (an alternative, not a gloss), when matched, then nothing is glossed', (sentence) => {
    expect(defs(sentence, written)).toEqual([]);
  });

  test.each([
    ['Most assemblies have a set of standing orders, or rules that govern the conduct of debate.', 'standing orders', 'rules that govern the conduct of debate'],
    ['Schools set attendance policies, or rules that require pupils to attend class.', 'attendance policies', 'rules that require pupils to attend class'],
  ])('given a plural renamed by a plural that says what such things do ("%s"), when matched, then it is glossed', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test.each([
    ['The hyoid bone is one of a pair of small bones that anchor the tongue.', 'hyoid bone', 'one of a pair of small bones that anchor the tongue'],
    ['A villus is one of the many tiny, finger-like projections that line the small intestine.', 'villus', 'one of the many tiny, finger-like projections that line the small intestine'],
    ['A ward is one of the districts into which a city is divided for elections.', 'ward', 'one of the districts into which a city is divided for elections'],
  ])('given "X is one of" a class said by what restricts it ("%s"), when matched, then it is defined', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    ['Party membership is one of the most common shortcuts in voting.'], // ranked
    ['Trade policy is one of the main products of diplomacy.'], // ranked by importance
    ['Ohio is one of the few states that still elects its judges.'], // a claim about a named one
    ['Healthcare is one of the areas most affected by this trend.'], // no class said
    ['Inflation is one of these forces that shape interest rates.'], // the text points at the class
  ])('given "%s" (one of a ranked or pointed class), when matched, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a list whose middle item is a bare noun phrase ("…, due process of law, or the equal protection of the laws"), when matched, then its last item is no gloss', () => {
    expect(defs('The amendment bars states from denying citizens the rights given by the charter, due process of law, or the equal protection of the laws.', written).map(([term]) => term)).not.toContain('law');
  });

  test('given a plural class said by three of its members or more, when matched, then the list is no definition; two members or a run of adjectives still are', () => {
    expect(defs('The paired bones are the maxilla, palatine, zygomatic, and nasal bones.')).toEqual([]);
    expect(defs('The basic particles of atoms are the proton, neutron, and electron (see the next section).')).toEqual([]);
    expect(defs('The primary lymphoid organs are the bone marrow and thymus gland.')).toContainEqual(['primary lymphoid organs', 'the bone marrow and thymus gland']);
    expect(defs('Core nations are dominant capitalist countries, highly industrialized, technological, and urbanized.')).toContainEqual([
      'Core nations',
      'dominant capitalist countries, highly industrialized, technological, and urbanized',
    ]);
  });

  test.each([
    ['Formally, a broker is someone who arranges trades between buyers and sellers for a fee.', 'broker', 'a person who arranges trades between buyers and sellers for a fee'],
    ['A stakeholder is anyone who has an interest in what a firm does.', 'stakeholder', 'a person who has an interest in what a firm does'],
    ['A wave, on the other hand, is something that spreads out through space.', 'wave', 'a thing that spreads out through space'],
  ])('given "X is someone who / something that …" ("%s"), when matched, then the kind the clause says is the meaning', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given "a change is something that happens …" said aloud, when matched, then nothing is defined (the word is explained in passing)', () => {
    expect(defs('So a change is something that happens between two separate points in time.', { ...context, written: false })).toEqual([]);
  });

  test('given "We call Y its NAME" with an aside in brackets, when matched, then the name after "its" is defined by Y without the aside', () => {
    expect(defs('We call the amount of a lamp’s energy that reaches a given area (say, one square meter) each second its received flux.')).toContainEqual([
      'received flux',
      'the amount of a lamp’s energy that reaches a given area each second',
    ]);
    expect(defs('Economists call the extra output from one more worker its marginal product.')).toContainEqual(['marginal product', 'the extra output from one more worker']);
  });

  test('given "The technical term for this condition is X" after a described condition, when matched in writing, then the sentence before is what X means; an analogy before is not', () => {
    const written2: DefinitionContext = { ...context, written: true };
    expect(defs('The general term for this approach is hedonism.', { ...written2, previous: 'The good life is judged only by the amount of pleasure it holds.' })).toContainEqual([
      'hedonism',
      'The good life is judged only by the amount of pleasure it holds',
    ]);
    expect(defs('The technical term for this condition is pressure balance.', { ...written2, previous: 'An analogy is an inflated balloon, which will expand until the pressures inside and outside are equal.' })).toEqual([]);
    expect(defs('The general term for this approach is hedonism.', { ...context, written: false, previous: 'The good life is judged only by the amount of pleasure it holds.' })).toEqual([]);
  });

  test('given an opening phrase whose noun is renamed before the clause ("Unlike a miscarriage, a spontaneous loss …, an abortion is …"), when matched, then the clause defines its subject', () => {
    expect(defs('Unlike a sprain, a stretching of a ligament beyond its limit, a fracture is a break in a bone.', written)).toContainEqual(['fracture', 'a break in a bone']);
    expect(defs('Continuing with an examination of large social factors, strain theory states that deviance follows blocked goals.')).toContainEqual([
      'strain theory',
      'the idea that deviance follows blocked goals',
    ]);
  });

  test('given "the X (ABBR), which …", when matched, then the abbreviation stays with the term in its brackets; a name cut to its end is no term', () => {
    expect(defs('The next group is the working-age population (WAP), which consists of persons aged fifteen to sixty-four.')).toContainEqual([
      'working-age population (WAP)',
      'consists of persons aged fifteen to sixty-four',
    ]);
    expect(defs('Members join the Service Employees International Union (SEIU), which represents workers in health care.').map(([term]) => term)).not.toContain('Union (SEIU)');
  });

  test('given a naming verb and a pointing object before the name ("calls these X NAME, or GLOSS"), when matched, then the name the text keeps using is glossed', () => {
    const named: DefinitionContext = { ...written, phraseCount: (p) => (p.toLowerCase() === 'heuristics' ? 3 : 1) };
    expect(defs('Kahneman calls these mental shortcuts heuristics, or rules of thumb for drawing inferences.', named)).toContainEqual(['heuristics', 'rules of thumb for drawing inferences']);
    expect(defs('Kahneman calls these mental shortcuts heuristics, or rules of thumb for drawing inferences.', { ...written, phraseCount: () => 1 })).toEqual([]);
  });

  test('given "a sense of X, which is …", when matched, then X is the term, not the sense of it', () => {
    expect(defs('Long exile can lead to a sense of rootlessness, which is a loss of ties to any place or people.')).toContainEqual([
      'rootlessness',
      'a loss of ties to any place or people',
    ]);
  });

  test('given "This is called the N effect—which occurs when …", when matched, then the named effect is defined by the clause after the dash', () => {
    expect(defs('This is called the Pygmalion effect—which occurs when high expectations raise how well pupils perform.')).toContainEqual([
      'Pygmalion effect',
      'when high expectations raise how well pupils perform',
    ]);
  });

  test.each([
    ['Utopia is an imagined society in which every need is met without labour.', 'Utopia', 'an imagined society in which every need is met without labour'],
    ['Gated towns are closed settlements where only residents may enter freely.', 'Gated towns', 'closed settlements where only residents may enter freely'],
  ])('given a complement whose clause restricts a class ("%s"), when matched, then its modifiers do not make it a judgement', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given a classifying "high" ("High art is …"), when matched, then it is part of the term', () => {
    expect(defs('High art is the body of works that an elite treats as the summit of taste.')).toContainEqual([
      'High art',
      'the body of works that an elite treats as the summit of taste',
    ]);
  });

  test('given a level with consequences ("Low rainfall means that …"), when matched, then nothing is defined', () => {
    expect(defs('Low rainfall means that farmers must carry water from the river.')).toEqual([]);
  });

  test('given "X relates to …, while Y refers to …", when matched, then the contrasted clause defines Y', () => {
    expect(defs('Trade relates to the exchange of goods, while tourism refers to travel for pleasure or business.')).toContainEqual([
      'tourism',
      'travel for pleasure or business',
    ]);
  });

  test('given "X is …, but Y are …", when matched, then the contrasted copula defines Y unless it only describes', () => {
    expect(defs('Trade is common, but tariff walls are barriers that states raise against imports.')).toContainEqual([
      'tariff walls',
      'barriers that states raise against imports',
    ]);
    expect(defs('Prices rose quickly, but the effect is small.').map(([term]) => term)).not.toContain('effect');
  });

  test('given "Y, which follows X, which is …", when matched, then X is the term, not the verb phrase', () => {
    expect(defs('Many islanders keep Ketu, which teaches ancestor worship, which is a faith that reveres the spirits of the dead.')).toContainEqual([
      'ancestor worship',
      'a faith that reveres the spirits of the dead',
    ]);
  });

  test('given "X result when …", when matched, then X is defined by the when-clause', () => {
    expect(defs('Hybrids result when two distinct cultural forms are blended into one.')).toContainEqual([
      'Hybrids',
      'when two distinct cultural forms are blended into one',
    ]);
  });

  test('given a bare complement opening on a ranking word inside a longer noun phrase ("Sects are new religious groups …"), when matched, then it defines', () => {
    expect(defs('Sects are new religious groups that break away from an established church.')).toContainEqual([
      'Sects',
      'new religious groups that break away from an established church',
    ]);
  });

  test('given a ranking word alone before its own complement ("Prices are low in winter"), when matched, then nothing is defined', () => {
    expect(defs('Prices are low in winter and high in summer.')).toEqual([]);
  });

  test('given "… by selling tickets, which is …", when matched, then the gerund phrase is not a term', () => {
    expect(defs('Radio stations earn money by selling airtime, which is an indirect way of charging listeners.').map(([term]) => term)).not.toContain('selling airtime');
  });

  test.each([
    ['While rents were rising, especially in coastal towns, the wages of cleaners fell.'],
    ['The hypothesis suggests that speech shapes thought.'],
    ['Bread and salt are key symbols in many weddings.'],
  ])('given "%s" (an adverbial phrase, an unnamed hypothesis, an importance ranking), when matched, then nothing is defined', (sentence) => {
    expect(defs(sentence, written)).toEqual([]);
  });
});

describe('matchDefinitions: a doctrine stated as what it holds (English)', () => {
  const once: DefinitionContext = { isListItem: false, phraseCount: () => 1 };

  test.each([
    ['Contractualism contends that a rule is fair when no one could reasonably reject it.', 'Contractualism', 'the idea that a rule is fair when no one could reasonably reject it'],
    ['The precautionary principle holds that new risks should be avoided until they are understood.', 'precautionary principle', 'the idea that new risks should be avoided until they are understood'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    ['Activists assert that the new rule is unfair to tenants.'], // people state a view
    ['The council asserts that its members were never consulted.'], // a claim about the subject itself
    ['Smith and Jones argue that prices will fall next year.'],
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a doctrine named only once, when read, then nothing is defined', () => {
    expect(defs('Contractualism contends that a rule is fair when no one could reasonably reject it.', once)).toEqual([]);
  });
});

describe('matchDefinitions: a noun before a generic head names a kind the text keeps naming (English)', () => {
  const once: DefinitionContext = { isListItem: false, phraseCount: () => 1 };

  test.each([
    ['A court case is a specific dispute between two parties about the law.', 'court case', 'a specific dispute between two parties about the law'],
    ['The spotlight effect is the tendency to overestimate how much others notice us.', 'spotlight effect', 'the tendency to overestimate how much others notice us'],
  ])('given "%s" with a recurring compound, when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given a compound named only once, when read, then nothing is defined', () => {
    expect(defs('The spotlight effect is the tendency to overestimate how much others notice us.', once)).toEqual([]);
  });

  test('given a head that points at an instance ("the calculator example"), when read, then nothing is defined', () => {
    expect(defs('The calculator example is a simple way to show the idea.')).toEqual([]);
  });
});

describe('matchDefinitions: a method said by what it does (English)', () => {
  const once: DefinitionContext = { isListItem: false, phraseCount: () => 1 };

  test.each([
    ['Survey research uses questionnaires given to many people.', 'Survey research', 'uses questionnaires given to many people'],
    ['Quality control seeks to catch defects before products ship.', 'Quality control', 'seeks to catch defects before products ship'],
    ['Participant observation relies on long stays in a community to learn its ways.', 'Participant observation', 'relies on long stays in a community to learn its ways'],
  ])('given "%s" with a recurring term, when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    ['The company uses a new supplier for its parts.'], // a single word is a thing, not a method
    ['Marketing uses ads.'],
  ])('given "%s", when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a method named only once, when read, then nothing is defined', () => {
    expect(defs('Survey research uses questionnaires given to many people.', once)).toEqual([]);
  });
});

describe('matchDefinitions: "a number" as a class or as a count (English)', () => {
  test('given a measure defined as "a number that …", when read, then it is defined', () => {
    expect(defs('An exchange rate index is a number that tracks the value of a currency against a basket of others.')).toContainEqual([
      'exchange rate index',
      'a number that tracks the value of a currency against a basket of others',
    ]);
  });

  test('given "a number of …" (a count), when read, then nothing is defined', () => {
    expect(defs('A jury is a number of citizens chosen to hear a case.')).toEqual([]);
  });
});

describe('matchDefinitions: a pointer at a figure after the point is made (English)', () => {
  test.each([
    ['Selective attention refers to focusing on one stimulus while ignoring others, as shown in the figure.'],
    ['Selective attention refers to focusing on one stimulus while ignoring others (see Figure 5.3).'],
  ])('given "%s", when read, then the sentence still defines', (sentence) => {
    expect(defs(sentence)).toContainEqual(['Selective attention', 'focusing on one stimulus while ignoring others']);
  });

  test('given a sentence describing the figure itself, when read, then nothing is defined', () => {
    expect(defs('The vertical axis measures the price of the good, as shown in the figure.')).toEqual([]);
  });
});

describe('matchDefinitions: a classifying adjective the tagger flags as a stop word (English)', () => {
  test.each([
    ['Due process is a legal requirement that the government respect the rights of the people.', 'Due process', 'a legal requirement that the government respect the rights of the people'],
    ['Full employment is a state in which everyone who wants a job can find one.', 'Full employment', 'a state in which everyone who wants a job can find one'],
  ])('given "%s", when read, then "%s" is a term', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given a quantifying adjective, when read, then it does not open a term', () => {
    expect(defs('Several factors are the forces that shape demand.')).toEqual([]);
  });

  test('given ", and it …" after the meaning, when read, then the meaning ends before the new clause', () => {
    expect(defs('An interview is a one-on-one conversation between the researcher and the subject, and it is a way of conducting surveys.')).toContainEqual(['interview', 'a one-on-one conversation between the researcher and the subject']);
  });

  test('given a confidence vote that "takes place when", when read, then it is defined by the condition', () => {
    expect(defs('A recall election takes place when enough voters sign a petition against an official.')).toContainEqual(['recall election', 'when enough voters sign a petition against an official']);
  });
});

describe('matchDefinitions: a name after a comma, and the noun phrase it renames (English)', () => {
  test.each([
    // The whole chain of prepositions, from its first article: not the last noun.
    ['A shallow groove runs along a depression in the medial surface of the upper lobe of the left lung, called the heart notch.', 'heart notch', 'a depression in the medial surface of the upper lobe of the left lung'],
    // A head that only frames, or disagrees in number with the name: the inner phrase.
    ['The Sun is so hot that all of its material is in the form of an ionized gas, called a plasma.', 'plasma', 'an ionized gas'],
    ['This is also the realm of the larger icy worlds, called dwarf planets.', 'dwarf planets', 'the larger icy worlds'],
    // The subject of a relative clause, renamed before its verb.
    ['Israel has a unitary regime in which the national parliament, called the Knesset, has the authority to pass laws.', 'Knesset', 'the national parliament'],
  ])('given "%s", when matched, then "%s" is "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given a name closed before the main verb after a noun that a preposition takes inside the subject, when matched, then that noun is not what it names', () => {
    expect(defs('The hormones released when you face a frightening situation, called the stress response, occur within seconds.')).toEqual([]);
  });
});

describe('matchDefinitions: an inverse naming whose description opens on a pointing word (English)', () => {
  test.each([
    ['Such loans that a bank makes to its own directors are called insider loans.', 'insider loans', 'loans that a bank makes to its own directors'],
    ['Those parts of a budget that a legislature must approve every year are referred to as discretionary spending.', 'discretionary spending', 'parts of a budget that a legislature must approve every year'],
    ['Our capacity to recognise a face in a crowd (even a blurred one) is known as face perception.', 'face perception', 'the capacity to recognise a face in a crowd (even a blurred one)'],
    ['The set of values that guide how a firm treats its staff is referred to as its corporate culture (corporate culture is covered again in a later chapter).', 'corporate culture', 'the set of values that guide how a firm treats its staff'],
    ['This is known as selective recall, or the remembering of details that fit what one already believes.', 'selective recall', 'the remembering of details that fit what one already believes'],
    ['The rule that a hotter body glows at a shorter wavelength is known as Wien’s law.', 'Wien’s law', 'the rule that a hotter body glows at a shorter wavelength'], // a possessive's apostrophe is no closing quote
    ['Boyle’s first law is sometimes called the law of squeezed gases.', 'law of squeezed gases', 'Boyle’s first law'], // a law's name keeps its capital
    ['This idea that heat always flows from hot to cold is called the heat-flow principle.', 'heat-flow principle', 'the idea that heat always flows from hot to cold'],
    ['This process by which children learn the norms of their group is called enculturation.', 'enculturation', 'the process by which children learn the norms of their group'],
    ['This splitting apart of heavy nuclei is called nuclear fission.', 'nuclear fission', 'the splitting apart of heavy nuclei'],
    ['This drop in crop yields caused by repeated planting of one crop is called soil exhaustion.', 'soil exhaustion', 'the drop in crop yields caused by repeated planting of one crop'], // a noun, what it is of, its cause
    // A quantifier spans the class its restricted noun names.
    ['All sound waves higher than human hearing are called ultrasound, but bats can hear them.', 'ultrasound', 'sound waves higher than human hearing'],
    ['Any rock that survives the fall to the ground is known as a meteorite.', 'meteorite', 'a rock that survives the fall to the ground'],
  ])('given "%s", when read, then "%s" is defined', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    ['These loans are called insider loans.'], // no sentence before: "these" points at nothing given
    ['Those that stay are called stayers.'], // a pronoun, no noun for the relative to restrict
    ['This is known as selective recall, or so the story goes.'], // no noun phrase after "or"
    ['This part of the sky is called the polar zone.'], // the noun only points back
    ['This approach to morality is called virtue ethics.'], // the same
    ['This part of the sky seen by the telescope is called the field.'], // a generic noun pointing back, however restricted
    ['All of these are called radio waves.'], // the quantifier spans what the text named before
    ['All students are called pupils.'], // nothing restricts the class
  ])('given "%s" alone, when read, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});

describe('matchDefinitions: a term with an ordinary verb, where a guard keeps it a definition (English)', () => {
  test.each([
    ['Coordination failures occur whenever a group must agree on one course of action.', 'Coordination failures', 'when a group must agree on one course of action'],
    ['Deep sleep is characterized by slow brain waves of high amplitude.', 'Deep sleep', 'characterized by slow brain waves of high amplitude'],
    ['Mercantilism emphasizes the state’s duty to build up reserves of gold.', 'Mercantilism', 'emphasizes the state’s duty to build up reserves of gold'],
    ['Syndicalism held that trade unions should run the economy.', 'Syndicalism', 'the idea that trade unions should run the economy'],
    ['The sharing economy is essentially a system of exchange in which owners rent out what they do not use.', 'sharing economy', 'a system of exchange in which owners rent out what they do not use'],
    ['A flashbulb memory is an exceptionally clear recollection of an important event.', 'flashbulb memory', 'an exceptionally clear recollection of an important event'],
    // Spoken hedges between the copula and the meaning.
    ['A database view is really just a stored query that runs on every read.', 'database view', 'a stored query that runs on every read'],
    ['A stored procedure is just a named block of code that the database keeps.', 'stored procedure', 'a named block of code that the database keeps'],
  ])('given "%s", when read, then "%s" is defined', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    ['Deep sleep is characterized by slow brain waves of high amplitude.', 1], // a term named once: too loose a pattern
    ['Rural schools are characterized by unequal treatment of girls.', 2], // a claim about many, not a state
    ['The court held that the law was void.', 2], // a ruling, not a doctrine
    ['Stress is a fairly vague concept that is difficult to define with precision.', 2], // a hedge describes
    ['Criminal profiling is a relatively small proportion of the work that psychologists do.', 2], // a size
  ])('given "%s" (the term named %s times), when read, then nothing is defined', (sentence, times) => {
    expect(defs(sentence, { ...context, phraseCount: () => times })).toEqual([]);
  });

  test('given Spanish sentences, when read, then the English verbs define nothing', () => {
    expect(defs('El sueño profundo se caracteriza por ondas cerebrales lentas.')).toEqual([]);
    expect(defs('El mercantilismo enfatiza el deber del Estado de acumular oro.')).toEqual([]);
  });
});

describe('matchDefinitions: "we call this <described noun> the <name>" (English)', () => {
  test('given a demonstrative whose noun a phrase says which, when read, then the description is the meaning', () => {
    expect(defs('Economists call this implicit agreement between firms and workers the implicit contract.')).toContainEqual(['implicit contract', 'implicit agreement between firms and workers']);
  });

  test('given a quotation after "this", when read, then no name is split off the description', () => {
    expect(defs('Economists sometimes call this an “overheating economy” where demand is so high that wages rise, causing inflation.')).toEqual([]);
  });

  test('given "When …, we call such a N X", when read, then the when-clause is the meaning', () => {
    expect(defs('When two firms of equal size combine, we call such an event a merger.')).toContainEqual(['merger', 'when two firms of equal size combine']);
  });

  test.each([
    ['We call such a star a dwarf because its diameter is only a tenth that of the Sun.', 'Sun'], // a reason after the name
    ['When two firms of equal size combine, we call such an event a merger (the term applied in business to two equal companies that join forces).', 'join forces'], // an aside after the name
  ])('given "%s", when read, then the name is not taken from the words after it', (sentence, wrong) => {
    expect(defs(sentence).map(([term]) => term)).not.toContain(wrong);
  });
});

describe('matchDefinitions: an instance of a named kind is no term (English)', () => {
  test.each([
    ['Private schooling is a type of good called a toll good.'],
    ['Cable television is a kind of service known as a club good.'],
  ])('given "%s", when read, then the subject is not defined by its kind', (sentence) => {
    expect(defs(sentence).map(([term]) => term.toLowerCase())).not.toContain(sentence.split(' ').slice(0, 2).join(' ').toLowerCase());
  });
});

describe('matchDefinitions: "what is called X" inside a claim (English)', () => {
  test.each([
    ['Many countries have what is called media ownership, where a few firms own most of the channels.', 'media ownership', 'when a few firms own most of the channels'],
    ['The council is in charge of what is sometimes referred to as the budget process, whereby the council allocates money to the agencies.', 'budget process', 'when the council allocates money to the agencies'],
  ])('given "%s", when read, then the clause after the name defines "%s"', (sentence, term, meaning) => {
    expect(defs(sentence, { ...context, phraseCount: (p) => (p.toLowerCase() === term ? 2 : 1) })).toContainEqual([term, meaning]);
  });

  test('given no clause after the name, when read, then the claim before "what" is no meaning', () => {
    expect(defs('Hobbes’s answer was that governments would be established through what is called a social contract.')).toEqual([]);
  });
});

describe('matchDefinitions: a copula or "refers to" whose sentence goes on (English)', () => {
  test.each([
    // ", and" opens a clause with its own subject and verb: the meaning ends before it.
    ['Habits are relatively automatic patterns of action, and many researchers have studied how they form.', 'Habits', 'relatively automatic patterns of action'],
    ['Reliability refers to the consistency of a measure across repeated tests, and there are several ways to estimate it.', 'Reliability', 'the consistency of a measure across repeated tests'],
    ['Cones are photoreceptors that respond to color, and while they need bright light, they give sharp vision.', 'Cones', 'photoreceptors that respond to color'],
    // An example set off inside the phrase is no end of it.
    ['Equal protection refers to the right to be treated alike under the law regardless, for example, of race or sex.', 'Equal protection', 'the right to be treated alike under the law regardless of race or sex'],
  ])('given "%s", when read, then "%s" means only what the first clause says', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given a list whose last item has a relative clause, when read, then the list is not cut at its "and"', () => {
    expect(defs('A schema is a cluster of memories, beliefs, and expectations that guide perception.')).toContainEqual(['schema', 'a cluster of memories, beliefs, and expectations that guide perception']);
  });

  test('given a second predicate of the same subject, when read, then the meaning still ends before it', () => {
    expect(defs('Inflation is a general rise in prices, and is measured by a price index.')).toContainEqual(['Inflation', 'a general rise in prices']);
  });

  test('given a bare graded adjective that "of" restricts, when read, then the complement names a kind', () => {
    expect(defs('Attitudes are relatively stable evaluations of people, objects, or ideas.')).toContainEqual(['Attitudes', 'relatively stable evaluations of people, objects, or ideas']);
  });

  test('given a bare complement that only grades, when read, then nothing is defined', () => {
    expect(defs('Attitudes are extremely stable over time.')).toEqual([]);
  });
});

describe('matchDefinitions: two terms defined in parallel (English)', () => {
  test.each([
    ['Beliefs are convictions held to be true, and values are standards that people use to judge what is good.', 'values', 'standards that people use to judge what is good'],
    ['Encoding refers to the input of information, and retrieval refers to getting information out of memory.', 'retrieval', 'getting information out of memory'],
  ])('given "%s", when read, then the second clause defines "%s" too', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given a Spanish sentence of the same shape, when read, then the English patterns define nothing', () => {
    expect(defs('Las creencias son convicciones firmes, y los valores son normas que la gente usa para juzgar.')).toEqual([]);
  });

  test('given a second clause whose meaning points back at the first subject, when read, then it defines nothing', () => {
    expect(defs('Unions are active in many sectors, and collective bargaining is a key part of their work.').map(([term]) => term)).not.toContain('collective bargaining');
  });
});

describe('matchDefinitions: a subject with an aside or an adverb before its verb (English)', () => {
  test.each([
    ['Manifest content, on the other hand, refers to the storyline of a dream.', 'Manifest content', 'the storyline of a dream'],
    ['An ideology, in contrast, is a set of beliefs about how society should be organized.', 'ideology', 'a set of beliefs about how society should be organized'],
    ['The shadow, as described by Jung, is the part of the personality that the conscious self rejects.', 'shadow', 'the part of the personality that the conscious self rejects'],
    ['Sovereignty generally refers to the supreme authority of a state over its territory.', 'Sovereignty', 'the supreme authority of a state over its territory'],
    ['Legitimacy in the context of politics refers to the acceptance of a ruler’s right to rule.', 'Legitimacy', 'the acceptance of a ruler’s right to rule'],
  ])('given "%s", when read, then "%s" is defined', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    ['Teachers, rather than the students, are the ones in charge of the room.'],
    ['Glial cells, for example, are more numerous than neurons in the brain.'],
  ])('given "%s" (a contrast or an example set off), when read, then the subject is not defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});

describe('matchDefinitions: "a person\'s X" and "X is one who …" (English)', () => {
  test.each([
    ['A person’s temperament is the innate emotional style of that individual.', 'temperament', 'the innate emotional style of that individual'],
    ['An individual’s self-concept is the set of beliefs held about oneself.', 'self-concept', 'the set of beliefs held about oneself'],
    ['A transformational leader is one who inspires followers to pursue a shared vision.', 'transformational leader', 'a leader who inspires followers to pursue a shared vision'],
    ['A failed state is one that can no longer provide basic services to its people.', 'failed state', 'a state that can no longer provide basic services to its people'],
    ['An open economy is one based on trade with other countries.', 'open economy', 'an economy based on trade with other countries'],
    ['A secondary source is one written or created after the fact.', 'secondary source', 'a source written or created after the fact'],
    ['A rational society is one built around logic and efficiency rather than tradition.', 'rational society', 'a society built around logic and efficiency rather than tradition'],
    [
      'An implied power is one not specifically detailed in the Constitution but inferred as necessary.',
      'implied power',
      'a power not specifically detailed in the Constitution but inferred as necessary',
    ],
  ])('given "%s", when read, then "%s" is defined', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given a possessor that points at someone ("his"), when read, then the possession is not taken for a term', () => {
    expect(defs('His temperament is the innate emotional style of that individual.')).toEqual([]);
  });

  test('given "one" before a word that is no participle ("one more"), when read, then no head is put in its place', () => {
    expect(defs('A second chance is one more try at the same task.').map(([, meaning]) => meaning)).not.toContain('a chance more try at the same task');
  });

  test('given a plural "ones who", when read, then no singular head is put in their place', () => {
    expect(defs('Casual voters are ones who vote only in presidential elections.').map(([, meaning]) => meaning)).not.toContain('a voters who vote only in presidential elections');
  });
});

describe('matchDefinitions: a gloss of a noun with its "of" phrase (English)', () => {
  const written: DefinitionContext = { ...context, written: true };
  const recurring: DefinitionContext = { ...written, phraseCount: () => 3 };

  test('given a renamed "X of Y" the text keeps naming, when matched, then the whole phrase is the term', () => {
    expect(defs('The kingdom adopted the rule of law, the principle that rulers answer to the courts.', recurring)).toContainEqual([
      'rule of law',
      'the principle that rulers answer to the courts',
    ]);
  });

  test('given an "X of Y" opened by a possessive, when glossed after "or", then the whole phrase is the term', () => {
    expect(defs('Economists track a nation’s balance of payments, or the record of every payment between residents and foreigners.', written)).toContainEqual([
      'balance of payments',
      'the record of every payment between residents and foreigners',
    ]);
  });

  test.each([
    ['The reform brought the expansion of suffrage, the right to vote in public elections.', 'suffrage', 'the right to vote in public elections'],
    ['The council follows a set of procedures, the rules that decide who may speak.', 'procedures', 'the rules that decide who may speak'],
  ])('given "%s" (the renaming fits the noun after "of"), when matched, then that noun is the term', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });
});

describe('matchDefinitions: a two- or three-word synonym after "or" (English)', () => {
  const written: DefinitionContext = { ...context, written: true };

  test.each([
    ['The nucleus sits in the soma, or cell body.', 'soma', 'cell body'],
    ['The judge issued a ruling, or court order, but nobody enforced it.', 'ruling', 'court order'],
  ])('given "%s", when matched in written prose, then the synonym defines the term', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test.each([
    ['Firms plan differently for the short run, or long run.'], // the alternative on the same head
    ['Aristotle believed the goal to be flourishing, or happiness.'], // one word says too little
    ['Prices rose for bread, milk, or fresh fruit.'], // the last item of a list
  ])('given "%s", when matched, then no synonym is read', (sentence) => {
    expect(defs(sentence, written)).toEqual([]);
  });
});

describe('matchDefinitions: a naming of the sentence before, said of anyone (English)', () => {
  const written: DefinitionContext = { ...context, written: true };

  test('given a writer\'s "we" after "In fact", when "This is known as X" follows, then the sentence is said of people', () => {
    expect(defs('This is known as habituation.', { ...written, previous: 'In fact, we often stop noticing a sound that never changes.' })).toEqual([
      ['habituation', 'People often stop noticing a sound that never changes'],
    ]);
  });

  test('given "we" twice and "our", when named, then the first is people and the rest refer back to them', () => {
    expect(defs('This is known as selective search.', { ...written, previous: 'We look only for facts that fit our hunch and ignore facts that show we are wrong.' })).toEqual([
      ['selective search', 'People look only for facts that fit their hunch and ignore facts that show they are wrong'],
    ]);
  });

  test('given a reported belief ("It is also believed that …"), when named, then the belief is the meaning', () => {
    expect(defs('This is called the arousal view.', { ...written, previous: 'It is also believed that strong emotions leave strong memories behind.' })).toEqual([
      ['arousal view', 'Strong emotions leave strong memories behind'],
    ]);
  });

  test.each([
    ['We will study this effect in the next chapter.'], // the course, not a description
    ['Sometimes, we are more interested in how much change is needed.'], // an opener that leans on the text before
    ['You often stop noticing a sound that never changes.'], // talk to the reader
  ])('given the sentence before "%s", when "This is known as X" follows, then nothing is defined', (previous) => {
    expect(defs('This is known as habituation.', { ...written, previous })).toEqual([]);
  });

  test('given a speaker\'s "we", when named in a transcript, then nothing is defined', () => {
    expect(defs('This is known as habituation.', { ...context, previous: 'In fact, we often stop noticing a sound that never changes.' })).toEqual([]);
  });
});

describe('matchDefinitions: a gloss of the subject closed before its verb (English)', () => {
  test('given a list in the main clause after the gloss, when matched, then the gloss still defines the subject', () => {
    expect(defs('The ruling party, or the party that holds most of the seats, is granted offices, funds, and staff.', { ...context, written: true })).toContainEqual([
      'ruling party',
      'the party that holds most of the seats',
    ]);
  });
});

describe('cleanTerm: a ranking word opening a name the text keeps using (English)', () => {
  test('given "main sequence" named twice or more, when cleaned, then it is a term', () => {
    expect(cleanTerm('the main sequence', undefined, () => 3)).toBe('main sequence');
  });

  test.each([
    ['main sequence', 1], // named once: "main" ranks
    ['main reason', 3], // a generic noun: "main" ranks whatever the count
    ['first sequence', 3], // an ordinal counts, it does not name
  ])('given "%s" named %s times, when cleaned, then it is no term', (term, count) => {
    expect(cleanTerm(term, undefined, () => count)).toBeUndefined();
  });

  test('given an ordinal and a noun the text keeps using together and seldom counts with another ordinal, when cleaned, then it is a term', () => {
    const counts: Record<string, number> = { 'third parties': 6, 'second parties': 1, 'first stage': 2, 'second stage': 2 };
    const count = (phrase: string): number => counts[phrase] ?? 0;
    expect(cleanTerm('third parties', undefined, count)).toBe('third parties');
    expect(cleanTerm('first stage', undefined, count)).toBeUndefined(); // the stages are counted
    expect(cleanTerm('third parties', undefined, () => 1)).toBeUndefined(); // named once
    expect(cleanTerm('first time', undefined, () => 5)).toBeUndefined(); // a generic noun
  });

  test('given a generic head after a classifying "-ar"/"-al" word ("solar day", "apparent solar time"), when cleaned, then it is a term; an everyday "-ar" word only judges', () => {
    expect(cleanTerm('solar day')).toBe('solar day');
    expect(cleanTerm('apparent solar time')).toBe('apparent solar time');
    expect(cleanTerm('regular basis')).toBeUndefined();
    expect(cleanTerm('similar way')).toBeUndefined();
  });
});

describe('matchDefinitions: a spoken sentence opening on a discourse word (English)', () => {
  const spoken = { isListItem: false, opensBlock: false, written: false, phraseCount: () => 3 };

  test.each([
    ['So error correcting codes are a way to add a small amount of information to a message.', 'error correcting codes'],
    ['And now, a vector field is a function that assigns a vector to every point in space.', 'vector field'],
    ['Remember, a matrix is a grid of numbers that describes a linear map.', 'matrix'],
  ])('given the spoken sentence "%s", when matched, then the clause after the opener defines "%s"', (sentence, term) => {
    expect(matchDefinitions(sentence, spoken).map((m) => m.term.toLowerCase())).toContain(term);
  });

  test('given a written sentence opening on "So" without a comma, when matched, then the opener is not read away', () => {
    expect(matchDefinitions('So error correcting codes are a way to add a small amount of information to a message.', { ...spoken, written: true })).toEqual([]);
  });
});

describe('cleanTerm: a count of things opening the phrase (English)', () => {
  test.each([
    ['a bunch of tokens', 'tokens'],
    ['a couple of eigenvectors', 'eigenvectors'],
    ['lots of parity bits', 'parity bits'],
  ])('given "%s", when cleaned, then the things counted are the term', (raw, term) => {
    expect(cleanTerm(raw)).toBe(term);
  });

  test('given a spoken ", which means …" gloss after "a bunch of tokens", when matched, then "tokens" is what it defines', () => {
    const found = matchDefinitions('That input text is first broken into a bunch of tokens, which means little chunks that are typically words or little pieces of words.', {
      isListItem: false,
      opensBlock: false,
      written: false,
      phraseCount: () => 4,
    });
    expect(found.map((m) => [m.term, m.meaning])).toContainEqual(['tokens', 'little chunks that are typically words or little pieces of words']);
  });
});

describe('cleanTerm: a size word opening a name of three words or more the text keeps using (English)', () => {
  test('given "large language model" said twice or more, when cleaned, then the size word stays in the term', () => {
    expect(cleanTerm('A large language model', undefined, () => 4)).toBe('large language model');
  });

  test.each([
    ['large language model', 1], // said once: "large" only sizes this one
    ['large firms', 3], // two words: a size given to a kind
  ])('given "%s" said %s times, when cleaned, then it is no term', (term, count) => {
    expect(cleanTerm(term, undefined, () => count)).toBeUndefined();
  });

  test('given a speaker defining "a large language model" by its genus, when matched, then the whole name is the term', () => {
    const found = matchDefinitions('A large language model is a sophisticated mathematical function that predicts what word comes next for any piece of text.', {
      isListItem: false,
      opensBlock: false,
      written: false,
      phraseCount: () => 4,
    });
    expect(found.map((m) => [m.term, m.meaning])).toEqual([['large language model', 'a sophisticated mathematical function that predicts what word comes next for any piece of text']]);
  });
});

describe('matchDefinitions: a ranked or judged complement that still names a class (English)', () => {
  test.each([
    // A superlative with a short "of" phrase, then a clause that says which ones.
    ['Atoms are the smallest units of matter that keep the properties of an element.', 'Atoms', 'the smallest units of matter that keep the properties of an element'],
    // A comparative before a noun that an "of" phrase and a relative clause restrict.
    ['A mixed economy is a more flexible form of market organization that lets the state own some industries.', 'mixed economy', 'a more flexible form of market organization that lets the state own some industries'],
    // A kind of a named thing, with its own qualifier.
    ['Fine wit is a gentle kind of humor marked by wordplay and irony.', 'Fine wit', 'a gentle kind of humor marked by wordplay and irony'],
    // A present-tense verb that ends its relative clause, which the tagger reads as a noun.
    ['The stoma is the small pore on the leaf through which air passes.', 'stoma', 'the small pore on the leaf through which air passes'],
  ])('given "%s", when matched, then %s is defined', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    ['This result is the smallest number of the set that we found.'], // a pronoun subject
    ['A savings account is a more sensible choice.'], // a comparative that only ranks
    ['A mutual fund is a good kind of investment.'], // a judged kind with nothing saying which
    ['Behavior is a product of both the situation and the person.'], // a relation, not a class
  ])('given "%s", when matched, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a bracketed example inside the meaning, when matched, then the meaning leaves it out', () => {
    expect(defs('Sounds are combined to form phonemes, which are the smallest units of sound that change meaning in a language (e.g., “b” in “bat”).')).toContainEqual([
      'phonemes',
      'the smallest units of sound that change meaning in a language',
    ]);
  });

  test('given a clause before that answers a "some" ("Others have …"), when "These are known as X" follows, then nothing is defined', () => {
    expect(defs('These views are known as response theories.', { ...context, written: true, previous: 'Others have described stress as the way the body reacts to a threat.' })).toEqual([]);
  });
});

describe('matchDefinitions: "that is" restating a clause or an earlier phrase (English)', () => {
  test.each([
    ['The lesion left her with the inability to move facts from short-term to long-term memory; that is, the inability to form new memories.'], // the head said before the term
    ['Good habits served as guides to behavior; that is, a person acted wisely based on the lessons gained over time.'], // a sentence of its own
  ])('given "%s", when matched, then nothing is defined', (sentence) => {
    expect(defs(sentence, { ...context, written: true })).toEqual([]);
  });

  test.each([
    ['Economists compare countries by their income per head; that is, the total income divided by the population.', 'income per head', 'the total income divided by the population'],
    ['Some employers choose to offer lavish perks—that is, resources made available to staff beyond their pay.', 'lavish perks', 'resources made available to staff beyond their pay'],
    ['The state levies an inheritance duty—that is, a tax imposed on the value of what heirs receive—on large estates.', 'inheritance duty', 'a tax imposed on the value of what heirs receive'],
  ])('given "%s", when matched, then %s is glossed', (sentence, term, meaning) => {
    expect(defs(sentence, { ...context, written: true })).toContainEqual([term, meaning]);
  });
});

describe('matchDefinitions: ", or" opening a list item or a second action (English)', () => {
  test.each([
    ['The fund may ask whether a family had unpaid bills, a parent needing long-term care, or a student with large loans.'], // the last item of a list
    ['Ask a colleague to cover your shift before a busy weekend, or bring lunch to someone working late.'], // a plain verb: a second action
    ['The question is whether the firm is cutting hours to lower costs and meet worker demands, or cutting hours to avoid paying benefits.'], // an "-ing" verb the clause used
  ])('given "%s", when matched, then nothing is glossed', (sentence) => {
    expect(defs(sentence, { ...context, written: true })).toEqual([]);
  });

  test.each([
    ['Some societies allowed bigamy, or being married to two people at once.', 'bigamy', 'being married to two people at once'],
    ['In most towns, a library, or a building where anyone can borrow books, is free.', 'library', 'a building where anyone can borrow books'], // an opening phrase's comma
  ])('given "%s", when matched, then %s is glossed', (sentence, term, meaning) => {
    expect(defs(sentence, { ...context, written: true })).toContainEqual([term, meaning]);
  });
});

describe('matchDefinitions: a meaning about the word, or cut inside its "where" clause (English)', () => {
  test.each([
    ['Cosmology is a word with Greek roots.'], // what the word is made of, not what it names
  ])('given "%s", when matched, then nothing is defined', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });

  test('given a "where" clause cut before its verb, when matched, then the stub is no meaning', () => {
    const sentence = 'The point where we start counting is the vernal equinox, a point in the sky where the ecliptic (the Sun’s path) crosses the celestial equator.';
    expect(defs(sentence, { ...context, written: true })).not.toContainEqual(['vernal equinox', 'a point in the sky where the ecliptic']);
  });

  test('given a "where" clause with its verb, when matched, then it is the meaning', () => {
    expect(defs('A node is a point in a network where two or more lines meet.')).toContainEqual(['node', 'a point in a network where two or more lines meet']);
  });
});

describe('matchDefinitions: a passive predicate and a condition after ", and" (English)', () => {
  test('given a passive after the copula ("is reset every so often"), when matched, then nothing is defined', () => {
    expect(defs('However, the thermostat is reset every so often, and the range within which it works may differ from season to season.', { ...context, written: true })).toEqual([]);
  });

  test.each([
    ['a participle before a preposition ("is set to that value")', 'For each value in the range, the index variable is set to that value and the code within the loop is executed once.'],
    ['a participle after ", which is" before a "-wise" adverb', 'You can supply vectors to the condition, which is checked elementwise, and then replaced with the appropriate outputs.'],
    ['another choice after ", or" that repeats the purpose ("to get")', 'You can supply single integers to get a single element, or a vector to get multiple elements.'],
  ])('given %s, when matched, then nothing is defined', (_case, sentence) => {
    expect(defs(sentence, { ...context, written: true })).toEqual([]);
  });

  test('given ", and when …, …" after the complement, when matched, then the meaning ends before the second clause', () => {
    expect(defs('Under the statute, a company-issued phone is the property of the company, and when the company gives staff a phone they can take home, it may read their messages.', { ...context, written: true })).toContainEqual([
      'company-issued phone',
      'the property of the company',
    ]);
  });

  test('given a noun the tagger reads as a verb before a relative ("are people whose …"), when matched, then it still defines', () => {
    expect(defs('Trusted advisers are people whose judgment others follow on public questions.', { ...context, written: true })).toContainEqual([
      'Trusted advisers',
      'people whose judgment others follow on public questions',
    ]);
  });
});

describe('matchDefinitions: a book glossary entry without a colon', () => {
  const written: DefinitionContext = { ...context, written: true };

  test('given "Phase plot A plot that shows …", when matched, then the entry is a definition of its term', () => {
    expect(matchDefinitions('Phase plot A plot that shows the state of a system as a point in the space of possible states.', written).map((d) => [d.term, d.meaning]))
      .toContainEqual(['phase plot', 'a plot that shows the state of a system as a point in the space of possible states']);
  });

  test('given a transcript or a letter naming a thing ("Matrix A corresponds with …"), when matched, then nothing is defined', () => {
    expect(matchDefinitions('Matrix A corresponds with some linear transformation of the plane.', written)).toEqual([]);
    expect(matchDefinitions('Phase plot A plot that shows the state of a system as a point in the space of possible states.', { ...context, written: false })).toEqual([]);
  });
});

describe('matchDefinitions: a noun after a comma that sums up the clause', () => {
  test.each([
    ['the objectively observable outcome of mental processes', 'behavior', 'the objectively observable outcome of mental processes'],
    ['a conclusion that was again confirmed in laboratory experiments', 'electromagnetic radiation', undefined],
    ['a result that surprised historians', 'tribal law', undefined],
  ])('given the renaming "%s" after "%s", when read, then it renames the term as %s', (after, term, meaning) => {
    const sentence = `They turned to ${term}, ${after}.`;
    expect(renamingPhrase(after, term, { ...context, reading: readSentence(sentence) })).toBe(meaning);
  });
});

describe('matchDefinitions: a plural renamed by a bare plural and its relative clause (English)', () => {
  const written: DefinitionContext = { ...context, written: true };

  test.each([
    ['The river traders were animists, people who saw spirits in rivers and stones.', 'animists', 'people who saw spirits in rivers and stones'],
    ['The bishop condemned the sale of pardons, documents that freed buyers from penance.', 'pardons', 'documents that freed buyers from penance'],
    ['Our habits are shaped by local customs, practices that a group repeats without thinking about them.', 'local customs', 'practices that a group repeats without thinking about them'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test('given a bare plural after "were" named only once ("were animists, people who …"), when read, then the plural is the term and the subject is not', () => {
    const once: DefinitionContext = { ...written, phraseCount: () => 1 };
    const found = defs('The river traders were animists, people who saw spirits in rivers and stones.', once);
    expect(found).toContainEqual(['animists', 'people who saw spirits in rivers and stones']);
    expect(found.map(([t]) => t)).not.toContain('river traders');
  });

  test.each([
    ['The war followed years of unrest and rising inflation, conditions that gave the generals their chance.'], // a singular comments on the clause
    ['Profits were invested in new enterprises, including the mills that were opening in the north.'], // an example, not a renaming
    ['Merchants traded in distant ports, ventures that could take years to pay off.'], // a noun that sums up the clause
  ])('given "%s", when read, then no plural is renamed', (sentence) => {
    expect(defs(sentence, written).map(([, m]) => m)).not.toContainEqual(expect.stringMatching(/^(?:conditions|the mills|ventures)/));
  });
});

describe('matchDefinitions: a renaming that introduces a name (English)', () => {
  test('given "…resist foreign expansion, a promise that became known as the Harbor Doctrine, shaped …", when read, then "foreign expansion" is not what the promise renames', () => {
    const found = defs('The governor’s pledge to resist foreign expansion, a promise that became known as the Harbor Doctrine, shaped trade for decades.', { ...context, written: true });
    expect(found.map(([t]) => t)).not.toContain('foreign expansion');
  });

  test('given "…over all his tenants, an authority referred to as lord’s right", when read, then "tenants" is not what the authority renames', () => {
    const found = defs('The landowner held the power of judgment over all his tenants, an authority referred to as lord’s right.', { ...context, written: true });
    expect(found.map(([t]) => t)).not.toContain('tenants');
  });

  test('given "Zeno proposed paradoxes, known as Zeno’s paradoxes, that …", when read, then the last noun and the relative say what the name names', () => {
    const found = defs('Melos proposed riddles, known as Melos’s riddles, that show that motion is impossible.', { ...context, written: true });
    expect(found).toContainEqual(['Melos’s riddles', 'riddles that show that motion is impossible']);
    expect(found.map(([, m]) => m)).not.toContain('Melos proposed riddles');
  });

  test('given "…gave each settler, known as a planter, the right to …", when read, then the verb\'s object is no renaming of the name', () => {
    const found = defs('The crown gave each settler, known as a planter, the right to clear land along the river.', { ...context, written: true, phraseCount: () => 3 });
    expect(found).not.toContainEqual(['planter', 'the right to clear land along the river']);
  });
});

describe('matchDefinitions: a bare genus named and completed by what follows the name (English)', () => {
  test.each([
    ['In 1612, the governor issued a decree, known as the Harbor Edict, promising land to settlers who cleared the marshes.', 'Harbor Edict', 'a decree promising land to settlers who cleared the marshes'],
    ['The council drafted a charter, called the Town Compact, which set the rules for electing the mayor.', 'Town Compact', 'a charter which set the rules for electing the mayor'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test('given a participle that tells the result ("…, angering the nobles"), when read, then the bare genus defines nothing', () => {
    expect(defs('The king issued a decree, known as the Edict of Grace, angering the nobles.').map(([t]) => t)).not.toContain('Edict of Grace');
  });
});

describe('matchDefinitions: a renaming whose relative clause takes a list (English)', () => {
  const written: DefinitionContext = { ...context, written: true };

  test('given "…, a practice that includes fasting, silence, and withdrawal from trade", when read, then the list belongs to the renaming', () => {
    expect(defs('Many monks turned to monasticism, a way of life that combines prayer with fasting, silence, and withdrawal from trade.', written)).toContainEqual([
      'monasticism',
      'a way of life that combines prayer with fasting, silence, and withdrawal from trade',
    ]);
  });

  test('given a list of noun phrases whose first item has a past-tense relative ("workshops for artisans who made goods …, and storage rooms"), when read, then nothing is renamed', () => {
    expect(defs('The complex held the homes of the priests, workshops for artisans who made goods for the temple, and storage rooms for grain.', written)).toEqual([]);
  });

  test('given a verb phrase after the comma ("…, alters the chances …"), when read, then the renaming stops at the comma', () => {
    const meanings = defs('The study measured social capital, a resource that helps us find work, alters the chances and choices of students.', written).map(([, m]) => m);
    expect(meanings.some((m) => m.includes('alters'))).toBe(false);
  });
});

describe('matchDefinitions: a renaming with a pronoun that takes a noun of the renaming itself (English)', () => {
  const written: DefinitionContext = { ...context, written: true };

  test.each([
    ['The missionaries practiced cultural blending, a way of bringing a people into the church without forcing it to give up its customs.', 'cultural blending', 'a way of bringing a people into the church without forcing it to give up its customs'],
    ['Rome came to rely on client legions, or legions composed of men more loyal to their general than to the city.', 'client legions', 'legions composed of men more loyal to their general than to the city'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test('given a pronoun after a verb of the phrase\'s own ("the kings … displayed their devotion"), when read, then nothing is renamed', () => {
    expect(defs('Like the emperors, who were strict reformers, the kings of the coast publicly displayed their devotion.', written)).toEqual([]);
  });

  test('given a pronoun with no noun of the phrase to take ("a tax on the salt they bought"), when read, then nothing is renamed', () => {
    expect(defs('Farmers resented the salt levy, a tax on the salt they bought at market.', written)).toEqual([]);
  });
});

describe('matchDefinitions: a renaming whose preposition takes a closing list (English)', () => {
  const written: DefinitionContext = { ...context, written: true };

  test.each([
    ['Reformers tried to draw attention to the reading gap, the unequal access to books among different regions, classes, and language groups.', 'reading gap', 'the unequal access to books among different regions, classes, and language groups'],
    ['Each officer was granted a fief, the right to collect rents from farmers, herders, and artisans in a given district.', 'fief', 'the right to collect rents from farmers, herders, and artisans in a given district'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test('given two items only ("the balance of trade, the balance of payments, and exchange rates"), when read, then no list is taken into a renaming', () => {
    expect(defs('The report covers three measures: imports, the balance of trade, the balance of payments, and exchange rates.', written).map(([t]) => t)).not.toContain('trade');
  });

  test('given a list that goes on into the main clause, when read, then the renaming keeps to its first part', () => {
    const meanings = defs('The firm measured its market share, the portion of sales in each region, city, and county it served.', written).map(([, m]) => m);
    expect(meanings.some((m) => m.includes('county'))).toBe(false);
  });
});

describe('matchDefinitions: a one-word object with a coined ending renamed once (English)', () => {
  const once: DefinitionContext = { ...context, written: true, phraseCount: () => 1 };

  test.each([
    ['The reformers combined careful reasoning with empiricism, the acquisition of knowledge from sensory experience, to build their method.', 'empiricism', 'the acquisition of knowledge from sensory experience'],
    ['Her work is a major contribution to gerontology, the systematic study of aging and the aged.', 'gerontology', 'the systematic study of aging and the aged'],
  ])('given "%s" naming the word once, when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence, once)).toContainEqual([term, meaning]);
  });

  test('given an ordinary one-word object named once ("… moved to the village, the place of his birth"), when read, then nothing is renamed', () => {
    expect(defs('After the war he moved to the village, the place of his birth and of his parents.', once)).toEqual([]);
  });
});

describe('matchDefinitions: a bare subject renamed before its verb (English)', () => {
  const written: DefinitionContext = { ...context, written: true };

  test.each([
    ['Contract labor, a system in which workers sign contracts promising work in exchange for a fee, still exists today.', 'Contract labor', 'a system in which workers sign contracts promising work in exchange for a fee'],
    ['Production, the creation of goods and services, is an essential function in every firm.', 'Production', 'the creation of goods and services'],
  ])('given "%s", when read, then "%s" is renamed as "%s" (subject-renamed)', (sentence, term, meaning) => {
    expect(matchDefinitions(sentence, written)).toContainEqual(expect.objectContaining({ term, meaning, pattern: 'subject-renamed' }));
  });

  test.each([
    ['Deindustrialization, a related issue, occurs as firms move abroad.'], // a genus alone renames nothing
    ['Labor, a system in which workers sign contracts, the market and the state were all changing.'], // a list, no verb after the renaming
    ['Production, the creation of goods and services, and distribution all matter.'], // no verb after the renaming
    ['Civic virtue, the creed of the Roman Republic, seemed to be returning.'], // tied to a named instance
    ['Sects, a word derived from the Latin for following, are often small.'], // said of the word
  ])('given "%s", when read, then no subject is renamed', (sentence) => {
    expect(matchDefinitions(sentence, written).filter((d) => d.pattern === 'subject-renamed')).toEqual([]);
  });
});

describe('matchDefinitions: a spoken relative naming ("…, what\'s known as X") names the object before it', () => {
  test.each([
    [
      "The height represents a kind of probability per unit in the x-direction, what's known in the business as a probability density.",
      'probability density',
      'a kind of probability per unit in the x-direction',
    ],
    ["They're defined as a bunch of polynomial curves, what are known in the business as Bezier curves.", 'Bezier curves', 'a bunch of polynomial curves'],
    ['Each gene is read off a long molecule made of four bases, which is called a DNA strand.', 'DNA strand', 'a long molecule made of four bases'],
  ])('given "%s", when matched, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toContainEqual([term, meaning]);
  });

  test.each([
    // The example at hand, not what the term is.
    ['This most straightforward way would be to use a third matrix, what we call the value matrix, which you multiply by the embedding.', 'value matrix'],
    // "the ones that sit …" points at the screen.
    ['Evaluate on a selected set of complex numbers, specifically the ones that sit evenly spaced on the unit circle, what are known as the roots of unity.', 'roots of unity'],
    // A second name for the object's own last noun, not for the object.
    ['There we broke down the formula for a normal distribution, which is also called a Gaussian distribution.', 'Gaussian distribution'],
  ])('given "%s", when matched, then "%s" gets no meaning from the words before', (sentence, term) => {
    expect(defs(sentence).filter(([t]) => t === term)).toEqual([]);
  });
});

// Slides and notes set a term before a colon and say what it does or is in a capitalised predicate without a subject.
describe('matchDefinitions: a labelled line that opens its block', () => {
  const opening: DefinitionContext = { isListItem: false, opensBlock: true, phraseCount: () => 2 };
  test.each([
    ['Cut-through switching: Works on the frame as soon as it is received, even if the transmission is not complete.', 'Cut-through switching', 'works on the frame as soon as it is received, even if the transmission is not complete'],
    ['Repeater: Connects network segments at the physical layer.', 'Repeater', 'connects network segments at the physical layer'],
    ['Machine code: The binary numbers that the CPUs can understand.', 'Machine code', 'the binary numbers that the CPUs can understand'],
    // A book glossary's bold entry, read with its run-in colon.
    ['interpreter: The program that reads and executes MATLAB code.', 'interpreter', 'the program that reads and executes MATLAB code'],
  ])('given "%s", when matched, then the label is the term', (sentence, term, meaning) => {
    expect(defs(sentence, opening)).toEqual([[term, meaning]]);
  });

  test.each([
    ['an instruction', 'Graph search: Keep track of visited nodes.'],
    ['a clause with its own subject', 'Wrapper: The whole compilation process is usually not done by hand.'],
    ['a subject pronoun', 'Observational study: We gather police reports about collisions and use them.'],
    ['a plural subject and its verb', 'Byte: Bits grouped in eight make one byte of memory.'],
    ['a note label', 'Note: Contains the results of the last run of the program.'],
    ['a slide title', 'Eudaimonia: The Good Life'],
    ['a plural label before a singular verb', 'Economic forces: Includes such factors as changing incomes, unemployment levels and inflation.'],
    ['a clause whose verb follows a subordinate clause', 'Flow Control: The receiving TCP, when sending an ACK back to the sender, also indicates the number of bytes it can receive.'],
    ['a title in capitals', 'Routing: The Shortest Path Problem In Networks'],
    ['a plural noun phrase opening', 'Tools: Works of art are kept in the archive.'],
  ])('given %s, when matched, then nothing is defined', (_case, sentence) => {
    expect(defs(sentence, opening)).toEqual([]);
  });

  test('given the same line inside a paragraph, when matched, then nothing is defined', () => {
    expect(defs('Repeater: Connects network segments at the physical layer.')).toEqual([]);
  });
});

describe('matchDefinitions: a relative or a copula said aloud (English)', () => {
  // Every phrase recurs: the term is never dropped for being said once.
  const spoken: DefinitionContext = { isListItem: false, phraseCount: () => 2, written: false };
  const written: DefinitionContext = { ...spoken, written: true };

  test.each([
    ['In physics, motion is described in terms of force, and force determines acceleration, which is a statement about change.', 'acceleration'],
    ['What it is saying is x squared plus y squared equals some constant, which is the equation for a circle.', 'constant'],
    ['So I could say X is an argument of the function, give it a default value, which is the value defined in the same scope.', 'default value'],
  ])('given "%s" in a transcript, when matched, then "%s" (a verb\'s object) is not defined by the relative', (sentence, term) => {
    // The object recurs, and nothing longer does: the object is the only term the relative could define.
    const recurring: DefinitionContext = { ...spoken, phraseCount: (p) => (p.toLowerCase() === term ? 2 : 1) };
    expect(defs(sentence, { ...recurring, written: true }).map(([t]) => t)).toContain(term);
    expect(defs(sentence, recurring)).toEqual([]);
  });

  test('given the same relative after a verb\'s object in written prose, when matched, then the writer\'s relative defines the object', () => {
    expect(defs('Recent decades have seen globalization, which is the expanding connection between people around the world.', written)).toContainEqual([
      'globalization',
      'the expanding connection between people around the world',
    ]);
  });

  test.each([
    ['Bernard Riemann was somewhat of a father to complex analysis, which is the study of functions that have complex numbers as inputs and outputs.', 'complex analysis', 'the study of functions that have complex numbers as inputs and outputs'],
    ['If the base is not specified, it returns the natural logarithm, which is log base e of x.', 'natural logarithm', 'log base e of x'],
  ])('given "%s" in a transcript, when matched, then the whole noun phrase is the term', (sentence, term, meaning) => {
    expect(defs(sentence, spoken)).toContainEqual([term, meaning]);
  });

  test('given "an approach to machine learning, which describes …", when matched, then the term keeps the word before its -ing head', () => {
    const sentence = 'This is one approach to machine learning, which describes any model where you use data to determine how a model behaves.';
    expect(defs(sentence, spoken).map(([t]) => t)).toEqual(['machine learning']);
  });

  test('given "… to take advantage of economies of scale, which …", when matched, then the verb after "to" stays out of the term', () => {
    expect(defs('Firms merge to take advantage of economies of scale, which are the cost savings of producing more.', written).map(([t]) => t)).not.toContain('take advantage of economies of scale');
  });

  test('given "facts that are true, but which can feel false", when matched, then the second relative stays in the meaning', () => {
    expect(defs('We might call this a veridical paradox, which refers to facts that are provably true, but which nevertheless can feel false.', spoken)).toContainEqual([
      'veridical paradox',
      'facts that are provably true, but which nevertheless can feel false',
    ]);
  });

  test('given an inverse copula in a transcript, when matched, then the stressed identity defines nothing', () => {
    expect(defs('The history of transactions is the currency.', spoken)).toEqual([]);
    expect(defs('The history of transactions is the currency.', written)).toContainEqual(['currency', 'the history of transactions']);
  });
});

describe('matchDefinitions: forms of textbooks the tuned books rarely use (English)', () => {
  const listItem: DefinitionContext = { ...context, isListItem: true };
  // Renamings after a comma are read in written text; "bill of attainder" is a phrase the text keeps naming.
  const written: DefinitionContext = { ...context, written: true, phraseCount: () => 3 };

  test('given a noun with an adjective ending ("republic") renamed after a comma, when matched, then the noun is the term', () => {
    expect(defs('Americans wished their new government to be a republic, a regime in which the people held power and elected representatives.', written)).toContainEqual([
      'republic',
      'a regime in which the people held power and elected representatives',
    ]);
  });

  test('given a single adjective, when cleaned, then it is still no term', () => {
    expect(cleanTerm('economic')).toBeUndefined();
    expect(cleanTerm('dangerous')).toBeUndefined();
    expect(cleanTerm('incentive')).toBe('incentive');
  });

  test('given a bracket glossing the roots or the plural after the term, when matched, then the bracket is no part of the term', () => {
    expect(defs('A flagellum (plural = flagella) is an appendage that moves the cell.')).toContainEqual(['flagellum', 'an appendage that moves the cell']);
    expect(defs('In contrast with endocytosis, exocytosis (taking “out of the cell”) is the process of a cell exporting material using vesicular transport.')).toContainEqual([
      'exocytosis',
      'the process of a cell exporting material using vesicular transport',
    ]);
  });

  test('given an abbreviation in brackets after the term, when matched, then it stays part of the term', () => {
    expect(defs('Nongovernmental organizations (NGOs) are groups that act outside government.')).toContainEqual(['Nongovernmental organizations (NGOs)', 'groups that act outside government']);
  });

  test('given "a/an <owner>’s X is …", when matched, then X is the term', () => {
    expect(defs('A firm’s total revenue is the price multiplied by the quantity sold.')).toContainEqual(['total revenue', 'the price multiplied by the quantity sold']);
  });

  test('given "… came to be known as X" or "became known as X", when matched, then the description is what X means', () => {
    expect(defs('Laws that segregated schools and buses by race came to be known as Jim Crow laws.')).toContainEqual(['Jim Crow laws', 'laws that segregated schools and buses by race']);
    expect(defs('Sensational coverage that exaggerated stories to sell papers became known as yellow journalism.')).toContainEqual([
      'yellow journalism',
      'sensational coverage that exaggerated stories to sell papers',
    ]);
  });

  test('given a dated list item, when matched, then the date is no term', () => {
    expect(defs('Before 1809—Women could not vote in any state.', listItem)).toEqual([]);
  });

  test('given a renaming whose participle takes an object after "a", when matched, then it renames the object before the comma', () => {
    expect(defs('The government cannot pass a bill of attainder, a legislative action declaring someone guilty without a trial.', written)).toContainEqual([
      'bill of attainder',
      'a legislative action declaring someone guilty without a trial',
    ]);
  });

  test('given "the <people> <verb>ing <object>" or "the <noun> argued that …" after a comma, when matched, then nothing is renamed', () => {
    expect(defs('We then visited the market, the farmers selling vegetables.', written)).toEqual([]);
    expect(defs('Distinguishing between commerce among states and the production of goods, the court argued that the national government’s authority applied only to commerce.', written)).toEqual([]);
  });

  test('given "X, or Y, is …" with a common-noun other name, when matched, then both names get the meaning', () => {
    const found = defs('Bone, or osseous tissue, is a hard, dense connective tissue that forms most of the adult skeleton.');
    expect(found).toContainEqual(['Bone', 'a hard, dense connective tissue that forms most of the adult skeleton']);
    expect(found).toContainEqual(['osseous tissue', 'a hard, dense connective tissue that forms most of the adult skeleton']);
  });

  test('given "X, or Y, is …" between two names, or after a subject with an "of" phrase, when matched, then no other name is read', () => {
    expect(defs('Mercury, or Venus, is a planet that orbits the Sun.')).toEqual([]);
    expect(defs('A bundle of axons, or fibers, is a structure that carries signals.').map(([term]) => term)).not.toContain('fibers');
  });

  test('given an object glossed after a colon by a bare noun phrase and a relative clause, when matched, then the gloss is its meaning', () => {
    expect(defs('Government also performs the important job of protecting common goods: goods that all people may use free of charge.', written)).toContainEqual([
      'common goods',
      'goods that all people may use free of charge',
    ]);
  });

  test('given a colon before a clause with its own subject and verb, when matched, then nothing is glossed', () => {
    expect(defs('The committee reached one conclusion: voters who stay home decide elections.', written)).toEqual([]);
  });

  test('given a clause whose last noun phrase "came to be known as" a name, when matched, then that noun phrase is the meaning', () => {
    expect(defs('Mao, who served as the premier of China until his death in 1976, developed a distinctive form of Marxist-Leninist ideology that came to be known as Maoism.')).toContainEqual([
      'Maoism',
      'a distinctive form of Marxist-Leninist ideology',
    ]);
  });

  test('given "… advanced this idea which became known as X", when matched, then nothing is defined', () => {
    expect(defs('In the 1920s, linguists Edward Sapir and Benjamin Whorf advanced this idea which became known as Sapir-Whorf hypothesis or linguistic relativity.')).toEqual([]);
  });

  test('given "X, or Y, are known to …", when matched, then no name is defined by a description', () => {
    expect(defs('Glial cells, or glia, are known to play a supporting role for nervous tissue.')).toEqual([]);
  });

  test('given a term after a verb\'s own preposition and ", which is …", when matched, then the clause defines it', () => {
    expect(defs('The media also engages in agenda setting, which is the act of choosing which issues or topics deserve public discussion.')).toContainEqual([
      'agenda setting',
      'the act of choosing which issues or topics deserve public discussion',
    ]);
  });

  test('given a noun after a noun\'s preposition, or a capitalised name after a verb\'s, when matched, then ", which is …" defines neither', () => {
    expect(defs('Many households keep savings deposits in banks, which are financial institutions that accept deposits.').map(([term]) => term)).not.toContain('banks');
    expect(defs('The word comes from ancient Greek, which is a language with many dialects.').map(([term]) => term)).not.toContain('ancient Greek');
  });

  test('given a word no everyday speech uses, named once, before ", which is …", when matched, then the clause defines it; a common word or a modified one is not read', () => {
    const once: DefinitionContext = { ...context, phraseCount: () => 1 };
    expect(defs('Sooner or later, every student of the period turns to paleography, which is the study of old handwriting and scripts.', once)).toContainEqual([
      'paleography',
      'the study of old handwriting and scripts',
    ]);
    expect(defs('The lecture ended with a story, which is the usual way of closing a seminar.', once)).toEqual([]);
    expect(defs('Most nutrients pass into the small bowel, which is the main site of absorption.', once).map(([term]) => term)).not.toContain('bowel');
  });
});

// Sentences written for these tests.
describe('matchDefinitions: written forms of science textbooks (English)', () => {
  const written: DefinitionContext = { isListItem: false, written: true, phraseCount: () => 2 };

  test.each([
    // A restricted class sorted into a kind.
    ['Sound with the lowest pitches, below twenty hertz, is categorized as infrasound.', 'infrasound', 'sound with the lowest pitches'],
    ['A loosely packed soil is classified as a loam.', 'loam', 'a loosely packed soil'],
    // Two adverbs before the naming verb.
    ['The share of red cells in a spun sample is also commonly referred to as the cell fraction.', 'cell fraction', 'the share of red cells in a spun sample'],
    // Defined by the measure it is defined in terms of.
    ['Sailors also use a tidal day, which is defined in terms of the time between two high tides at one place.', 'tidal day', 'defined in terms of the time between two high tides at one place'],
    // The clause before the semicolon is what the pointer names.
    ['Heat can also be released by splitting heavy atoms into lighter ones; this process is called fission.', 'fission', 'Heat can also be released by splitting heavy atoms into lighter ones'],
    ['Many planners study crowding that is built into the layout of a city; this type of crowding is known as structural crowding.', 'structural crowding', 'crowding that is built into the layout of a city'],
    // An ordinal counting the points off opens the clause.
    ['Second, a tautology is a statement that is true under every reading.', 'tautology', 'a statement that is true under every reading'],
  ])('given "%s", when read, then "%s" means "%s"', (sentence, term, meaning) => {
    expect(defs(sentence, written)).toContainEqual([term, meaning]);
  });

  test.each([
    ['Salt glands are classified as exocrine glands.'], // one named kind sorted into another
    ['All lake fish are classified as freshwater species.'], // a whole class, no restriction
    ['The marsh does not drain, and thus this kind of wetland is classified as a bog.'], // a clause, not a class
    ['The order of the steps is not kept; this is known as step order.'], // the clause already names the term: no meaning
  ])('given "%s", when read, then no kind is named by the sorting or the pointer', (sentence) => {
    expect(matchDefinitions(sentence, written).filter((d) => d.pattern === 'inverse-called' || d.pattern === 'names-previous')).toEqual([]);
  });
});
