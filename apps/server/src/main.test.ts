import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { md5 } from './platform/auth/password';
import { BASIC_AUTH } from './testing/test-app';

const PORT = 18_000 + Math.floor(Math.random() * 2000);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'smdp-main-'));

function startServer(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', () => {
      if (output.includes('Portal ready')) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const signIn = () =>
  fetch(
    `${base}/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5('admin')}&grant_type=password&scope=all`,
    {
      method: 'POST',
      headers: { authorization: BASIC_AUTH },
    },
  );

// One real process on the embedded database is enough; the PostgreSQL project skips it.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('npm start (the real process)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints where to open the portal and how to sign in, then serves the sign-in call', async () => {
    const { child, output } = await startServer();
    const exited = new Promise((resolve) => child.on('exit', resolve));
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
    const { child } = await startServer();
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
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
    const againExited = new Promise((resolve) => again.child.on('exit', resolve));
    try {
      expect(((await (await signIn()).json()) as { account: string }).account).toBe('admin');
    } finally {
      again.child.kill('SIGTERM');
      await againExited;
    }
  });
});
