import { LocalAnswerEngine } from './local-answer-engine.js';
import { toQueryTerm } from './question-terms.js';
import type { RetrievedPassage } from './retrieved-passage.js';

const CORPUS = 1000;
const terms = (...words: [string, number][]) => words.map(([w, df]) => toQueryTerm(w, w, df, CORPUS));

function passage(overrides: Partial<RetrievedPassage> & Pick<RetrievedPassage, 'notesId' | 'text' | 'coverage'>): RetrievedPassage {
  return {
    title: `Notes ${overrides.notesId}`, videoUrl: null, position: 10, section: 'source', anchor: null, heading: null, page: null, time: null,
    matchedTerms: 2, density: 0.5, ...overrides,
  };
}

const OPPORTUNITY = passage({
  notesId: 'econ', page: 4, coverage: 1,
  text: 'Every choice involves giving something up. Opportunity cost is the value of the next best alternative that is given up when a choice is made. '
    + 'Because people face trade-offs, they compare opportunity costs before they decide. The weather was pleasant that spring.',
});
const SAME_NOTE_LATER = passage({
  notesId: 'econ', page: 5, position: 11, coverage: 0.8,
  text: 'A student who studies for an exam pays an opportunity cost in the shape of the wages she could have earned at a part-time job.',
});
const OTHER_NOTE = passage({
  notesId: 'biology', page: 1, coverage: 0.55, matchedTerms: 1,
  text: 'The cost of energy for a cell is paid in ATP molecules.',
});

describe('local answer engine', () => {
  const engine = new LocalAnswerEngine();

  it('answers with the most relevant sentences in reading order, each cited with its page', async () => {
    const result = await engine.answer({
      question: 'What is opportunity cost?', terms: terms(['opportunity', 20], ['cost', 120]), scope: 'library',
      passages: [OPPORTUNITY, SAME_NOTE_LATER, OTHER_NOTE],
    });
    expect(result.found).toBe(true);
    expect(result.answer.split(/(?<=\]) /)).toEqual([
      'Opportunity cost is the value of the next best alternative that is given up when a choice is made. [1]',
      'Because people face trade-offs, they compare opportunity costs before they decide. [1]',
      'A student who studies for an exam pays an opportunity cost in the shape of the wages she could have earned at a part-time job. [2]',
    ]);
    expect(result.answer).not.toContain('weather');
    expect(result.answer).not.toContain('ATP');
    expect(result.citations.map((c) => [c.notesId, c.page])).toEqual([['econ', 4], ['econ', 5]]);
    expect(result.citations[0]).toMatchObject({ title: 'Notes econ', section: 'source', snippet: expect.stringContaining('Opportunity cost is the value') });
  });

  it('says so instead of answering from passages that only share a common word', async () => {
    const result = await engine.answer({
      question: 'How does photosynthesis work in a leaf?', terms: terms(['photosynthesis', 0], ['work', 300], ['leaf', 0]), scope: 'library',
      passages: [passage({ notesId: 'econ', coverage: 0.1, matchedTerms: 1, text: 'People work to earn wages.' })],
    });
    expect(result).toEqual({ found: false, citations: [], answer: 'I couldn’t find anything about that in your study materials.' });
    const scoped = await engine.answer({ question: 'photosynthesis?', terms: terms(['photosynthesis', 0]), scope: 'notes', passages: [] });
    expect(scoped.answer).toBe('I couldn’t find anything about that in these notes.');
  });

  it('with two or more question words, a library passage must contain two of them', async () => {
    const result = await engine.answer({
      question: 'What is the capital of Australia?', terms: terms(['capital', 150], ['australia', 2]), scope: 'library',
      passages: [passage({ notesId: 'trade', coverage: 0.74, matchedTerms: 1, text: 'Australia and New Zealand filed anti-dumping cases.' })],
    });
    expect(result.found).toBe(false);
  });

  it('answers from the best-matching note only, unless another matches about as well', async () => {
    const econOnly = await engine.answer({
      question: 'What is opportunity cost?', terms: terms(['opportunity', 20], ['cost', 120]), scope: 'library',
      passages: [OPPORTUNITY, passage({ ...OTHER_NOTE, coverage: 0.7, matchedTerms: 2, text: 'A biology opportunity: the cost of energy for a cell is paid in ATP.' })],
    });
    expect(new Set(econOnly.citations.map((c) => c.notesId))).toEqual(new Set(['econ']));
    const both = await engine.answer({
      question: 'What is opportunity cost?', terms: terms(['opportunity', 20], ['cost', 120]), scope: 'library',
      passages: [OPPORTUNITY, passage({ notesId: 'public', coverage: 1, text: 'Opportunity cost measures what you give up to get something else.' })],
    });
    expect(new Set(both.citations.map((c) => c.notesId))).toEqual(new Set(['econ', 'public']));
  });

  it('gives video citations their time and a link to the video', async () => {
    const result = await engine.answer({
      question: 'Where does photosynthesis happen in plants?', terms: terms(['photosynthesis', 3], ['plants', 10]), scope: 'library',
      passages: [passage({
        notesId: 'video', time: 19.5, videoUrl: 'https://www.youtube.com/watch?v=abc', coverage: 1,
        text: 'In plants, photosynthesis takes place inside the chloroplasts of leaf cells. A chloroplast is an organelle surrounded by a double membrane.',
      })],
    });
    expect(result.citations).toEqual([expect.objectContaining({ notesId: 'video', time: 19, videoUrl: 'https://www.youtube.com/watch?v=abc' })]);
    expect(result.answer.match(/\[1\]/g)).toHaveLength(2);
  });

  it('answers overview questions in a note’s panel from its summary, key ideas or definitions', async () => {
    const parts: RetrievedPassage[] = [
      passage({ notesId: 'n', section: 'summary', anchor: 'summary', position: 0, coverage: 0, text: 'Markets coordinate choices. Prices are signals. Money eases trade.' }),
      ...[1, 2, 3, 4, 5].map((i) => passage({ notesId: 'n', section: 'key-idea', anchor: `key-idea-${i}`, position: i, page: i, coverage: 0, text: `Key idea number ${i}.` })),
      passage({ notesId: 'n', section: 'definition', anchor: 'definition-money', position: 6, coverage: 0, text: 'Money: a medium of exchange' }),
    ];
    const summary = await engine.answer({ question: 'Explain the main idea in simpler words', terms: [], scope: 'notes', passages: [], notesParts: parts });
    expect(summary).toMatchObject({ found: true, answer: 'Markets coordinate choices. [1] Prices are signals. [1] Money eases trade. [1]' });
    expect(summary.citations).toEqual([expect.objectContaining({ section: 'summary', anchor: 'summary' })]);
    const ideas = await engine.answer({ question: 'What are the key ideas?', terms: [], scope: 'notes', passages: [], notesParts: parts });
    expect(ideas.citations.map((c) => c.anchor)).toEqual(['key-idea-1', 'key-idea-2', 'key-idea-3', 'key-idea-4']);
    const definitions = await engine.answer({ question: 'List the definitions', terms: [], scope: 'notes', passages: [], notesParts: parts });
    expect(definitions.answer).toBe('Money: a medium of exchange [1]');
    const library = await engine.answer({ question: 'hello', terms: [], scope: 'library', passages: [] });
    expect(library.found).toBe(false);
  });
});

