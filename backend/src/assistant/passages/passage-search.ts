import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { stem } from '../../generation/text/stem.js';
import { tokenize } from '../../generation/text/tokens.js';
import { questionWords, type QueryTerm, type RelatedStem } from '../answering/question-terms.js';
import type { RetrievedPassage } from '../answering/retrieved-passage.js';
import { reciprocalRankFusion } from '../vectors/rank-fusion.js';
import { TEXT_EMBEDDER, type TextEmbedder } from '../vectors/text-embedder.js';
import { isParticular, nearWords } from '../vectors/near-words.js';
import { wordVectors } from '../vectors/word-vector-table.js';
import type { PassageSection } from './assistant-passage.entity.js';
import { PassageIndex, type IndexHit, type IndexQuery, type IndexedPassageRow } from './passage-index.js';
import { chooseVectorStore, hasStoredVectors, rankByVector, storedVectors, storeVectors, vectorSimilarities, type VectorStore } from './pgvector-passages.js';

export interface SearchOptions {
  /** Search only this note (the Q&A panel). */
  notesId?: string;
  limit?: number;
  /** Only the user's own notes (a quiz is taken on one's own material). */
  ownOnly?: boolean;
}

interface PassageRow {
  notes_id: string;
  position: number;
  section: PassageSection;
  anchor: string | null;
  heading: string | null;
  text: string;
  page: number | null;
  time_seconds: number | null;
  title: string;
  video_url: string | null;
}

/** Rows read per round trip while the index catches up with the table. */
const REFRESH_PAGE = 5000;
/** A near word ranks passages with half its cosine as credit: it supports a passage, it does not stand in for the asked word. */
const NEAR_CREDIT = 0.5;
/** Inflections our light stemmer keeps apart ("economy" / "economic" share "econom"), as the answer engine matches them. */
const FAMILY_PREFIX = 5;
/** Vector ranking: passages at least this close to the question's vector. */
const MIN_SIMILARITY = 0.3;
/** Rows pgvector ranks per wanted passage: copies of one text (public copies of a source) are kept once. */
const COPIES_PER_HIT = 20;

/**
 * Search over the passages a user may read: their own notes and public notes — never another user's
 * private notes (the index filters, and the rows are read back with the rule in the SQL). Two
 * rankings are fused (reciprocal rank fusion): full text — each passage's share of the question's
 * IDF-weighted words, where a word also counts through its inflections and, with a lower credit,
 * through library words near it in meaning (word vectors) — and the cosine of the passage's vector
 * with the question's (word vectors locally, the provider's embeddings with a model). The vectors are
 * kept and ranked in Postgres when it has pgvector (pgvector-passages.ts), else in the index.
 */
@Injectable()
export class PassageSearch {
  private readonly logger = new Logger(PassageSearch.name);
  private index = new PassageIndex();
  private rev = '0';
  private refreshing: Promise<void> | null = null;
  /** Distinct word-table rows in the library, with their stems (candidates for near meanings). */
  private readonly libraryWords = new Map<number, string>();
  private readonly nearCache = new Map<string, { stem: string; cosine: number }[]>();
  private nearCacheVocabulary = 0;
  private store: Promise<VectorStore> | null = null;

  constructor(
    private readonly orm: MikroORM,
    @Inject(TEXT_EMBEDDER) private readonly embedder: TextEmbedder,
  ) {}

  /** What the index holds (for the bench): passages, bytes of passage vectors in memory, the embedder, where vectors are ranked. */
  async stats(): Promise<{ passages: number; vectorBytes: number; embedder: string; vectorStore: VectorStore }> {
    return { passages: this.index.size, vectorBytes: this.index.vectorBytes, embedder: this.embedder.name, vectorStore: await this.vectorStore() };
  }

  /** Postgres (pgvector) or memory, decided once per process. */
  vectorStore(): Promise<VectorStore> {
    if (!this.store) {
      this.store = chooseVectorStore(this.orm, process.env);
      this.store.then((s) => this.logger.log(`Passage vectors are ranked ${s === 'pgvector' ? 'in Postgres (pgvector)' : 'in memory'}.`), () => { this.store = null; });
    }
    return this.store;
  }

  /** Brings the in-memory index up to the table: passages added or changed (rev) since the last look. */
  refresh(): Promise<void> {
    this.refreshing ??= this.catchUp().finally(() => { this.refreshing = null; });
    return this.refreshing;
  }

