import { PDFParse } from 'pdf-parse';
import { buildPdf, pdfFromTexts } from '../../test-support/pdf-builder.js';
import { PdfRejectedError } from './pdf-rejection.js';
import { extractPdfText } from './pdf-text.js';

/** Page text as pdf-parse gives it (the layout the generators were tuned on), cleaned as uploads clean it. */
async function pdfParsePages(pdf: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(pdf), verbosity: 0 });
  try {
    const { pages } = await parser.getText({ pageJoiner: '' });
    return pages.sort((a, b) => a.num - b.num).map((p) => p.text.replaceAll('\f', ' ').replace(/[ \t]+$/gm, '').trim());
  } finally {
    await parser.destroy();
  }
}

describe('PDF text (one read)', () => {
  it('lays pages out exactly as pdf-parse does: line breaks, headings in other sizes, empty pages', async () => {
    const pdf = buildPdf([
      { lines: [{ text: 'Notes on Compilers', size: 24, bold: true }, 'Spring term', { text: '1 Lexical Analysis', size: 16, bold: true }] },
      { lines: ['Tokens are the words of a program.', { text: '1.1 Regular expressions', size: 11, bold: true }, 'A scanner reads characters and groups them into tokens.'] },
      { lines: [] },
      { lines: ['Parsing builds a tree from tokens; the grammar says which trees exist.', 'An ambiguous grammar allows two trees for one input.'] },
    ]);
    const { pages } = await extractPdfText(pdf);
    expect(pages).toEqual(await pdfParsePages(pdf));
    expect(pages[0]).toBe('Notes on Compilers\nSpring term\n1 Lexical Analysis');
    expect(pages[2]).toBe('');
  });

  it('counts words over all pages and refuses a PDF without text, or a file that is not a PDF', async () => {
    const text = await extractPdfText(pdfFromTexts(['Cells divide by mitosis.', 'Genes carry traits.']));
    expect(text.wordCount).toBe(7);
    await expect(extractPdfText(pdfFromTexts(['', '']))).rejects.toThrow(new PdfRejectedError(400, 'This PDF has no selectable text (it may be scanned images). Please upload a PDF with text, or paste the text instead.'));
    await expect(extractPdfText(Buffer.from('%PDF-1.4 then nothing a reader can use'))).rejects.toThrow(/damaged/);
    await expect(extractPdfText(Buffer.from('plain text'))).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/not a PDF/) });
  });
});
