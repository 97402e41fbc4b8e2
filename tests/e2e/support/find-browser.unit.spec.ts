import { expect, test } from '@playwright/test';
import { type BrowserProbe, lookUpBrowser, MISSING_BROWSER_MESSAGE } from './find-browser.js';

/** A machine described by the files that are executable on it. */
function machine(executables: string[], overrides: Partial<BrowserProbe> = {}): BrowserProbe {
  const present = new Set(executables);
  return {
    env: { PATH: '/usr/local/bin:/usr/bin' },
    playwrightExecutable: () => '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome',
    isExecutable: (file) => present.has(file),
    isRoot: false,
    hasApt: false,
    ...overrides,
  };
}

const BUNDLED = '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

test('PLAYWRIGHT_CHROMIUM_EXECUTABLE wins over every other browser', () => {
  const probe = machine(['/opt/chrome/chrome', BUNDLED, '/usr/bin/chromium'], {
    env: { PATH: '/usr/bin', PLAYWRIGHT_CHROMIUM_EXECUTABLE: '/opt/chrome/chrome' },
  });
  expect(lookUpBrowser(probe)).toEqual({ kind: 'found', executable: '/opt/chrome/chrome', source: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE' });
});

test('a PLAYWRIGHT_CHROMIUM_EXECUTABLE that is not there is reported, not silently replaced', () => {
  const probe = machine([BUNDLED, '/usr/bin/chromium'], { env: { PATH: '/usr/bin', PLAYWRIGHT_CHROMIUM_EXECUTABLE: '/nope/chrome' } });
  expect(lookUpBrowser(probe)).toEqual({ kind: 'missing', message: 'PLAYWRIGHT_CHROMIUM_EXECUTABLE=/nope/chrome is not an executable file.' });
});

test("Playwright's own download comes before the system's chromium", () => {
  expect(lookUpBrowser(machine([BUNDLED, '/usr/bin/chromium']))).toEqual({ kind: 'found', executable: BUNDLED, source: 'playwright' });
});

test('the system chromium is taken from PATH, then google-chrome', () => {
  expect(lookUpBrowser(machine(['/usr/bin/chromium', '/usr/bin/google-chrome']))).toEqual({
    kind: 'found', executable: '/usr/bin/chromium', source: 'system',
  });
  expect(lookUpBrowser(machine(['/usr/local/bin/google-chrome']))).toEqual({
    kind: 'found', executable: '/usr/local/bin/google-chrome', source: 'system',
  });
  // Not on PATH = not found, even if the file exists elsewhere.
  expect(lookUpBrowser(machine(['/snap/bin/chromium'])).kind).toBe('missing');
});

test('nothing installed: root with apt installs Debian chromium, anyone else gets the one command', () => {
  expect(lookUpBrowser(machine([], { isRoot: true, hasApt: true }))).toEqual({ kind: 'install-with-apt' });
  expect(lookUpBrowser(machine([], { isRoot: true, hasApt: false }))).toEqual({ kind: 'missing', message: MISSING_BROWSER_MESSAGE });
  expect(lookUpBrowser(machine([], { isRoot: false, hasApt: true }))).toEqual({ kind: 'missing', message: MISSING_BROWSER_MESSAGE });
  expect(MISSING_BROWSER_MESSAGE).toContain('npx playwright install chromium');
});
