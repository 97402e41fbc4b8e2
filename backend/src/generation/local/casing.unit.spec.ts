import { headingAsPhrase, lowerFirstWord, lowercaseVocabulary } from './casing.js';
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

  test.each([
    ['Keynesian view of the economy', 'The economy grows, as the Keynesian view expects.', 'Keynesian view of the economy'], // a name mid-sentence
    ['Fighting discrimination and being an ally', 'Allies help.', 'fighting discrimination and being an ally'], // only the heading's own capital
    ['Symbolic Interactionism', 'Symbolic Interactionism studies symbols.', 'symbolic interactionism'], // two words, both capitalised: title case
    ['Online Privacy, security, and control', 'Privacy matters.', 'online Privacy, security, and control'], // sentence case keeps later capitals
    ['Gandhi’s Philosophy', 'The ideas of the political leader Mohandas Gandhi were read across the world.', 'Gandhi’s philosophy'], // a possessive keeps the name's evidence
    ['What Are Human Rights?', 'Read the Universal Declaration of Human Rights, since human rights matter.', 'what are human rights'], // inside a longer name: no name of its own
    ['Non-Western Critiques', 'Unlike most Western writers, he wrote.', 'non-Western critiques'], // each part of a compound on its own evidence
    ['20th-Century Fascists', 'In the century before, fascists rose.', '20th-century fascists'],
    ['WHY STUDY PSYCHOLOGY?', 'Often, students take their first course in psychology because they want to help others.', 'why study psychology'], // all capitals read as title case
    ['NOTES ON BNF GRAMMARS', 'A grammar written in BNF has rules, and each of the grammars here is small.', 'notes on BNF grammars'], // an acronym the text writes stays
    ['Karl Marx and Conflict Theory', 'The theory owes much to the thinker Marx, and conflict is its theme.', 'Karl Marx and conflict theory'], // a first name before a name
    ['Contemporary Chinese Communism', 'The party ruled after the Chinese revolution, and communism took its own form.', 'contemporary Chinese communism'], // an adjective before a name stays lower case
    ['Émile Durkheim and Functionalism', 'Functionalism was shaped by the French scholar Durkheim over many years.', 'Émile Durkheim and functionalism'],
    ['FDR and the New Deal', 'Many were skeptical of the breadth of expansion under the New Deal, and every deal since.', 'FDR and the New Deal'], // short words still show title case
    ['Jean-Jacques Rousseau', 'The state of nature was read by the philosopher Jean-Jacques Rousseau as history.', 'Jean-Jacques Rousseau'], // a hyphenated name written as one
  ])('given the heading "%s" in a text saying "%s", when read as a phrase, then it is "%s"', (heading, text, phrase) => {
    expect(headingAsPhrase(heading, vocabularyOf(text))).toBe(phrase);
  });
});

describe('a sentence-initial word of a term', () => {
  test.each([
    ['Cyclical unemployment', 'Cyclical unemployment is a short-term problem. It rises in a recession.', 'cyclical unemployment'], // never written mid-sentence: an adjective that describes
    ['Keynesian economics', 'Keynesian economics stresses demand. It rose in the 1930s.', 'Keynesian economics'], // an adjective made from a name
    ['Federal funds', 'Federal funds move overnight. Banks that lend overnight watch the policy of the Federal Reserve closely every day.', 'Federal funds'], // written as a name mid-sentence
  ])('given the term "%s" opening a sentence, when cased, then it reads "%s"', (term, text, cased) => {
    expect(lowerFirstWord(term, vocabularyOf(text))).toBe(cased);
  });
});
