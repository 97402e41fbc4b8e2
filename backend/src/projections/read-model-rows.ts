import type { EntityManager } from '@mikro-orm/postgresql';
import type { BatchWrite } from './projection.js';

/**
 * Plain-SQL access to read-model rows for projections on a hot path: rows load as JSON into plain
 * objects shaped like their entities and go back in one upsert statement, so a batch costs two round
 * trips and no unit-of-work bookkeeping. Fields are the camelCase of the columns; `...At` fields are Dates.
 */

type Row = Record<string, unknown>;

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function snake(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A JSON row (snake_case keys) as `make()` with its fields set. */
export function fromColumns<T extends object>(make: () => T, row: Row): T {
  const target = make() as Row;
  for (const [column, value] of Object.entries(row)) {
    const field = camel(column);
    target[field] = field.endsWith('At') && typeof value === 'string' ? new Date(value) : value;
  }
  return target as T;
}

function toColumns(row: object): Row {
  const columns: Row = {};
  for (const [field, value] of Object.entries(row)) columns[snake(field)] = value;
  return columns;
}

/** A JSON value from the driver, whether it parsed it or not. */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export interface RowWrite {
  table: string;
  /** The primary key's columns. */
  key: string[];
  rows: object[];
  /** Rows whose key exists already: overwrite them, or leave them (insert-only tables). */
  onConflict: 'update' | 'ignore';
}

/** Writes every table's rows in one statement (one CTE per table); nothing to write sends nothing. */
export async function writeRows(em: EntityManager, writes: RowWrite[]): Promise<void> {
  const { parts, params } = rowWrites(writes);
  if (!parts.length) return;
  await em.getConnection().execute(`WITH ${parts.join(',\n')} SELECT 1`, params, 'run', em.getTransactionContext());
}

/** The upserts of writeRows as CTEs (`w0`, `w1`, …), for a statement that also does something else. */
export function rowWrites(writes: RowWrite[]): BatchWrite {
  const parts: string[] = [];
  const params: string[] = [];
  for (const write of writes.filter((w) => w.rows.length)) {
    const rows = write.rows.map(toColumns);
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const list = columns.map((c) => `"${c}"`).join(', ');
    const update = columns.filter((c) => !write.key.includes(c));
    const conflict = write.onConflict === 'update' && update.length
      ? `DO UPDATE SET (${update.map((c) => `"${c}"`).join(', ')}) = ROW(${update.map((c) => `EXCLUDED."${c}"`).join(', ')})`
      : 'DO NOTHING';
    parts.push(`w${parts.length} AS (INSERT INTO "${write.table}" (${list})
      SELECT ${list} FROM json_populate_recordset(NULL::"${write.table}", ?::json)
      ON CONFLICT (${write.key.map((c) => `"${c}"`).join(', ')}) ${conflict})`);
    params.push(JSON.stringify(rows));
  }
  return { parts, params };
}
