import { closenessOver, keyTermsIn, optionSetKey, pickDistractors, type Statement } from './quiz-distractors.js';

const own = (shown: string): Statement => ({ shown, lower: shown.toLowerCase(), source: 'same-notes', strong: true });
const borrowed = (shown: string): Statement => ({ ...own(shown), source: 'other-notes' });
const noRandom = () => 0;

describe('key terms a sentence names', () => {
  it('given a sentence, when its key terms are read, then they are noun phrases, never verbs or function words', () => {
    const terms = keyTermsIn('We measure a country’s GDP in its own currency: the United States uses the U.S. dollar.', 'en');
    expect(terms).toContain('United States');
    expect(terms.some((t) => /\buses\b/.test(t))).toBe(false);
    expect(keyTermsIn('When individuals make decisions about buying a public good, a free rider problem can arise.', 'en'))
      .toEqual(expect.arrayContaining(['public good', 'free rider problem']));
    expect(keyTermsIn('When individuals make decisions about buying a public good.', 'en').some((t) => /\bmake\b/.test(t))).toBe(false);
  });

  it('given terms joined by "of" or a hyphen, when read, then the whole term is kept; generic words are not terms', () => {
    expect(keyTermsIn('Adam Smith described the division of labor in a pin factory.', 'en')).toEqual(expect.arrayContaining(['division of labor']));
    expect(keyTermsIn('Investors buy high-yield bonds for income.', 'en')).toContain('high-yield bonds');
    expect(keyTermsIn('This is an example of a change.', 'en')).toEqual([]);
  });

  it('given a Spanish sentence, when its key terms are read, then they are noun phrases after an article, cut before a verb form', () => {
    const terms = keyTermsIn('Sabemos que la derivada del seno es el coseno, y lo que esto significa es que el pequeño cambio causado por dx es pequeño.', 'es');
    expect(terms).toEqual(expect.arrayContaining(['derivada', 'seno', 'coseno', 'pequeño cambio']));
    expect(terms.some((t) => /significa|causado|sabemos/.test(t))).toBe(false);
  });

  it('given a German sentence, when its key terms are read, then they end on a capitalised noun', () => {
    const terms = keyTermsIn('Wie im vorherigen Video erwähnt, ist die Distanz gleicht dem Radius.', 'de');
    expect(terms).toEqual(expect.arrayContaining(['vorherigen Video', 'Distanz']));
    expect(terms.some((t) => /erwähnt|gleicht/.test(t))).toBe(false);
  });

  it('given an "-ing" word after a preposition or "as", when read, then it opens no term; after an article it does', () => {
    expect(keyTermsIn('Think of each seller as producing random experiences.', 'en').some((t) => /producing/.test(t))).toBe(false);
    expect(keyTermsIn('Firms grow by producing new goods.', 'en').some((t) => /producing/.test(t))).toBe(false);
    expect(keyTermsIn('The rising prices hurt savers.', 'en')).toContain('rising prices');
  });

  it('given a hedge or an amount joined by "of", when read, then it is no term', () => {
    expect(keyTermsIn('As s increases, it kind of peters out near one.', 'en').some((t) => /kind of/.test(t))).toBe(false);
    expect(keyTermsIn('The firm had a lot of inventory.', 'en').some((t) => /lot of/.test(t))).toBe(false);
    expect(keyTermsIn('A little programming can almost always let you cheat a little.', 'en').some((t) => /little/.test(t))).toBe(false);
    expect(keyTermsIn('Several other countries raised tariffs.', 'en')).toContain('countries');
    expect(keyTermsIn('The Little Ice Age cooled Europe.', 'en').some((t) => /Little Ice Age/.test(t))).toBe(true);
  });
});

describe('key terms as options', () => {
  it('given a term opening its sentence, when read, then it reads as mid-sentence; a capitalised term inside a sentence stays', () => {
    expect(keyTermsIn('Government spending and taxes are not the only way to provide public goods.', 'en')).toContain('government spending');
    expect(keyTermsIn('We measure it in the Canadian dollar and the euro.', 'en')).toContain('Canadian dollar');
  });
});

