import { readFileSync } from 'node:fs';
import { parseAttributes, rankTracks, readPage } from './html-meta.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const base = new URL('https://courses.example.org/biology-101/lecture-7');

describe('web page reading', () => {
  it('reads attributes in any quoting style, and bare boolean attributes', () => {
    expect(parseAttributes(` kind='captions' src="/a.vtt" srclang=en default`)).toEqual({ kind: 'captions', src: '/a.vtt', srclang: 'en', default: '' });
  });

  it('finds title, description, image, duration and caption tracks, resolved against the page', () => {
    const page = readPage(fixture('lecture-page.html'), base);
    expect(page).toMatchObject({
      title: 'Biology 101, Lecture 7: Photosynthesis',
      image: 'https://courses.example.org/media/lecture-07-poster.jpg',
      durationSeconds: 230,
      videoUrls: ['https://courses.example.org/media/lecture-07.mp4'],
    });
    expect(rankTracks(page.tracks).map((t) => t.src)).toEqual([
      'https://courses.example.org/captions/lecture-07.en.vtt',
      'https://courses.example.org/captions/lecture-07.es.vtt',
    ]);
  });

  it('sees an og:video YouTube embed', () => {
    expect(readPage(fixture('lecture-page-og-youtube.html'), base).videoUrls).toEqual(['https://www.youtube.com/embed/Xk9bE1v2TqA']);
  });
});
