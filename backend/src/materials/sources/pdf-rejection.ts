import { MAX_PDF_BYTES } from '@studyloop/events';

/** Why a file cannot be read as a PDF, with the HTTP status its upload answers. Light: no pdf.js here. */
export class PdfRejectedError extends Error {
  override readonly name = 'PdfRejectedError';
  constructor(readonly status: 400 | 413, message: string) {
    super(message);
  }
}

export const PDF_REJECTIONS = {
  tooLarge: 'File is too large: PDFs can be up to 10MB',
  notPdf: 'Please upload a PDF file: this file is not a PDF',
  noText: 'This PDF has no selectable text (it may be scanned images). Please upload a PDF with text, or paste the text instead.',
  password: 'This PDF is password-protected. Please upload an unprotected PDF.',
  damaged: 'This PDF could not be read: the file appears to be damaged.',
  tooComplex: 'This PDF is too large or complex to read in one go. Split it into parts (for example chapter by chapter) and upload each one.',
} as const;

/** Real PDFs start with "%PDF-", allowed by the spec of the format to sit within the first 1 KB. */
export function looksLikePdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** The cheap checks, before any parsing: size (413) and the PDF signature (400). */
export function checkPdfUpload(data: Uint8Array): void {
  if (data.byteLength > MAX_PDF_BYTES) throw new PdfRejectedError(413, PDF_REJECTIONS.tooLarge);
  if (!looksLikePdf(data)) throw new PdfRejectedError(400, PDF_REJECTIONS.notPdf);
}
