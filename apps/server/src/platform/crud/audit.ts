import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Session } from '../auth/tokens';

/** What an administrative write did; `changes` holds only the fields whose value differs. */
export type AuditEntry = {
  action: 'create' | 'update' | 'delete' | (string & {});
  /** The kind of thing changed, e.g. `user`, `role`, `tenant`. */
  entity: string;
  entityId: string | readonly string[];
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

type Change = { from: unknown; to: unknown };

/** Fields never written to the audit trail in clear. */
const SECRET_FIELDS = /password|secret|hash|smsCode|captcha/i;

/**
 * Records who changed what, in the same transaction as the change itself, so a write and its trail
 * stand or fall together.
 */
export async function recordAudit(
  trx: Transaction<DB>,
  session: Pick<Session, 'tenantId' | 'userId' | 'account'>,
  entry: AuditEntry,
  ip?: string,
): Promise<void> {
  const ids = typeof entry.entityId === 'string' ? [entry.entityId] : entry.entityId;
  await trx
    .insertInto('auditLog')
    .values({
      tenantId: session.tenantId,
      userId: session.userId,
      account: session.account,
      action: entry.action,
      entity: entry.entity,
      entityId: ids.join(','),
      changes: JSON.stringify(diff(entry.before ?? null, entry.after ?? null)),
      ip: ip ?? null,
    })
    .execute();
}

export function diff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, Change> {
  const changes: Record<string, Change> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const from = normalize(before?.[key]);
    const to = normalize(after?.[key]);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    changes[key] = SECRET_FIELDS.test(key) ? { from: from == null ? null : '***', to: '***' } : { from, to };
  }
  return changes;
}

function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}
