import { namedWholeSubject, opensOnSubject, questionSubject, subjectStanding } from './question-subject.js';

describe('the subject of a how/why question', () => {
  const headings = ['Price Ceilings and Price Floors', 'Price Ceilings', 'Price Floors', 'price controls', 'price ceiling', 'Equilibrium'];

  it('given a question naming a term of the material, when read, then the longest such run is its subject and terms sharing a word are siblings', () => {
    const s = questionSubject('What happens when a price floor is set above the equilibrium', headings);
    expect(s?.subject).toBe('price floor');
    expect(s?.siblings).toEqual(expect.arrayContaining(['Price Ceilings', 'price controls', 'price ceiling']));
    expect(s?.siblings).not.toContain('Price Floors');
    expect(questionSubject('Why is it hard for markets to provide public goods', ['The Free Rider Problem of Public Goods', 'Public Goods'])?.subject).toBe('public goods');
  });

  it('given a Spanish question, when read, then its subject is found the same way', () => {
    const s = questionSubject('¿Qué pasa cuando se fija un precio mínimo por encima del equilibrio?', ['Precio máximo y precio mínimo', 'El precio máximo', 'El precio mínimo', 'control de precios']);
    expect(s?.subject).toBe('precio mínimo');
    expect(s?.siblings).toEqual(expect.arrayContaining(['precio máximo', 'control de precios']));
  });

  it('given a question whose words no heading names, when the texts use a run of two words or more in two places, then that run is the subject', () => {
    const texts = ['The sodium-potassium pump moves sodium out of the cell.', 'Due to the sodium-potassium pump, sodium diffuses in.'];
    expect(questionSubject('How does the sodium-potassium pump work?', ['Active Transport'], texts)?.subject).toBe('sodium-potassium pump');
    expect(questionSubject('How does the sodium-potassium pump work?', ['Active Transport'], texts.slice(0, 1))).toBeNull();
    expect(questionSubject('How does sodium move?', ['Active Transport'], texts)).toBeNull();
  });

  it('given a heading naming part of the question\'s term, when the texts use the whole term in two places, then the whole term is the subject', () => {
    const texts = ['This design is called a refracting telescope.', 'There is a limit to the size of a refracting telescope.'];
    expect(questionSubject('How does a refracting telescope work?', ['Telescopes'], texts)?.subject).toBe('refracting telescope');
    expect(questionSubject('How does a refracting telescope work?', ['Telescopes'], texts.slice(0, 1))?.subject).toBe('telescope');
    expect(questionSubject('How does a refracting telescope work?', ['How Telescopes Work'], texts)?.subject).toBe('refracting telescope');
    const goods = ['Government spending is not the only way to provide public goods.', 'Markets can provide public goods.'];
    expect(questionSubject('Why is it hard for markets to provide public goods', ['Public Goods'], goods)?.subject).toBe('public goods');
  });

  it('given a question naming nothing the material uses as a term, when read, then there is no subject', () => {
    expect(questionSubject('Why is the sky blue', headings)).toBeNull();
  });

  it('given sentences, when placed against the subject, then naming it, sitting under its heading, or being about a sibling tell apart', () => {
    const s = { subject: 'price floor', siblings: ['Price Ceilings', 'price ceiling'] };
    expect(subjectStanding(s, 'A price floor keeps a price from falling.', 'Price Floors')).toBe('names');
    expect(subjectStanding(s, 'When quantity supplied exceeds quantity demanded, a surplus exists.', 'Price Floors')).toBe('under');
    expect(subjectStanding(s, 'When the price is not allowed to rise, a shortage occurs.', 'Price Ceilings')).toBe('sibling');
    expect(subjectStanding(s, 'A price ceiling is a legal maximum price.', 'Price Ceilings and Price Floors')).toBe('sibling');
    expect(subjectStanding(s, 'The regulator picks point F.', 'Natural Monopoly')).toBe('other');
    const es = { subject: 'precio mínimo', siblings: ['precio máximo'] };
    expect(subjectStanding(es, 'Cuando la cantidad ofrecida supera a la demandada, hay un excedente.', 'El precio mínimo')).toBe('under');
    expect(subjectStanding(es, 'Un precio máximo provoca escasez.', 'Controles')).toBe('sibling');
  });
});

describe('a sentence whose grammatical subject is the question\'s subject', () => {
  it('given sentences naming the subject, when read, then only those opening on it (after an article) have it as their subject', () => {
    expect(opensOnSubject('sodium-potassium pump', 'The sodium-potassium pump, which is also called Na+/K+ ATPase, transports sodium out of a cell.')).toBe(true);
    expect(opensOnSubject('price floors', 'A price floor keeps a price from falling.')).toBe(true);
    expect(opensOnSubject('sodium-potassium pump', 'Due to the action of the sodium-potassium pump, sodium ions diffuse into the cell.')).toBe(false);
  });
});

describe('a subject the question names whole', () => {
  it('given "how does X work" or "who invented X", when X is a name of two words or more, then X is named whole', () => {
    expect(namedWholeSubject('How does a water pump work')).toBe('water pump');
    expect(namedWholeSubject('How does the sodium-potassium pump work?')).toBe('sodium-potassium pump');
    expect(namedWholeSubject('Who invented the light bulb')).toBe('light bulb');
    expect(namedWholeSubject('How do vaccines work?')).toBeNull();
    expect(namedWholeSubject('Who discovered the laws of planetary motion?')).toBeNull();
  });

  it('given a "do" question, when its plural subject has a noun before its head, then those nouns are named whole and adjectives are not', () => {
    expect(namedWholeSubject('How do plant cells make food')).toBe('plant cells');
    expect(namedWholeSubject('How do white blood cells fight germs?')).toBe('blood cells');
    expect(namedWholeSubject('How do electric cars store energy?')).toBeNull();
    expect(namedWholeSubject('Why do larger telescopes see fainter objects?')).toBeNull();
    expect(namedWholeSubject('Why do astronomers build huge telescopes?')).toBeNull();
  });
});
