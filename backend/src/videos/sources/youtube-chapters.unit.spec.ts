import { descriptionChapters } from './youtube-chapters.js';

describe('chapters from a YouTube description', () => {
  it('reads "0:00 Title" lines, with separators, brackets and hours', () => {
    const description = [
      'Lecture 4 of Linear Algebra.', '', 'Chapters:', '0:00 Intro', '1:05 - What is a vector space?', '(12:30) Subspaces',
      '• 25:10 | Bases and dimension', '1:02:03 Summary', '', 'Thanks for watching! Next time at 1:00 we continue.',
    ].join('\n');
    expect(descriptionChapters(description)).toEqual([
      { title: 'Intro', start: 0 }, { title: 'What is a vector space?', start: 65 }, { title: 'Subspaces', start: 750 },
      { title: 'Bases and dimension', start: 1510 }, { title: 'Summary', start: 3723 },
    ]);
  });

  it('reads "Title 0:00" lines (time at the end)', () => {
    const description = 'Chapters:\nIntroduction: Brain Chemicals 00:00\nNeurons 1:31\nParts of a Neuron 2:07\nSynapses 3:08';
    expect(descriptionChapters(description).map((c) => [c.title, c.start])).toEqual([
      ['Introduction: Brain Chemicals', 0], ['Neurons', 91], ['Parts of a Neuron', 127], ['Synapses', 188],
    ]);
  });

  it('follows YouTube: the first at 0:00, at least three, ascending, at least 10 s apart', () => {
    expect(descriptionChapters('0:00 Start\n2:00 Questions')).toEqual([]);
    expect(descriptionChapters('0:05 Start\n2:00 Middle\n4:00 End')).toEqual([]);
    expect(descriptionChapters('0:00 Start\n0:05 Too close\n4:00 End')).toEqual([]);
    // Times before the list (a reference to another video) are not chapters; a later out-of-order time ends the list.
    expect(descriptionChapters('See 3:20 of part one.\n0:00 A\n1:00 B\n2:00 C\nErratum at 1:30').map((c) => c.title)).toEqual(['A', 'B', 'C']);
    expect(descriptionChapters(null)).toEqual([]);
  });

  it('drops chapter lists that run past the video', () => {
    expect(descriptionChapters('0:00 A\n1:00 B\n9:00 C', 300)).toEqual([]);
    expect(descriptionChapters('0:00 A\n1:00 B\n4:00 C', 300)).toHaveLength(3);
  });
});
