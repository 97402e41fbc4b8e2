import { splitSentences } from './sentences.js';

const texts = (input: string): string[] => splitSentences(input).map((s) => s.text);

describe('splitSentences', () => {
  test('splits at terminal punctuation followed by a capital', () => {
    expect(texts('Scarcity is a fact of life. Resources are limited! Why? Because wants are not.')).toEqual([
      'Scarcity is a fact of life.',
      'Resources are limited!',
      'Why?',
      'Because wants are not.',
    ]);
  });

  test('keeps decimals, abbreviations and initials inside the sentence', () => {
    expect(texts('The rate fell to 4.2% in 2021, e.g. in Ohio. Dr. Smith agreed with J. M. Keynes on this. It was 3.5 times larger.')).toEqual([
      'The rate fell to 4.2% in 2021, e.g. in Ohio.',
      'Dr. Smith agreed with J. M. Keynes on this.',
      'It was 3.5 times larger.',
    ]);
  });

  test('an initialism ends a sentence only before a typical sentence opener', () => {
    expect(texts('Data come from the U.S. Bureau of Labor Statistics. Growth was slow in the U.S. The rate then rose.')).toEqual([
      'Data come from the U.S. Bureau of Labor Statistics.',
      'Growth was slow in the U.S.',
      'The rate then rose.',
    ]);
  });

  test('numbered labels and list numbers do not split', () => {
    expect(texts('Step 1. First you calculate the costs. See Figure 3.2. The curve shifts.')).toEqual([
      'Step 1. First you calculate the costs.',
      'See Figure 3.2.',
      'The curve shifts.',
    ]);
  });

  test('closing quotes and brackets stay with their sentence', () => {
    expect(texts('He called it “the ceiling.” Prices rose. (See the example.) Then they fell.')).toEqual([
      'He called it “the ceiling.”',
      'Prices rose.',
      '(See the example.)',
      'Then they fell.',
    ]);
  });

  test('blank lines are hard boundaries; single newlines are spaces', () => {
    expect(texts('A heading without a stop\n\nThe body wraps\nacross lines. Next one.')).toEqual([
      'A heading without a stop',
      'The body wraps across lines.',
      'Next one.',
    ]);
  });

  test('offsets point back into the input', () => {
    const input = 'First one here.  Second one there.';
    for (const s of splitSentences(input)) expect(input.slice(s.start, s.end)).toBe(s.text);
  });
});

describe('sentences of spoken maths (wink-nlp boundaries)', () => {
  test('given a sentence ending on a lower-case variable, when split, then the next sentence starts a new one', () => {
    expect(splitSentences('This works for any two functions, g and h. And people remember it with a mnemonic. The derivative of 4t squared is 8t. And so on.').map((s) => s.text)).toEqual([
      'This works for any two functions, g and h.',
      'And people remember it with a mnemonic.',
      'The derivative of 4t squared is 8t.',
      'And so on.',
    ]);
  });

  test('given "See Fig. 2 for details.", when split, then the figure number stays in its sentence', () => {
    expect(splitSentences('The curve shifts. See Fig. 2 for details.').map((s) => s.text)).toEqual(['The curve shifts.', 'See Fig. 2 for details.']);
  });
});

describe('written sentences ending on a word wink reads as an abbreviation', () => {
  const texts = (text: string, written: boolean): string[] => splitSentences(text, { written }).map((s) => s.text);

  test('given "… come in. Essentially, …" in written prose, when split, then "in." ends the sentence', () => {
    expect(texts('That is where parties come in. Essentially, parties are groups of people.', true)).toEqual(['That is where parties come in.', 'Essentially, parties are groups of people.']);
    expect(texts('Stars orbit the center of mass. Imagine two stars on a seesaw.', true)).toEqual(['Stars orbit the center of mass.', 'Imagine two stars on a seesaw.']);
  });

  test('given a figure before "in." or "No." before a number, when split, then the abbreviation stays inside', () => {
    expect(texts('The box is 5 in. Wide boxes cost more.', true)).toHaveLength(1);
    expect(texts('Read No. 5 first.', true)).toHaveLength(1);
  });

  test('given captions (not written), when split, then wink\'s reading stands', () => {
    expect(texts('That is where parties come in. Essentially, parties are groups of people.', false)).toHaveLength(1);
  });
});

describe('written mathematics ending a sentence on a capital letter', () => {
  const texts = (text: string): string[] => splitSentences(text, { written: true }).map((s) => s.text);

  test('given a set after a sign or a lower-case word, when a sentence opener follows, then the letter ends the sentence', () => {
    expect(texts('A map is called onto if Y = R. A map is called one-to-one if it never repeats a value.')).toEqual([
      'A map is called onto if Y = R.',
      'A map is called one-to-one if it never repeats a value.',
    ]);
    expect(texts('The range is the set of values taken in X. That is, it is the image.')).toEqual(['The range is the set of values taken in X.', 'That is, it is the image.']);
  });

  test('given initials before a name, when split, then they stay in the sentence', () => {
    expect(texts('The series was written by J. K. Rowling in Edinburgh.')).toHaveLength(1);
    expect(texts('The speech was given by Harry S. Truman in 1947.')).toHaveLength(1);
  });
});
