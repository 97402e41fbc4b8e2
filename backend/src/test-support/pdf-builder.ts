/**
 * Writes small but valid PDF files (one Helvetica text stream per page, correct xref table) so tests
 * and benchmarks use real PDFs without a PDF library. Lines are wrapped at ~90 characters.
 */
export interface PdfPage {
  lines: string[];
}

function escapePdfText(text: string): string {
  // Helvetica with WinAnsi: keep to printable Latin-1, escape the string delimiters.
  return text.replace(/[^\x20-\x7e]/g, ' ').replace(/([\\()])/g, '\\$1');
}

export function wrapText(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) { lines.push(line); line = word; } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function buildPdf(pages: PdfPage[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => { objects.push(body); return objects.length; };
  const catalogId = add('');
  const pagesId = add('');
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const content = ['BT', '/F1 11 Tf', '14 TL', '56 800 Td', ...page.lines.map((l) => `(${escapePdfText(l)}) Tj T*`), 'ET'].join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    pageIds.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`));
  }
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PDF whose pages hold the given texts (each wrapped into lines; up to ~55 lines fit a page). */
export function pdfFromTexts(pageTexts: string[]): Buffer {
  return buildPdf(pageTexts.map((text) => ({ lines: text.split('\n').flatMap((p) => wrapText(p)) })));
}
