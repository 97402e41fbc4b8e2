import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { questionWords, toQueryTerm, type QueryTerm } from '../answering/question-terms.js';
import type { RetrievedPassage } from '../answering/retrieved-passage.js';
import type { PassageSection } from './assistant-passage.entity.js';

/** Only plain-word lexemes go into a tsquery (no operators, quotes or colons to escape). */
const SAFE_LEXEME = /^[\p{L}\p{N}]+$/u;
/**
 * A word in more than ~15% of passages (IDF below this) only ranks; rarer words pick the candidates,
 * so "cost" in "opportunity cost" does not pull thousands of rows through the ranking.
 */
const COMMON_IDF = Math.log(1 + 0.85 / 0.15);

export interface SearchOptions {
  /** Search only this note (the Q&A panel). */
  notesId?: string;
  limit?: number;
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
 * another user's private notes; the rule is in the SQL. Candidates come from the GIN index; each is
 * scored by the IDF-weighted share of question words it contains, then by ts_rank_cd.
 */
@Injectable()
export class PassageSearch {
  constructor(private readonly orm: MikroORM) {}

  /** The question's words as lexemes with their weights (unknown or stop-only words are dropped). */
  async queryTerms(question: string): Promise<QueryTerm[]> {
    const words = questionWords(question);
    if (!words.length) return [];
    const rows = await this.orm.em.getConnection().execute<{ word: string; lexeme: string | null; df: number; n: string }[]>(
      `WITH words AS (SELECT w.word, w.ord FROM jsonb_array_elements_text(?::jsonb) WITH ORDINALITY AS w(word, ord)),
            lex AS (SELECT word, ord, (tsvector_to_array(to_tsvector('english', word)))[1] AS lexeme FROM words)
       SELECT lex.word, lex.lexeme, coalesce(s.df, 0)::int AS df, (SELECT coalesce(max(passages), 0) FROM assistant_corpus)::text AS n
       FROM lex LEFT JOIN assistant_term_stats s ON s.term = lex.lexeme ORDER BY lex.ord`,
      [JSON.stringify(words)],
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
    const rare = terms.filter((t) => t.idf >= COMMON_IDF);
    const picking = rare.length ? rare : terms;
    const params: unknown[] = [picking.map((t) => t.lexeme).join(' | '), terms.map((t) => t.lexeme).join(' | ')];
    const termColumns = terms.map((t, i) => {
      params.push(t.lexeme);
      return `to_tsquery('simple', ?) AS t${i}`;
    });
    const matched = terms.map((t, i) => `CASE WHEN p.search @@ q.t${i} THEN ${(t.idf / total).toFixed(6)} ELSE 0 END`).join(' + ');
    const matchedTerms = terms.map((_, i) => `CASE WHEN p.search @@ q.t${i} THEN 1 ELSE 0 END`).join(' + ');
    params.push(userId);
    if (options.notesId) params.push(options.notesId);
    params.push(options.limit ?? 40);
    const rows = await this.orm.em.getConnection().execute<PassageRow[]>(
      `WITH q AS (SELECT to_tsquery('simple', ?) AS picking, to_tsquery('simple', ?) AS every, ${termColumns.join(', ')})
       SELECT p.notes_id, p.position, p.section, p.anchor, p.heading, p.text, p.page, p.time_seconds, n.title, n.video_url,
              (${matched})::float8 AS matched, (${matchedTerms})::int AS matched_terms, ts_rank_cd(p.search, q.every, 32)::float8 AS density
       FROM q, assistant_passages p JOIN assistant_notes n ON n.notes_id = p.notes_id
       WHERE p.search @@ q.picking AND (p.owner_id = ? OR p.is_public)${options.notesId ? ' AND p.notes_id = ?' : ''}
       ORDER BY matched DESC, density DESC, p.notes_id, p.position
       LIMIT ?`,
      params,
    );
    return rows.map((r) => ({
      notesId: r.notes_id, title: r.title, videoUrl: r.video_url, position: r.position, section: r.section, anchor: r.anchor,
      heading: r.heading, text: r.text, page: r.page, time: r.time_seconds, coverage: Number(r.matched), matchedTerms: Number(r.matched_terms),
      density: Number(r.density),
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
