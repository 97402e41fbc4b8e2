import { prepareDocument } from './prepare-document.js';
import { stripPageFurniture } from './page-furniture.js';
import { splitIntoBlocks } from './source-blocks.js';

describe('splitIntoBlocks', () => {
  test('headings, paragraphs and list items; wrapped lines are joined and de-hyphenated', () => {
    const text = 'The Problem of Scarcity\n\nEvery society must make choices about eco-\nnomic resources and how to use\nthem well.\n- Money, Banking & Finance\n- Prices & Inflation';
    expect(splitIntoBlocks(text)).toEqual([
      { kind: 'heading', text: 'The Problem of Scarcity' },
      { kind: 'paragraph', text: 'Every society must make choices about economic resources and how to use them well.' },
      { kind: 'list-item', text: 'Money, Banking & Finance', unmarkedEnd: true },
      { kind: 'list-item', text: 'Prices & Inflation', unmarkedEnd: true },
    ]);
  });
});

describe('stripPageFurniture', () => {
  test('running headers, footers and page numbers repeated across pages are removed', () => {
    const bodies = ['Scarcity is a fact of life.', 'Markets coordinate trade.', 'Prices carry information.', 'Banks pool savings.'];
    const pages = bodies.map((body, i) => `Principles of Economics\nChapter 2 · Page ${i + 1}\n${body}\n${i + 1}\nAccess for free at openstax.org`);
    expect(stripPageFurniture(pages).map((p) => p.trim())).toEqual(bodies);
  });

  test('given a book whose running headers name the chapter and carry the printed page, when stripped, then they go and a chapter heading stays', () => {
    // PDF pages 35…46 carry printed pages 25…36 (ten pages of front matter); each chapter opens with its numbered heading.
    const pages = ['Loops', 'Vectors', 'Functions'].flatMap((name, c) => [
      `${c + 3} ${name}\nThe ${name.toLowerCase()} chapter opens here.`,
      ...[1, 2, 3].map((k) => (k % 2 ? `${25 + c * 4 + k} ${name}` : `${c + 3}.${k} More on ${name} ${25 + c * 4 + k}`) + `\nThe text goes on about ${name.toLowerCase()}, part ${k}.`),
    ]);
    const stripped = stripPageFurniture(pages, pages.map((_, i) => 35 + i));
    expect(stripped.filter((_, i) => i % 4 === 0).map((p) => p.split('\n')[0])).toEqual(['3 Loops', '4 Vectors', '5 Functions']);
    expect(stripped.filter((_, i) => i % 4 !== 0).map((p) => p.split('\n')[0]).every((l) => l.startsWith('The text goes on'))).toBe(true);
  });

  test('short documents keep their edge lines', () => {
    expect(stripPageFurniture(['Title\nBody.', 'Title\nMore.'])).toEqual(['Title\nBody.', 'Title\nMore.']);
  });
});

describe('prepareDocument', () => {
  test('drops captions, learning objectives and pointer sentences; keeps prose', () => {
    const doc = prepareDocument({
      kind: 'text',
      segments: [
        {
          text: [
            'Learning Objectives',
            'By the end of this section, you will be able to:',
            '- Explain the problem of scarcity',
            '- Describe the division of labor',
            'Scarcity means that human wants exceed what is available. (See Figure 1.2 for an example.)',
            'Figure 1.2 Scarcity. Every society faces limits on resources.',
            'Table 3 Prices of goods in 2015',
            'See the Work It Out feature for an extended example.',
            'Markets let specialized workers buy what they need (see Table 2).',
          ].join('\n\n'),
        },
      ],
    });
    const shown = doc.sentences.filter((s) => s.displayable).map((s) => s.text);
    expect(shown).toEqual([
      'Scarcity means that human wants exceed what is available.',
      'Markets let specialized workers buy what they need.',
    ]);
    expect(doc.sentences.map((s) => s.quote).join(' ')).not.toMatch(/Figure 1\.2 Scarcity|Explain the problem|Learning Objectives/);
    // The citation quote keeps the source wording.
    expect(doc.sentences.at(-1)?.quote).toBe('Markets let specialized workers buy what they need (see Table 2).');
  });

  test('PDF sentences know their page, also when a paragraph runs across a page break', () => {
    const doc = prepareDocument({
      kind: 'pdf',
      segments: [
        { text: 'Scarcity is a fact of life. Resources such as land and labor exist in', page: 4 },
        { text: 'limited supply. Every society must choose.', page: 5 },
      ],
    });
    expect(doc.sentences.map((s) => [s.text, s.page])).toEqual([
      ['Scarcity is a fact of life.', 4],
      ['Resources such as land and labor exist in limited supply.', 4],
      ['Every society must choose.', 5],
    ]);
  });

  test('headings mark sections; table rows and formulas are not topic headings', () => {
    const doc = prepareDocument({
      kind: 'text',
      segments: [{ text: 'Explicit Costs\n\nProfit = Total Revenue – Total Cost\n\nOffice rental: $50,000\n\nCosts are payments. They add up.' }],
    });
    expect(doc.headings.map((h) => h.text)).toEqual(['Explicit Costs']);
    expect(doc.sentences.every((s) => s.sectionIndex === 0)).toBe(true);
  });

  test('given an unpunctuated caption track, when prepared, then a sentence ended at a pause is shown and a unit cut from a long unpaused stretch is not', () => {
    // Given a sentence closed by a silence, then 60 words with no pause and no punctuation
    const unpaused = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const doc = prepareDocument({
      kind: 'video',
      segments: [
        { text: 'the derivative measures how fast a function changes at a point as its input moves a little', start: 0, end: 4 },
        { text: unpaused, start: 5, end: 25 },
      ],
    });
    // Then the sentence is displayable and the guessed units are not
    expect(doc.sentences[0]).toMatchObject({ text: 'The derivative measures how fast a function changes at a point as its input moves a little.', displayable: true });
    expect(doc.sentences.slice(1).map((s) => s.displayable)).toEqual(doc.sentences.slice(1).map(() => false));
    expect(doc.sentences.length).toBeGreaterThan(2);
  });
});

