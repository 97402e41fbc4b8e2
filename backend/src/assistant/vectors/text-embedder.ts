import { Logger } from '@nestjs/common';
import type OpenAI from 'openai';
import type { LanguageModel } from '../../generation/openai/language-model.js';
import { normalised, textVector, tokensVector, type WordVectorTable } from './word-vector-table.js';

/** Texts into unit vectors whose cosine says how close their meanings are. */
export interface TextEmbedder {
  /** 'word-vectors' or 'openai:<model>'. */
  readonly name: string;
  /**
   * One vector per text, null where it has none (no known word; the provider failed). `use`: 'index'
   * (background, may retry longer) or 'question' (a learner waits: one quick retry at most).
   */
  embed(texts: readonly string[], use?: EmbeddingUse): Promise<(Float32Array | null)[]>;
  /** The same from texts already cut into tokens (`tokenize`), when the embedder works on words. */
  embedTokens?(tokens: readonly (readonly string[])[]): (Float32Array | null)[];
}

export type EmbeddingUse = 'index' | 'question';

export const TEXT_EMBEDDER = Symbol('TextEmbedder');

/** The local path: the idf-weighted mean of the word vectors shipped with the build (none when the table was not built). */
export class WordVectorEmbedder implements TextEmbedder {
  readonly name = 'word-vectors';
  constructor(private readonly table: () => WordVectorTable | null) {}

  async embed(texts: readonly string[]): Promise<(Float32Array | null)[]> {
    const table = this.table();
    return texts.map((t) => (table ? textVector(table, t) : null));
  }

  embedTokens(tokens: readonly (readonly string[])[]): (Float32Array | null)[] {
    const table = this.table();
    return tokens.map((t) => (table ? tokensVector(table, t) : null));
  }
}

export const DEFAULT_EMBEDDING_MODEL = 'text-embedding-3-small';
/** Inputs per request: OpenAI takes up to 2,048; smaller requests fail less at once. */
const EMBEDDING_BATCH = 256;
/**
 * Retries of a request that failed for a passing reason (429 rate limit, 408/409, 5xx, no
 * connection), by the SDK: exponential backoff from 0.5 s with jitter, or the wait the provider asks
 * for (retry-after). Indexing retries more than the client's default: a batch that still fails leaves
 * 256 passages searched by words only, and nobody waits on it; a learner's question retries once.
 */
export const EMBEDDING_MAX_RETRIES: Readonly<Record<EmbeddingUse, number>> = { index: 4, question: 1 };

/**
 * The model path: the provider's OpenAI-compatible /v1/embeddings (OPENAI_EMBEDDING_MODEL, default
 * text-embedding-3-small). A transient failure is retried (EMBEDDING_MAX_RETRIES); a request that still
 * fails leaves its texts without vectors — search then ranks them by words alone — rather than
 * failing the question.
 */
export class OpenAiEmbedder implements TextEmbedder {
  readonly name: string;
  private readonly logger = new Logger(OpenAiEmbedder.name);

  constructor(private readonly client: OpenAI, private readonly model: string) {
    this.name = `openai:${model}`;
  }

  async embed(texts: readonly string[], use: EmbeddingUse = 'index'): Promise<(Float32Array | null)[]> {
    const out: (Float32Array | null)[] = [];
    for (let i = 0; i < texts.length; i += EMBEDDING_BATCH) {
      const batch = texts.slice(i, i + EMBEDDING_BATCH).map((t) => t.slice(0, 8000) || ' ');
      try {
        const res = await this.client.embeddings.create({ model: this.model, input: batch, encoding_format: 'float' }, { maxRetries: EMBEDDING_MAX_RETRIES[use] });
        const vectors: (Float32Array | null)[] = batch.map(() => null);
        for (const d of res.data) if (d.index >= 0 && d.index < batch.length) vectors[d.index] = normalised(Float32Array.from(d.embedding));
        out.push(...vectors);
      } catch (error) {
        this.logger.warn(`Embeddings from ${this.model} failed (${(error as Error).message}); these texts are searched by their words only.`);
        out.push(...batch.map(() => null));
      }
    }
    return out;
  }
}

export function createTextEmbedder(env: NodeJS.ProcessEnv, model: LanguageModel | null, table: () => WordVectorTable | null): TextEmbedder {
  if (!model) return new WordVectorEmbedder(table);
  return new OpenAiEmbedder(model.client, env.OPENAI_EMBEDDING_MODEL?.trim() || DEFAULT_EMBEDDING_MODEL);
}
