import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Session } from './tokens';

/** How stale another instance's view of an ended session may be: it polls for changes this often. */
export const SESSION_POLL_MS = 1_000;
/** Rows changed this long before the latest one seen are read again: a slow writer commits late. */
const POLL_OVERLAP_MS = 30_000;

type Cutoff = { validAfter: number; keptFamily: string | null };
type TenantState = { usable: boolean; expiresAt: number | null };

/**
 * Access tokens stay stateless JWTs; what ends them early is held here in memory and checked on every
 * call without a query: per user the moment before which its tokens no longer count (a disabled or
 * deleted account, a changed or reset password), and per tenant whether it is disabled or expired.
 * Each instance polls the database every second for what another instance changed.
 */
export class SessionGate {
  #cutoffs = new Map<string, Cutoff>();
  #tenants = new Map<string, TenantState>();
  #latestChange: Date | null = null;
  #timer: NodeJS.Timeout | undefined;
  #polling: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    await this.sync();
    this.#timer = setInterval(() => void this.sync().catch(() => {}), SESSION_POLL_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** Whether a verified token still opens a session. */
  allows(session: Session): boolean {
    const tenant = this.#tenants.get(session.tenantId);
    if (tenant && (!tenant.usable || (tenant.expiresAt !== null && tenant.expiresAt <= Date.now()))) return false;
    const cutoff = this.#cutoffs.get(session.userId);
    return !cutoff || session.issuedAt >= cutoff.validAfter || session.familyId === cutoff.keptFamily;
  }

  /** Reads what changed now, rather than at the next tick (after a write on this instance). */
  async sync(): Promise<void> {
    this.#polling ??= this.poll().finally(() => {
      this.#polling = null;
    });
    return this.#polling;
  }

  private async poll(): Promise<void> {
    const since = this.#latestChange ? new Date(this.#latestChange.getTime() - POLL_OVERLAP_MS) : null;
    const [cutoffs, tenants] = await Promise.all([
      this.db
        .selectFrom('sessionCutoff')
        .select(['userId', 'validAfter', 'keptFamily', 'changedAt'])
        .$if(since !== null, (query) => query.where('changedAt', '>', since as Date))
        .$if(since === null, (query) =>
          // At start only cutoffs younger than the longest token lifetime can still refuse a token.
          query.where(
            'validAfter',
            '>',
            sql<Date>`now() - make_interval(secs => (select coalesce(max(access_token_validity), 0) from blade_client))`,
          ),
        )
        .execute(),
      this.db.selectFrom('bladeTenant').select(['tenantId', 'status', 'isDeleted', 'expireTime']).execute(),
    ]);
    for (const row of cutoffs) {
      this.#cutoffs.set(row.userId, { validAfter: row.validAfter.getTime(), keptFamily: row.keptFamily });
      if (!this.#latestChange || row.changedAt > this.#latestChange) this.#latestChange = row.changedAt;
    }
    this.#latestChange ??= new Date(0);
    const next = new Map<string, TenantState>();
    for (const row of tenants) {
      // A deleted tenant's number may be given to a new one: the live row wins.
      if (row.isDeleted !== 0 && next.has(row.tenantId)) continue;
      next.set(row.tenantId, {
        usable: row.isDeleted === 0 && row.status === 1,
        expiresAt: row.expireTime ? row.expireTime.getTime() : null,
      });
    }
    this.#tenants = next;
  }
}

/**
 * Ends every session of these users: their access tokens stop working on every instance within
 * SESSION_POLL_MS and their refresh tokens at once. `keptFamily`: the sign-in that made the change
 * (a user changing their own password) stays. Call inside the transaction of the change.
 */
export async function endSessions(
  trx: Database,
  userIds: readonly string[],
  options: { keptFamily?: string | null } = {},
): Promise<void> {
  if (!userIds.length) return;
  const validAfter = new Date();
  const keptFamily = options.keptFamily ?? null;
  await trx
    .insertInto('sessionCutoff')
    .values(userIds.map((userId) => ({ userId, validAfter, keptFamily })))
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ validAfter, keptFamily, changedAt: sql<Date>`clock_timestamp()` }),
    )
    .execute();
  let revoke = trx
    .updateTable('refreshToken')
    .set({ revokedAt: validAfter })
    .where('userId', 'in', [...userIds])
    .where('revokedAt', 'is', null);
  if (keptFamily) revoke = revoke.where('familyId', '<>', keptFamily);
  await revoke.execute();
}
