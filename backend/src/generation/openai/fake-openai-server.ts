import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the OpenAI HTTP API on 127.0.0.1, for tests of the real SDK: it answers
 * POST /v1/chat/completions with scripted replies and records every request. A request with
 * `stream: true` gets the scripted content as server-sent `chat.completion.chunk` events.
 * POST /v1/embeddings answers as OpenAI documents it ({object: 'list', data: [{object: 'embedding',
 * index, embedding}], model, usage}); those requests are kept apart in `embeddingRequests`, so
 * counting chat requests is not disturbed by the search embedding questions.
 */

export interface ScriptedReply {
  status?: number;
  /** Returned as the assistant message content of a normal completion. */
  content?: string;
  /** Raw JSON body instead of a completion (e.g. an error object). */
  body?: unknown;
  finishReason?: 'stop' | 'length' | 'content_filter';
  /** Streamed replies: the content is sent in pieces of about this many characters (default 12). */
  chunkChars?: number;
}

/** The part of a chat.completions request body a responder reads. */
export interface ChatRequestBody {
  model?: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string } };
  stream?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A text's embedding as the fake computes it; null answers the request with an error. */
export type FakeEmbedding = (text: string) => number[];

export interface FakeOpenAiServer {
  baseURL: string;
  /** Chat completion requests (and requests to unknown paths). */
  requests: RecordedRequest[];
  embeddingRequests: RecordedRequest[];
  /** How /v1/embeddings embeds each input (default: hashedWords); null makes it answer 500. */
  embedWith(embed: FakeEmbedding | null): void;
  /** The next `times` /v1/embeddings requests fail with `status` (default 429, rate limited), then it embeds again. */
  failEmbeddings(times: number, status?: number): void;
  reply(next: ScriptedReply): void;
  /**
   * Answers every request without a queued reply by calling `answer` with the request body (e.g. a
   * model that answers from the prompt it is sent); null stops it.
   */
  respondWith(answer: ((body: ChatRequestBody) => ScriptedReply) | null): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: ScriptedReply[] = [];
  let responder: ((body: ChatRequestBody) => ScriptedReply) | null = null;
  const requests: RecordedRequest[] = [];
  const embeddingRequests: RecordedRequest[] = [];
  let embed: FakeEmbedding | null = hashedWords;
  const failures: number[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // keep the raw text
      }
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      if (req.method === 'POST' && req.url === '/v1/embeddings') {
        embeddingRequests.push(recorded);
        const failure = failures.shift();
        if (failure !== undefined) answerError(res, failure, failure === 429 ? 'Rate limit reached for requests' : 'The server had an error while processing your request.', failure === 429 ? 'rate_limit_exceeded' : 'server_error');
        else answerEmbeddings(res, body as EmbeddingRequestBody, embed);
        return;
      }
      requests.push(recorded);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
        return;
      }
      const next = queue.shift() ?? (responder ? responder(body as ChatRequestBody) : { status: 500, body: { error: { message: 'no scripted reply', type: 'server_error' } } });
      const status = next.status ?? 200;
      if ((body as { stream?: boolean }).stream === true && status === 200 && next.body === undefined) {
        streamReply(res, next, (body as { model?: string }).model ?? 'fake', requests.length);
        return;
      }
      const payload =
        next.body ??
        ({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: (body as { model?: string }).model ?? 'fake',
          choices: [
            { index: 0, finish_reason: next.finishReason ?? 'stop', message: { role: 'assistant', content: next.content ?? '', refusal: null } },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        } as const);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    embeddingRequests,
    embedWith: (next) => { embed = next; },
    failEmbeddings: (times, status = 429) => { failures.push(...Array<number>(times).fill(status)); },
    reply: (next) => queue.push(next),
    respondWith: (answer) => { responder = answer; },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

function streamReply(res: import('node:http').ServerResponse, next: ScriptedReply, model: string, n: number): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const base = { id: `chatcmpl-${n}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
  const send = (choice: unknown) => res.write(`data: ${JSON.stringify({ ...base, choices: [choice] })}\n\n`);
  const content = next.content ?? '';
  const size = Math.max(1, next.chunkChars ?? 12);
  send({ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null });
  for (let i = 0; i < content.length; i += size) send({ index: 0, delta: { content: content.slice(i, i + size) }, finish_reason: null });
  send({ index: 0, delta: {}, finish_reason: next.finishReason ?? 'stop' });
  res.end('data: [DONE]\n\n');
}

/**
 * An OpenAI error answer. `retry-after-ms` (which the SDK honours, as OpenAI may send it) keeps the
 * SDK's retries of a 429/5xx to milliseconds in tests instead of its default backoff of seconds.
 */
function answerError(res: import('node:http').ServerResponse, status: number, message: string, type: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '5' });
  res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
}

interface EmbeddingRequestBody { model?: string; input?: string | string[]; encoding_format?: string }

function answerEmbeddings(res: import('node:http').ServerResponse, body: EmbeddingRequestBody, embed: FakeEmbedding | null): void {
  const inputs = typeof body.input === 'string' ? [body.input] : body.input;
  if (!embed || !Array.isArray(inputs) || !inputs.length || !body.model) {
    if (embed) answerError(res, 400, "'input' and 'model' are required", 'invalid_request_error');
    else answerError(res, 500, 'The server had an error while processing your request.', 'server_error');
    return;
  }
  const tokens = inputs.reduce((n, t) => n + t.split(/\s+/).filter(Boolean).length, 0);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({
    object: 'list',
    data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })),
    model: body.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  }));
}

export const FAKE_EMBEDDING_DIMENSIONS = 64;

/**
 * The fake's default embedding: each word (lower-cased, a plural "s" dropped, short words skipped)
 * adds 1 to a dimension picked by its hash — texts sharing words point the same way.
 */
export function hashedWords(text: string): number[] {
  const v = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (raw.length < 4) continue;
    const word = raw.replace(/s$/, '');
    let h = 2166136261;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
    v[(h >>> 0) % FAKE_EMBEDDING_DIMENSIONS]! += 1;
  }
  return v;
}
