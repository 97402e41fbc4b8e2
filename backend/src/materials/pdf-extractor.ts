import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { MaterialsWorker, WorkerOutOfMemoryError } from './materials-worker.js';
import { checkPdfUpload, PDF_REJECTIONS, PdfRejectedError } from './sources/pdf-rejection.js';
import type { PdfText } from './sources/pdf-text.js';

/**
 * Reads an uploaded PDF (text, title, outline) in the materials worker: pdf.js parsing is CPU-bound
 * and allocates ~2 MB per page, which on the main thread stalls other requests and grows its heap.
 * Rejections come back as 400/413 with the reason. Without a compiled worker (tests from sources)
 * it reads in-process; pdf.js is then loaded on first use, never at startup of the main thread.
 */
export class PdfExtractor {
  constructor(private readonly worker: MaterialsWorker) {}

  async extract(data: Uint8Array): Promise<PdfText> {
    try {
      // Cheap checks first: a non-PDF or oversized file is never copied to the worker.
      checkPdfUpload(data);
      if (!this.worker.usesWorker) return await (await import('./sources/pdf-text.js')).extractPdfText(data);
      const copy = new Uint8Array(data);
      return await this.worker.run<PdfText>('extract-pdf', copy, [copy.buffer]);
    } catch (error) {
      if (error instanceof WorkerOutOfMemoryError) throw new PayloadTooLargeException(PDF_REJECTIONS.tooComplex);
      if (!(error instanceof PdfRejectedError)) throw error;
      throw error.status === 413 ? new PayloadTooLargeException(error.message) : new BadRequestException(error.message);
    }
  }
}
