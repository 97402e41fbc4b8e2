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
});
