import { stem } from '../../generation/text/stem.js';
import { PassageIndex, type IndexedPassageRow } from './passage-index.js';

const ALICE = 'a0000000-0000-4000-8000-000000000001';
const BOB = 'b0000000-0000-4000-8000-000000000002';

function row(notes: string, position: number, owner: string, isPublic: boolean, text: string): IndexedPassageRow {
  return { notes_id: notes, position, owner_id: owner, is_public: isPublic, section: 'source', heading: null, text };
}

function unit(...v: number[]): Float32Array {
  const n = Math.hypot(...v);
  return Float32Array.from(v.map((x) => x / n));
}

describe('passage index', () => {
  function library(): PassageIndex {
    const index = new PassageIndex();
    index.upsert([
      row('n-alice', 0, ALICE, false, 'A price ceiling keeps rents low and causes a shortage of housing.'),
      row('n-alice', 1, ALICE, false, 'Insurance spreads risk across a group.'),
      row('n-bob', 0, BOB, false, 'Bob private: price ceiling shortage shortage.'),
      row('n-public', 0, BOB, true, 'A price ceiling keeps rents low and causes a shortage of housing.'),
      row('n-public', 1, BOB, true, 'Scarcity of goods raises prices.'),
    ], [unit(1, 0), unit(0, 1), unit(1, 0.1), unit(1, 0), unit(0.9, 0.3)]);
    return index;
  }

  it('given a user, when weighing a word, then only passages they may read count', () => {
    const index = library();
    const [alice] = index.weights(ALICE, [stem('ceiling')]);
    const [bob] = index.weights(BOB, [stem('ceiling')]);
    expect(alice!.df).toBe(2); // her own and the public one, not Bob's private note
    expect(bob!.df).toBe(2); // his private and his public one
    expect(index.weights('someone-else', [stem('ceiling')])[0]!.df).toBe(1);
  });

  it('given a question, when searched by text, then another user’s private passage never comes back and a copy of the same text counts once, the asker’s own first', () => {
    const index = library();
    const hits = index.textSearch([{ stem: stem('price'), idf: 1 }, { stem: stem('ceiling'), idf: 2 }], { userId: ALICE }, 10);
    expect(hits.map((h) => h.notesId)).toEqual(['n-alice', 'n-public']);
    expect(hits[0]).toMatchObject({ own: true, coverage: 1, matchedTerms: 2 });
    expect(hits.find((h) => h.notesId === 'n-public')?.position).toBe(1);
  });

  it('given a near-meaning word, when searched, then it ranks a passage but does not make it cover the question', () => {
    const index = library();
    const hits = index.textSearch([{ stem: stem('shortage'), idf: 1, related: [{ stem: stem('scarcity'), weight: 0.4 }] }], { userId: ALICE }, 10);
    const scarcity = hits.find((h) => h.notesId === 'n-public' && h.position === 1)!;
    expect(scarcity.coverage).toBe(0);
    expect(scarcity.matchedTerms).toBe(0);
    expect(hits[0]!.coverage).toBe(1);
  });

  it('given question words, when weighed, then each says whether a readable passage holds it beside another of them', () => {
    const index = library();
    const [ceiling, shortage, insurance] = index.weights(ALICE, [stem('ceiling'), stem('shortage'), stem('insurance')]);
    expect(ceiling!.withOthers).toBe(true);
    expect(shortage!.withOthers).toBe(true);
    expect(insurance!.withOthers).toBe(false);
  });

  describe('stand-ins (words near a question word in meaning, counted as it in passages on the question\'s topic)', () => {
    function sun(): PassageIndex {
      const index = new PassageIndex();
      index.upsert([
        row('n-sun', 0, ALICE, false, 'The corona emits little light. Its brighter parts can be photographed.'),
        row('n-sun', 1, ALICE, false, 'The corona is the outermost layer of the Sun.'),
        row('n-sun', 2, ALICE, false, 'Brighter stars look bigger.'),
        row('n-sun', 3, ALICE, false, 'Observers look at the brighter corona of the sourdough star.'),
      ], [null, null, null, null]);
      return index;
    }
    const corona = { stem: stem('corona'), idf: 1, particular: true };
    const look = { stem: stem('look'), idf: 1 };
    const dim = { stem: stem('dim'), idf: 1, particular: true, related: [{ stem: stem('brighter'), weight: 0.35, standIn: 0.7 }] };

    it('given a passage holding the particular question word itself and a stand-in for the other, when searched, then the stand-in counts as the word at its cosine', () => {
      const hits = sun().textSearch([corona, look, dim], { userId: ALICE }, 10);
      const faint = hits.find((h) => h.position === 0)!;
      expect(faint).toMatchObject({ matchedTerms: 2, standIns: 1 });
      expect(faint.coverage).toBeCloseTo((1 + 0.7) / 3);
    });

    it('given a passage holding the stand-in beside a common question word only, when searched, then the stand-in only ranks it', () => {
      const hit = sun().textSearch([corona, look, dim], { userId: ALICE }, 10).find((h) => h.position === 2)!;
      expect(hit).toMatchObject({ matchedTerms: 1, standIns: 0 });
      expect(hit.coverage).toBeCloseTo(1 / 3);
    });

    it('given a passage missing a particular question word, when searched, then a stand-in does not complete it', () => {
      const sourdough = { stem: stem('sourdough'), idf: 1, particular: true };
      const bake = { stem: stem('bake'), idf: 1, particular: true, related: [{ stem: stem('brighter'), weight: 0.35, standIn: 0.7 }] };
      const hits = sun().textSearch([bake, sourdough, { stem: stem('outermost'), idf: 1, particular: true }], { userId: ALICE }, 10);
      expect(hits.every((h) => h.standIns === 0)).toBe(true);
      const withBoth = sun().textSearch([bake, sourdough], { userId: ALICE }, 10).find((h) => h.position === 3)!;
      expect(withBoth).toMatchObject({ matchedTerms: 2, standIns: 1 });
    });
  });

  it('given a question vector, when searched by vector, then readable passages come by cosine', () => {
    const index = library();
    const hits = index.vectorSearch(unit(0, 1), { userId: ALICE }, 3, 0.1);
    expect(hits[0]).toMatchObject({ notesId: 'n-alice', position: 1 });
    expect(hits.every((h) => h.notesId !== 'n-bob')).toBe(true);
    expect(index.vectorSearch(unit(1, 0, 0), { userId: ALICE }, 3, 0.1)).toEqual([]); // another embedder's length
  });

  it('given a passage made public again, when upserted, then it replaces the old entry', () => {
    const index = library();
    index.upsert([row('n-bob', 0, BOB, true, 'Bob private: price ceiling shortage shortage.')], [unit(1, 0.1)]);
    expect(index.size).toBe(5);
    expect(index.textSearch([{ stem: stem('shortage'), idf: 1 }], { userId: ALICE }, 10).some((h) => h.notesId === 'n-bob')).toBe(true);
  });

  it('given a hyphenated word in a passage, when the question spells it closed up or apart, then the passage is found (English and Spanish)', () => {
    const index = new PassageIndex();
    index.upsert([
      row('n-goods', 0, ALICE, false, 'A public good is non-rival: one person’s use leaves as much for others.'),
      row('n-care', 0, ALICE, false, 'Many doctors are paid fee-for-service.'),
      row('n-es', 0, ALICE, false, 'Un análisis costo-beneficio compara lo que se gana con lo que se pierde.'),
    ], [null, null, null]);
    const found = (...words: string[]) => index.textSearch(words.map((w) => ({ stem: stem(w), idf: 1 })), { userId: ALICE }, 10).map((h) => h.notesId);
    expect(found('nonrival')).toEqual(['n-goods']);
    expect(found('fee', 'for', 'service')[0]).toBe('n-care');
    expect(found('costobeneficio')).toEqual(['n-es']);
  });

  it('given a library with "photos" and "inflationary", when a question word\'s family is looked up, then an ending counts but a prefix that is another word does not', () => {
    const index = new PassageIndex();
    index.upsert([
      row('n-culture', 0, ALICE, false, 'People reacted to photos of the president.'),
      row('n-money', 0, ALICE, false, 'An inflationary gap opens when demand outruns output.'),
    ], [null, null]);
    expect(index.family(stem('photosynthesis'), 5)).toEqual([]);
    expect(index.family(stem('inflation'), 5)).toEqual([stem('inflationary')]);
  });

  it('given a library with "Earth" and "economic", when "earthquakes" and "economy" are looked up, then a second word joined on is no ending and a short one is', () => {
    const index = new PassageIndex();
    index.upsert([
      row('n-space', 0, ALICE, false, 'The astronaut would look down at Earth and see the planet covered with connections.'),
      row('n-money', 0, ALICE, false, 'Prices adjust to economic shocks.'),
    ], [null, null]);
    expect(index.family(stem('earthquakes'), 5)).toEqual([]);
    expect(index.family(stem('earth'), 5)).toEqual([]);
    expect(index.family(stem('economy'), 5)).toEqual([stem('economic')]);
  });
});
