import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Keeps the one write path: only event-store/ holds the store that appends. Everything else reads
 * through EVENT_LOG and writes through CommandsService (execute, decide, queue).
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Production code only: tests and their support seed the store on purpose. */
const production = sources(SRC)
  .map((path) => ({ file: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }))
  .filter(({ file }) => !file.endsWith('.spec.ts') && !file.startsWith('test-support/'));

const outsideEventStore = production.filter(({ file }) => !file.startsWith('event-store/'));

/** Builds and closes the store: infrastructure, not a feature (the projection runner reads EVENT_LOG). */
const STORE_HOLDERS = ['database/database.module.ts'];

describe('the one write path', () => {
  it('scans the backend sources', () => {
    expect(production.length).toBeGreaterThan(100);
    expect(production.some(({ file }) => file === 'event-store/commands.service.ts')).toBe(true);
  });

  it('leaves EVENT_STORE to event-store/ and the module that builds it', () => {
    const injecting = outsideEventStore.filter(({ text }) => /\bEVENT_STORE\b/.test(text)).map(({ file }) => file);
    expect(injecting.sort()).toEqual([...STORE_HOLDERS].sort());
  });

  it('calls appendToStream(s) only inside event-store/', () => {
    const appending = outsideEventStore.filter(({ text }) => /\.appendToStreams?\(/.test(text)).map(({ file }) => file);
    expect(appending).toEqual([]);
  });

  it('has no way to append events a decider did not decide', () => {
    const commands = production.find(({ file }) => file === 'event-store/commands.service.ts')!.text;
    expect(commands).not.toMatch(/^\s+(async\s+)?(append|appendMany)\s*\(/m);
    expect(commands).toMatch(/private readonly events: EventStore/);
  });
});
