import { buildPdf, pdfFromTexts, type PdfLine, type PdfPage } from '../../test-support/pdf-builder.js';
import { extractPdfText } from './pdf-text.js';
import { meaningfulTitle } from './pdf-structure.js';

const body = (topic: string, n = 6): string[] =>
  Array.from({ length: n }, (_, i) => `${topic} matters for learners because it explains part ${i + 1} of the course in plain words.`);

/** Front page, a printed contents page numbered from 1 after two unnumbered pages, then chapters. */
function bookWithPrintedContents(): PdfPage[] {
  return [
    { lines: [{ text: 'Notes on Compilers', size: 24, bold: true }, 'Spring term'] },
    { lines: [
      { text: 'Contents', size: 16, bold: true },
      '1 Lexical Analysis . . . . . . . . . . . . 1',
      '1.1 Tokens . . . . . . . . . . . . . . . . 1',
      '2 Parsing . . . . . . . . . . . . . . . . 2',
      '2.1 Grammars . . . . . . . . . . . . . . 2',
      '3 Code Generation . . . . . . . . . . . 3',
    ] },
    { lines: ['1 Lexical Analysis', '1.1 Tokens', ...body('Lexing')] },
    { lines: ['2 Parsing', '2.1 Grammars', ...body('Parsing')] },
    { lines: ['3 Code Generation', ...body('Code generation')] },
  ];
}

