import { onTopic, relevantPassages } from './answer-engine.js';
import type { RetrievedPassage } from './retrieved-passage.js';

function passage(position: number, coverage: number, matchedTerms: number, standIns = 0): RetrievedPassage {
  return {
    notesId: 'n-sun', title: 'The Sun', videoUrl: null, position, section: 'source', anchor: null, heading: null,
    text: `passage ${position}`, page: null, time: null, coverage, matchedTerms, standIns, density: 0.5,
  };
}

describe('which passages answer', () => {
  it('given a library passage holding one question word itself and another through a stand-in, when judged, then it holds two question words', () => {
    // "Why does the corona look dim?": "corona" itself, "dim" as "brighter" (search counted it, with its credit).
    expect(relevantPassages([passage(0, 0.57, 2, 1)], 3, 5)).toHaveLength(1);
    expect(relevantPassages([passage(0, 0.57, 1)], 3, 5)).toEqual([]);
  });

  it('given a short named topic, when only a stand-in holds one of its words, then no passage is on the topic', () => {
    // "What are the pieces of cells called?" names a term: its words must be there themselves.
    const named = { kind: 'define', topic: 'pieces of cells' } as const;
    expect(onTopic([passage(0, 0.9, 2, 1)], 2, named, 'library')).toEqual([]);
    expect(onTopic([passage(0, 0.9, 2)], 2, named, 'library')).toHaveLength(1);
  });
});
