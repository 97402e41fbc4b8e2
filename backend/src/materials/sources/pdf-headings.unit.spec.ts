import { findHeadings, looksLikeHeadingText, type StyledLine } from './pdf-headings.js';

const bodyLines = (n = 8): StyledLine[] => Array.from({ length: n }, (_, i) => ({ text: `Running text of the notes, line ${i + 1}, says what the chapter teaches.`, size: 10, bold: false }));
const line = (text: string, size: number): StyledLine => ({ text, size, bold: false });

describe('headings by font', () => {
  it('given code and shell lines, when judged, then they are not heading text; "2 C++" is', () => {
    for (const code of ['$ gcc -c hello.c', '> GET /index.html HTTP/1.1', '} catch( . . . ) { // handle all exceptions', '~/cs246/a1/q1x.C # => /u/jfdoe']) {
      expect(looksLikeHeadingText(code)).toBe(false);
    }
    expect(looksLikeHeadingText('2 C++')).toBe(true);
    expect(looksLikeHeadingText('TCP/IP Overview')).toBe(true);
  });

  it('given numbered chapters and one page of large slide words, when read, then the numbered sizes are the levels', () => {
    const pages: StyledLine[][] = Array.from({ length: 12 }, () => bodyLines());
    pages[0] = [line('1 Introduction', 14.4), line('1.1 What Is a Network?', 12), ...bodyLines()];
    pages[2] = [line('PAN, LAN, CAN, MAN, WAN ...', 24.6), ...bodyLines()];
    pages[4] = [line('2 How the Internet Works', 14.4), line('2.1 Classification', 12), ...bodyLines()];
    pages[6] = [line('Internet', 15.6), ...bodyLines()];
    pages[8] = [line('Internet Map', 15.6), line('3 Transport Protocols', 14.4), line('3.1 TCP', 12), ...bodyLines()];
    expect(findHeadings(pages)).toEqual([
      { title: '1 Introduction', level: 1, page: 1 }, { title: '1.1 What Is a Network?', level: 2, page: 1 },
      { title: '2 How the Internet Works', level: 1, page: 5 }, { title: '2.1 Classification', level: 2, page: 5 },
      { title: '3 Transport Protocols', level: 1, page: 9 }, { title: '3.1 TCP', level: 2, page: 9 },
    ]);
  });

  it('given a report whose chapter title sits under "Chapter N", when read, then the title size stays a level', () => {
    const pages: StyledLine[][] = Array.from({ length: 10 }, () => bodyLines());
    pages[0] = [line('Chapter 1', 20.4), line('Foundations', 24.6), line('1.1 Induction', 14.4), ...bodyLines()];
    pages[5] = [line('Chapter 2', 20.4), line('Graph Theory', 24.6), line('2.1 Paths', 14.4), ...bodyLines()];
    expect(findHeadings(pages).filter((h) => h.level === 1).map((h) => h.title)).toEqual(['Foundations', 'Graph Theory']);
  });

  it('given chapters and sections set in one size, when read, then the numbering depth tells their levels', () => {
    const pages: StyledLine[][] = Array.from({ length: 10 }, () => bodyLines());
    pages[0] = [line('1 Shell', 14.4), line('1.1 File System', 14.4), ...bodyLines()];
    pages[4] = [line('1.2 Quoting', 14.4), ...bodyLines()];
    pages[6] = [line('2 C++', 14.4), line('2.1 Design', 14.4), ...bodyLines()];
    expect(findHeadings(pages).map((h) => `${h.level} ${h.title}`)).toEqual(['1 1 Shell', '2 1.1 File System', '2 1.2 Quoting', '1 2 C++', '2 2.1 Design']);
  });
});
