import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { FetchError, SafeFetcher } from './safe-fetcher.js';

/** Real sockets on loopback: 127.0.0.1 plays "the internet", 127.0.0.2 the private network it must not reach. */
async function serve(host: string, handler: http.RequestListener): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

async function refusal(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchError) return error;
    throw error;
  }
  throw new Error('expected the fetch to be refused');
}

describe('SafeFetcher', () => {
  let inside: Awaited<ReturnType<typeof serve>>;
  let outside: Awaited<ReturnType<typeof serve>>;
  // Everything in 127/8 except 127.0.0.1 counts as private here, so redirects into it can be tested.
  const policy = (address: string) => address !== '127.0.0.1' && address !== '::ffff:127.0.0.1';

  beforeAll(async () => {
    inside = await serve('127.0.0.2', (_req, res) => res.end('secret metadata'));
    outside = await serve('127.0.0.1', (req, res) => {
      const url = new URL(req.url!, 'http://x');
      if (url.pathname === '/to-inside') { res.writeHead(302, { location: `${inside.origin}/latest/meta-data` }); return res.end(); }
      if (url.pathname === '/loop') { res.writeHead(301, { location: '/loop' }); return res.end(); }
      if (url.pathname === '/gzip') { res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }); return res.end(gzipSync('hello compressed')); }
      if (url.pathname === '/bomb') { res.writeHead(200, { 'content-encoding': 'gzip' }); return res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024))); }
      if (url.pathname === '/slow') { setTimeout(() => res.end('late'), 2000).unref(); return; }
      if (url.pathname === '/video') { res.writeHead(200, { 'content-type': 'video/mp4' }); return res.end(Buffer.alloc(4 * 1024 * 1024)); }
      if (url.pathname === '/missing') { res.writeHead(404); return res.end(); }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<html>public page</html>');
    });
  });
  afterAll(async () => {
    await inside.close();
    await outside.close();
  });

  it('fetches public http pages and decodes gzip', async () => {
    const fetcher = new SafeFetcher(false, policy);
    const page = await fetcher.fetch(`${outside.origin}/page`);
    expect(page.text()).toBe('<html>public page</html>');
    expect(page.contentType).toContain('text/html');
    expect((await fetcher.fetch(`${outside.origin}/gzip`)).text()).toBe('hello compressed');
  });

  it('refuses private addresses: literal, by DNS name, and after a redirect', async () => {
    const fetcher = new SafeFetcher(false, policy);
    expect((await refusal(fetcher.fetch(`${inside.origin}/`))).reason).toBe('blocked');
    expect((await refusal(fetcher.fetch(`${outside.origin}/to-inside`))).reason).toBe('blocked');
    // The default policy refuses loopback reached through a DNS name.
    expect((await refusal(new SafeFetcher(false).fetch(`http://localhost:${new URL(outside.origin).port}/`))).reason).toBe('blocked');
    expect((await refusal(new SafeFetcher(false).fetch('http://[::1]:9/'))).reason).toBe('blocked');
    expect((await refusal(new SafeFetcher(false).fetch('http://169.254.169.254/latest/meta-data/'))).reason).toBe('blocked');
  });

  it('reaches private addresses only when FETCH_ALLOW_PRIVATE is set', async () => {
    expect((await new SafeFetcher(true, policy).fetch(`${outside.origin}/to-inside`)).text()).toBe('secret metadata');
  });

  it('refuses other schemes and credentials', async () => {
    const fetcher = new SafeFetcher(true);
    expect((await refusal(fetcher.fetch('file:///etc/passwd'))).reason).toBe('invalid-url');
    expect((await refusal(fetcher.fetch('ftp://example.com/a'))).reason).toBe('invalid-url');
    expect((await refusal(fetcher.fetch(`http://user:pw@127.0.0.1:${new URL(outside.origin).port}/`))).reason).toBe('invalid-url');
  });

  it('enforces size (also after decompression), time and redirect limits', async () => {
    const fetcher = new SafeFetcher(true);
    expect((await refusal(fetcher.fetch(`${outside.origin}/bomb`, { maxBytes: 1024 * 1024 }))).reason).toBe('too-large');
    expect((await refusal(fetcher.fetch(`${outside.origin}/video`, { maxBytes: 1024 * 1024 }))).reason).toBe('too-large');
    expect((await fetcher.fetch(`${outside.origin}/video`, { maxBytes: 1024 * 1024, skipMediaBodies: true })).contentType).toBe('video/mp4');
    expect((await refusal(fetcher.fetch(`${outside.origin}/slow`, { timeoutMs: 300 }))).reason).toBe('timeout');
    expect((await refusal(fetcher.fetch(`${outside.origin}/loop`))).reason).toBe('too-many-redirects');
    const missing = await refusal(fetcher.fetch(`${outside.origin}/missing`));
    expect([missing.reason, missing.status]).toEqual(['http-error', 404]);
  });
});
