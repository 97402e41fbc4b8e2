import { closeUnmarkedItem, opensOnCommonWord, opensOnLowerCaseSubject } from './unmarked-item-ends.js';

describe('closing an item written without its full stop', () => {
  test.each([
    ['en', 'Different objects may require different types of comparisons', 'Different objects may require different types of comparisons.'],
    ['en', 'A process is a program in execution on one of the cores', 'A process is a program in execution on one of the cores.'],
    ['de', 'Varianz nimmt größere Werte an, je stärker Messwerte vom Mittelwert abweichen', 'Varianz nimmt größere Werte an, je stärker Messwerte vom Mittelwert abweichen.'],
    ['en', 'bogosort is an algorithm that generates random permutations of its input', 'bogosort is an algorithm that generates random permutations of its input.'],
  ])('given a whole %s sentence, when closed, then it takes a full stop', (language, item, closed) => {
    expect(closeUnmarkedItem(item, language)).toBe(closed);
  });

  test.each([
    ['a label and its section numbers', 'Iterative deepening (3.4.4–3.4.5) Bidirectional search (3.4.6)', 'en'],
    ['a noun phrase before a subordinate clause', 'The output if the condition is TRUE in the test', 'en'],
    ['a subordinate clause that lost its formula', 'A heuristic function is consistent (or monotone) if for every arc', 'en'],
    ['a sentence that leads into a display', 'More formally, the natural join of two relations R and S is defined as', 'en'],
    ['a predicate without its subject', 'Cannot consider any future input for the current state', 'en'],
    ['a participle without a finite verb', 'Model size not increasing with size of the input', 'en'],
    ['mathematics in the item', 'Recall that we defined the derivative as lim x→x0 of the quotient', 'en'],
    ['a short label', 'Expand the node', 'en'],
    ['a French table cell', 'Peut détecter plusieurs objets dans une image', 'fr'],
    ['a Spanish item, whose verbs are not read', 'El planificador elige el siguiente proceso listo', 'es'],
  ])('given %s, when closed, then it stays as written', (_case, item, language) => {
    expect(closeUnmarkedItem(item, language)).toBeUndefined();
  });
});

describe('a line whose capital opens a sentence', () => {
  test.each([
    ['an imperative', 'Create objects with the keyword new', 'en', true],
    ['an article', 'The scheduler picks the next ready process', 'en', true],
    ['a name going on from a wrapped line', 'Darwin was right about the finches', 'en', false],
    ['the pronoun I', 'I think the loop never ends', 'en', false],
    ['German, whose nouns all take capitals', 'Objekte entstehen mit dem Schlüsselwort new', 'de', false],
  ])('given %s, when read, then it opens a sentence: %s', (_case, line, language, opens) => {
    expect(opensOnCommonWord(line, language)).toBe(opens);
  });
});

describe('a line opening on a subject written in lower case', () => {
  test.each([
    ['a name before "is"', 'bogosort is an algorithm that generates random permutations', 'en', true],
    ['a command before its verb', 'javac compiles source to .class bytecode', 'en', true],
    ['a wrap opening on a verb', 'is sufficiently large for the test', 'en', false],
    ['a wrap opening on an article', 'the cost of the shortest path from the start to a goal node', 'en', false],
    ['code', "print('positive')", 'en', false],
    ['a keyword before its verb', 'if checks a condition and then executes some code', 'en', true],
    ['another keyword before its verb', 'else provides some code to execute otherwise', 'en', true],
    ['two keywords before their verb', 'else if provides a secondary condition', 'en', true],
    ['a wrap opening on a condition with its own subject', 'if it rains the match is moved indoors', 'en', false],
    ['a wrap opening on a conjunction and a plural subject', 'while loops can fall into conditions', 'en', false],
    ['a capitalised opening', 'Bogosort is an algorithm that generates random permutations', 'en', false],
    ['German, whose lower-case lines are wraps', 'werden wie Klassen in Dateien definiert', 'de', false],
  ])('given %s, when read, then it opens an item: %s', (_case, line, language, opens) => {
    expect(opensOnLowerCaseSubject(line, language)).toBe(opens);
  });
});