  private async catchUp(): Promise<void> {
    const store = await this.vectorStore();
    // With pgvector: whether any vector of this embedder is stored (none after a rebuild: no need to ask per page).
    let anyStored = store === 'pgvector' && await hasStoredVectors(this.orm, this.embedder.name);
    // Vectors go to Postgres while the next page is read and indexed; the catch-up ends when they are stored.
    const storing: Promise<void>[] = [];
    try {
      for (;;) {
        const rows = await this.orm.em.getConnection().execute<(IndexedPassageRow & { rev: string })[]>(
          `SELECT notes_id, position, owner_id, is_public, section, heading, text, rev::text AS rev
           FROM assistant_passages WHERE rev > ?::bigint ORDER BY rev LIMIT ?`,
          [this.rev, REFRESH_PAGE],
        );
        if (!rows.length) return;
        // A rebuild empties the table and refills it: the index starts over rather than keep passages that are gone.
        if (this.rev !== '0' && this.index.size > 0 && await this.emptiedSince()) {
          this.reset();
          anyStored = store === 'pgvector' && await hasStoredVectors(this.orm, this.embedder.name);
        }
        // Each text is cut into words once, for its stems, its vector and the library's vocabulary.
        const tokens = rows.map((r) => tokenize(`${r.heading ?? ''} ${r.text}`));
        // With pgvector, passages whose vector (of this embedder) is stored already are not embedded again.
        const stored = anyStored ? await storedVectors(this.orm, this.embedder.name, rows) : new Set<string>();
        const missing = rows.flatMap((r, i) => (stored.has(`${r.notes_id}:${r.position}`) ? [] : [i]));
        const vectors = await this.embedRows(missing.map((i) => rows[i]!), missing.map((i) => tokens[i]!));
        if (store === 'pgvector') {
          this.index.upsert(rows, [], tokens);
          storing.push(storeVectors(this.orm, this.embedder.name, missing.map((i) => rows[i]!), vectors));
        } else {
          this.index.upsert(rows, vectors, tokens);
        }
        this.learnWords(tokens);
        this.rev = rows[rows.length - 1]!.rev;
        if (rows.length < REFRESH_PAGE) return;
      }
    } finally {
      const failed = (await Promise.allSettled(storing)).find((r) => r.status === 'rejected');
      if (failed) this.logger.warn(`Passage vectors not stored (${(failed.reason as Error).message}): those passages rank by words until the server restarts.`);
    }
  }

  private async embedRows(rows: readonly IndexedPassageRow[], tokens: readonly (readonly string[])[]): Promise<(Float32Array | null)[]> {
    if (!rows.length) return [];
    return this.embedder.embedTokens ? this.embedder.embedTokens(tokens) : this.embedder.embed(rows.map((r) => `${r.heading ?? ''}. ${r.text}`));
  }

  private async emptiedSince(): Promise<boolean> {
    const [row] = await this.orm.em.getConnection().execute<{ kept: boolean }[]>('SELECT EXISTS (SELECT 1 FROM assistant_passages WHERE rev <= ?::bigint) AS kept', [this.rev]);
    return row?.kept === false;
  }

  private reset(): void {
    this.logger.log('The passages were rebuilt; the search index starts over.');
    this.index = new PassageIndex();
    this.libraryWords.clear();
    this.nearCache.clear();
  }

  private learnWords(tokens: readonly (readonly string[])[]): void {
    const table = wordVectors();
    if (!table) return;
    for (const t of tokens) {
      for (const token of t) {
        for (const row of table.rowsOf(token)) {
          // Weight 0: a stop word (or the table's most frequent word), never a near meaning.
          if (table.weights[row]! > 0 && !this.libraryWords.has(row)) this.libraryWords.set(row, stem(table.wordAt(row)));
        }
      }
    }
  }

  /**
   * The question's words with their weights over what the asker can search (public passages and
   * their own), each with its inflections and near meanings present in the library.
   */
  async queryTerms(userId: string, question: string): Promise<QueryTerm[]> {
    await this.refresh();
    const words = questionWords(question);
    if (!words.length) return [];
    const stems = words.map((w) => stem(w));
    // Inflections count as the word, for matching and for its weight ("vaccines" ~ "vaccination").
    const families = stems.map((s) => this.index.family(s, FAMILY_PREFIX));
    const weights = this.index.weights(userId, stems.map((s, i) => [s, ...families[i]!]));
    const asked = new Set(stems.flatMap((s, i) => [s, ...families[i]!]));
    return words.map((word, i) => {
      const family = families[i]!.map((s) => ({ stem: s, weight: 1 }));
      const particular = isParticular(wordVectors(), word);
      const related = [...family, ...this.nearFor(word, stems[i]!, weights[i]!, particular && words.length > 1, asked)];
      return {
        word, lexeme: stems[i]!, stem: stems[i]!, df: weights[i]!.df, idf: weights[i]!.idf, ...(related.length ? { related } : {}), ...(particular ? { particular } : {}),
      };
    });
  }

