import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { signInReal, startRealServer } from './testing/real-server';

const PORT = 18_000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'smdp-main-'));

const startServer = () => startRealServer(PORT, { DATA_DIR: dataDir });
const signIn = () => signInReal(base);

// One real process on the embedded database is enough; the PostgreSQL project skips it. Each start compiles
// the server and opens its database in a new process: seconds on a quiet machine, tens on a loaded CI one.
const STARTS_BUDGET = { timeout: 120_000 };

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('npm start (the real process)', STARTS_BUDGET, () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints where to open the portal and how to sign in, then serves the sign-in call', async () => {
    const { child, output, exited } = await startServer();
    try {
      expect(output()).toContain(`Portal ready at http://127.0.0.1:${PORT}/`);
      expect(output()).toContain('admin / admin');
      expect((await signIn()).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('finishes an in-flight request on SIGTERM, exits cleanly and keeps its data for the next start', async () => {
    const { child, exited } = await startServer();
    const { access_token: token } = (await (await signIn()).json()) as { access_token: string };
    // A request whose body is still arriving when the signal comes: the server must wait for it.
    const body = JSON.stringify([{ message: 'sent during shutdown' }]);
    const request = httpRequest({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: '/api/blade-auth/oauth/logout',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'blade-auth': `bearer ${token}`,
      },
    });
    const response = once(request, 'response');
    request.write(body.slice(0, 5));
    await sleep(300);
    child.kill('SIGTERM');
    await sleep(300);
    request.end(body.slice(5));
    const [reply] = (await response) as [IncomingMessage];
    expect(reply.statusCode).toBe(200);
    expect(await exited).toBe(0);

    const again = await startServer();
    try {
      expect(((await (await signIn()).json()) as { account: string }).account).toBe('admin');
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });
});
