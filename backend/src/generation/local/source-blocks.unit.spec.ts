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

  test('given a bullet whose wrap the layout set a blank line into, when split, then the item goes on', () => {
    const blocks = splitIntoBlocks(page(['• A relational database consists of a collection of tables, each of which is assigned a unique', '', 'name.', '', '• A tuple refers to a row of a table.']));
    expect(blocks.map((b) => b.text)).toEqual(['A relational database consists of a collection of tables, each of which is assigned a unique name.', 'A tuple refers to a row of a table.']);
  });

  test('given a sentence that leads into a displayed formula, when split, then the formula stays apart', () => {
    const blocks = splitIntoBlocks(page(['Recall that we defined the derivative of a single variable function as', '', 'lim', 'x→x0']));
    expect(blocks[0]?.text).toBe('Recall that we defined the derivative of a single variable function as');
  });

  test.each([
    ['an item without its full stop', ['Different objects may require different types', 'of comparisons'], true],
    ['an item whose next line opens in capitals', ['Different objects may require different types', 'Comparisons differ'], undefined],
    ['a finished sentence', ['Different objects may require different comparisons.'], undefined],
  ])('given %s, when split, then its end is marked accordingly', (_case, lines, unmarked) => {
    expect(splitIntoBlocks(page(lines))[0]?.unmarkedEnd).toBe(unmarked);
  });

  describe('a line set alone between blank lines', () => {
    const slide = ['Iterative Best Improvement', '', 'In many optimization problems, the path is irrelevant', '', 'the goal state itself is the solution'];
    const standaloneItem = (line: string) => line.startsWith('In many');

    test('given no reader of items, when split, then it is a heading', () => {
      expect(splitIntoBlocks(page(slide)).map((b) => b.kind)).toEqual(['heading', 'heading', 'paragraph']);
    });

    test('given a line the reader takes for an item, when split, then it is an item without its full stop and its sub-item stays apart', () => {
      expect(splitIntoBlocks(page(slide), { standaloneItem })).toEqual([
        { kind: 'heading', text: 'Iterative Best Improvement' },
        { kind: 'paragraph', text: 'In many optimization problems, the path is irrelevant', unmarkedEnd: true },
        { kind: 'paragraph', text: 'the goal state itself is the solution', unmarkedEnd: true },
      ]);
    });
  });

  describe('two whole-sentence bullets as long as each other', () => {
    const bullets = ['Records keep their fields in declaration order', 'Create records with the keyword new when needed'];
    const wholeSentence = (text: string) => text.startsWith('Records');
    const opensSentence = (line: string) => line.startsWith('Create');

    test.each([
      ['no reader of sentence openings', { wholeSentence }, 1],
      ['a next line opening on a common word', { wholeSentence, opensSentence }, 2],
      ['a next line opening on a name', { wholeSentence, opensSentence: () => false }, 1],
    ])('given %s, when split, then the page has the right number of blocks', (_case, options, count) => {
      expect(splitIntoBlocks(page(bullets), options)).toHaveLength(count);
    });
  });

  describe('a whole sentence that stops short of the line', () => {
    const wide = 'When we deal with vectors, arrays, matrices, and dataframes in R, we often only care about some subset of';
    const item = 'R, as a language, is 1-indexed, meaning the first position is labeled 1';
    const wholeSentence = (text: string) => text.startsWith('R,');

    test.each([
      ['no reader of sentences', [wide, 'the data.', '', item, 'Contrast this with Python, which is 0-indexed'], {}, 2],
      ['a sentence that stops where the next word would have fitted', [wide, 'the data.', '', item, 'Contrast this with Python, which is 0-indexed'], { wholeSentence }, 3],
      ['a sentence that filled its line', [wide, 'the data.', '', `${item} in R and in Julia, unlike`, 'Python, which is 0-indexed'], { wholeSentence }, 2],
    ])('given %s, when split, then the page has the right number of blocks', (_case, lines, options, count) => {
      expect(splitIntoBlocks(page(lines), options)).toHaveLength(count);
    });
  });

  describe('a bullet opening on a name written in lower case', () => {
    const wide = 'When we deal with vectors, arrays, matrices, and dataframes in R, we often only care about some subset of';
    const lines = [wide, 'the data.', '', 'There are efficient ways to sort and there are horrible ways to sort', 'bogosort is an algorithm that generates random permutations of its input'];
    const wholeSentence = (text: string) => text.startsWith('There are');
    const opensLowerCaseSentence = (line: string) => line.startsWith('bogosort');

    test.each([
      ['no reader of lower-case openings', { wholeSentence }, 2],
      ['a line opening on a lower-case subject after a whole sentence that stopped short', { wholeSentence, opensLowerCaseSentence }, 3],
      ['a line opening on a lower-case subject after a line that is no whole sentence', { wholeSentence: () => false, opensLowerCaseSentence }, 2],
    ])('given %s, when split, then the page has the right number of blocks', (_case, options, count) => {
      expect(splitIntoBlocks(page(lines), options)).toHaveLength(count);
    });

    test('given a lower-case line after a sentence that filled its line, when split, then it is a wrap', () => {
      const filled = [wide, 'the data.', '', `${lines[3]} in R and in Julia and in every other language people`, 'bogosort is an algorithm that generates random permutations of its input'];
      expect(splitIntoBlocks(page(filled), { wholeSentence: () => true, opensLowerCaseSentence: () => true })).toHaveLength(2);
    });
  });

  describe('a note under a command on a slide', () => {
    const wide = 'Compile the program from the command line, then run the class it produced with the Java launcher';
    const opensLowerCaseSentence = (line: string) => /^(?:javac|java) (?:compiles|runs)/.test(line);

    test('given a command line and a lower-case note after it, when split, then the note is an item of its own', () => {
      const lines = [wide, 'today.', '', 'javac HelloWorld.java', 'java HelloWorld', 'javac compiles source to bytecode'];
      expect(splitIntoBlocks(page(lines), { opensLowerCaseSentence }).map((b) => b.text).at(-1)).toBe('javac compiles source to bytecode');
    });

    test('given two lower-case notes as long as each other, when split, then each is an item', () => {
      const lines = [wide, 'today.', '', 'javac HelloWorld.java', 'javac compiles source to bytecode', 'java runs the class by name'];
      const wholeSentence = (text: string) => text === 'javac compiles source to bytecode';
      expect(splitIntoBlocks(page(lines), { opensLowerCaseSentence, wholeSentence }).map((b) => b.text).slice(-2)).toEqual(['javac compiles source to bytecode', 'java runs the class by name']);
    });

    test('given lower-case notes set apart by blank lines, when split, then each is an item', () => {
      const opens = (line: string) => /^(?:if checks|else provides)/.test(line);
      const lines = [wide, 'today.', '', 'if checks a condition and then executes some code', '', 'else provides some code to execute otherwise'];
      expect(splitIntoBlocks(page(lines), { opensLowerCaseSentence: opens, wholeSentence: () => true }).map((b) => b.text).slice(-2)).toEqual(['if checks a condition and then executes some code', 'else provides some code to execute otherwise']);
      expect(splitIntoBlocks(page(lines), { opensLowerCaseSentence: opens, wholeSentence: () => false })).toHaveLength(2);
    });

    test('given a prose line before the lower-case note, when split, then the note goes on with it', () => {
      const lines = [wide, 'today.', '', 'The compiler of the course is', 'javac compiles source to bytecode'];
      expect(splitIntoBlocks(page(lines), { opensLowerCaseSentence }).map((b) => b.text).at(-1)).toBe('The compiler of the course is javac compiles source to bytecode');
    });
  });

  describe('an item cut after an article', () => {
    test.each([
      ['a German item and a capitalised noun after a blank line', ['4. Implementiert eine Klasse ein Interface, können Instanzen der', '', 'Klasse als Instanzen der Interface behandelt werden.'], ['Implementiert eine Klasse ein Interface, können Instanzen der Klasse als Instanzen der Interface behandelt werden.']],
      ['an English paragraph and a name on the next line', ['The optimal path is found by the', 'Dijkstra algorithm on every graph.'], ['The optimal path is found by the Dijkstra algorithm on every graph.']],
      ['a German compound broken at the line\'s end', ['2. Bei der Definition einer Klasse können über das implements-', 'Schlüsselwort Interfaces angegeben werden.'], ['Bei der Definition einer Klasse können über das implements-Schlüsselwort Interfaces angegeben werden.']],
      ['an English word broken at the line\'s end', ['The cost of the search grows exponen-', 'tially with the depth.'], ['The cost of the search grows exponentially with the depth.']],
      ['a German item cut after "keine"', ['HashMaps sind keine', '', 'Collections, da das', '', 'Interface Collection nicht implementiert wird.'], ['HashMaps sind keine Collections, da das Interface Collection nicht implementiert wird.']],
    ])('given %s, when split, then the next line goes on with it', (_case, lines, texts) => {
      expect(splitIntoBlocks(page(lines)).map((b) => b.text)).toEqual(texts);
    });

    test('given a German adjective waiting for its noun, when split with readers that take the line for a whole sentence, then its noun on the next line goes on with it', () => {
      const lines = ['Interfaces bestehen aus einer Liste von öffentlichen', 'Konstanten und Methodensignaturen (!).'];
      const readers = { wholeSentence: () => true, opensSentence: () => true };
      expect(splitIntoBlocks(page(lines), readers).map((b) => b.text)).toEqual(['Interfaces bestehen aus einer Liste von öffentlichen Konstanten und Methodensignaturen (!).']);
      expect(splitIntoBlocks(page(['Interfaces bestehen aus einer Liste', 'Konstanten und Methodensignaturen (!).']), readers)).toHaveLength(2);
    });

    test('given a German article set alone like a title, when split, then it opens the sentence on the next line', () => {
      expect(splitIntoBlocks(page(['Die', '', 'Runtime versucht dann, den Code auszuführen.']))).toEqual([{ kind: 'paragraph', text: 'Die Runtime versucht dann, den Code auszuführen.' }]);
    });

    test('given an item that ends on a content word, when split, then a capitalised line after a blank line is a new block', () => {
      expect(splitIntoBlocks(page(['4. Implementiert eine Klasse ein Interface', '', 'Klasse als Instanzen der Interface behandelt werden.']))).toHaveLength(2);
    });
  });
});
