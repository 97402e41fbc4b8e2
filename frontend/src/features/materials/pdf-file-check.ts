/** The server's MAX_PDF_BYTES (events/src/api/materials.ts); not imported as a value, which would bundle zod. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

export const PDF_MIME_TYPE = 'application/pdf';

export type PdfCheck = { ok: true } | { ok: false; title: string; description: string };

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

/** A real PDF starts with `%PDF-` (within its first KB, after optional junk some writers add). */
async function hasPdfSignature(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.includes('%PDF-');
}

/**
 * The browser-side checks before an upload (spec sections 5 and 9): type application/pdf, 10MB, and the
 * file's own signature, so a renamed text file is refused at once. The server checks all of it again.
 */
export async function checkPdfFile(file: File): Promise<PdfCheck> {
  const invalidType: PdfCheck = { ok: false, title: 'Invalid file type', description: 'Please upload a PDF file' };
  if (file.type !== PDF_MIME_TYPE) return invalidType;
  if (file.size > MAX_PDF_BYTES) {
    return {
      ok: false,
      title: 'Upload failed',
      description: `This file is ${megabytes(file.size)} MB. PDF files can be up to 10MB.`,
    };
  }
  if (file.size === 0 || !(await hasPdfSignature(file))) return invalidType;
  return { ok: true };
}
