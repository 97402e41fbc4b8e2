import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The OpenStax textbook fixtures (40 sections each with human summaries and glossaries; CC BY 4.0,
 * OpenStax, Rice University), kept in the repository under fixtures/openstax/ (attribution in its
 * README): "Principles of Economics 3e", the reference book, and further books in the same format
 * (built with build-openstax-fixture.ts); STUDYLOOP_FIXTURES_DIR overrides the location.
 */

export interface FixtureSection {
  book: string;
  chapter: string;
  section: string;
  text: string;
  summary: string;
  glossary: { term: string; meaning: string }[];
  questions: { question: string; answer: string }[];
}

export const ECONOMICS_FIXTURE = 'principles-economics-3e.json';

export function findFixture(file = ECONOMICS_FIXTURE): string {
  const override = process.env.STUDYLOOP_FIXTURES_DIR;
  if (override) return join(override, file);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'fixtures', 'openstax', file);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new Error(`Fixture ${file} not found in any fixtures/openstax above this file; set STUDYLOOP_FIXTURES_DIR.`);
}

export function loadEconomicsFixture(): FixtureSection[] {
  return JSON.parse(readFileSync(findFixture(), 'utf8')) as FixtureSection[];
}

/**
 * Every book fixture (*.json) next to the economics one: economics first, then the others by file
 * name. Returns full paths.
 */
export function bookFixtureFiles(): [string, ...string[]] {
  const economics = findFixture();
  const dir = dirname(economics);
  const others = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== ECONOMICS_FIXTURE)
    .sort()
    .map((f) => join(dir, f));
  return [economics, ...others];
}

export function loadBookFixture(path: string): FixtureSection[] {
  return JSON.parse(readFileSync(path, 'utf8')) as FixtureSection[];
}
