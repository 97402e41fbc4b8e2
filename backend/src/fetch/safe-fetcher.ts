import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { isPrivateAddress } from './address-policy.js';

export type FetchFailure = 'invalid-url' | 'blocked' | 'too-large' | 'timeout' | 'http-error' | 'network' | 'too-many-redirects';

/** A fetch we refused or that failed; `message` is fit for the learner. */
export class FetchError extends Error {
  constructor(readonly reason: FetchFailure, message: string, readonly status?: number) {
    super(message);
    this.name = 'FetchError';
  }
}

export interface FetchOptions {
  /** Decoded body limit. */
  maxBytes?: number;
  /** For the whole exchange, redirects and body included. */
  timeoutMs?: number;
  maxRedirects?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Video/audio answers are not downloaded: the caller only needs to know it is media. */
  skipMediaBodies?: boolean;
  /** Stop after the headers whatever the type (a direct media link: only its address and reachability matter). */
  headersOnly?: boolean;
}

export interface FetchedResource {
  /** Final URL after redirects. */
  url: URL;
  status: number;
  contentType: string;
  body: Buffer;
  text(): string;
}

const DEFAULTS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5 };
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 StudyLoop/1.0';

/**
 * Server-side HTTP(S) GET for learner-supplied URLs. Only http/https, bounded size and time, and no
 * loopback/private/link-local targets — checked on the literal host, on every DNS answer used to
 * connect (so DNS rebinding cannot slip through) and again on every redirect hop.
 */
export class SafeFetcher {
  constructor(
    private readonly allowPrivate: boolean,
    private readonly isBlocked: (address: string) => boolean = isPrivateAddress,
  ) {}

  async fetch(input: string | URL, options: FetchOptions = {}): Promise<FetchedResource> {
    const { maxBytes, timeoutMs, maxRedirects } = { ...DEFAULTS, ...options };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let url = this.parse(input);
      let method = options.method ?? 'GET';
      let body = options.body;
      for (let hop = 0; ; hop++) {
        this.checkTarget(url);
        const response = await this.request(url, method, options.headers ?? {}, body, controller.signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          if (hop >= maxRedirects) throw new FetchError('too-many-redirects', 'The link redirects too many times');
          url = this.parse(new URL(location, url));
          if (status !== 307 && status !== 308) { method = 'GET'; body = undefined; }
          continue;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          throw new FetchError('http-error', `${url.host} answered with HTTP ${status}`, status);
        }
        const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
        if (options.headersOnly || (options.skipMediaBodies && /^(video|audio)\//.test(contentType))) {
          response.destroy();
          return { url, status, contentType, body: Buffer.alloc(0), text: () => '' };
        }
        const declared = Number(response.headers['content-length'] ?? NaN);
        if (!response.headers['content-encoding'] && declared > maxBytes) {
          response.destroy();
          throw tooLarge(maxBytes);
        }
        const data = await readLimited(decode(response), maxBytes);
        return { url, status, contentType, body: data, text: () => data.toString(charsetOf(contentType)) };
      }
    } catch (error) {
      if (error instanceof FetchError) throw error;
      if (controller.signal.aborted || (error as Error)?.name === 'AbortError') throw new FetchError('timeout', 'The site took too long to answer');
      const cause = error as NodeJS.ErrnoException;
      if (cause instanceof FetchErrorInLookup) throw cause.fetchError;
      throw new FetchError('network', `Could not reach the site (${cause?.code ?? cause?.message ?? 'network error'})`);
    } finally {
      clearTimeout(timer);
    }
  }

  private parse(input: string | URL): URL {
    let url: URL;
    try {
      url = new URL(String(input));
    } catch {
      throw new FetchError('invalid-url', 'That is not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchError('invalid-url', 'Only http and https links can be fetched');
    if (url.username || url.password) throw new FetchError('invalid-url', 'Links with a user name or password are not supported');
    return url;
  }

  private checkTarget(url: URL): void {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!this.allowPrivate && isIP(host) && this.isBlocked(host)) throw blockedError();
  }

  private readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = this.allowPrivate ? addresses : addresses.filter((a) => !this.isBlocked(a.address));
      if (usable.length === 0 || usable.length !== addresses.length) return callback(new FetchErrorInLookup(blockedError()), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0].address, usable[0].family);
    });
  };

  private request(url: URL, method: string, headers: Record<string, string>, body: string | undefined, signal: AbortSignal): Promise<IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(url, {
        method,
        signal,
        lookup: this.lookup,
        headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-US,en;q=0.8', ...headers },
      }, resolve);
      req.on('error', reject);
      req.end(body);
    });
  }
}

/** Carries our refusal through node's lookup callback, which only takes errors. */
class FetchErrorInLookup extends Error {
  constructor(readonly fetchError: FetchError) { super(fetchError.message); }
}

function blockedError(): FetchError {
  return new FetchError('blocked', 'That address is not allowed: links to private or local network addresses are refused');
}

function tooLarge(maxBytes: number): FetchError {
  const limit = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(maxBytes / 1024))} KB`;
  return new FetchError('too-large', `The linked resource is too large (over ${limit})`);
}

function decode(response: IncomingMessage): Readable {
  switch (String(response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip': case 'x-gzip': return response.pipe(createGunzip());
    case 'deflate': return response.pipe(createInflate());
    case 'br': return response.pipe(createBrotliDecompress());
    default: return response;
  }
}

function charsetOf(contentType: string): BufferEncoding {
  const charset = /charset=([^;]+)/.exec(contentType)?.[1]?.trim().replace(/"/g, '');
  return charset && /^(iso-8859-1|latin1|windows-1252)$/i.test(charset) ? 'latin1' : 'utf8';
}

async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge(maxBytes);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof FetchError) throw error;
    throw error;
  }
  return Buffer.concat(chunks);
}