describe('choosing wrong options', () => {
  const material = [
    'the diffusion of water across a selectively permeable membrane',
    'a channel protein that lets water pass across a membrane',
    'division of one nucleus into two identical nuclei',
    'the site where proteins are assembled',
    'a protein that speeds up a chemical reaction',
  ];
  const closeness = closenessOver(material);

  it('given candidates of the same notes, when three are picked, then the nearest by meaning come first', () => {
    const picked = pickDistractors({
      answer: material[0]!, askedTopic: null, tiers: [material.slice(1).map(own)], fixed: [], random: noRandom, closeness, usedSets: new Set(),
    })!;
    // The only one that shares meaning (water, membrane) comes first; the rest by similar length.
    expect(picked[0]!.shown).toBe('a channel protein that lets water pass across a membrane');
  });

  it('given enough candidates in the notes, when picked, then another document’s are not used; given too few, then they fill in', () => {
    const tiers = [material.slice(1, 4).map(own), ['market prices rise when supply falls'].map(borrowed)];
    const full = pickDistractors({ answer: material[0]!, askedTopic: null, tiers, fixed: [], random: noRandom, closeness, usedSets: new Set() })!;
    expect(full.every((p) => p.source === 'same-notes')).toBe(true);
    const short = pickDistractors({ answer: material[0]!, askedTopic: null, tiers: [material.slice(1, 3).map(own), tiers[1]!], fixed: [], random: noRandom, closeness, usedSets: new Set() })!;
    expect(short.map((p) => p.source)).toEqual(['same-notes', 'same-notes', 'other-notes']);
  });

  it('given an option mentioning the asked topic, when picked, then it is never a wrong answer (it could be true)', () => {
    const picked = pickDistractors({
      answer: 'movement from high to low concentration', askedTopic: 'diffusion', tiers: [material.map(own)], fixed: [], random: noRandom, closeness, usedSets: new Set(),
    })!;
    expect(picked.some((p) => /diffusion/.test(p.shown))).toBe(false);
  });

  it('given an option set an earlier question showed, when strict, then no set is returned; otherwise a later candidate replaces one', () => {
    const usedSets = new Set<string>();
    const tiers = [material.slice(1, 4).map(own)];
    const first = pickDistractors({ answer: material[0]!, askedTopic: null, tiers, fixed: [], random: noRandom, closeness, usedSets })!;
    expect(usedSets.has(optionSetKey([material[0]!, ...first.map((f) => f.shown)]))).toBe(true);
    expect(pickDistractors({ answer: material[0]!, askedTopic: null, tiers, fixed: [], random: noRandom, closeness, usedSets, strict: true })).toBeNull();
    const swapped = pickDistractors({ answer: material[0]!, askedTopic: null, tiers: [...tiers, [borrowed('an unrelated statement about prices')]], fixed: [], random: noRandom, closeness, usedSets })!;
    expect(swapped.map((p) => p.source)).toContain('other-notes');
  });

  it('given a singular and a plural of one term, when picked, then only one of them is offered', () => {
    const picked = pickDistractors({
      answer: 'common resources', askedTopic: null, tiers: [['public good', 'public goods', 'free rider problem', 'police protection'].map(own)], fixed: [],
      random: noRandom, closeness, usedSets: new Set(),
    })!;
    expect(picked.filter((p) => p.shown.startsWith('public good'))).toHaveLength(1);
  });

  it('given a note with chapters, when picked, then wrong options of the answer’s own chapter come before nearer ones of another chapter', () => {
    const inChapter = (shown: string, part: number): Statement => ({ ...own(shown), part });
    const candidates = [
      inChapter('a channel protein that lets water pass across a membrane', 2),
      inChapter('water crosses a membrane through a protein channel', 2),
      inChapter('division of one nucleus into two identical nuclei', 1),
      inChapter('the site where proteins are assembled', 1),
      inChapter('a protein that speeds up a chemical reaction', 1),
    ];
    const picked = pickDistractors({ answer: material[0]!, askedTopic: null, tiers: [candidates], fixed: [], random: noRandom, closeness, usedSets: new Set(), part: 1 })!;
    expect(picked.map((p) => p.part)).toEqual([1, 1, 1]);
  });
});