describe('PDF structure', () => {
  it('reads bookmarks with their nesting and pages, and the Title metadata', async () => {
    const pdf = pdfFromTexts([body('Intro').join(' '), body('Sets').join(' '), body('Maps').join(' '), body('Graphs').join(' ')], {
      title: 'Discrete Mathematics Notes',
      outline: [
        { title: 'Introduction', page: 1 },
        { title: 'Sets and Relations', page: 2, children: [{ title: 'Maps', page: 3 }] },
        { title: 'Graphs', page: 4 },
      ],
    });
    const text = await extractPdfText(pdf);
    expect(text.outlineOrigin).toBe('bookmarks');
    expect(text.title).toBe('Discrete Mathematics Notes');
    expect(text.outline).toEqual([
      { title: 'Introduction', level: 1, page: 1 },
      { title: 'Sets and Relations', level: 1, page: 2 },
      { title: 'Maps', level: 2, page: 3 },
      { title: 'Graphs', level: 1, page: 4 },
    ]);
  });

  it('without bookmarks reads the printed contents and maps printed page numbers to PDF pages', async () => {
    const pdf = buildPdf(bookWithPrintedContents());
    const text = await extractPdfText(pdf);
    expect(text.outlineOrigin).toBe('contents');
    expect(text.outline).toEqual([
      { title: 'Lexical Analysis', level: 1, page: 3 },
      { title: 'Tokens', level: 2, page: 3 },
      { title: 'Parsing', level: 1, page: 4 },
      { title: 'Grammars', level: 2, page: 4 },
      { title: 'Code Generation', level: 1, page: 5 },
    ]);
    // No Title metadata: the title page's largest line names the document.
    expect(text.title).toBe('Notes on Compilers');
  });

  it('without bookmarks or contents finds headings by font size and weight', async () => {
    const heading = (t: string): PdfLine => ({ text: t, size: 18, bold: true });
    const sub = (t: string): PdfLine => ({ text: t, size: 14, bold: true });
    const pdf = buildPdf([
      { lines: [heading('Cell Biology'), ...body('Cells')] },
      { lines: [sub('The membrane'), ...body('Membranes')] },
      { lines: [heading('Genetics'), ...body('Genes'), sub('Inheritance'), ...body('Inheritance')] },
    ]);
    const { outline, outlineOrigin: origin } = await extractPdfText(pdf);
    expect(origin).toBe('headings');
    expect(outline).toEqual([
      { title: 'Cell Biology', level: 1, page: 1 },
      { title: 'The membrane', level: 2, page: 2 },
      { title: 'Genetics', level: 1, page: 3 },
      { title: 'Inheritance', level: 2, page: 3 },
    ]);
  });

  it('given numbered headings set in bold at the size of the text, when read without bookmarks, then they are the outline', async () => {
    const bold = (t: string): PdfLine => ({ text: t, size: 11, bold: true });
    const pdf = buildPdf([
      { lines: [bold('1 Lexical Analysis'), ...body('Lexing')] },
      { lines: [bold('2 Parsing'), ...body('Parsing'), bold('2.1 Grammars'), ...body('Grammars')] },
      { lines: [bold('3 Code Generation'), ...body('Code generation')] },
    ]);
    const { outline } = await extractPdfText(pdf);
    expect(outline.map((e) => [e.title, e.page])).toEqual([['1 Lexical Analysis', 1], ['2 Parsing', 2], ['2.1 Grammars', 2], ['3 Code Generation', 3]]);
  });

  it('gives an empty outline for a flat PDF and never fails the upload over structure', async () => {
    const text = await extractPdfText(pdfFromTexts([body('Plain').join(' '), body('Text').join(' ')]));
    expect(text.outline).toEqual([]);
    expect(text.outlineOrigin).toBe('none');
    // Bookmarks that lead to a page-tree node instead of outline items: the text still uploads.
    const broken = pdfFromTexts([body('Plain').join(' '), body('Text').join(' ')], { outline: [{ title: 'One', page: 1 }, { title: 'Two', page: 2 }] });
    const pagesRef = /\/Pages (\d+) 0 R/.exec(broken.toString('latin1'))![1]!;
    const corrupted = Buffer.from(broken.toString('latin1').replace(/\/Type \/Outlines \/First \d+ 0 R/, (m) => m.replace(/First \d+/, `First ${pagesRef.padStart(m.match(/First (\d+)/)![1]!.length, '0')}`)), 'latin1');
    const read = await extractPdfText(corrupted);
    expect(read.pages[1]).toContain('Text matters for learners');
    expect(read.outlineOrigin).not.toBe('bookmarks');
  });

  it('given a title page whose title wraps onto several lines, when read, then the title is all of them, without its footnote mark', async () => {
    const big = (t: string): PdfLine => ({ text: t, size: 20, bold: false });
    const wrapped = buildPdf([
      { lines: [big('Problems for Self-Study'), big('in Introduction to Programming,'), big('Data Structures'), big('and Functional Programming'), { text: 'Kalin Georgiev', size: 14 }, 'May 2026'] },
      { lines: body('Loops') },
    ]);
    expect((await extractPdfText(wrapped)).title).toBe('Problems for Self-Study in Introduction to Programming, Data Structures and Functional Programming');
    const marked = buildPdf([{ lines: [{ text: 'Discrete Mathematics1', size: 24 }, { text: 'Jorge Perez', size: 16 }, ...body('Sets')] }]);
    expect((await extractPdfText(marked)).title).toBe('Discrete Mathematics');
    const numbered = buildPdf([{ lines: [{ text: '1 Introduction', size: 16, bold: true }, ...body('Networks')] }]);
    expect((await extractPdfText(numbered)).title).toBe('Introduction');
    const course = buildPdf([{ lines: [{ text: '6.087 Lecture 1, January 11, 2010', size: 16, bold: true }, ...body('C programs')] }]);
    expect((await extractPdfText(course)).title).toBe('6.087 Lecture 1, January 11, 2010');
  });

  it('given a handout whose title is set in the size of its text, when read, then the title is its first line and its wraps', async () => {
    const handout = (head: string[]) => buildPdf([{ lines: [...head, 'The information provided in this handout is for reference only and may change', '3 conditions', ...body('Inference')] }]);
    expect((await extractPdfText(handout(['Statistical Inference on Population Means']))).title).toBe('Statistical Inference on Population Means');
    expect((await extractPdfText(handout(['Statistical Inference on Population Means,', 'variances and proportions']))).title).toBe('Statistical Inference on Population Means, variances and proportions');
  });

  it('given a first page of running text in one size, when read, then it gives no title', async () => {
    const pdf = buildPdf([{ lines: body('Plain') }, { lines: body('Text') }]);
    expect((await extractPdfText(pdf)).title).toBeNull();
  });

  it('given a series title in its metadata and one bookmark the whole outline hangs from, when read, then the bookmark names the document', async () => {
    const chapter = (outline: { title: string; page: number; children?: { title: string; page: number }[] }[]) =>
      pdfFromTexts([body('Sets').join(' '), body('Maps').join(' '), body('Relations').join(' ')], { title: 'Course Notes in Mathematics', outline });
    const hanging = chapter([{ title: 'Sets and Maps', page: 1, children: [{ title: 'Sets', page: 1 }, { title: 'Maps', page: 2 }, { title: 'Relations', page: 3 }] }]);
    expect((await extractPdfText(hanging)).title).toBe('Sets and Maps');
    const chapters = chapter([{ title: 'Sets', page: 1 }, { title: 'Maps', page: 2 }, { title: 'Relations', page: 3 }]);
    expect((await extractPdfText(chapters)).title).toBe('Course Notes in Mathematics');
    const late = chapter([{ title: 'Appendix', page: 3, children: [{ title: 'Tables', page: 3 }] }]);
    expect((await extractPdfText(late)).title).toBe('Course Notes in Mathematics');
  });

  it('ignores metadata titles that name a file or a tool', () => {
    expect(meaningfulTitle('Microsoft Word - lecture3.docx')).toBeNull();
    expect(meaningfulTitle('lecture_notes_final')).toBeNull();
    expect(meaningfulTitle('slides.pdf')).toBeNull();
    expect(meaningfulTitle('Untitled')).toBeNull();
    expect(meaningfulTitle('  ')).toBeNull();
    expect(meaningfulTitle('Advanced Programming Languages (CSci 460)')).toBe('Advanced Programming Languages (CSci 460)');
  });
});
