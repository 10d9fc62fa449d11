import type { Database } from '../db/database';

/** How stale another instance's view of a logout may be: it reloads the list this often. */
export const REVOCATION_REFRESH_MS = 10_000;

/**
 * Access tokens are stateless JWTs; the few revoked by logout before they expire are kept in the
 * database and mirrored here, so checking a request costs a Set lookup and no query.
 */
export class RevocationList {
  #revoked = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    await this.reload();
    this.#timer = setInterval(() => void this.reload().catch(() => {}), REVOCATION_REFRESH_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  isRevoked(jti: string): boolean {
    const expiresAt = this.#revoked.get(jti);
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  async revoke(jti: string, expiresAtSeconds: number): Promise<void> {
    const expiresAt = new Date(expiresAtSeconds * 1000);
    await this.db
      .insertInto('revokedAccessToken')
      .values({ jti, expiresAt })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    this.#revoked.set(jti, expiresAt.getTime());
  }

  private async reload(): Promise<void> {
    const now = new Date();
    await this.db.deleteFrom('revokedAccessToken').where('expiresAt', '<=', now).execute();
    const rows = await this.db.selectFrom('revokedAccessToken').select(['jti', 'expiresAt']).execute();
    this.#revoked = new Map(rows.map((row) => [row.jti, row.expiresAt.getTime()]));
  }
}
