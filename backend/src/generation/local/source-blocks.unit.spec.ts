import { splitIntoBlocks } from './source-blocks.js';

const page = (lines: readonly string[]) => lines.join('\n');
const long = 'Compilation is the second pass of the build. It takes the output of the preprocessor and the source code,';

describe('blocks of a PDF page', () => {
  test('given a handout whose items stop short without punctuation, when split, then each item is its own block', () => {
    const blocks = splitIntoBlocks(page([
      long,
      'and generates assembly source code for the machine that the program will run on later today.',
      'cpp The GNU C preprocessor',
      '$ gcc -E hello.c',
      'Linking is the final stage of compilation. It combines object code with routines from the libraries',
      'and produces the executable program that the user finally runs on the machine in front of them.',
    ]));
    expect(blocks.map((b) => b.text)).toEqual([
      `${long} and generates assembly source code for the machine that the program will run on later today. cpp The GNU C preprocessor`,
      '$ gcc -E hello.c',
      'Linking is the final stage of compilation. It combines object code with routines from the libraries and produces the executable program that the user finally runs on the machine in front of them.',
    ]);
  });

  test.each([
    ['a line left on a comma', 'and the source code,'],
    ['a line left on a function word', 'the output of the'],
  ])('given %s, when split, then the next capitalised line continues the paragraph', (_case, short) => {
    const blocks = splitIntoBlocks(page([long, short, 'United States law applies to it and to everything else the text describes here.']));
    expect(blocks).toHaveLength(1);
  });

  test('given a glossary of labelled entries, when split, then each entry opens its own block', () => {
    const blocks = splitIntoBlocks(page([
      'Argument: A value that is passed to a function when it is called, one of the inputs it works on.',
      'Body: The statements inside a loop that are run repeatedly.',
      'Interpreter: The program that reads and executes MATLAB code.',
    ]));
    expect(blocks.map((b) => b.text.split(':')[0])).toEqual(['Argument', 'Body', 'Interpreter']);
  });
});
