import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { questionWords, toQueryTerm, type QueryTerm } from '../answering/question-terms.js';
import type { RetrievedPassage } from '../answering/retrieved-passage.js';
import type { PassageSection } from './assistant-passage.entity.js';
import { PUBLIC_SCOPE } from './assistant-passages.projection.js';

/** The lowest share an answer can use (requiredCoverage × 0.8 for long questions), with room to spare. */
const DEFAULT_MIN_COVERAGE = 0.25;

/** Only plain-word lexemes go into a tsquery (no operators, quotes or colons to escape). */
const SAFE_LEXEME = /^[\p{L}\p{N}]+$/u;

export interface SearchOptions {
  /** Search only this note (the Q&A panel). */
  notesId?: string;
  limit?: number;
  /** Only the user's own notes (a quiz is taken on one's own material). */
  ownOnly?: boolean;
  /** Passages matching less than this share of the question's weight are not needed (default 0.25). */
  minCoverage?: number;
}

/**
 * The words that pick candidate passages: the rarest ones, until the rest together weigh less than
 * `minCoverage`. A passage with none of them matches less than `minCoverage`, so leaving it out loses
 * nothing, and common words ("time", "make") no longer pull thousands of rows through the ranking.
 */
export function pickingTerms(terms: readonly QueryTerm[], minCoverage: number): QueryTerm[] {
  const total = terms.reduce((s, t) => s + t.idf, 0);
  const picked: QueryTerm[] = [];
  let rest = total;
  for (const t of [...terms].sort((a, b) => b.idf - a.idf)) {
    if (rest < minCoverage * total) break;
    picked.push(t);
    rest -= t.idf;
  }
  return picked;
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
  matched: number;
  matched_terms: number;
  density: number;
}

/**
 * Full-text search over the passages a user may read: their own notes and public notes — never
 * another user's private notes; the rule is in the SQL. Passages come from the GIN index, scored by
 * the IDF-weighted share of the question's words they contain, then ranked by ts_rank_cd.
 */
@Injectable()
export class PassageSearch {
  constructor(private readonly orm: MikroORM) {}

  /**
   * The question's words as lexemes with their weights (unknown or stop-only words are dropped).
   * Weights count only what the asker can search: public passages and the asker's own private ones.
   */
  async queryTerms(userId: string, question: string): Promise<QueryTerm[]> {
    const words = questionWords(question);
    if (!words.length) return [];
    const rows = await this.orm.em.getConnection().execute<{ word: string; lexeme: string | null; df: number; n: string }[]>(
      `WITH words AS (SELECT w.word, w.ord FROM jsonb_array_elements_text(?::jsonb) WITH ORDINALITY AS w(word, ord)),
            lex AS (SELECT word, ord, (tsvector_to_array(to_tsvector('english', word)))[1] AS lexeme FROM words),
            scopes AS (SELECT unnest(ARRAY['${PUBLIC_SCOPE}', ?::text]) AS scope)
       SELECT lex.word, lex.lexeme,
              (SELECT coalesce(sum(s.df), 0) FROM assistant_term_stats s WHERE s.scope IN (SELECT scope FROM scopes) AND s.term = lex.lexeme)::int AS df,
              (SELECT coalesce(sum(c.passages), 0) FROM assistant_corpus c WHERE c.scope IN (SELECT scope FROM scopes))::text AS n
       FROM lex ORDER BY lex.ord`,
      [JSON.stringify(words), userId],
    );
    const seen = new Set<string>();
    const terms: QueryTerm[] = [];
    for (const row of rows) {
      if (!row.lexeme || !SAFE_LEXEME.test(row.lexeme) || seen.has(row.lexeme)) continue;
      seen.add(row.lexeme);
      terms.push(toQueryTerm(row.word, row.lexeme, row.df, Number(row.n)));
    }
    return terms;
  }

