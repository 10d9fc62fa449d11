import { describe, expect, it } from 'vitest';
import { startupMessage } from './startup-message';

const demo = { env: 'development' as const, dataDir: '/srv/data' };

describe('the start-up message', () => {
  it('says where to open the portal and how to sign in to the demo', () => {
    const text = startupMessage({ ...demo, host: '127.0.0.1' }, 'http://127.0.0.1:8080', 'pglite');
    expect(text).toContain('Portal ready at http://127.0.0.1:8080/');
    expect(text).toContain('Database: embedded, in /srv/data');
    expect(text).toContain('admin / admin');
    expect(text).not.toContain('Warning');
  });

  it('warns when the demo listens on every address, since its passwords are public', () => {
    const text = startupMessage({ ...demo, host: '0.0.0.0' }, 'http://0.0.0.0:8080', 'pglite');
    expect(text).toContain('Portal ready at http://localhost:8080/');
    expect(text).toContain('Warning');
    expect(text).toContain('HOST=127.0.0.1');
  });

  it('names no demo account and gives no demo warning in production', () => {
    const text = startupMessage({ ...demo, env: 'production', host: '0.0.0.0' }, 'http://0.0.0.0:8080', 'postgres');
    expect(text).toContain('Database: PostgreSQL');
    expect(text).not.toContain('admin / admin');
    expect(text).not.toContain('Warning');
  });
});
