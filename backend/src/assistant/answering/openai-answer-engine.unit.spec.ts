import { mapModelAnswer } from './openai-answer-engine.js';
import type { RetrievedPassage } from './retrieved-passage.js';

const passage = (notesId: string, text: string, page: number | null): RetrievedPassage => ({
  notesId, title: `Title ${notesId}`, videoUrl: null, position: 0, section: 'source', anchor: null, heading: null, text, page, time: null,
  coverage: 1, matchedTerms: 2, density: 0.5,
});
const PASSAGES = [
  passage('a', 'A public good is nonexcludable and nonrival. Lighthouses are a classic example.', 3),
  passage('b', 'Free riders benefit from a good without paying for it. This makes private provision hard.', 7),
];

describe('mapping a model answer to our citations', () => {
  it('renumbers markers by first use, drops unknown passage numbers and picks the closest sentence as snippet', () => {
    const result = mapModelAnswer('Free riders benefit without paying [2]. A public good is nonrival [1][7]. It is hard to provide [2, 2].', PASSAGES, 'library');
    expect(result.answer).toBe('Free riders benefit without paying. [1] A public good is nonrival. [2] It is hard to provide. [1]');
    expect(result.citations).toEqual([
      { notesId: 'b', title: 'Title b', snippet: 'Free riders benefit from a good without paying for it.', section: 'source', page: 7 },
      { notesId: 'a', title: 'Title a', snippet: 'A public good is nonexcludable and nonrival.', section: 'source', page: 3 },
    ]);
  });

  it('accepts markers after the full stop', () => {
    expect(mapModelAnswer('Lighthouses are a classic example. [1]', PASSAGES, 'library').answer).toBe('Lighthouses are a classic example. [1]');
  });

  it('uses our own wording when the model found nothing', () => {
    expect(mapModelAnswer('NOT_FOUND', PASSAGES, 'notes')).toEqual({ found: false, citations: [], answer: 'I couldn’t find anything about that in these notes.' });
  });

  it('given a learner who asked in French, when the model found nothing, then our wording is French', () => {
    expect(mapModelAnswer('NOT_FOUND', PASSAGES, 'library', 'fr').answer).toBe('Je n’ai rien trouvé à ce sujet dans tes documents d’étude.');
  });

  it('refuses an answer that cites none of the passages', () => {
    expect(() => mapModelAnswer('Public goods are everywhere.', PASSAGES, 'library')).toThrow('did not cite your study materials');
    expect(() => mapModelAnswer('Public goods are everywhere [9].', PASSAGES, 'library')).toThrow('did not cite your study materials');
  });
});
