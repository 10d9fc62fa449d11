import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { seedDemoData } from '../../apps/server/src/db/seed';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';

/**
 * Web benchmark: builds the app, serves it from the real server, and loads /login and /wel/index in
 * Debian's Chromium. Prints the gzip size of the JS and CSS each page loaded and its load timings
 * (median of RUNS cold loads). Prints figures, never fails on them.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const repoRoot = new URL('../..', import.meta.url).pathname;
const webDist = join(repoRoot, 'apps/web/dist');
const dataDir = mkdtempSync(join(tmpdir(), 'smdp-bench-web-'));
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Assets = { js: Set<string>; css: Set<string> };
type Timing = { domContentLoadedMs: number; lcpMs: number };

function trackAssets(page: Page): Assets {
  const assets: Assets = { js: new Set(), css: new Set() };
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) assets.js.add(path);
    if (path.endsWith('.css')) assets.css.add(path);
  });
  return assets;
}

/** What a file would weigh on the wire gzipped, read from the build itself. */
const fileGzipKb = (path: string) => gzipSync(readFileSync(join(webDist, path)), { level: 9 }).length / 1024;
const gzipKb = (paths: Set<string>) => [...paths].reduce((sum, path) => sum + fileGzipKb(path), 0);

/** BENCH_CHUNKS=1: which chunks a page loaded, heaviest first, to see what to split next. */
function printChunks(name: string, paths: Set<string>) {
  console.log(`\n${name}: JS chunks, gzip kB`);
  const sizes = [...paths].map((path) => [path, fileGzipKb(path)] as const).sort((a, b) => b[1] - a[1]);
  for (const [path, kb] of sizes) console.log(`${kb.toFixed(1).padStart(8)}  ${path}`);
}

async function timing(page: Page): Promise<Timing> {
  return page.evaluate(
    () =>
      new Promise<Timing>((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          resolve({
            domContentLoadedMs: navigation.domContentLoadedEventEnd,
            lcpMs: last ? last.startTime : Number.NaN,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/#/login`);
  await page.locator('input[autocomplete=username]').fill('dist01');
  await page.locator('input[type=password]').fill('dist01');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/#\/wel\/index$/);
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  await page.waitForLoadState('networkidle');
}

async function coldLoad(
  browser: Browser,
  url: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ locale: 'en-US', ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const assets = trackAssets(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const measured = await timing(page);
  await context.close();
  return { assets, ...measured };
}

async function main() {
  execSync('npm run build -w apps/web', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrate(database.db);
  await seedDemoData(database.db);
  const config = loadConfig({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist,
  });
  const app = await buildApp(config, database);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const first = await coldLoad(browser, `${base}/#/login`);
    const login = [first];
    for (let run = 1; run < RUNS; run++) login.push(await coldLoad(browser, `${base}/#/login`));

    // Cumulative: everything a user's browser fetched from opening /login to seeing the home page.
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const journey = trackAssets(page);
    await signIn(page, base);
    const session = await context.storageState();
    await context.close();

    const home = [];
    for (let run = 0; run < RUNS; run++) home.push(await coldLoad(browser, `${base}/#/wel/index`, session));

    const rows = [
      ['/login', gzipKb(first.assets.js), gzipKb(first.assets.css), login],
      ['/wel/index after sign-in (cumulative)', gzipKb(journey.js), gzipKb(journey.css), home],
    ] as const;
    console.log(`\nWeb bench: production build served by the real server, Chromium, median of ${RUNS} cold loads\n`);
    console.log('page                                   JS kB gz  CSS kB gz  DOMContentLoaded ms  LCP ms');
    console.log('-------------------------------------  --------  ---------  -------------------  ------');
    for (const [name, js, css, loads] of rows) {
      const dcl = median(loads.map((load) => load.domContentLoadedMs));
      const lcp = median(loads.map((load) => load.lcpMs));
      console.log(
        `${name.padEnd(37)}  ${js.toFixed(1).padStart(8)}  ${css.toFixed(1).padStart(9)}  ${dcl.toFixed(0).padStart(19)}  ${lcp.toFixed(0).padStart(6)}`,
      );
    }
    if (process.env.BENCH_CHUNKS === '1') {
      printChunks('/login', first.assets.js);
      printChunks('/wel/index after sign-in (cumulative)', journey.js);
    }
    console.log('\nTargets (issue 3): /login <= 250 kB gzip JS; home after sign-in <= 450 kB cumulative.');
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
