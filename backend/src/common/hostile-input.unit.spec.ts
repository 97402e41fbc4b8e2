import { cleanSourceText, createGroupPayload, isStorableText, loginPayload, processMaterialPayload } from '@studyloop/events';
import { InvalidEventError, storableJson } from '../event-store/invalid-event.error.js';
import { parseSrt, parseTimedTextXml, parseVtt } from '../videos/captions/caption-parser.js';
import { readPage } from '../videos/sources/html-meta.js';
import { MAX_MEDIA_SECONDS } from './bounded-number.js';
import { readQueryParam } from './query-param.js';

describe('text that cannot be stored', () => {
  it('is told apart from valid text, emoji (surrogate pairs) included', () => {
    expect(isStorableText('Zellen 🧬 und Kerne')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('x\ud800')).toBe(false);
    expect(isStorableText('\udc00x')).toBe(false);
  });

  it('is refused by payload schemas with a clear message', () => {
    const result = createGroupPayload.safeParse({ name: 'Bio\u0000logy' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Text must not contain NUL characters or broken Unicode (a lone surrogate)');
    expect(loginPayload.safeParse({ email: `${'a'.repeat(8192)}@example.com`, password: 'x' }).error?.issues[0].message).toBe('That email address is too long');
  });

  it('is cleaned in long source texts: NUL removed, lone surrogates replaced, pairs kept', () => {
    expect(cleanSourceText('Cells\u0000 divide \ud800 by 🧬 mitosis\udc00')).toBe('Cells divide \ufffd by 🧬 mitosis\ufffd');
    expect(processMaterialPayload.parse({ type: 'text', content: 'Cells\u0000 divide' }).content).toBe('Cells divide');
  });

  it('never reaches the event store: the append is refused with InvalidEventError', () => {
    expect(() => storableJson('GroupCreated', { name: 'a\u0000b' })).toThrow(InvalidEventError);
    expect(() => storableJson('GroupCreated', { tags: ['\ud800'] })).toThrow(InvalidEventError);
    expect(storableJson('GroupCreated', { name: 'typed \\u0000 and 🧬' })).toBe('{"name":"typed \\\\u0000 and 🧬"}');
  });
});

describe('query parameters', () => {
  it('are one plain bounded string or absent, else a 400 naming the parameter', () => {
    expect(readQueryParam({ tz: 'UTC' }, 'tz')).toBe('UTC');
    expect(readQueryParam({}, 'tz')).toBeUndefined();
    expect(() => readQueryParam({ tz: ['UTC', 'x'] }, 'tz')).toThrow('Query parameter "tz" must be given once, as plain text');
    expect(() => readQueryParam({ format: { a: 'b' } }, 'format')).toThrow('must be given once');
    expect(() => readQueryParam({ tz: 'a\u0000' }, 'tz')).toThrow('contains characters that are not allowed');
    expect(() => readQueryParam({ tz: 'u'.repeat(1000) }, 'tz')).toThrow('is too long');
  });
});

describe('numbers parsed from outside', () => {
  it('drop caption cues at absurd times instead of storing them', () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nCells divide.\n\n99999999:00:00.000 --> 99999999:00:05.000\nNever.\n';
    expect(parseVtt(vtt)).toEqual([{ start: 1, end: 3, text: 'Cells divide.' }]);
    expect(parseSrt('1\n00:00:01,000 --> 00:00:02,000\nNUL\u0000 text\n')).toEqual([{ start: 1, end: 2, text: 'NUL text' }]);
    expect(parseTimedTextXml('<transcript><text start="99999999999" dur="1">x</text><text start="2" dur="1e300">y &#55296;</text></transcript>'))
      .toEqual([{ start: 2, end: 2, text: 'y' }]);
  });

  it('ignore an og:video:duration beyond a week', () => {
    const page = (seconds: string) => `<html><head><meta property="og:video:duration" content="${seconds}"></head></html>`;
    expect(readPage(page('99999999999'), new URL('https://example.com/')).durationSeconds).toBeNull();
    expect(readPage(page('600'), new URL('https://example.com/')).durationSeconds).toBe(600);
    expect(readPage(page(String(MAX_MEDIA_SECONDS + 1)), new URL('https://example.com/')).durationSeconds).toBeNull();
  });
});
