import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The browser tests run the real server (built web app, fresh embedded database) in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 18_480);
const dataDir = mkdtempSync(join(tmpdir(), 'smdp-e2e-'));
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    // The offline worker precaches the whole app (450 files) in every new context; only its own test needs it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's old headless shell: the tests ran a third faster in it than in the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Running as root needs --no-sandbox; the rest keeps Chromium off the closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx src/main.ts',
    cwd: '../apps/server',
    url: `${E2E_BASE_URL}/api/docs/json`,
    // migrating and seeding the demo took 121 s on a machine shared with other test runs (load 10)
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TOKEN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
