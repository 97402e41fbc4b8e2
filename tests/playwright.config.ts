import { defineConfig } from '@playwright/test';
import { MissingBrowser, resolveBrowser } from './e2e/support/find-browser.js';

/**
 * The browser is found once, in the runner (installing Debian's chromium as root when nothing else
 * is there); workers inherit the answer through the environment.
 */
function browserExecutable(): string {
  const known = process.env.STUDYLOOP_E2E_BROWSER;
  if (known) return known;
  try {
    const { executable, source } = resolveBrowser();
    console.log(`[e2e] Browser: ${executable} (${source === 'playwright' ? "Playwright's own" : source === 'system' ? 'system' : 'from PLAYWRIGHT_CHROMIUM_EXECUTABLE'})`);
    process.env.STUDYLOOP_E2E_BROWSER = executable;
    return executable;
  } catch (error) {
    if (!(error instanceof MissingBrowser)) throw error;
    // One line, no stack: the newcomer needs the command, not the trace.
    console.error(`[e2e] ${error.message}`);
    process.exit(1);
  }
}

/**
 * E2E: real Chromium against the real built app (backend/dist/main.js serving frontend/dist).
 * globalSetup creates a throw-away database and starts the server on a free port, then exports
 * E2E_BASE_URL; set E2E_BASE_URL yourself to test an already running server instead.
 */
export default defineConfig({
  testDir: './e2e',
  // *.unit.spec.ts: plain Node checks of the e2e set-up itself (no browser, no app).
  testMatch: ['**/*.e2e.ts', '**/*.unit.spec.ts'],
  outputDir: './test-results',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