  async search(userId: string, terms: QueryTerm[], options: SearchOptions = {}): Promise<RetrievedPassage[]> {
    if (!terms.length) return [];
    const total = terms.reduce((s, t) => s + t.idf, 0);
    const picking = new Set(pickingTerms(terms, options.minCoverage ?? DEFAULT_MIN_COVERAGE));
    const weights = terms.map((t) => ({ l: t.lexeme, w: t.idf / total, pick: picking.has(t) }));
    const limit = options.limit ?? 40;
    // The asker's own passages first among equals: public copies of the same source must not crowd them out.
    const params: unknown[] = [JSON.stringify(weights), userId, userId];
    if (options.notesId) params.push(options.notesId);
    params.push(limit * 3, terms.map((t) => t.lexeme).join(' | '), limit);
    // Each word's passages come straight from the GIN index (no tsvector is read per row); the sums
    // give each passage's share of the question's weight. Only the best few are read in full.
    const rows = await this.orm.em.getConnection().execute<PassageRow[]>(
      `WITH t AS (SELECT l, w, pick FROM jsonb_to_recordset(?::jsonb) AS x(l text, w float8, pick boolean)),
       hits AS (
         SELECT h.notes_id, h.position, sum(t.w) AS matched, count(*)::int AS matched_terms, bool_or(t.pick) AS picked, bool_or(h.own) AS own
         FROM t CROSS JOIN LATERAL (
           SELECT p.notes_id, p.position, p.owner_id = ?::uuid AS own FROM assistant_passages p
           WHERE p.search @@ to_tsquery('simple', t.l) AND ${options.ownOnly ? 'p.owner_id = ?' : '(p.owner_id = ? OR p.is_public)'}${options.notesId ? ' AND p.notes_id = ?' : ''}
         ) h
         GROUP BY h.notes_id, h.position
       ),
       best AS (SELECT * FROM hits WHERE picked ORDER BY matched DESC, own DESC LIMIT ?),
       -- Copies of one text (public notes of the same source) count once, the asker's own copy first.
       ranked AS (
         SELECT p.notes_id, p.position, p.section, p.anchor, p.heading, p.text, p.page, p.time_seconds, n.title, n.video_url, best.own,
                best.matched::float8 AS matched, best.matched_terms, ts_rank_cd(p.search, to_tsquery('simple', ?), 32)::float8 AS density,
                row_number() OVER (PARTITION BY md5(p.text) ORDER BY best.own DESC, p.notes_id, p.position) AS copy
         FROM best
         JOIN assistant_passages p ON p.notes_id = best.notes_id AND p.position = best.position
         JOIN assistant_notes n ON n.notes_id = p.notes_id
       )
       SELECT * FROM ranked WHERE copy = 1
       ORDER BY matched DESC, density DESC, own DESC, notes_id, position
       LIMIT ?`,
      params,
    );
    return rows.map((r) => ({
      notesId: r.notes_id, title: r.title, videoUrl: r.video_url, position: r.position, section: r.section, anchor: r.anchor,
      heading: r.heading, text: r.text, page: r.page, time: r.time_seconds, coverage: Number(r.matched), matchedTerms: Number(r.matched_terms),
      density: Number(r.density),
    }));
  }

  /** The summary, key ideas and definitions of the user's own most recent notes ("summarize my notes"), note by note. */
  async ownNotesParts(userId: string, notes: number): Promise<RetrievedPassage[]> {
    const rows = await this.orm.em.getConnection().execute<Omit<PassageRow, 'matched' | 'matched_terms' | 'density'>[]>(
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
      heading: r.heading, text: r.text, page: r.page, time: r.time_seconds, coverage: 0, matchedTerms: 0, density: 0,
    }));
  }

  /** The summary, key ideas and definitions of one note the user may read, in order (for "summarize this"). */
  async notesParts(userId: string, notesId: string): Promise<RetrievedPassage[]> {
    const rows = await this.orm.em.getConnection().execute<Omit<PassageRow, 'matched' | 'matched_terms' | 'density'>[]>(
      `SELECT p.notes_id, p.position, p.section, p.anchor, p.heading, p.text, p.page, p.time_seconds, n.title, n.video_url
       FROM assistant_passages p JOIN assistant_notes n ON n.notes_id = p.notes_id
       WHERE p.notes_id = ? AND p.section <> 'source' AND (p.owner_id = ? OR p.is_public)
       ORDER BY p.position`,
      [notesId, userId],
    );
    return rows.map((r) => ({
      notesId: r.notes_id, title: r.title, videoUrl: r.video_url, position: r.position, section: r.section, anchor: r.anchor,
      heading: r.heading, text: r.text, page: r.page, time: r.time_seconds, coverage: 0, matchedTerms: 0, density: 0,
    }));
  }
}
