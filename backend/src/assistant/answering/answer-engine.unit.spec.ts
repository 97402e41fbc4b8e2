import { onTopic, relevantPassages } from './answer-engine.js';
import type { RetrievedPassage } from './retrieved-passage.js';

function passage(position: number, coverage: number, matchedTerms: number, standIns = 0, text = `passage ${position}`): RetrievedPassage {
  return {
    notesId: 'n-sun', title: 'The Sun', videoUrl: null, position, section: 'source', anchor: null, heading: null,
    text, page: null, time: null, coverage, matchedTerms, standIns, density: 0.5,
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

  it('given a question naming its subject whole, when no passage writes that phrase, then no passage is on the topic', () => {
    const asked = { kind: 'how-why', topic: 'How does a water pump work' } as const;
    const pump = passage(0, 0.9, 3, 0, 'Active transport pumps can also work together to move water across the membrane.');
    expect(onTopic([pump], 3, asked, 'library')).toEqual([]);
    const waterPump = passage(1, 0.9, 3, 0, 'A water pump moves water by spinning an impeller.');
    expect(onTopic([pump, waterPump], 3, asked, 'library')).toHaveLength(2);
    // In a note's panel the learner has said what the question is about.
    expect(onTopic([pump], 3, asked, 'notes')).toHaveLength(1);
  });
});
