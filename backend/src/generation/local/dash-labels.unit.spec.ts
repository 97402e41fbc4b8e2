import { matchDefinitions, type DefinitionContext } from './definition-patterns.js';
import { definesLabel, readDashLabel, sentenceDashLabel } from './dash-labels.js';

const listItem: DefinitionContext = { isListItem: true, phraseCount: () => 2 };
const opening = { blockKind: 'paragraph' as const, positionInBlock: 0 };

describe('readDashLabel', () => {
  test.each([
    ['a label set close to an em dash', 'Carotid canal—The carotid canal is a zig-zag shaped tunnel.', 'The carotid canal is a zig-zag shaped tunnel.'],
    ['a label before a spaced en dash', 'Sample space – The set of all outcomes is known as the sample space.', 'The set of all outcomes is known as the sample space.'],
    ['a label before a spaced hyphen', 'Event - Any subset of the sample space is an event.', 'Any subset of the sample space is an event.'],
    ['"This is" after the label', 'Mandibular fossa—This is the deep depression on the base of the skull.', 'Mandibular fossa is the deep depression on the base of the skull.'],
    ['"It is" after a label with an abbreviation', 'Random access memory (RAM) – It is the memory a program runs in.', 'Random access memory is the memory a program runs in.'],
  ])('given %s, when read, then the sentence after the dash remains', (_, sentence, expected) => {
    expect(readDashLabel(sentence)?.rest).toBe(expected);
  });

  test.each([
    ['a hyphenated word', 'Well-known results are easy to remember.'],
    ['a dash after a clause', 'The price rose, as expected – Demand had doubled.'],
    ['a dash before a lower-case word', 'Supply – and demand with it – fell.'],
  ])('given %s, when read, then there is no label', (_, sentence) => {
    expect(readDashLabel(sentence)).toBeUndefined();
  });
});

describe('sentenceDashLabel', () => {
  const labelled = 'Permutation – A permutation is an arrangement of objects in a given order.';

  test('given a written paragraph opening on a dash label, when read for definitions, then the label is dropped', () => {
    expect(sentenceDashLabel({ text: labelled, ...opening }, 'pdf')?.rest).toBe('A permutation is an arrangement of objects in a given order.');
  });

  test.each([
    ['a sentence inside its paragraph', { text: labelled, blockKind: 'paragraph' as const, positionInBlock: 2 }, 'text' as const],
    ['a caption', { text: labelled, ...opening }, 'video' as const],
  ])('given %s, when read for definitions, then it carries no label', (_, sentence, kind) => {
    expect(sentenceDashLabel(sentence, kind)).toBeUndefined();
  });

  test.each([
    ['Mandibular fossa—This is the deep, oval-shaped depression located on the external base of the skull.', 'Mandibular fossa', 'the deep, oval-shaped depression located on the external base of the skull'],
    ['Carotid canal—The carotid canal is a zig-zag shaped tunnel that provides passage through the base of the skull.', 'carotid canal', 'a zig-zag shaped tunnel that provides passage through the base of the skull'],
  ])('given the list item "%s", when the sentence after its label is matched, then the sentence after the dash defines the label', (sentence, term, meaning) => {
    const text = sentenceDashLabel({ text: sentence, blockKind: 'list-item', positionInBlock: 0 }, 'text')?.rest ?? sentence;
    expect(matchDefinitions(text, listItem).map((d) => [d.term, d.meaning])).toContainEqual([term, meaning]);
  });
});

describe('definesLabel', () => {
  const labelled = (sentence: string) => readDashLabel(sentence);

  test.each([
    ['the label itself', 'sample space', 'Sample space – The set of all outcomes is known as the sample space.'],
    ['the label with an article', 'an event', 'Event – Any subset of the sample space is known as an event.'],
    ['a term that holds the label', 'variance of a random variable', 'Variance – The variance of a random variable is a measure of its spread.'],
    ['a label with an abbreviation', 'random access memory', 'Random access memory (RAM) – It is the memory a program runs in.'],
  ])('given %s, when checked, then the term is the label’s', (_, term, sentence) => {
    expect(definesLabel(term, labelled(sentence))).toBe(true);
  });

  test('given another noun of the labelled sentence, when checked, then it is not the label’s definition', () => {
    const sentence = 'Mental foramen—The opening on each side of the anterior-lateral mandible, which is the exit site for a sensory nerve.';
    expect(definesLabel('anterior-lateral mandible', labelled(sentence))).toBe(false);
  });

  test('given a sentence without a label, when checked, then any term may be defined', () => {
    expect(definesLabel('anterior-lateral mandible', undefined)).toBe(true);
  });
});
