import { readSentence } from '../text/nlp.js';
import { matchThatIsNamings } from './that-is-namings.js';

// Sentences written for these tests; every phrase counts as recurring in their imagined section.
const defs = (sentence: string): [string, string][] => matchThatIsNamings(sentence, readSentence(sentence), { phraseCount: () => 3 }).map((d) => [d.term, d.meaning]);

describe('a description first, then its term after "that is" (English)', () => {
  test.each([
    ['Whether the reform passes turns on the prevailing arrangement—that is, the status quo', 'status quo', 'the prevailing arrangement'],
    ['The views of a narrow, expert circle of advisers—that is, expert consensus—shape the debate', 'expert consensus', 'the views of a narrow, expert circle of advisers'],
  ])('given "%s", when read, then "%s" is described as "%s"', (sentence, term, meaning) => {
    expect(defs(sentence)).toEqual([[term, meaning]]);
  });

  test.each([
    ['The judge weighs whether the facts—that is, the evidence—support the claim'], // a plain word for a plain word
    ['Dissent—that is, conflict—runs through every assembly'], // one word renamed
    ['Voters hold differing hopes and fears—that is, differing values'], // a list before the dash
    ['The council met in the old hall—that is, the building that burned'], // a clause after the term
  ])('given "%s", when read, then nothing is named', (sentence) => {
    expect(defs(sentence)).toEqual([]);
  });
});
