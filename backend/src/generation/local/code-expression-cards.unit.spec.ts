import { codeExpressionCards, codeStatements, commandCards, MAX_CODE_CARDS_PER_SECTION } from './code-expression-cards.js';
import { prepareDocument } from './prepare-document.js';

describe('what a piece of code gives, said on a slide', () => {
  test('given a bullet whose subject is an indexed expression, when read, then the code, its verb and what it gives are found', () => {
    expect(codeStatements('A[-2] gets everything in A except the second element')).toEqual([{ code: 'A[-2]', verb: 'gets', object: 'everything in A except the second element' }]);
  });

  test('given bullets run together into one sentence, when read, then each expression opens its own statement', () => {
    expect(codeStatements("d[[var]] gives a vector d[var] gives a dataframe d$x provides column x as a vector.")).toEqual([
      { code: 'd[[var]]', verb: 'gives', object: 'a vector' },
      { code: 'd[var]', verb: 'gives', object: 'a dataframe' },
      { code: 'd$x', verb: 'provides', object: 'column x as a vector' },
    ]);
  });

  test.each([
    ['a call and "will"', 'M[-1,] will drop the first row of M', { code: 'M[-1,]', verb: 'will drop', object: 'the first row of M' }],
    ['a method call', 'df.head() returns the first five rows of the frame.', { code: 'df.head()', verb: 'returns', object: 'the first five rows of the frame' }],
    ['a question to the room in brackets', 'M[3] returns just the third element (which element is the third?)', { code: 'M[3]', verb: 'returns', object: 'just the third element' }],
  ])('given %s, when read, then the statement is found', (_case, text, statement) => {
    expect(codeStatements(text)).toEqual([statement]);
  });

  test.each([
    ['a subject in words', 'The model returns the most likely class for each input.'],
    ['a name without brackets', 'Java runs the class by name.'],
    ['an object of one word', 'f(x) returns nothing.'],
    ['a formula after the verb', 'g(n) gives: the cost so far'],
  ])('given %s, when read, then nothing is found', (_case, text) => {
    expect(codeStatements(text)).toEqual([]);
  });
});

describe('cards on what code gives', () => {
  const slide = (lines: readonly string[], kind: 'text' | 'video' = 'text') => prepareDocument({ kind, segments: [{ text: lines.join('\n') }] }, 'en');

  test('given a slide of indexing bullets, when cards are made, then each asks what its expression gives', () => {
    const cards = codeExpressionCards(slide(['Indexing into matrices', '', 'M[a,] returns the entire a th row.', '', 'M[-1,] will drop the first row of M.']));
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      ['What does M[a,] return?', 'The entire a th row.'],
      ['What will M[-1,] drop?', 'The first row of M.'],
    ]);
  });

  test('given more bullets than a section keeps, when cards are made, then only the first few are asked', () => {
    const bullets = Array.from({ length: MAX_CODE_CARDS_PER_SECTION + 3 }, (_, i) => `A[${i + 1}] gets element number ${i + 1} of A.`);
    expect(codeExpressionCards(slide(bullets.flatMap((b) => [b, ''])))).toHaveLength(MAX_CODE_CARDS_PER_SECTION);
  });

  test('given a question to the class about code, when cards are made, then none is asked', () => {
    expect(codeExpressionCards(slide(['What do you think d[2,] gives you when you run it?']))).toEqual([]);
  });
});

describe('what a program the deck runs does', () => {
  const slide = (lines: readonly string[]) => prepareDocument({ kind: 'text', segments: [{ text: lines.join('\n') }] }, 'en');

  test('given a command and a note opening on its program, when cards are made, then it asks what the program does', () => {
    const cards = commandCards(slide(['Compile and run', '', 'javac HelloWorld.java', 'java HelloWorld', 'javac compiles source to .class bytecode', 'java runs the class by name']));
    expect(cards.map((c) => [c.question, c.answer])).toEqual([
      ['What does “javac” do?', 'Compiles source to .class bytecode.'],
      ['What does “java” do?', 'Runs the class by name.'],
    ]);
  });

  test('given a keyword the deck opens a block with and a note opening on it, when cards are made, then it asks what the keyword does', () => {
    const cards = commandCards(slide(['Conditionals', '', 'if checks a condition and then executes some code', '', 'if (x > 0){', "print('positive')", '}']));
    expect(cards.map((c) => [c.question, c.answer])).toEqual([['What does “if” do?', 'Checks a condition and then executes some code.']]);
  });

  test('given a lower-case name the deck never runs as a command, when cards are made, then none is asked', () => {
    expect(commandCards(slide(['Sorting', '', 'bogosort shuffles the list until it is sorted.', '', 'for loops repeat a block of code.']))).toEqual([]);
  });
});