describe('local answer engine: answers read as answers', () => {
  const engine = new LocalAnswerEngine();
  const PRICES = passage({
    notesId: 'prices', coverage: 1, page: 2,
    text: 'Suppose that a city passes a rent control law. In the figure, the horizontal line at $500 shows the legal rent. '
      + 'A price ceiling is a legal maximum price that one pays for some good or service (see Figure 3.21). '
      + 'It keeps the price from rising to equilibrium. However, a price ceiling set below equilibrium causes a shortage of the good.',
  });

  it('given a definition question, when answered, then the definition comes first, figure pointers are gone and no sentence dangles', async () => {
    const a = await engine.answer({ question: 'What is a price ceiling?', terms: terms(['price', 100], ['ceiling', 5]), scope: 'library', passages: [PRICES] });
    const sentences = a.answer.split(/(?<=\]) /);
    expect(sentences[0]).toBe('A price ceiling is a legal maximum price that one pays for some good or service. [1]');
    expect(a.answer).not.toMatch(/figure/i);
    // "It keeps …" and "However, …" only right after the sentence they lean on (the source's order).
    sentences.forEach((s, i) => { if (/^It\b/.test(s)) expect(sentences[i - 1]).toMatch(/^A price ceiling is/); });
    sentences.forEach((s, i) => { if (/^However,/.test(s)) expect(sentences[i - 1]).toMatch(/^It keeps the price/); });
  });

  it('given "compare X and Y", when both are in the notes, then each side and their difference in one sentence', async () => {
    const side = (topic: string, text: string, page: number) => ({ topic, terms: terms([topic.split(' ')[1]!, 5], ['price', 100]), passages: [passage({ notesId: 'prices', coverage: 1, page, text })] });
    const a = await engine.answer({
      question: 'Compare price ceilings and price floors', terms: [], passages: [], scope: 'library',
      intent: { kind: 'compare', topic: 'price ceilings and price floors', sides: ['price ceilings', 'price floors'] },
      sides: [side('price ceilings', 'A price ceiling is a legal maximum price.', 1), side('price floors', 'A price floor is a legal minimum price.', 2)],
    });
    expect(a.answer).toBe('A price ceiling is a legal maximum price. [1] A price floor is a legal minimum price. [2] '
      + 'The difference: price ceilings are a legal maximum price, whereas price floors are a legal minimum price.');
  });

  it('given "compare X and Y", when neither is defined in so many words but a sentence names both, then that sentence closes the answer', async () => {
    const side = (topic: string, text: string, page: number) => ({ topic, terms: terms([topic.split(' ')[0]!, 5], ['telescopes', 20]), passages: [passage({ notesId: 'optics', coverage: 1, page, text })] });
    const a = await engine.answer({
      question: 'Compare reflecting and refracting telescopes', terms: [], passages: [], scope: 'library',
      intent: { kind: 'compare', topic: 'reflecting and refracting telescopes', sides: ['reflecting telescopes', 'refracting telescopes'] },
      sides: [
        side('reflecting telescopes', 'Most large observatories use reflecting telescopes for their light-gathering power. Reflecting telescopes avoid the colour fringes of refracting telescopes.', 1),
        side('refracting telescopes', 'Galileo built refracting telescopes with two lenses.', 2),
      ],
    });
    expect(a.answer).toMatch(/Reflecting telescopes avoid the colour fringes of refracting telescopes\. \[\d\]/);
    expect(a.answer).not.toMatch(/they don’t say how the two differ|not the same thing/);
  });

  it('given "compare X and Y", when nothing says how they stand to each other, then the answer says the notes do not tell the difference', async () => {
    const side = (topic: string, text: string, page: number) => ({ topic, terms: terms([topic.split(' ')[0]!, 5], ['telescopes', 20]), passages: [passage({ notesId: 'optics', coverage: 1, page, text })] });
    const a = await engine.answer({
      question: 'Compare reflecting and refracting telescopes', terms: [], passages: [], scope: 'library',
      intent: { kind: 'compare', topic: 'reflecting and refracting telescopes', sides: ['reflecting telescopes', 'refracting telescopes'] },
      sides: [
        side('reflecting telescopes', 'Most large observatories use reflecting telescopes for their light-gathering power.', 1),
        side('refracting telescopes', 'Galileo built refracting telescopes with two lenses.', 2),
      ],
    });
    expect(a.answer).toBe('Most large observatories use reflecting telescopes for their light-gathering power. [1] Galileo built refracting telescopes with two lenses. [2] '
      + 'Your notes describe reflecting telescopes and refracting telescopes each on its own; they don’t say how the two differ.');
  });

  it('given "(Scientists call such a Y a X.)" in the source, when X is asked, then "An X is a Y" opens the answer', async () => {
    const a = await engine.answer({
      question: 'Define plasma', terms: terms(['plasma', 5]), scope: 'library',
      passages: [passage({ notesId: 'sun', coverage: 1, text: 'In fact, the Sun is so hot that many of its atoms are ionized. (Scientists call such a hot ionized gas a plasma.) '
        + 'The plasma at the bottom of the convective zone is extremely hot. Once the plasma cools, it sinks back.' })],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('A plasma is a hot ionized gas. [1]');
  });

  it('given "One such test, called X, measures …" without the sentence before it, when X is asked, then "An X is a test that measures …" opens the answer', async () => {
    const a = await engine.answer({
      question: 'What is the hematocrit?', terms: terms(['hematocrit', 5]), scope: 'library',
      passages: [passage({ notesId: 'blood', coverage: 1, text: 'One such test, called a hematocrit, measures the percentage of RBCs in a blood sample. '
        + 'Normal hematocrit values for females range from 37 to 47, with a mean value of 41.' })],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('A hematocrit is a test that measures the percentage of RBCs in a blood sample. [1]');
  });

  it('given a note defining X by when it occurs and the source saying what X is, when X is asked, then what X is opens the answer', async () => {
    const a = await engine.answer({
      question: 'What is osmosis?', terms: terms(['osmosis', 5]), scope: 'library',
      passages: [
        passage({ notesId: 'cell', section: 'definition', heading: 'osmosis', anchor: 'definition-osmosis', coverage: 1, text: 'Osmosis occurs when there is an imbalance of solutes outside of a cell versus inside the cell.' }),
        passage({ notesId: 'cell', coverage: 1, position: 12, text: 'Osmosis occurs when there is an imbalance of solutes outside of a cell versus inside the cell. Water molecules tend to diffuse into a hypertonic solution. Osmosis is the diffusion of water through a semipermeable membrane.' }),
      ],
    });
    const lines = a.answer.split(/(?<=\]) /);
    expect(lines[0]).toBe('Osmosis is the diffusion of water through a semipermeable membrane. [1]');
    expect(a.answer).toContain('Osmosis occurs when there is an imbalance of solutes');
  });

  it('given a definition followed by "A couple of common examples will help to illustrate this concept.", when X is asked, then the announcement of examples is no part of the answer', async () => {
    const a = await engine.answer({
      question: 'Define diffusion', terms: terms(['diffusion', 5]), scope: 'library',
      passages: [
        passage({ notesId: 'cell', coverage: 1, text: 'Diffusion is the movement of particles from an area of higher concentration to an area of lower concentration. '
          + 'A couple of common examples will help to illustrate this concept. Imagine being inside a closed bathroom: the scent of perfume diffuses through the room.' }),
        passage({ notesId: 'cell', coverage: 1, position: 12, text: 'Facilitated diffusion is the diffusion process used for those substances that cannot cross the lipid bilayer due to their size, charge, and/or polarity.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Diffusion is the movement of particles from an area of higher concentration to an area of lower concentration. [1]');
    expect(a.answer).not.toContain('will help to illustrate');
  });

  it('given "This layer is referred to as X" two sentences after the one bringing in "a pale, thin layer", when X is asked, then the three sentences answer, not one that only places X', async () => {
    const a = await engine.answer({
      question: 'What is the buffy coat?', terms: terms(['buffy', 3], ['coat', 8]), scope: 'library',
      passages: [
        passage({ notesId: 'blood', coverage: 1, text: 'Located above the erythrocytes is a pale, thin layer composed of the remaining formed elements of blood. '
          + 'These are the WBCs, clinically known as leukocytes, and the platelets, cell fragments also called thrombocytes. '
          + 'This layer is referred to as the buffy coat because of its color; it normally constitutes less than 1 percent of a blood sample. '
          + 'Above the buffy coat is the blood plasma, normally a pale, straw-colored fluid, which constitutes the remainder of the sample.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Located above the erythrocytes is a pale, thin layer composed of the remaining formed elements of blood. '
      + 'These are the WBCs, clinically known as leukocytes, and the platelets, cell fragments also called thrombocytes. '
      + 'This layer is referred to as the buffy coat because of its color; it normally constitutes less than 1 percent of a blood sample. [1]');
  });

  it('given "explain X of Y simply", when the text defines X but never "X of Y", then X\'s definition opens the answer', async () => {
    const a = await engine.answer({
      question: 'Explain the formed elements of blood in simple terms', intent: { kind: 'explain-simply', topic: 'formed elements of blood' },
      terms: terms(['formed', 20], ['elements', 30], ['blood', 10]), scope: 'library',
      passages: [
        passage({ notesId: 'blood', coverage: 1, matchedTerms: 3, text: 'Located above the erythrocytes is a pale, thin layer composed of the remaining formed elements of blood. '
          + 'These are the WBCs and the platelets.' }),
        passage({ notesId: 'blood', coverage: 1, matchedTerms: 3, position: 12, text: 'The cellular elements—referred to as the formed elements—include red blood cells (RBCs), white blood cells (WBCs), and cell fragments called platelets.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toMatch(/^The cellular elements—referred to as the formed elements—include red blood cells/);
  });

  it('given "known as an X (XY)" and then "One XY is …", when X is asked, then the sentence saying what XY is opens the answer', async () => {
    const a = await engine.answer({
      question: 'What is an astronomical unit?', terms: terms(['astronomical', 5], ['unit', 40]), scope: 'library',
      passages: [passage({ notesId: 'kepler', coverage: 1, text: 'When P is measured in years, and a is expressed in a quantity known as an astronomical unit (AU), the two sides of the formula are equal. '
        + 'One AU is the average distance between Earth and the Sun and is approximately equal to 150 million kilometers.' })],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('One AU is the average distance between Earth and the Sun and is approximately equal to 150 million kilometers. [1]');
  });

  it('given a naming that leans on the sentence before and a formula\'s letter as an aside, when the term is asked, then the naming with its sentence before opens the answer', async () => {
    const a = await engine.answer({
      question: 'What is the semimajor axis?', terms: terms(['semimajor', 5], ['axis', 30]), scope: 'library',
      passages: [
        passage({ notesId: 'kepler', coverage: 1, text: 'The widest diameter of the ellipse is called its major axis. Half this distance—that is, the distance from the center of the ellipse to one end—is the semimajor axis, which is usually used to specify the size of the ellipse.' }),
        passage({ notesId: 'kepler', coverage: 1, position: 14, text: 'Mars’ orbital period squared is 3.53, and by Kepler’s third law this equals the cube of its semimajor axis, or a3. Mars’ semimajor axis must be 1.52 AU.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('The widest diameter of the ellipse is called its major axis. Half this distance—that is, the distance from the center of the ellipse to one end—is the semimajor axis, which is usually used to specify the size of the ellipse. [1]');
  });

  it('given a list ending on "… and cell fragments called X", when X is asked, then "X are cell fragments" opens the answer', async () => {
    const a = await engine.answer({
      question: 'What are platelets?', terms: terms(['platelets', 5]), scope: 'library',
      passages: [passage({ notesId: 'blood', coverage: 1, text: 'The percentage of other formed elements, the WBCs and platelets, is extremely small. '
        + 'The cellular elements—referred to as the formed elements—include red blood cells (RBCs), white blood cells (WBCs), and cell fragments called platelets.' })],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Platelets are cell fragments. [1]');
  });

  it('given "explain X simply", when the note has other terms, then related terms close the answer', async () => {
    const definition = passage({ notesId: 'goods', section: 'definition', heading: 'free rider', anchor: 'definition-free-rider', coverage: 1, text: 'A free rider is someone who uses a public good without paying for it.' });
    const source = passage({ notesId: 'goods', coverage: 1, position: 12, text: 'Free riders hope that others will pay. Many people act as free riders when a good is shared.' });
    const related = passage({ notesId: 'goods', section: 'definition', heading: 'public good', anchor: 'definition-public-good', position: 3, coverage: 0, text: 'A public good is nonexcludable and nonrival.' });
    const a = await engine.answer({
      question: 'Explain free riders simply', intent: { kind: 'explain-simply', topic: 'free riders' }, terms: terms(['free', 50], ['riders', 3]),
      scope: 'library', passages: [definition, source], notesParts: [definition, related],
    });
    expect(a.answer.startsWith('A free rider is someone who uses a public good without paying for it. [1]')).toBe(true);
    expect(a.answer).toMatch(/Related terms: public good \[\d\]\.$/);
  });

  it('given the note\'s own definition of the term, when asked, then it comes first, then what follows it in the source, and no sentence of a look-alike word', async () => {
    const entry = passage({ notesId: 'cover', section: 'definition', heading: 'deductibles', anchor: 'definition-deductibles', coverage: 1, position: 3, text: 'deductibles: an amount the policyholder must pay before the insurance pays' });
    const source = passage({
      notesId: 'cover', coverage: 0.9, position: 20,
      text: 'Policies often have deductibles, an amount the policyholder must pay before the insurance pays. For example, auto insurance might pay only for losses greater than $500. '
        + 'Deductibles make people more careful.',
    });
    const banking = passage({ notesId: 'cover', coverage: 0.6, position: 40, text: 'Purchases with a debit card are deducted from the account at once, which is convenient for most people.' });
    const a = await engine.answer({ question: 'What is a deductible?', terms: terms(['deductible', 4]), scope: 'library', passages: [banking, source, entry] });
    const sentences = a.answer.split(/(?<=\]) /);
    expect(sentences[0]).toBe('A deductible is an amount the policyholder must pay before the insurance pays. [1]');
    expect(a.citations[0]).toMatchObject({ section: 'definition', anchor: 'definition-deductibles' });
    expect(sentences[1]).toMatch(/^For example, auto insurance/);
    expect(a.answer).not.toMatch(/debit card/);
  });

  it('given a definition that ends its passage, when defined, then the first sentence of the next passage under the same heading follows it, not another naming of the term', async () => {
    const entry = passage({ notesId: 'strata', section: 'definition', heading: 'social stratification', coverage: 1, position: 3,
      text: 'Social stratification refers to a society’s ranking of its people by wealth, income and power.' });
    const heading = 'What Is Social Stratification?';
    const first = passage({ notesId: 'strata', heading, coverage: 1, position: 13,
      text: 'Sociologists use the term social stratification to describe the system of social standing. Social stratification refers to a society’s ranking of its people by wealth, income and power.' });
    const next = passage({ notesId: 'strata', heading, coverage: 0.5, position: 14,
      text: 'Geologists also use the word “stratification” to describe the distinct layers found in rock. Society’s layers, made of people, represent the uneven spread of its resources.' });
    const later = passage({ notesId: 'strata', heading, coverage: 1, position: 16,
      text: 'However, sociologists recognize social stratification as a society-wide system that makes inequalities apparent.' });
    const ask = (passages: RetrievedPassage[]) => engine.answer({ question: 'What is social stratification?', terms: terms(['social', 200], ['stratification', 5]), scope: 'library', passages });
    const sentences = (await ask([entry, first, later, next])).answer.split(/(?<=\]) /);
    expect(sentences[0]).toBe('Social stratification refers to a society’s ranking of its people by wealth, income and power. [1]');
    expect(sentences[1]).toMatch(/^Geologists also use the word “stratification”/);
    // Naming the term again ("use the term X to describe …") adds nothing to the definition given: what sociologists see in it does.
    expect(sentences[2]).toMatch(/^Sociologists recognize social stratification as a society-wide system/);
    expect(sentences.join(' ')).not.toMatch(/use the term social stratification/);
    // Under another heading the next passage starts another topic: it does not follow the definition.
    const elsewhere = (await ask([entry, first, later, { ...next, heading: 'Systems of Stratification' }])).answer;
    expect(elsewhere).not.toMatch(/Geologists/);
    // Nor does a next paragraph that turns to another point, or names something else.
    const otherPoint = { ...next, text: 'Moreover, the exact level of taxes that the government should set is never completely clear.' };
    expect((await ask([entry, first, later, otherPoint])).answer).not.toMatch(/Moreover|exact level/);
    const otherName = { ...next, text: 'Caste stratification, sometimes known as a closed system, is a recent topic of research.' };
    expect((await ask([entry, first, later, otherName])).answer).not.toMatch(/sometimes known as/);
  });

  it('given a sentence pointing back to what was said earlier ("As mentioned earlier, …", "Below we will look at …"), when defining, then it is left out', async () => {
    const entry = passage({ notesId: 'poverty', section: 'definition', heading: 'extreme poverty', coverage: 1, position: 3, text: 'Extreme poverty occurs when someone lives on less than 1.90 U.S dollars per day.' });
    const source = passage({ notesId: 'poverty', coverage: 1, position: 20,
      text: 'As mentioned earlier, one way to measure stratification is to count how many people live in poverty, and particularly extreme poverty. '
        + 'Below we will look at four theories about extreme poverty and its causes. '
        + 'Unlike relative poverty, people who live in extreme poverty lack even the basic necessities, such as food and clean water.' });
    const a = await engine.answer({ question: 'What is extreme poverty?', terms: terms(['extreme', 30], ['poverty', 10]), scope: 'library', passages: [source, entry] });
    expect(a.answer).toMatch(/^Extreme poverty occurs when/);
    expect(a.answer).toMatch(/lack even the basic necessities/);
    expect(a.answer).not.toMatch(/As mentioned earlier|Below we will look/);
  });

  it('given only one sentence about a term the text does not define, when asked, then the best of the rest tops it up, not a pointer', async () => {
    const theory = passage({ notesId: 'people', heading: 'Cornucopian Theory', coverage: 1, position: 27,
      text: 'Some theories are less focused on the fear that the world’s population will outgrow its food. '
        + 'Cornucopian theory scoffs at the idea of humans wiping themselves out; it asserts that human ingenuity can resolve any issue.' });
    const food = passage({ notesId: 'people', heading: 'Cornucopian Theory', coverage: 0.6, position: 29,
      text: 'If we need more food, the theory contends, agricultural scientists will figure out how to grow it.' });
    const overview = passage({ notesId: 'people', heading: 'Demographic Theories', coverage: 0.6, position: 23,
      text: 'Below we will look at four theories about population: Malthusian, zero population growth, cornucopian, and demographic transition theories.' });
    const a = await engine.answer({ question: 'What is cornucopian theory?', terms: terms(['cornucopian', 2], ['theory', 40]), scope: 'library', passages: [overview, theory, food] });
    const sentences = a.answer.split(/(?<=\]) /);
    expect(sentences[0]).toMatch(/^Cornucopian theory scoffs/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(a.answer).toMatch(/agricultural scientists will figure out how to grow it/);
    expect(a.answer).not.toMatch(/Below we will look/);
  });

  it('given no sentence defining the term, when asked, then sentences saying something of it answer, not a worked step, a first-person line or "In other cases, …"', async () => {
    const heading = 'The Free Rider Problem';
    const problem = passage({ notesId: 'goods', heading, coverage: 1, position: 20,
      text: 'When people decide whether to buy a public good, a free rider problem can arise, in which people let others pay for the good and then use it.' });
    const step = passage({ notesId: 'goods', heading: 'The Problem with the Dilemma', coverage: 1, position: 24,
      text: 'Step 2. Either way, I should not contribute, and instead hope that I can be a free rider who uses the good paid for by Sam.' });
    const insight = passage({ notesId: 'goods', heading: 'Paying for Public Goods', coverage: 1, position: 28,
      text: 'The key insight in paying for public goods is to find a way of making everyone contribute and to prevent free riders. '
        + 'For example, people can agree to pay taxes, which defeats the free rider problem through the law. '
        + 'In other cases, social pressure reduces the number of free riders.' });
    const a = await engine.answer({ question: 'What is a free rider?', terms: terms(['free', 60], ['rider', 3]), scope: 'library', passages: [step, insight, problem] });
    expect(a.answer.split(/ \[\d\](?: |$)/).filter(Boolean).sort()).toEqual([
      'The key insight in paying for public goods is to find a way of making everyone contribute and to prevent free riders.',
      'When people decide whether to buy a public good, a free rider problem can arise, in which people let others pay for the good and then use it.',
    ]);
  });

  it('given a sentence that points back to what was discussed elsewhere, when answering, then it is not used as support', async () => {
    const goods = passage({
      notesId: 'goods', coverage: 1,
      text: 'The free rider problem, which we discussed as a game of oligopoly, is why a free rider pays nothing for a shared good. '
        + 'A free rider problem can arise when people let others pay for a public good. Some people hope to be a free rider. '
        + 'Free riders are common wherever a good is shared.',
    });
    const a = await engine.answer({ question: 'What is a free rider?', terms: terms(['free', 60], ['rider', 3]), scope: 'library', passages: [goods] });
    expect(a.found).toBe(true);
    expect(a.answer).not.toMatch(/which we discussed/);
  });

  it('given no entry in the notes, when asked, then the source sentence that says what the term is leads, not one that only uses it', async () => {
    const goods = passage({
      notesId: 'goods', coverage: 1,
      text: 'To understand the defining characteristics of a public good, first consider a private good like pizza. Instead, public goods have two defining characteristics: they are nonexcludable and non-rival. '
        + 'The first characteristic, that a public good is nonexcludable, means that it is costly to exclude anyone from using it.',
    });
    const a = await engine.answer({ question: 'What is a public good?', terms: terms(['public', 80], ['good', 90]), scope: 'library', passages: [goods] });
    expect(a.answer.startsWith('Public goods have two defining characteristics: they are nonexcludable and non-rival. [1]')).toBe(true);
  });

  it('given a definition followed by a sentence that only announces a list, when asked, then the list comes with it (English and Spanish)', async () => {
    const english = passage({
      notesId: 'prices', coverage: 1,
      text: 'Laws that governments enact to regulate prices are called price controls. Price controls come in two flavors. '
        + 'A price ceiling keeps a price from rising above a certain level, while a price floor keeps a price from falling below a given level. '
        + 'Governments also impose price controls during wartime.',
    });
    const en = await engine.answer({ question: 'What are price controls?', terms: terms(['price', 100], ['controls', 5]), scope: 'library', passages: [english] });
    // The sentence naming the term at its end opens with the term (termFirst).
    expect(en.answer.split(/(?<=\]) /)).toEqual([
      'Price controls are laws that governments enact to regulate prices. [1]',
      'Price controls come in two flavors. [1]',
      'A price ceiling keeps a price from rising above a certain level, while a price floor keeps a price from falling below a given level. [1]',
    ]);
    const spanish = passage({
      notesId: 'precios', coverage: 1,
      text: 'Los controles de precios son leyes que los gobiernos aprueban para regular los precios. Los controles de precios son de dos tipos. '
        + 'Un precio máximo impide que el precio suba por encima de cierto nivel, mientras que un precio mínimo impide que baje de cierto nivel. '
        + 'Los gobiernos también imponen controles de precios en tiempos de guerra.',
    });
    const es = await engine.answer({
      question: '¿Qué son los controles de precios?', intent: { kind: 'define', topic: 'controles de precios' },
      terms: terms(['controles', 5], ['precios', 100]), scope: 'library', passages: [spanish],
    });
    expect(es.answer.split(/(?<=\]) /).slice(0, 3)).toEqual([
      'Los controles de precios son leyes que los gobiernos aprueban para regular los precios. [1]',
      'Los controles de precios son de dos tipos. [1]',
      'Un precio máximo impide que el precio suba por encima de cierto nivel, mientras que un precio mínimo impide que baje de cierto nivel. [1]',
    ]);
  });

  it('given a term named by a sentence that points back ("This is called X"), when defined, then the sentence before it comes with it (English and Spanish)', async () => {
    const english = passage({
      notesId: 'firms', coverage: 1,
      text: 'Markets reward low prices. A dominant firm sometimes sells below its own cost until its rivals leave the market. '
        + 'This practice is called predatory pricing. Afterwards the firm raises its prices again.',
    });
    const en = await engine.answer({ question: 'What is predatory pricing?', terms: terms(['predatory', 3], ['pricing', 40]), scope: 'library', passages: [english] });
    expect(en.answer.split(/(?<=\]) /)[0])
      .toBe('A dominant firm sometimes sells below its own cost until its rivals leave the market. This practice is called predatory pricing. [1]');
    const spanish = passage({
      notesId: 'comercio', coverage: 1,
      text: 'Los mercados premian los precios bajos. Una empresa exporta a un precio inferior a su propio costo para ganar un mercado extranjero. '
        + 'Esta práctica se conoce como dumping. Después la empresa sube de nuevo sus precios.',
    });
    const es = await engine.answer({
      question: '¿Qué es el dumping?', intent: { kind: 'define', topic: 'dumping' }, terms: terms(['dumping', 3]), scope: 'library', passages: [spanish],
    });
    expect(es.answer.split(/(?<=\]) /)[0])
      .toBe('Una empresa exporta a un precio inferior a su propio costo para ganar un mercado extranjero. Esta práctica se conoce como dumping. [1]');
    expect(es.answer.match(/se conoce como dumping/g)).toHaveLength(1);
  });

  it('given a sentence saying what the term is like ("X is unavoidable in … because …"), when defined, then the sentence that names it with its meaning leads', async () => {
    const studies = passage({
      notesId: 'studies', coverage: 1,
      text: 'The placebo effect is unavoidable in some drug trials because patients know they are being treated. '
        + 'A patient who takes a sugar pill may still report feeling better. '
        + 'This is called the placebo effect, which occurs when people improve because they expect a treatment to work.',
    });
    const a = await engine.answer({ question: 'What is the placebo effect?', terms: terms(['placebo', 3], ['effect', 60]), scope: 'library', passages: [studies] });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('A patient who takes a sugar pill may still report feeling better. '
      + 'This is called the placebo effect, which occurs when people improve because they expect a treatment to work. [1]');
  });

  it('given "uses the term X to describe …" or "…, X, the …" and a sentence only mentioning X, when defined, then the naming sentence leads', async () => {
    const ranks = passage({
      notesId: 'ranks', coverage: 1,
      text: 'Rigid hierarchies correlate with high rank stability, whereas open ones show lower rank stability. '
        + 'Researchers use the term rank stability to describe how little a person’s position changes over a lifetime.',
    });
    const a = await engine.answer({ question: 'What does rank stability mean?', terms: terms(['rank', 20], ['stability', 10]), scope: 'library', passages: [ranks] });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Researchers use the term rank stability to describe how little a person’s position changes over a lifetime. [1]');
    const codes = passage({
      notesId: 'codes', coverage: 1,
      text: 'A formal code differs from everyday practice. Laws describe a formal code, the rules a community writes down and enforces.',
    });
    const b = await engine.answer({ question: 'What is a formal code?', terms: terms(['formal', 30], ['code', 10]), scope: 'library', passages: [codes] });
    expect(b.answer.split(/(?<=\]) /)[0]).toBe('Laws describe a formal code, the rules a community writes down and enforces. [1]');
  });

  it('given sentences naming the term that say what another term is, when defined, then they are not shown; an opener before "This is called X" goes', async () => {
    const ranks = passage({
      notesId: 'ranks', coverage: 1,
      text: 'Rank order refers to how a society sorts its people into layers by wealth and power. '
        + 'Meritocracy is a hypothetical system in which rank order is set by effort alone. '
        + 'The caste system is a rank order of birth. '
        + 'Sociologists compare rank order across countries to see how open a society is.',
    });
    const a = await engine.answer({ question: 'What is rank order?', terms: terms(['rank', 20], ['order', 30]), scope: 'library', passages: [ranks] });
    expect(a.answer).toBe('Rank order refers to how a society sorts its people into layers by wealth and power. [1] '
      + 'The caste system is a rank order of birth. [1] Sociologists compare rank order across countries to see how open a society is. [1]');
    const trials = passage({
      notesId: 'trials', coverage: 1,
      text: 'Trials compare a drug with a sugar pill. And if patients knew which pill they took, their reports might change. '
        + 'This is called the placebo effect, which occurs when people improve because they expect a treatment to work.',
    });
    const b = await engine.answer({ question: 'What is the placebo effect?', terms: terms(['placebo', 3], ['effect', 60]), scope: 'library', passages: [trials] });
    expect(b.answer.startsWith('If patients knew which pill they took, their reports might change. This is called the placebo effect')).toBe(true);
  });

  it('given the only sentence naming the term leaning on the ones before it, when defined, then it comes with them rather than nothing', async () => {
    const teams = passage({
      notesId: 'teams', coverage: 1,
      text: 'Work teams are often large and formal. They may also be short-lived. These teams serve a task function rather than a social one, meaning that they exist to get something done.',
    });
    const a = await engine.answer({ question: 'What is a task function?', terms: terms(['task', 10], ['function', 20]), scope: 'library', passages: [teams] });
    expect(a.found).toBe(true);
    expect(a.answer).toBe('Work teams are often large and formal. [1] They may also be short-lived. [1] These teams serve a task function rather than a social one, meaning that they exist to get something done. [1]');
  });

  it('given "This could be …, but writers use the term X to describe …" after a question, when defined, then the clause naming X leads', async () => {
    const art = passage({
      notesId: 'art', coverage: 1,
      text: 'Have you ever been to an opera? This could be called snobbery, but critics use the term fine art to describe the works an elite holds in esteem. '
        + 'People often link fine art with wealth.',
    });
    const a = await engine.answer({ question: 'Define fine art', terms: terms(['fine', 40], ['art', 20]), scope: 'library', passages: [art] });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Critics use the term fine art to describe the works an elite holds in esteem. [1]');
  });

  it('given a key idea quoting the definition, when defined, then what follows it in the source comes next', async () => {
    const idea = passage({ notesId: 'crowds', coverage: 1, section: 'key-idea', position: 2, text: 'McPhail developed the gathering view, another way of seeing crowds that credits people in them as rational.' });
    const source = passage({
      notesId: 'crowds', coverage: 0.9, position: 20,
      text: 'McPhail developed the gathering view, another way of seeing crowds that credits people in them as rational. Unlike earlier theories, this view turns attention from crowd behavior to collective action.',
    });
    const a = await engine.answer({ question: 'Define gathering view', terms: terms(['gathering', 5], ['view', 30]), scope: 'library', passages: [idea, source] });
    expect(a.answer.split(/(?<=\]) /)[1]).toBe('Unlike earlier theories, this view turns attention from crowd behavior to collective action. [2]');
  });

  it('given the note\'s entry quoting "This is called X—which …", when defined, then X as the clause\'s subject answers first and the sentence it leaned on follows', async () => {
    const quote = 'This is called the placebo effect—which occurs when people improve because they expect a treatment to work.';
    const entry = passage({ notesId: 'trials', coverage: 1, section: 'definition', heading: 'placebo effect', position: 3, text: quote });
    const source = passage({ notesId: 'trials', coverage: 0.9, position: 20, text: `Patients who know they are treated may report feeling better. ${quote} It is hard to avoid in drug trials.` });
    const ask = (passages: RetrievedPassage[]) => engine.answer({ question: 'What is the placebo effect?', terms: terms(['placebo', 3], ['effect', 60]), scope: 'library', passages });
    // The text writes "the placebo effect": so does the answer. "It is hard to avoid …" leaned on the quote, which is not shown: left out.
    expect((await ask([entry, source])).answer.split(/(?<=\]) /)).toEqual([
      'The placebo effect occurs when people improve because they expect a treatment to work. [1]',
      'Patients who know they are treated may report feeling better. [2]',
    ]);
    // The sentence before it asks a question: the entry alone, with the term as its subject.
    const afterQuestion = { ...source, text: `Do patients who know they are treated feel better? ${quote}` };
    expect((await ask([entry, afterQuestion])).answer.split(/(?<=\]) /)[0]).toBe('The placebo effect occurs when people improve because they expect a treatment to work. [1]');
  });

  it('given the note\'s entry quoting "Another method … is X, which means …", when defined, then the sentence before it (about another method) is not shown', async () => {
    const quote = 'Another method of cost sharing is coinsurance, which means that the insurer covers a share of the cost.';
    const entry = passage({ notesId: 'ins', coverage: 1, section: 'definition', heading: 'coinsurance', position: 3, text: quote });
    const source = passage({ notesId: 'ins', coverage: 0.9, position: 20, text: `Policies often have a copayment, a small amount paid per visit. ${quote}` });
    const a = await engine.answer({ question: 'What is coinsurance?', terms: terms(['coinsurance', 3]), scope: 'library', passages: [entry, source] });
    expect(a.answer).toBe('Coinsurance means that the insurer covers a share of the cost. [1]');
  });

  it('given the note\'s entry quoting "This is called X." (nothing to recast), when defined, then it comes after the sentence it leans on', async () => {
    const quote = 'This is called predatory pricing.';
    const entry = passage({ notesId: 'firms', coverage: 1, section: 'definition', heading: 'predatory pricing', position: 3, text: quote });
    const source = passage({ notesId: 'firms', coverage: 0.9, position: 20, text: `A large firm sells below cost to drive its rivals out of the market. ${quote}` });
    const a = await engine.answer({ question: 'What is predatory pricing?', terms: terms(['predatory', 3], ['pricing', 60]), scope: 'library', passages: [entry, source] });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe(`A large firm sells below cost to drive its rivals out of the market. ${quote} [1]`);
  });

  it('given a sentence giving another term its meaning ("… use the term Y to describe … X …"), when X is defined, then it is not shown; the word X is a kind of still is', async () => {
    const source = passage({
      notesId: 'strata', coverage: 1, matchedTerms: 2,
      text: 'Social stratification refers to the ranking of people by wealth and power. Geologists also use the word stratification to describe layers of rock. '
        + 'Sociologists use the term status consistency to describe how far a person ranks alike across the factors of social stratification.',
    });
    const a = await engine.answer({ question: 'What is social stratification?', terms: terms(['social', 200], ['stratification', 5]), scope: 'library', passages: [source] });
    expect(a.answer).toContain('Geologists also use the word stratification');
    expect(a.answer).not.toContain('status consistency');
  });

  it('given the note\'s entry "X: <the sentence before \'We call this X.\'>", when defined, then the two sentences of the source answer, not "X is <a sentence>"', async () => {
    const before = 'The central bank requires that banks keep a certain share of deposits in their vaults.';
    const entry = passage({ notesId: 'banks', coverage: 1, section: 'definition', heading: 'reserve requirement', position: 3, text: `reserve requirement: ${before.replace(/\.$/, '')}` });
    const source = passage({ notesId: 'banks', coverage: 0.9, position: 20, text: `Banks lend most of what they hold. ${before} We call this a reserve requirement. Banks may keep more.` });
    const a = await engine.answer({ question: 'What is a reserve requirement?', terms: terms(['reserve', 30], ['requirement', 40]), scope: 'library', passages: [entry, source] });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe(`${before} We call this a reserve requirement. [1]`);
    expect(a.answer).not.toMatch(/reserve requirement is The/i);
  });

  it('given the note\'s entry whose meaning is a noun phrase opening on a capital ("X: Postindustrial societies"), when defined, then the entry answers as "X are …"', async () => {
    const entry = passage({ notesId: 'societies', coverage: 1, section: 'definition', heading: 'information societies', position: 3, text: 'information societies: Postindustrial societies' });
    const source = passage({ notesId: 'societies', coverage: 0.9, position: 20, text: 'Postindustrial societies, also known as information societies, have evolved in modern times. They run on knowledge.' });
    const a = await engine.answer({ question: 'What are information societies?', terms: terms(['information', 30], ['societies', 40]), scope: 'library', passages: [entry, source] });
    expect(a.answer.split(/(?<=\]) /)[0]).toMatch(/^Information societies are postindustrial societies\. \[1\]$/i);
  });

  it('given a sentence naming the term in passing and one saying what "it" is after it, when defined, then that one, said of the term, answers first', async () => {
    const source = passage({
      notesId: 'language', coverage: 1, matchedTerms: 3,
      text: 'In the 1920s, two linguists advanced this idea which became known as the Sapir-Whorf hypothesis. '
        + 'It is based on the idea that people experience their world through their language. '
        + 'The Sapir-Whorf hypothesis has been interpreted to suggest that a missing word means a missing experience.',
    });
    const a = await engine.answer({ question: 'What is the Sapir-Whorf hypothesis?', terms: terms(['sapir', 2], ['whorf', 2], ['hypothesis', 40]), scope: 'library', passages: [source] });
    expect(a.answer.split(/(?<=\]) /).slice(0, 2)).toEqual([
      'The Sapir-Whorf hypothesis is based on the idea that people experience their world through their language. [1]',
      'In the 1920s, two linguists advanced this idea which became known as the Sapir-Whorf hypothesis. [1]',
    ]);
    // "It is important to …" says nothing of the term: the naming sentence leads, as the text has it.
    const expletive = { ...source, text: source.text.replace('It is based on the idea that', 'It is important to see that') };
    const b = await engine.answer({ question: 'What is the Sapir-Whorf hypothesis?', terms: terms(['sapir', 2], ['whorf', 2], ['hypothesis', 40]), scope: 'library', passages: [expletive] });
    expect(b.answer.startsWith('In the 1920s, two linguists advanced this idea')).toBe(true);
  });

  it('given a short answer on a kind of something the text defines, when defined, then what that something is comes last', async () => {
    const source = passage({
      notesId: 'methods', coverage: 1,
      text: 'Most researchers survey a small sector of the population, or a sample, a manageable number of subjects who represent a larger population. '
        + 'The weather was fine that year. In a random sample, every person in a population has the same chance of being chosen.',
    });
    const entry = passage({ notesId: 'methods', coverage: 1, section: 'definition', heading: 'random sample', position: 2, text: 'random sample: when every person in a population has the same chance of being chosen' });
    const ask = (p: RetrievedPassage) => engine.answer({ question: 'What is a random sample?', terms: terms(['random', 30], ['sample', 20]), scope: 'library', passages: [entry, p] });
    expect((await ask(source)).answer.split(/(?<=\]) /)).toEqual([
      'A random sample is when every person in a population has the same chance of being chosen. [1]',
      'Most researchers survey a small sector of the population, or a sample, a manageable number of subjects who represent a larger population. [2]',
    ]);
    // Another kind named with the noun ("a biased sample") says nothing of what a sample is: left out.
    const other = { ...source, text: source.text.replace('or a sample, a manageable', 'or a biased sample, a skewed') };
    expect((await ask(other)).answer).toBe('A random sample is when every person in a population has the same chance of being chosen. [1]');
  });

  it('given an announcing sentence with nothing after it, when defining, then it is left out', async () => {
    const prices = passage({
      notesId: 'prices', coverage: 1, text: 'Laws that governments enact to regulate prices are called price controls. Price controls come in two flavors.',
    });
    const a = await engine.answer({ question: 'What are price controls?', terms: terms(['price', 100], ['controls', 5]), scope: 'library', passages: [prices] });
    expect(a.answer).toBe('Price controls are laws that governments enact to regulate prices. [1]');
  });

  it('given a term the text hyphenates, when asked spelt closed up, then its sentences answer', async () => {
    const goods = passage({
      notesId: 'goods', coverage: 1,
      text: 'A good is non-rival when one person’s use of it leaves as much for everyone else. National defense is a non-rival good.',
    });
    const a = await engine.answer({ question: 'What does nonrival mean?', terms: terms(['nonrival', 3]), scope: 'library', passages: [goods] });
    expect(a.found).toBe(true);
    expect(a.answer.startsWith('A good is non-rival when one person’s use of it leaves as much for everyone else. [1]')).toBe(true);
  });

  it('given "summarize my notes", when the learner has notes, then each note’s summary is cited', async () => {
    const summary = (notesId: string, text: string) => passage({ notesId, section: 'summary', anchor: 'summary', coverage: 0, text });
    const a = await engine.answer({
      question: 'Summarize my notes', terms: [], passages: [], scope: 'library',
      notesParts: [summary('a', 'Markets set prices. Prices signal scarcity.'), summary('b', 'Public goods are shared. Free riders avoid paying.')],
    });
    expect(new Set(a.citations.map((c) => c.notesId))).toEqual(new Set(['a', 'b']));
    expect(a.answer).toContain('Markets set prices. [1]');
  });
});

describe('local answer engine: how/why answers answer the question', () => {
  const engine = new LocalAnswerEngine();
  const ceilings = (text: string) => passage({ notesId: 'prices', heading: 'Price Ceilings', coverage: 0.9, position: 5, text });
  const floors = (text: string) => passage({ notesId: 'prices', heading: 'Price Floors', coverage: 0.6, position: 8, text });

  it('given "what happens when X", when a sibling term\'s consequence matches more words, then the first sentence is a consequence of X, and another note\'s sentence not naming X is left out', async () => {
    const a = await engine.answer({
      question: 'What happens when a price floor is set above the equilibrium?', terms: terms(['price', 100], ['floor', 5], ['set', 200], ['equilibrium', 30]), scope: 'library',
      passages: [
        ceilings('Price ceilings are set to keep prices low. However, when the price is not allowed to rise to the equilibrium, a shortage occurs.'),
        floors('A price floor is the lowest price that one can legally pay. Governments keep the price above the equilibrium to help farmers. When quantity supplied exceeds quantity demanded, a surplus exists.'),
        passage({ notesId: 'monopoly', heading: 'Regulating Natural Monopolies', coverage: 0.5, matchedTerms: 2, text: 'The regulator may set the price at the equilibrium of average cost and demand.' }),
      ],
    });
    const sentences = a.answer.split(/(?<=\]) /);
    expect(sentences[0]).toBe('When quantity supplied exceeds quantity demanded, a surplus exists. [1]');
    expect(a.answer).not.toMatch(/shortage|regulator/);
  });

  it('given "why X", when the sentence giving the cause does not name X, then the sentence before it that does comes first, without a dangling "However"', async () => {
    const a = await engine.answer({
      question: 'Why do price ceilings cause shortages?', terms: terms(['price', 100], ['ceilings', 5], ['shortages', 20]), scope: 'library',
      passages: [
        ceilings('Price ceilings are enacted to keep prices low for those who need the product. However, when the market price is not allowed to rise to the equilibrium level, quantity demanded exceeds quantity supplied, and a shortage occurs.'),
        floors('A price floor keeps a price from falling below a given level, and a surplus of the good appears.'),
      ],
    });
    expect(a.answer.split(/(?<=\]) /).slice(0, 2)).toEqual([
      'Price ceilings are enacted to keep prices low for those who need the product. [1]',
      'When the market price is not allowed to rise to the equilibrium level, quantity demanded exceeds quantity supplied, and a shortage occurs. [1]',
    ]);
    expect(a.answer).not.toMatch(/surplus/);
  });

  it('given "why X", when a concession and a consequence name X too, then the first sentence gives the cause, and what follows it in the source keeps explaining', async () => {
    const a = await engine.answer({
      question: 'Why does adverse selection happen in insurance markets?', terms: terms(['adverse', 10], ['selection', 12], ['insurance', 60], ['markets', 150]), scope: 'library',
      passages: [
        passage({ notesId: 'insurance', heading: 'The Adverse Selection Problem', coverage: 1, text: 'Rather than face such a situation of adverse selection, the insurance company may decide not to sell insurance in this market at all. '
          + 'In some cases, adverse selection in insurance markets is mild.' }),
        passage({ notesId: 'insurance', heading: 'The Adverse Selection Problem', coverage: 0.8, position: 9, text: 'Adverse selection refers to the problem in which insurance buyers know more about their risk than the insurance company does. '
          + 'This creates a problem for the insurer because high-risk buyers want more insurance.' }),
      ],
    });
    const sentences = a.answer.split(/(?<=\]) /);
    expect(sentences[0]).toMatch(/^Adverse selection refers to the problem in which insurance buyers know more/);
    expect(sentences[1]).toMatch(/^This creates a problem for the insurer because/);
    expect(a.answer).not.toMatch(/In some cases/);
  });

  it('given "how do X …", when a conditional sentence is about X too, then the plain statement of how may lead (no cause is required)', async () => {
    const a = await engine.answer({
      question: 'How do insurance companies decide what premium to charge?', terms: terms(['insurance', 60], ['companies', 80], ['decide', 90], ['premium', 15], ['charge', 40]), scope: 'library',
      passages: [
        passage({ notesId: 'insurance', heading: 'Risk Groups', coverage: 1, text: 'Insurance companies classify people into risk groups, and charge a lower premium to those with lower risks.' }),
        passage({ notesId: 'insurance', heading: 'Risk Groups', coverage: 0.7, position: 11, text: 'If drivers can be grouped by risk, then insurance companies can charge each group its expected losses.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Insurance companies classify people into risk groups, and charge a lower premium to those with lower risks. [1]');
  });

  it('given "how does X work?", when X is the subject of one sentence and only named in a cause of another, then the sentence where X acts leads', async () => {
    const a = await engine.answer({
      question: 'How does the sodium-potassium pump work?', terms: terms(['sodium', 20], ['potassium', 20], ['pump', 10], ['work', 300]), scope: 'library',
      passages: [
        passage({ notesId: 'cell', heading: 'The Sodium-Potassium Pump', coverage: 1, text: 'Due to the action of the sodium-potassium pump, sodium ions will easily diffuse into the cell when the symporter is opened.' }),
        passage({ notesId: 'cell', heading: 'The Sodium-Potassium Pump', coverage: 1, position: 11, text: 'The sodium-potassium pump, which is also called Na+/K+ ATPase, transports sodium out of a cell while moving potassium into the cell.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('The sodium-potassium pump, which is also called Na+/K+ ATPase, transports sodium out of a cell while moving potassium into the cell. [1]');
  });

  it('given "why is X so?", when the sentence giving the cause opens on "This structure", then the sentence it points back to leads and the cause follows it', async () => {
    const a = await engine.answer({
      question: 'Why is the cell membrane selectively permeable?', terms: terms(['cell', 80], ['membrane', 30], ['selectively', 5], ['permeable', 5]), scope: 'library',
      passages: [
        passage({ notesId: 'cell', heading: 'Transport across the Cell Membrane', coverage: 1, text: 'The membrane’s lipid bilayer structure provides the first level of control. '
          + 'The phospholipids are tightly packed together, and the membrane has a hydrophobic interior. This structure causes the membrane to be selectively permeable. '
          + 'A membrane that has selective permeability allows only substances meeting certain criteria to pass through it unaided.' }),
        passage({ notesId: 'cell', heading: 'Transport across the Cell Membrane', coverage: 0.75, position: 11, text: 'All substances that move through the membrane do so by one of two general methods, '
          + 'which are categorized based on whether or not energy is required.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /).slice(0, 2)).toEqual([
      'The phospholipids are tightly packed together, and the membrane has a hydrophobic interior. [1]',
      'This structure causes the membrane to be selectively permeable. [1]',
    ]);
  });

  it('given "how does X work?", when no sentence has X act and one names what X is after its predecessor, then what X is leads', async () => {
    const a = await engine.answer({
      question: 'How does a refracting telescope work?', terms: terms(['refracting', 5], ['telescope', 20], ['work', 300]), scope: 'library',
      passages: [
        passage({ notesId: 'scope', heading: 'Telescopes', coverage: 1, text: 'Many people, when thinking of a telescope, picture a long tube with a large glass lens at one end. '
          + 'This design, which uses a lens as its main optical element to form an image, is known as a refractor, and a telescope based on this design is called a refracting telescope. '
          + 'Galileo’s telescopes were refractors, as are today’s binoculars and field glasses. However, there is a limit to the size of a refracting telescope.' }),
        passage({ notesId: 'scope', heading: 'Telescopes', coverage: 1, position: 11, text: 'Telescopes designed with mirrors avoid the problems of refracting telescopes.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Many people, when thinking of a telescope, picture a long tube with a large glass lens at one end. '
      + 'This design, which uses a lens as its main optical element to form an image, is known as a refractor, and a telescope based on this design is called a refracting telescope. [1]');
  });

  it('given a Spanish "¿por qué X?", when a concession matches more words, then the first sentence gives the cause', async () => {
    const a = await engine.answer({
      question: '¿Por qué es difícil que los mercados provean bienes públicos?', intent: { kind: 'how-why', topic: 'Por qué es difícil que los mercados provean bienes públicos' },
      terms: terms(['mercados', 50], ['provean', 20], ['bienes', 40], ['públicos', 30]), scope: 'library',
      passages: [
        passage({ notesId: 'bienes', heading: 'Bienes públicos', coverage: 1, text: 'En algunos casos, los mercados pueden producir bienes públicos. '
          + 'Los mercados no provean bienes públicos porque cada persona espera que otros paguen por ellos.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Los mercados no provean bienes públicos porque cada persona espera que otros paguen por ellos. [1]');
    expect(a.answer).not.toMatch(/En algunos casos/);
  });

  it('given "compare X and Y", when a sentence contrasts something else with "but", then the difference is built from the definitions instead', async () => {
    const side = (topic: string, text: string, page: number) => ({ topic, terms: terms(...topic.split(' ').map((w): [string, number] => [w, 10])), passages: [passage({ notesId: 'cover', coverage: 1, page, text })] });
    const a = await engine.answer({
      question: 'What is the difference between a deductible and a copayment?', terms: [], passages: [], scope: 'library',
      intent: { kind: 'compare', topic: 'deductible and copayment', sides: ['deductible', 'copayment'] },
      sides: [
        side('deductible', 'A deductible is an amount that the policyholder must pay before the insurance starts paying. Deductibles and copayments are common, but insurers differ.', 1),
        side('copayment', 'A copayment is an amount that the policyholder must pay at each visit.', 2),
      ],
    });
    expect(a.answer).toMatch(/In both, an amount that the policyholder must pay: for a deductible, before the insurance starts paying; for a copayment, at each visit\.$/);
  });

  it('given "What is X?" and no sentence saying what X is, when a data point on X matches best, then a sentence without figures opens the answer', async () => {
    const a = await engine.answer({
      question: 'What are street vendors?', terms: terms(['street', 30], ['vendors', 10]), scope: 'library',
      passages: [
        passage({ notesId: 'city', heading: 'Street vendors', coverage: 1, text: 'In 2019, about 12,000 street vendors worked in the city centre, most of them street vendors of food. '
          + 'Street vendors sell food and small goods from carts along public sidewalks.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('Street vendors sell food and small goods from carts along public sidewalks. [1]');
    expect(a.answer).toContain('12,000');
  });

  it('given "This is known as X." after a sentence opening on an "it" that stands for nothing, when X is asked, then the two open the answer', async () => {
    const a = await engine.answer({
      question: 'What is mutual aid?', terms: terms(['mutual', 20], ['aid', 30]), scope: 'library',
      passages: [
        passage({ notesId: 'towns', heading: 'Neighbours', coverage: 1, text: 'Small towns keep old habits. It is not uncommon for neighbours to share tools, meals and rides. '
          + 'This is known as mutual aid. Patterns of mutual aid change as towns grow.' }),
      ],
    });
    expect(a.answer.split(/(?<=\]) /)[0]).toBe('It is not uncommon for neighbours to share tools, meals and rides. This is known as mutual aid. [1]');
  });

  it('given a definition followed in the source by a worked step, when X is asked, then the step is not part of the answer', async () => {
    const a = await engine.answer({
      question: 'What is the trade gap?', terms: terms(['trade', 40], ['gap', 20]), scope: 'library',
      passages: [
        passage({ notesId: 'trade', heading: 'Trade', coverage: 1, text: 'The trade gap is the difference between the value of exports and the value of imports. '
          + 'Step 3. Now add up the columns for exports, imports and the trade gap.' }),
      ],
    });
    expect(a.answer).toMatch(/^The trade gap is the difference between the value of exports and the value of imports\. \[1\]/);
    expect(a.answer).not.toMatch(/Step 3/);
  });
});
