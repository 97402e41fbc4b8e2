import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { cleanSourceText, MAX_PDF_BYTES, PDF_PAGE_SEPARATOR } from '@studyloop/events';
import { PDFParse } from 'pdf-parse';
import type { SourceOutlineEntry } from '../../generation/generation.types.js';
import { readPdfStructure, type OutlineOrigin } from './pdf-structure.js';
import { countWords } from './text-document.js';

export interface PdfText {
  pages: string[];
  wordCount: number;
  /** The document's own title (metadata or first heading), or null. */
  title: string | null;
  /** Bookmarks, else printed contents, else headings; [] when none. */
  outline: SourceOutlineEntry[];
  outlineOrigin: OutlineOrigin;
}

/** Real PDFs start with "%PDF-", allowed by the spec of the format to sit within the first 1 KB. */
export function looksLikePdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** Page text as extracted; trailing spaces and form feeds removed so '\f' stays our page separator. */
function cleanPage(text: string): string {
  return cleanSourceText(text.replaceAll(PDF_PAGE_SEPARATOR, ' ')).replace(/[ \t]+$/gm, '').trim();
}

/**
 * Extracts text page by page, and the document's title and outline (see pdf-structure.ts). Refuses (400) anything that is not a PDF by content, a damaged or
 * password-protected PDF, and a PDF without selectable text; 413 above 10 MB.
 */
export async function extractPdfText(data: Uint8Array): Promise<PdfText> {
  if (data.byteLength > MAX_PDF_BYTES) throw new PayloadTooLargeException('File is too large: PDFs can be up to 10MB');
  if (!looksLikePdf(data)) throw new BadRequestException('Please upload a PDF file: this file is not a PDF');
  const parser = new PDFParse({ data: new Uint8Array(data), verbosity: 0 });
  try {
    const result = await parser.getText({ pageJoiner: '' });
    const pages = result.pages.sort((a, b) => a.num - b.num).map((p) => cleanPage(p.text));
    const wordCount = pages.reduce((n, p) => n + countWords(p), 0);
    if (wordCount === 0) {
      throw new BadRequestException('This PDF has no selectable text (it may be scanned images). Please upload a PDF with text, or paste the text instead.');
    }
    const structure = await readPdfStructure(data, pages);
    return { pages, wordCount, title: structure.title, outline: structure.outline, outlineOrigin: structure.origin };
  } catch (error) {
    if (error instanceof BadRequestException) throw error;
    const name = (error as Error)?.name;
    if (name === 'PasswordException') throw new BadRequestException('This PDF is password-protected. Please upload an unprotected PDF.');
    throw new BadRequestException('This PDF could not be read: the file appears to be damaged.');
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
