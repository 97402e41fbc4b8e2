import { findPrintedContents, mapPrintedPages, parseContentsLine } from './pdf-contents-page.js';

describe('printed table of contents', () => {
  it('reads numbered, "Chapter" and dotted-leader lines with their levels', () => {
    expect(parseContentsLine('3.2 Context-Free Grammars . . . . . . . . . 16')).toEqual({ title: 'Context-Free Grammars', level: 2, printedPage: 16 });
    expect(parseContentsLine('1 Concepts of Programming Languages 3')).toEqual({ title: 'Concepts of Programming Languages', level: 1, printedPage: 3 });
    expect(parseContentsLine('Chapter 4 Attribute Grammars ........ 25')).toEqual({ title: 'Attribute Grammars', level: 1, printedPage: 25 });
    expect(parseContentsLine('Introducción ............ 7')).toEqual({ title: 'Introducción', level: 1, printedPage: 7 });
    expect(parseContentsLine('In 2019 the price rose by 12')).toBeNull();
    expect(parseContentsLine('1 2 3')).toBeNull();
  });

  it('needs several rising entries on the front pages', () => {
    const contents = ['Contents', '1 Sets . . . . 1', '2 Maps . . . . 4', '3 Graphs . . . . 9', '4 Trees . . . . 12'].join('\n');
    expect(findPrintedContents(['Title page', contents, 'Body']).entries.map((e) => e.title)).toEqual(['Sets', 'Maps', 'Graphs', 'Trees']);
    const prices = ['Price list', 'Apples . . . . 9', 'Pears . . . . 3', 'Plums . . . . 7', 'Figs . . . . 2'].join('\n');
    expect(findPrintedContents([prices]).entries).toEqual([]);
  });

  it('maps printed numbers by the offset at which titles appear as headings, or by page labels', () => {
    const entries = [{ title: 'Sets', level: 1, printedPage: 1 }, { title: 'Maps', level: 1, printedPage: 2 }];
    const pages = ['Cover', 'Contents\n1 Sets . . . 1\n2 Maps . . . 2', '1 Sets\nA set is a collection.', '2 Maps\nA map pairs things.'];
    expect(mapPrintedPages(entries, pages, [2], null)).toEqual([{ title: 'Sets', level: 1, page: 3 }, { title: 'Maps', level: 1, page: 4 }]);
    expect(mapPrintedPages(entries, ['a', 'b', 'c', 'd'], [], ['i', 'ii', '1', '2'])).toEqual([{ title: 'Sets', level: 1, page: 3 }, { title: 'Maps', level: 1, page: 4 }]);
  });

  it('reads front matter numbered in roman numerals, "Chapter 3:" and a one-letter title such as "C++"', () => {
    expect(parseContentsLine('0.4 Working with the Code . . . . . . . . . . x')).toEqual({ title: 'Working with the Code', level: 2, printedPage: 10, roman: true });
    expect(parseContentsLine('Preface . . . . . . . vii')).toEqual({ title: 'Preface', level: 1, printedPage: 7, roman: true });
    expect(parseContentsLine('Chapter 3: Parsing . . . . 45')).toEqual({ title: 'Parsing', level: 1, printedPage: 45 });
    expect(parseContentsLine('2 C++ 39')).toEqual({ title: 'C++', level: 1, printedPage: 39 });
    // An upper-case letter ends a title; only a lower-case roman numeral is a page.
    expect(parseContentsLine('1 Introduction to C')).toBeNull();
    expect(parseContentsLine('Using the civil')).toBeNull();
  });

  it('reads a bare "Preface vii" line only on a page known to be contents', () => {
    expect(parseContentsLine('Preface vii')).toBeNull();
    expect(parseContentsLine('Preface vii', { onContentsPage: true })).toEqual({ title: 'Preface', level: 1, printedPage: 7, roman: true });
    expect(parseContentsLine('Bibliography 201', { onContentsPage: true })).toEqual({ title: 'Bibliography', level: 1, printedPage: 201 });
    expect(parseContentsLine('In 2019 the price of most goods in the shop rose by 12', { onContentsPage: true })).toBeNull();
  });

  it('given a LaTeX book contents with roman front matter, when read, then the entry after an unreadable one and the running header stay apart', () => {
    const contents = [
      'Contents', 'Preface vii', '0.1 Who This Book Is For . . . . . . . . vii', '0.2 Working with the Code . . . . . . x',
      '1 Modeling and Simulation 1', '1.1 Modeling . . . . . . . . . . 1', '2 C++ 39', '2.1 Design . . . . . . . . . . 39',
    ].join('\n');
    const more = ['iv CONTENTS', '3 Loops 45', '3.1 Updating Variables . . . . . 45', '3.2 Bug Taxonomy . . . . . . 46', 'Index 60'].join('\n');
    const { entries } = findPrintedContents(['Title page', contents, more, 'Body']);
    expect(entries.map((e) => `${e.level} ${e.title} ${e.roman ? 'r' : ''}${e.printedPage}`)).toEqual([
      '1 Preface r7', '2 Who This Book Is For r7', '2 Working with the Code r10', '1 Modeling and Simulation 1', '2 Modeling 1',
      '1 C++ 39', '2 Design 39', '1 Loops 45', '2 Updating Variables 45', '2 Bug Taxonomy 46', '1 Index 60',
    ]);
  });

  it('given a title wrapped with a hyphen, when read, then the word is whole again', () => {
    const contents = ['Съдържание', '1 Увод . . . . . . 7', '1.2 Променливи и аритметич-', 'ни операции . . . . 8', '2 Типове . . . . 12', '3 Цикли . . . . 18'].join('\n');
    expect(findPrintedContents([contents]).entries.map((e) => e.title)).toEqual(['Увод', 'Променливи и аритметични операции', 'Типове', 'Цикли']);
  });

  it('maps roman front matter and arabic chapters each by their own offset', () => {
    const entries = [{ title: 'Preface', level: 1, printedPage: 3, roman: true }, { title: 'Sets', level: 1, printedPage: 1 }, { title: 'Maps', level: 1, printedPage: 2 }];
    const pages = ['Cover', 'Contents\nPreface iii\n1 Sets 1\n2 Maps 2', 'Preface\nWhy this book.', '1 Sets\nA set is a collection.', '2 Maps\nA map pairs things.'];
    expect(mapPrintedPages(entries, pages, [2], null)).toEqual([
      { title: 'Preface', level: 1, page: 3 }, { title: 'Sets', level: 1, page: 4 }, { title: 'Maps', level: 1, page: 5 },
    ]);
  });
});