  /**
   * Words near a question word in meaning that count for it, asked only when no passage holds the word
   * beside another of the question's words (the library lacks it, or uses it on other topics): a word the
   * notes use on the question's topic is matched as itself. A near word ranks passages at half its cosine.
   * For a particular word of a question of two words or more, it is also a stand-in (PassageIndex.textSearch):
   * in a passage holding every particular question word — itself or through a stand-in, one at least
   * itself — it counts as the word, at its cosine. "Why does the corona look dim?" is answered from "The
   * corona … emits about half as much light as the full moon … Its brighter parts …", "How do I bake
   * sourdough bread?" not from "bread and peanut butter". None is another word asked.
   */
  private nearFor(word: string, stemmed: string, weight: { df: number; withOthers: boolean }, standIns: boolean, asked: ReadonlySet<string>): RelatedStem[] {
    if (weight.df > 0 && (weight.withOthers || !standIns)) return [];
    return this.nearMeanings(word, stemmed)
      .filter((n) => !asked.has(n.stem))
      .map((n) => ({ stem: n.stem, weight: NEAR_CREDIT * n.cosine, ...(standIns ? { standIn: n.cosine } : {}) }));
  }

  /**
   * Library words near a question word in meaning: word vectors put antonyms and neighbours close
   * ("rise"/"decline", "ceiling"/"floor"), so a word the notes use beside the question's others is
   * matched as itself; the vectors repair a vocabulary mismatch ("cheap" for "inexpensive").
   */
  private nearMeanings(word: string, stemmed: string): { stem: string; cosine: number }[] {
    const table = wordVectors();
    if (!table) return [];
    if (this.nearCacheVocabulary !== this.libraryWords.size) {
      this.nearCache.clear();
      this.nearCacheVocabulary = this.libraryWords.size;
    }
    const cached = this.nearCache.get(word);
    if (cached) return cached;
    const near = nearWords(table, word, stemmed, this.libraryWords);
    this.nearCache.set(word, near);
    return near;
  }

  /** Passages for terms from queryTerms (which brought the index up to date: no second look at the table). */
  async search(userId: string, terms: QueryTerm[], options: SearchOptions = {}): Promise<RetrievedPassage[]> {
    if (!terms.length) return [];
    const limit = options.limit ?? 40;
    const query = { userId, ...(options.notesId ? { notesId: options.notesId } : {}), ...(options.ownOnly ? { ownOnly: true } : {}) };
    const inPostgres = (await this.vectorStore()) === 'pgvector';
    const [questionVector] = await this.embedder.embed([terms.map((t) => t.word).join(' ')], 'question');
    const byVector = !questionVector ? [] : inPostgres ? await this.rankInPostgres(questionVector, query, limit) : this.index.vectorSearch(questionVector, query, limit, MIN_SIMILARITY);
    const byText = this.index.textSearch(terms, query, limit * 2, new Set(byVector.map(keyOf)));
    // Only passages that hold the question's words (or words near them) are answers; the vector
    // ranking orders them by what they are about as a whole.
    const similarities = questionVector && inPostgres ? await vectorSimilarities(this.orm, this.embedder.name, questionVector, userId, byText) : null;
    const similarityOf = (h: IndexHit) => (!questionVector ? 0 : similarities ? (similarities.get(keyOf(h)) ?? 0) : this.index.similarity(h, questionVector));
    const scored = new Map(byText.map((h) => [keyOf(h), { ...h, similarity: similarityOf(h) }]));
    const fused = reciprocalRankFusion([byText.slice(0, limit * 2), byVector.filter((h) => scored.has(keyOf(h)))], keyOf)
      .map(({ item }) => scored.get(keyOf(item))!)
      .slice(0, limit);
    return this.read(userId, fused, options);
  }