describe('items written without their full stop', () => {
  const slide = (lines: readonly string[]) => ({ kind: 'pdf' as const, segments: [{ text: lines.join('\n'), page: 1 }] });
  const shown = (lines: readonly string[], language = 'en') => prepareDocument(slide(lines), language).sentences.filter((s) => s.displayable).map((s) => s.text);

  test('given slide bullets that are whole sentences without a full stop, when prepared, then each is shown closed and its quote stays as written', () => {
    const doc = prepareDocument(slide(['R, as a language, is 1-indexed, meaning the first position', 'is labeled 1', '', 'We call these conditional statements, and they handle', 'choice in control flow']), 'en');
    expect(doc.sentences.map((s) => [s.text, s.displayable])).toEqual([
      ['R, as a language, is 1-indexed, meaning the first position is labeled 1.', true],
      ['We call these conditional statements, and they handle choice in control flow.', true],
    ]);
    expect(doc.sentences[0]?.quote).toBe('R, as a language, is 1-indexed, meaning the first position is labeled 1');
  });

  test.each([
    ['a sentence that leads into a formula', ['A heuristic function is consistent (or monotone) if for every arc', '', 'h(m) − h(n) ≤ cost(m, n)']],
    ['a bullet whose wrap the layout set apart', ['A relational database consists of a collection of tables, each of which is assigned a unique', '', 'name.']],
    ['the tail of a line cut on a function word', ['Implementing an interface makes the objects of the', '', 'Class usable wherever the interface type is expected by callers']],
  ])('given %s, when prepared, then no unfinished sentence is shown', (_case, lines) => {
    expect(shown(lines).filter((s) => !/\.$/.test(s.trim()) || /unique\.$|arc\.$|callers\.$/.test(s))).toEqual([]);
  });

  test('given a German slide bullet with its verb, when prepared, then it is shown closed', () => {
    expect(shown(['Streuungsmaße geben Auskunft über die Variation', 'der Messwerte in einer Stichprobe'], 'de')).toEqual(['Streuungsmaße geben Auskunft über die Variation der Messwerte in einer Stichprobe.']);
  });

  test('given a slide whose bullets stand alone between blank lines, when prepared, then the bullet that reads as a sentence is shown closed', () => {
    const doc = prepareDocument(slide(['ITERATIVE BEST IMPROVEMENT', '', 'Iterative improvement algorithms take constant space', '', 'Hill climbing with random restarts']), 'en');
    expect(doc.headings.map((h) => h.text)).toEqual(['ITERATIVE BEST IMPROVEMENT', 'Hill climbing with random restarts']);
    expect(shown(['Iterative improvement algorithms take constant space'])).toEqual(['Iterative improvement algorithms take constant space.']);
  });

  test('given two bullets on consecutive lines, the first a whole sentence well short of the line, when prepared, then the first is shown closed', () => {
    const lines = ['When we deal with vectors, arrays, matrices, and dataframes in R, we often only care about some subset of', 'the data.', '', 'R, as a language, is 1-indexed, meaning the first position is labeled 1', 'Contrast this with Python, C, and other languages which are 0-indexed'];
    expect(shown(lines)).toContain('R, as a language, is 1-indexed, meaning the first position is labeled 1.');
  });
});

describe('slide items without their full stop', () => {
  test('given lower-case bullets on what keywords do, when prepared, then each is a sentence to show', () => {
    const doc = prepareDocument({ kind: 'pdf', segments: [{ text: ['Conditionals', '', 'if checks a condition and then executes some code', '', 'else provides some code to execute otherwise'].join('\n'), page: 1 }] }, 'en');
    expect(doc.sentences.map((s) => [s.text, s.displayable])).toEqual([
      ['if checks a condition and then executes some code.', true],
      ['else provides some code to execute otherwise.', true],
    ]);
  });
});
