import type { Config } from './platform/config';

const EVERY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

/** What `npm start` prints once the server listens: where to open it, and how to sign in outside production. */
export function startupMessage(
  config: Pick<Config, 'env' | 'host' | 'dataDir'>,
  address: string,
  databaseKind: string,
) {
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const where = databaseKind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL';
  const lines = [`Portal ready at ${shown}/  (API docs: ${shown}/api/docs)`, `Database: ${where}`];
  if (config.env !== 'production') {
    lines.push('Sign in with tenant 000000 and account admin / admin (more demo accounts in README.md)');
    if (EVERY_ADDRESS.has(config.host)) {
      lines.push(
        'Warning: the demo accounts have their names as passwords and the server listens on every network address;',
        'anyone who can reach this machine can sign in. Set HOST=127.0.0.1 to keep it to this machine.',
      );
    }
  }
  return `\n${lines.join('\n')}\n`;
}
