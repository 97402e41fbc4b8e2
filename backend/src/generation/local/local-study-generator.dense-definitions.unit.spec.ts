import { denseDefinitions, generateLocally } from './local-study-generator.js';

// How many definitions a page keeps: its best few, or all of them on a page that defines term after term.

const bones = [
  'The cranium is the skeletal structure of the head that supports the face and protects the brain.',
  'The calvaria is the rounded top of the skull that covers the brain from above.',
  'The glabella is the smooth area of the frontal bone that lies between the eyebrows.',
  'The mandible is the single bone that forms the lower jaw and holds the lower teeth.',
  'The maxilla is the paired bone that forms the upper jaw and part of the floor of each orbit.',
  'The zygomatic bone is the paired bone that forms the prominence of the cheek below each orbit.',
  'The optic canal is the opening that carries the optic nerve from the retina to the brain.',
  'The vomer is the unpaired bone that forms the inferior part of the nasal septum.',
  'The hyoid bone is the small bone that lies in the upper neck and supports the tongue.',
].join(' ');

const narrative = [
  'Doctors have studied the skull for centuries, and their drawings filled many books.',
  'The cranium is the skeletal structure of the head that supports the face and protects the brain.',
  'Early anatomists drew it by hand, often from the remains of executed criminals.',
  'The mandible is the single bone that forms the lower jaw and holds the lower teeth.',
  'Their drawings were copied for generations, and mistakes were copied along with them.',
  'The maxilla is the paired bone that forms the upper jaw and part of the floor of each orbit.',
  'Later, photographs and scans replaced many of the old plates in teaching.',
  'The vomer is the unpaired bone that forms the inferior part of the nasal septum.',
  'Students today still learn the names from labelled figures and from models.',
  'The hyoid bone is the small bone that lies in the upper neck and supports the tongue.',
  'Many of the names come from Latin and describe the shape of each bone.',
].join(' ');

describe('dense definitions', () => {
  test('given written definitions reaching twice the limit, when judged, then the limit grows to keep every one that passed', () => {
    const written = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const dense = denseDefinitions(written, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'spoken'], 4);
    expect(dense).toEqual({ gated: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'spoken'], limit: 8 });
  });

  test('given fewer than twice the limit passing the gates, when judged, then the page is of ordinary density', () => {
    const written = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    expect(denseDefinitions(written, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'spoken'], 4)).toBeUndefined();
  });

  test('given a page that defines a bone in every sentence, when generated, then every bone is defined', () => {
    const material = generateLocally({ kind: 'text', title: 'The skull', segments: [{ text: bones }] });
    expect(material.definitions.map((d) => d.term)).toEqual(['cranium', 'calvaria', 'glabella', 'mandible', 'maxilla', 'zygomatic bone', 'optic canal', 'vomer', 'hyoid bone']);
  });

  test('given a narrative page with a few definitions, when generated, then it keeps its limit', () => {
    const material = generateLocally({ kind: 'text', title: 'The skull', segments: [{ text: narrative }] });
    expect(material.definitions).toHaveLength(4);
  });
});
