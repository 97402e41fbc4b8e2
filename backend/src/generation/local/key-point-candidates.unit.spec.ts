import { keyPointCandidates, opensOnSubjectThenVerb } from './key-point-candidates.js';
import { prepareDocument } from './prepare-document.js';
import { scoreSentences } from './salience.js';

// Spoken sections written for these tests.

describe('a statement about a thing', () => {
  test.each([
    ["Differential equations arise whenever it's easier to describe change than absolute amounts."],
    ['The general heat equation applies to bodies in any number of dimensions.'],
    ['PDEs often tend to be harder than ODEs.'],
  ])('given "%s", when read, then it opens on its subject and verb', (text) => {
    expect(opensOnSubjectThenVerb(text)).toBe(true);
  });

  test.each([
    ['Square root of three divided by two.'], // a formula read out
    ["Maybe an argument that defaults to the value that's outside."], // a noun phrase with a relative clause
    ['Imagine a heat equation for a rod.'], // an instruction
  ])('given "%s", when read, then it does not', (text) => {
    expect(opensOnSubjectThenVerb(text)).toBe(false);
  });
});

describe('the sentences a key-point card may answer with', () => {
  const text = [
    'Differential equations arise whenever it is easier to describe change than absolute amounts.',
    'More specifically, it is proportional to the second derivative of the temperature.',
    'Square root of three divided by two.',
    'Differential equations for example describe a pendulum.',
  ].join(' ');

  test('given a spoken section, when candidates are listed, then the key ideas come first and central sentences that stand alone follow', () => {
    const doc = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 30 }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const idea = { text: 'A key idea.', citation: { quote: 'A key idea.' } };
    const listed = keyPointCandidates(doc, model, [idea], new Set(), 'en').map((k) => k.text);
    expect(listed).toEqual(['A key idea.', 'Differential equations arise whenever it is easier to describe change than absolute amounts.']);
  });

  test('given a written document or another language, when candidates are listed, then only the key ideas', () => {
    const doc = prepareDocument({ kind: 'text', segments: [{ text }] }, 'en');
    const model = scoreSentences(doc, { definitionSentences: new Set(), topicTerms: new Set() });
    const idea = { text: 'A key idea.', citation: { quote: 'A key idea.' } };
    expect(keyPointCandidates(doc, model, [idea], new Set(), 'en')).toEqual([idea]);
    const spoken = prepareDocument({ kind: 'video', segments: [{ text, start: 0, end: 30 }] }, 'en');
    expect(keyPointCandidates(spoken, scoreSentences(spoken, { definitionSentences: new Set(), topicTerms: new Set() }), [idea], new Set(), 'es')).toEqual([idea]);
  });
});