  /** pgvector's ranking of what the asker may read, one passage per text (their own copy first). */
  private async rankInPostgres(vector: Float32Array, query: IndexQuery, limit: number): Promise<IndexHit[]> {
    const ranked = await rankByVector(this.orm, this.embedder.name, vector, query, limit * COPIES_PER_HIT, MIN_SIMILARITY);
    const seen = new Set<string>();
    const hits: IndexHit[] = [];
    for (const r of ranked) {
      const hit = this.index.hitAt(r.notes_id, r.position, query.userId, r.similarity);
      if (!hit || seen.has(hit.textKey)) continue;
      seen.add(hit.textKey);
      hits.push(hit);
      if (hits.length >= limit) break;
    }
    return hits;
  }

  /** The hits' rows, in the hits' order, read with the visibility rule (the index may lag a visibility change). */
  private async read(userId: string, hits: (IndexHit & { similarity: number })[], options: SearchOptions): Promise<RetrievedPassage[]> {
    if (!hits.length) return [];
    const rows = await this.orm.em.getConnection().execute<PassageRow[]>(
      `SELECT p.notes_id, p.position, p.section, p.anchor, p.heading, p.text, p.page, p.time_seconds, n.title, n.video_url
       FROM jsonb_to_recordset(?::jsonb) AS k(notes_id uuid, position int)
       JOIN assistant_passages p ON p.notes_id = k.notes_id AND p.position = k.position
       JOIN assistant_notes n ON n.notes_id = p.notes_id
       WHERE ${options.ownOnly ? 'p.owner_id = ?' : '(p.owner_id = ? OR p.is_public)'}`,
      [JSON.stringify(hits.map((h) => ({ notes_id: h.notesId, position: h.position }))), userId],
    );
    const byKey = new Map(rows.map((r) => [`${r.notes_id}:${r.position}`, r]));
    return hits.flatMap((h) => {
      const r = byKey.get(keyOf(h));
      return r ? [{
        notesId: r.notes_id, title: r.title, videoUrl: r.video_url, position: r.position, section: r.section, anchor: r.anchor,
        heading: r.heading, text: r.text, page: r.page, time: r.time_seconds, coverage: h.coverage, matchedTerms: h.matchedTerms,
        standIns: h.standIns, density: h.density, similarity: h.similarity,
      }] : [];
    });
  }

  /** The summary, key ideas and definitions of the user's own most recent notes ("summarize my notes"), note by note. */
  async ownNotesParts(userId: string, notes: number): Promise<RetrievedPassage[]> {
    const rows = await this.orm.em.getConnection().execute<PassageRow[]>(
      `WITH recent AS (
         SELECT n.notes_id, row_number() OVER (ORDER BY s.created_at DESC, n.notes_id) AS rank
         FROM assistant_notes n JOIN study_notes s ON s.id = n.notes_id WHERE n.owner_id = ? ORDER BY s.created_at DESC, n.notes_id LIMIT ?)
       SELECT p.notes_id, p.position, p.section, p.anchor, p.heading, p.text, p.page, p.time_seconds, n.title, n.video_url
       FROM recent JOIN assistant_passages p ON p.notes_id = recent.notes_id JOIN assistant_notes n ON n.notes_id = p.notes_id
       WHERE p.section <> 'source' ORDER BY recent.rank, p.position`,
      [userId, notes],
    );
    return rows.map((r) => ({
      notesId: r.notes_id, title: r.title, videoUrl: r.video_url, position: r.position, section: r.section, anchor: r.anchor,
      heading: r.heading, text: r.text, page: r.page, time: r.time_seconds, coverage: 0, matchedTerms: 0, density: 0, similarity: 0,
    }));
  }

  /** The summary, key ideas and definitions of one note the user may read, in order (for "summarize this"). */
  async notesParts(userId: string, notesId: string): Promise<RetrievedPassage[]> {
    const rows = await this.orm.em.getConnection().execute<PassageRow[]>(
      `SELECT p.notes_id, p.position, p.section, p.anchor, p.heading, p.text, p.page, p.time_seconds, n.title, n.video_url
       FROM assistant_passages p JOIN assistant_notes n ON n.notes_id = p.notes_id
       WHERE p.notes_id = ? AND p.section <> 'source' AND (p.owner_id = ? OR p.is_public)
       ORDER BY p.position`,
      [notesId, userId],
    );
    return rows.map((r) => ({
      notesId: r.notes_id, title: r.title, videoUrl: r.video_url, position: r.position, section: r.section, anchor: r.anchor,
      heading: r.heading, text: r.text, page: r.page, time: r.time_seconds, coverage: 0, matchedTerms: 0, density: 0, similarity: 0,
    }));
  }
}

function keyOf(h: { notesId: string; position: number }): string {
  return `${h.notesId}:${h.position}`;
}
