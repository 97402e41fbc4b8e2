/**
 * Writes small but valid PDF files (one Helvetica text stream per page, correct xref table) so tests
 * and benchmarks use real PDFs without a PDF library. Lines are wrapped at ~90 characters.
 */
export interface PdfPage {
  /** Plain lines are body text (11 pt Helvetica); styled lines set their own size and weight. */
  lines: (string | PdfLine)[];
}

export interface PdfLine {
  text: string;
  /** Points; 11 by default. */
  size?: number;
  bold?: boolean;
}

/** A bookmark: title, 1-based target page, nested bookmarks. */
export interface PdfBookmark {
  title: string;
  page: number;
  children?: PdfBookmark[];
}

export interface PdfOptions {
  /** The document information dictionary's Title. */
  title?: string;
  /** Bookmarks (the PDF outline). */
  outline?: PdfBookmark[];
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

export function buildPdf(pages: PdfPage[], options: PdfOptions = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => { objects.push(body); return objects.length; };
  const catalogId = add('');
  const pagesId = add('');
  const fontId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const boldId = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const ops = ['BT', '56 800 Td'];
    for (const raw of page.lines) {
      const line = typeof raw === 'string' ? { text: raw } : raw;
      const size = line.size ?? 11;
      // Move down by this line's leading, then show it.
      ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf`, `0 -${Math.round(size * 1.3)} Td`, `(${escapePdfText(line.text)}) Tj`);
    }
    ops.push('ET');
    const content = ops.join('\n');
    const contentId = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    pageIds.push(add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`));
  }
  let outlinesId: number | null = null;
  if (options.outline?.length) {
    outlinesId = add('');
    // Each level's items are siblings (Prev/Next) under their parent (First/Last/Count).
    const addLevel = (items: PdfBookmark[], parentId: number): { first: number; last: number; count: number } => {
      const ids = items.map(() => add(''));
      let count = items.length;
      items.forEach((item, i) => {
        const target = pageIds[Math.min(pageIds.length, Math.max(1, item.page)) - 1];
        const kids = item.children?.length ? addLevel(item.children, ids[i]!) : null;
        if (kids) count += kids.count;
        objects[ids[i]! - 1] = `<< /Title (${escapePdfText(item.title)}) /Parent ${parentId} 0 R /Dest [${target} 0 R /Fit]`
          + (i > 0 ? ` /Prev ${ids[i - 1]} 0 R` : '') + (i < ids.length - 1 ? ` /Next ${ids[i + 1]} 0 R` : '')
          + (kids ? ` /First ${kids.first} 0 R /Last ${kids.last} 0 R /Count ${kids.count}` : '') + ' >>';
      });
      return { first: ids[0]!, last: ids[ids.length - 1]!, count };
    };
    const top = addLevel(options.outline, outlinesId);
    objects[outlinesId - 1] = `<< /Type /Outlines /First ${top.first} 0 R /Last ${top.last} 0 R /Count ${top.count} >>`;
  }
  const infoId = options.title ? add(`<< /Title (${escapePdfText(options.title)}) /Producer (StudyLoop tests) >>`) : null;
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R${outlinesId ? ` /Outlines ${outlinesId} 0 R /PageMode /UseOutlines` : ''} >>`;
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
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R${infoId ? ` /Info ${infoId} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A PDF whose pages hold the given texts (each wrapped into lines; up to ~55 lines fit a page). */
export function pdfFromTexts(pageTexts: string[], options: PdfOptions = {}): Buffer {
  return buildPdf(pageTexts.map((text) => ({ lines: text.split('\n').flatMap((p) => wrapText(p)) })), options);
}
