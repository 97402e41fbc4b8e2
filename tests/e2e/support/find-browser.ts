import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** Where the browser for the e2e run came from (printed once, so a newcomer knows what ran). */
export type BrowserSource = 'PLAYWRIGHT_CHROMIUM_EXECUTABLE' | 'playwright' | 'system';

export type BrowserLookup =
  | { kind: 'found'; executable: string; source: BrowserSource }
  | { kind: 'install-with-apt' }
  | { kind: 'missing'; message: string };

/** What the lookup may ask of the machine; the real one is `machineProbe()`, tests pass their own. */
export interface BrowserProbe {
  env: Record<string, string | undefined>;
  /** Path of Playwright's own Chromium (it may not be downloaded). */
  playwrightExecutable: () => string | undefined;
  isExecutable: (file: string) => boolean;
  isRoot: boolean;
  hasApt: boolean;
}

export const SYSTEM_BROWSERS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'] as const;

export const MISSING_BROWSER_MESSAGE =
  'No Chromium for the browser tests: run `npx playwright install chromium` (or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium/Chrome binary).';

/** First executable `name` on PATH, as `which` would find it. */
export function findOnPath(name: string, probe: Pick<BrowserProbe, 'env' | 'isExecutable'>): string | undefined {
  for (const dir of (probe.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (probe.isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The order of issue 15: an explicit PLAYWRIGHT_CHROMIUM_EXECUTABLE, Playwright's own download, the
 * system's chromium / google-chrome, else (root with apt) Debian's chromium, else one clear message.
 */
export function lookUpBrowser(probe: BrowserProbe): BrowserLookup {
  const explicit = probe.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE?.trim();
  if (explicit) {
    // A wrong explicit path is a mistake to report, not a reason to quietly take another browser.
    if (!probe.isExecutable(explicit)) {
      return { kind: 'missing', message: `PLAYWRIGHT_CHROMIUM_EXECUTABLE=${explicit} is not an executable file.` };
    }
    return { kind: 'found', executable: explicit, source: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE' };
  }
  const bundled = probe.playwrightExecutable();
  if (bundled && probe.isExecutable(bundled)) return { kind: 'found', executable: bundled, source: 'playwright' };
  for (const name of SYSTEM_BROWSERS) {
    const found = findOnPath(name, probe);
    if (found) return { kind: 'found', executable: found, source: 'system' };
  }
  if (probe.isRoot && probe.hasApt) return { kind: 'install-with-apt' };
  return { kind: 'missing', message: MISSING_BROWSER_MESSAGE };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromiumPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function machineProbe(env: Record<string, string | undefined> = process.env): BrowserProbe {
  const probe = { env, isExecutable };
  return {
    ...probe,
    playwrightExecutable: playwrightChromiumPath,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: findOnPath('apt-get', probe) !== undefined,
  };
}

function installDebianChromium(): void {
  console.log('[e2e] No Chromium found; installing Debian\'s chromium with apt-get (root, apt available)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

/**
 * The browser for this run, installing Debian's chromium when that is the way; throws MissingBrowser
 * with the one line to show otherwise.
 */
export function resolveBrowser(env: Record<string, string | undefined> = process.env): { executable: string; source: BrowserSource } {
  let lookup = lookUpBrowser(machineProbe(env));
  if (lookup.kind === 'install-with-apt') {
    try {
      installDebianChromium();
    } catch {
      throw new MissingBrowser(`apt-get install chromium failed. ${MISSING_BROWSER_MESSAGE}`);
    }
    lookup = lookUpBrowser(machineProbe(env));
  }
  if (lookup.kind === 'found') return lookup;
  throw new MissingBrowser(lookup.kind === 'missing' ? lookup.message : MISSING_BROWSER_MESSAGE);
}

export class MissingBrowser extends Error {}
