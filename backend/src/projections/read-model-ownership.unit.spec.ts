import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Projection } from './projection.js';

/**
 * Every read-model table has one owner: exactly one projection lists it, its entity lives in that
 * projection's folder, and nothing outside that folder writes it (SQL or ORM). Read from the sources,
 * so a new projection, entity or write is checked without being listed here.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path, rel: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const within = (file: string, folder: string) => dirname(file) === folder || dirname(file).startsWith(`${folder}/`);

async function allProjections(): Promise<{ projection: Projection; folder: string }[]> {
  const found: { projection: Projection; folder: string }[] = [];
  for (const file of files.filter((f) => f.rel.endsWith('.projection.ts'))) {
    const exports = (await import(file.path)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (typeof value !== 'function' || !/^class\b/.test(Function.prototype.toString.call(value))) continue;
      const instance = new (value as new () => Partial<Projection>)();
      if (typeof instance.apply === 'function' && Array.isArray(instance.tables)) found.push({ projection: instance as Projection, folder: dirname(file.rel) });
    }
  }
  return found;
}

/** Table of each entity class, from its `@Entity({ tableName })`. */
const entities = new Map(files.flatMap((file) => [...file.text.matchAll(/@Entity\(\{ tableName: '(\w+)' \}\)\s*export class (\w+)/g)]
  .map(([, table, entity]) => [entity!, { table: table!, file: file.rel }] as const)));

/** Tables a file writes: SQL statements, writeRows' `table:`, and the ORM's write calls on an entity. */
function tablesWritten(text: string): Set<string> {
  const sql = [...text.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM|TRUNCATE)\s+"?(\w+)/g)].map((m) => m[1]!);
  const rows = [...text.matchAll(/\btable: '(\w+)'/g)].map((m) => m[1]!);
  const orm = [...text.matchAll(/\.(?:create|insert|insertMany|upsert|upsertMany|nativeUpdate|nativeDelete)\((\w+Entity)\b/g)]
    .flatMap((m) => (entities.has(m[1]!) ? [entities.get(m[1]!)!.table] : []));
  return new Set([...sql, ...rows, ...orm]);
}

describe('read-model ownership', () => {
  it('gives every read-model table exactly one projection, in the folder of its entity, and no other writer', async () => {
    const projections = await allProjections();
    expect(projections.length).toBeGreaterThanOrEqual(16);
    expect(new Set(projections.map((p) => p.projection.name)).size).toBe(projections.length);

    const owners = new Map<string, string[]>();
    for (const { projection, folder } of projections) {
      for (const table of projection.tables) owners.set(table, [...(owners.get(table) ?? []), `${projection.name} (${folder})`]);
    }
    expect([...owners].filter(([, by]) => by.length > 1)).toEqual([]);

    const folderOf = new Map(projections.flatMap(({ projection, folder }) => projection.tables.map((table) => [table, folder] as const)));
    const misplaced: string[] = [];
    for (const [entity, { table, file }] of entities) {
      const folder = folderOf.get(table);
      if (!folder) misplaced.push(`${entity} (${table}) has no projection`);
      else if (!within(file, folder)) misplaced.push(`${entity} (${table}) lives in ${file}, its projection in ${folder}`);
    }
    expect(misplaced).toEqual([]);

    const strayWrites = files.flatMap((file) => [...tablesWritten(file.text)]
      .filter((table) => folderOf.has(table) && !within(file.rel, folderOf.get(table)!))
      .map((table) => `${file.rel} writes ${table} (owned by ${owners.get(table)!.join(', ')})`));
    expect(strayWrites).toEqual([]);
  });

  it('finds the writes it checks', () => {
    expect([...tablesWritten("await writeRows(em, [{ table: 'study_preferences', key: ['user_id'] }]);")]).toEqual(['study_preferences']);
    expect([...tablesWritten('INSERT INTO flashcard_reviews (id) VALUES ($1); UPDATE flashcards SET due = now()')]).toEqual(['flashcard_reviews', 'flashcards']);
    expect([...tablesWritten('em.nativeUpdate(VideoEntity, { id }, { title })')]).toEqual(['videos']);
  });
});
