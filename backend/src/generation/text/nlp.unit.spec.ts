import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import { englishSentences, isArticle, isGraded, isPluralNoun, isProForm, isSuperlative, readSentence, readWords, tagEnglish } from './nlp.js';

// Sentences written for these tests. The tagger is English-only: other languages never reach it.

const token = (sentence: string, word: string) => {
  const found = readSentence(sentence).tags.find((t) => t.text.toLowerCase() === word);
  if (!found) throw new Error(`"${word}" not tagged in "${sentence}"`);
  return found;
};

describe('graded forms by lemma, no list of comparatives', () => {
  test.each([
    ['Larger firms pay higher wages than the smallest ones.', ['larger', 'higher', 'smallest']],
    ['The best answer is worse than a more careful one.', ['best', 'worse', 'more']],
  ])('given "%s", when tagged, then %p are comparatives or superlatives', (sentence, words) => {
    for (const w of words) expect(isGraded(token(sentence, w))).toBe(true);
  });

  test('a plain adjective or noun is not graded, and only "-est" forms are superlatives', () => {
    const sentence = 'Total revenue of the largest economic sector rises faster.';
    expect(isGraded(token(sentence, 'total'))).toBe(false);
    expect(isGraded(token(sentence, 'economic'))).toBe(false);
    expect(isGraded(token(sentence, 'sector'))).toBe(false);
    expect(isSuperlative(token(sentence, 'largest'))).toBe(true);
  });
});

describe('pro-forms and articles by tag', () => {
  test('pronouns, pointing determiners and function-word quantifiers stand for something said elsewhere', () => {
    const sentence = 'These firms sell it to many buyers here, and each pays the price.';
    for (const w of ['these', 'it', 'many', 'here', 'each']) expect(isProForm(token(sentence, w))).toBe(true);
    for (const w of ['firms', 'buyers', 'price', 'the']) expect(isProForm(token(sentence, w))).toBe(false);
    expect(isArticle(token(sentence, 'the'))).toBe(true);
    expect(isArticle(token(sentence, 'each'))).toBe(false);
  });
});

describe('a sentence read once, its words looked up', () => {
  test('a hyphenated compound is one content word; a possessive is its noun', () => {
    const reading = readSentence("If costs are equal, the firm's owner has a break-even budget.");
    expect(reading.tagOf('break-even')).toMatchObject({ text: 'break-even', stop: false });
    expect(reading.tagOf('break-even')?.pos).not.toBe('ADV');
    expect(reading.tagOf("firm's")?.pos).toBe('NOUN');
    expect(reading.tagOf('elasticity')).toBeUndefined();
  });

  test('words the sentence lacks are tagged as a phrase of their own', () => {
    const reading = readSentence('Prices rose.');
    const tags = readWords(['price', 'ceiling'], reading);
    expect(tags.map((t) => t.pos)).toEqual(['NOUN', 'NOUN']);
  });
});

describe('a present-tense verb the tagger calls a noun is re-read as the verb', () => {
  test.each([
    ['The law of demand ties together price and quantity.', 'ties'], // after "of X", before a particle
    ['The rule of thumb sums up the idea.', 'sums'], // a particle the model calls a preposition
    ['The chain rule of calculus links the two derivatives.', 'links'], // before an article
  ])('given "%s", when read, then "%s" is a verb', (sentence, word) => {
    expect(token(sentence, word).pos).toBe('VERB');
  });

  test.each([
    ['The study of price controls on rent is old.', 'controls'], // a compound noun before a preposition
    ['The analysis of vector spaces on a plane is short.', 'spaces'], // a plural noun is no "-s" verb after "of X"
  ])('given "%s", when read, then "%s" stays a noun', (sentence, word) => {
    expect(token(sentence, word).pos).toBe('NOUN');
  });
});

describe('the tags kept from splitting are the tags of the sentence read alone', () => {
  test('given a paragraph split into sentences, when each is tagged later, then its tags equal a fresh reading of it alone', () => {
    const require = createRequire(import.meta.url);
    const wink = (require('wink-nlp') as typeof winkNLP)(require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0], ['sbd', 'pos']);
    const paragraph = 'Dr. Okafor weighs each option carefully. The rule of thumb sums up what the study found, and it ties together two ideas. '
      + 'Prices that rise faster than wages erode what households can buy! Does a smaller firm always pay less?';
    const sentences = englishSentences(paragraph);
    expect(sentences).toHaveLength(4);
    for (const sentence of sentences) {
      const alone = wink.readDoc(sentence).tokens();
      expect(tagEnglish(sentence).map((t) => [t.text, t.pos, t.lemma])).toEqual(
        (alone.out() as string[]).map((w, i) => [w, (alone.out(wink.its.pos) as string[])[i], (alone.out(wink.its.lemma as unknown as typeof wink.its.pos) as string[])[i]]),
      );
    }
  });
});

describe('a plural noun told by its lemma', () => {
  test.each([
    ['bias', false],
    ['atlas', false],
    ['areas', true],
    ['biases', true],
    ['dendrites', true],
    ['species', false],
    ['macro-instructions', true],
    ['check-in', false],
  ])('given "%s", when its number is read, then it is plural: %s', (word, plural) => {
    expect(isPluralNoun(tagEnglish(word)[0]!)).toBe(plural);
  });
});
