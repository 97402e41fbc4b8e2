import { headingAsPhrase, lowercaseVocabulary } from './casing.js';
import { prepareDocument } from './prepare-document.js';

const vocabularyOf = (text: string) => lowercaseVocabulary(prepareDocument({ kind: 'text', segments: [{ text }] }, 'en'));

describe('a heading read as a phrase of running text', () => {
  const text = [
    'The operating system is a large collection of programs. Each computer system has layers.',
    'The bottleneck was described by von Neumann, and the hierarchy by Chomsky in the fifties.',
    'The terms were coined during the Cold War era, when every war had two camps.',
    '3.4.1 BNF Notation and Abbreviations . . . 17',
  ].join('\n\n');

  test.each([
    ['Layered View of a Computer System', 'layered view of a computer system'], // "view" is never written at all
    ['BNF Notation and Abbreviations', 'BNF notation and abbreviations'], // a table-of-contents line is no evidence of a name
    ['Von Neumann Bottleneck', 'von Neumann bottleneck'],
    ['The Hierarchy of Chomsky', 'the hierarchy of Chomsky'], // written capitalised mid-sentence: a name
    ['Cold War Terminology', 'Cold War terminology'], // "during the Cold War era": a name, though "war" alone is common
  ])('given the title-case heading "%s", when read as a phrase, then it is "%s"', (heading, phrase) => {
    expect(headingAsPhrase(heading, vocabularyOf(text))).toBe(phrase);
  });

  test('given a heading in sentence case, when read as a phrase, then a capital the text never lowers stays', () => {
    expect(headingAsPhrase('Keynesian view of the economy', vocabularyOf('The economy grows.'))).toBe('Keynesian view of the economy');
  });
});
