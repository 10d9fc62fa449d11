import { type ChildProcess, spawn } from 'node:child_process';
import { DEMO_CLIENT } from '../db/seed';
import { md5 } from '../platform/auth/password';

/** The demo client's Basic credentials, as the web client sends them (no vitest here: the bench spawns servers too). */
export const BASIC_AUTH = `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.secret}`).toString('base64')}`;

export type RealServer = {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** Resolves with the exit code once the process is gone. */
  exited: Promise<number | null>;
};

/** `npm start` as a user runs it (src/main.ts in its own process), ready once it prints where to open it. */
export function startRealServer(port: number, env: Record<string, string>): Promise<RealServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', () => {
      if (output.includes('Portal ready')) {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${port}`, output: () => output, exited });
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** The password grant of the demo tenant, as the web client sends it. */
export const signInReal = (base: string, account = 'admin') =>
  fetch(
    `${base}/api/blade-auth/oauth/token?tenantId=000000&username=${account}&password=${md5(account)}&grant_type=password&scope=all`,
    { method: 'POST', headers: { authorization: BASIC_AUTH } },
  );
