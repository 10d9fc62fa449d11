import type { CreditDefault, CreditDefaultInput } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { notFound, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { companyPartyOf, findParty } from '../customer';
import { creditorFor } from './sub-customer-credit';

const SELECTED = [
  'id',
  'creditorPartyId',
  'levelId',
  'creditLimit',
  'unlimited',
  'termDays',
  'overdueHoldDays',
  'version',
] as const;

/**
 * The creditor whose defaults the caller reads or sets: company staff the company (or a distributor they
 * name); a customer's account its own party (its sub-customers' levels); a narrowed sub-account none.
 */
async function defaultsCreditor(db: Database, caller: Caller, named: string | undefined): Promise<string> {
  if (caller.customerId) return creditorFor(db, caller, named);
  const company = await companyPartyOf(db, caller.tenantId);
  if (!company) throw notFound();
  if (!named || named === company) return company;
  return creditorFor(db, caller, named);
}

/** A creditor's default credit rows: its own default (levelId null) first, then one per customer level. */
export async function listCreditDefaults(
  db: Database,
  caller: Caller,
  query: { creditorPartyId?: string | undefined },
): Promise<CreditDefault[]> {
  const creditor = await defaultsCreditor(db, caller, query.creditorPartyId);
  return db
    .selectFrom('creditDefault')
    .select([...SELECTED])
    .where('tenantId', '=', caller.tenantId)
    .where('creditorPartyId', '=', creditor)
    .where('isDeleted', '=', 0)
    .orderBy('levelId', (ob) => ob.asc().nullsFirst())
    .execute();
}

/** Sets one default (a level's, or with no level the creditor's own); one transaction, audited, version checked. */
export async function saveCreditDefault(
  db: Database,
  caller: DocumentCaller,
  input: CreditDefaultInput,
  ip: string | undefined,
): Promise<CreditDefault> {
  const creditor = await defaultsCreditor(db, caller, input.creditorPartyId);
  return db
    .transaction()
    .execute((trx) => saveIn(trx, caller, creditor, input, ip))
    .catch((error: unknown) => {
      // Two first defaults of one key at once: the unique index keeps one; the other read a stale "none".
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
        throw staleVersion();
      }
      throw error;
    });
}

async function saveIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  creditor: string,
  input: CreditDefaultInput,
  ip: string | undefined,
): Promise<CreditDefault> {
  if (!(await findParty(trx, caller.tenantId, creditor))) throw notFound();
  const levelId = input.levelId ?? null;
  const values = {
    creditLimit: input.creditLimit,
    unlimited: input.unlimited,
    termDays: input.termDays,
    // The overdue auto-hold is a creditor-wide policy: kept on its own default only.
    overdueHoldDays: levelId === null ? (input.overdueHoldDays ?? null) : null,
  };
  const current = await trx
    .selectFrom('creditDefault')
    .selectAll()
    .where('tenantId', '=', caller.tenantId)
    .where('creditorPartyId', '=', creditor)
    .where((eb) => (levelId === null ? eb('levelId', 'is', null) : eb('levelId', '=', levelId)))
    .where('isDeleted', '=', 0)
    .forUpdate()
    .executeTakeFirst();
  let id: string;
  if (current) {
    if (input.version !== current.version) throw staleVersion();
    const after = await trx
      .updateTable('creditDefault')
      .set((eb) => ({ ...values, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: 'credit_default', entityId: current.id, before: current, after },
      ip,
    );
    id = current.id;
  } else {
    if (input.version !== undefined) throw staleVersion();
    const created = await trx
      .insertInto('creditDefault')
      .values({
        ...values,
        tenantId: caller.tenantId,
        creditorPartyId: creditor,
        levelId,
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      caller,
      { action: 'create', entity: 'credit_default', entityId: created.id, after: created },
      ip,
    );
    id = created.id;
  }
  return trx
    .selectFrom('creditDefault')
    .select([...SELECTED])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
