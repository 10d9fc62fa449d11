import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { migrate } from '../../apps/server/src/db/migrations/migrate';
import { seedDemoData } from '../../apps/server/src/db/seed';
import type { Config } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';

export type FirstRequests = {
  round: string;
  clients: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
};

export type Call = { path: string; method: 'GET' | 'POST'; headers: Record<string, string> };

/**
 * The first requests of many clients at once against a server that has just started on a fresh embedded
 * database (nothing cached, no query run before): each client's one request and its latency.
 */
export async function firstRequests(
  makeConfig: (dataDir: string) => Config,
  clients: number,
  signIn: Call,
  firstRead: (accessToken: string) => Call,
): Promise<FirstRequests[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'smdp-bench-cold-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrate(database.db);
    await seedDemoData(database.db);
    const app = await buildApp(makeConfig(dataDir), database);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const signIns = await burst(url, 'first sign-ins', signIn, clients);
      const response = await fetch(`${url}${signIn.path}`, { method: signIn.method, headers: signIn.headers });
      const { access_token: token } = (await response.json()) as { access_token: string };
      const reads = await burst(url, 'first reads (routes-web)', firstRead(token), clients);
      // Reads of clients already signed in while others sign in: the sign-ins' password hashing must not hold them up.
      const [storm, readsDuringStorm] = await Promise.all([
        burst(url, 'sign-ins, again', signIn, clients),
        burst(url, 'reads during those sign-ins', firstRead(token), clients),
      ]);
      return [signIns, reads, storm, readsDuringStorm];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function burst(url: string, round: string, call: Call, clients: number): Promise<FirstRequests> {
  const latencies = await Promise.all(
    Array.from({ length: clients }, async () => {
      const started = performance.now();
      try {
        const response = await fetch(`${url}${call.path}`, { method: call.method, headers: call.headers });
        await response.arrayBuffer();
        return { ms: performance.now() - started, ok: response.ok };
      } catch {
        return { ms: performance.now() - started, ok: false };
      }
    }),
  );
  const sorted = latencies.map((one) => one.ms).sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return {
    round,
    clients,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1) ?? 0,
    failed: latencies.filter((one) => !one.ok).length,
  };
}
