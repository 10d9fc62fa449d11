import type { Page } from '@smdp/contracts';
import type { CreditChange, CreditChangeListQuery } from '@smdp/contracts/fund';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { companyPartyOf, partyCode, partyName } from '../customer';
import { userRealName } from '../user';

const COLUMNS: ListColumns = {
  state: 'c.state',
  debtorPartyId: 'c.debtor_party_id',
  creditorPartyId: 'c.creditor_party_id',
  createTime: 'c.create_time',
};

/**
 * The credit changes the caller sees: company staff by their data scope; a customer's account those of
 * its party tree (its own credit with the company and its sub-customers'), a narrowed sub-account only
 * the ones it asked for. Each with the limit stored now, to compare with what was asked.
 */
async function visibleChanges(db: Database, caller: Caller) {
  const company = (await companyPartyOf(db, caller.tenantId)) ?? '0';
  return (await scopedRows(db, caller, 'creditChange as c', { party: 'c.debtorPartyId' }))
    .leftJoin('creditLimit as l', (join) =>
      join
        .onRef('l.tenantId', '=', 'c.tenantId')
        .onRef('l.creditorPartyId', '=', 'c.creditorPartyId')
        .onRef('l.debtorPartyId', '=', 'c.debtorPartyId')
        .on('l.isDeleted', '=', 0),
    )
    .select([
      'c.id',
      'c.state',
      'c.creditorPartyId',
      (eb) => eb.fn.coalesce(partyCode(eb, 'c.creditorPartyId'), eb.val('')).as('creditorCode'),
      (eb) => eb.fn.coalesce(partyName(eb, 'c.creditorPartyId'), eb.val('')).as('creditorName'),
      'c.debtorPartyId',
      (eb) => eb.fn.coalesce(partyCode(eb, 'c.debtorPartyId'), eb.val('')).as('debtorCode'),
      (eb) => eb.fn.coalesce(partyName(eb, 'c.debtorPartyId'), eb.val('')).as('debtorName'),
      'c.proposed',
      'c.before',
      'c.direct',
      sql<CreditChange['menu']>`case when c.creditor_party_id = ${company} then 'credit' else 'sub_cust_credit' end`.as(
        'menu',
      ),
      sql<string>`c.create_user::text`.as('requesterId'),
      (eb) => eb.fn.coalesce(userRealName(eb, 'c.createUser'), eb.val('')).as('requestedBy'),
      'c.createTime as requestedAt',
      (eb) => userRealName(eb, 'c.decidedBy').as('decidedBy'),
      'c.decidedAt',
      'c.decisionRemark',
      'c.version',
      'l.id as limitId',
      'l.creditLimit as limitCreditLimit',
      'l.tempLimit as limitTempLimit',
      sql<string | null>`l.temp_valid_to::text`.as('limitTempValidTo'),
      'l.termDays as limitTermDays',
      'l.unlimited as limitUnlimited',
      'l.remark as limitRemark',
      'l.version as limitVersionNow',
    ]);
}

type Row = Awaited<ReturnType<Awaited<ReturnType<typeof visibleChanges>>['executeTakeFirstOrThrow']>>;

function toChange(row: Row): CreditChange {
  const { limitId, limitCreditLimit, limitTempLimit, limitTempValidTo, limitTermDays, limitUnlimited } = row;
  const { limitRemark, limitVersionNow, ...change } = row;
  return {
    ...change,
    limit:
      limitId === null
        ? null
        : {
            id: limitId,
            creditorPartyId: row.creditorPartyId,
            debtorPartyId: row.debtorPartyId,
            creditLimit: String(limitCreditLimit),
            tempLimit: String(limitTempLimit),
            tempValidTo: limitTempValidTo,
            termDays: Number(limitTermDays),
            unlimited: Boolean(limitUnlimited),
            remark: limitRemark ?? null,
            version: Number(limitVersionNow),
          },
  };
}

export async function listCreditChanges(
  db: Database,
  caller: Caller,
  query: CreditChangeListQuery,
  zone: string,
): Promise<Page<CreditChange>> {
  const { view, debtorName_like, ...filters } = query;
  let rows = await visibleChanges(db, caller);
  if (view === 'pending') rows = rows.where('c.state', '=', 'SUBMITTED');
  if (view === 'history') rows = rows.where('c.state', '<>', 'SUBMITTED');
  const name = debtorName_like?.trim();
  if (name) {
    const like = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows = rows.where((eb) =>
      eb.or([eb(partyName(eb, 'c.debtorPartyId'), 'ilike', like), eb(partyCode(eb, 'c.debtorPartyId'), 'ilike', like)]),
    );
  }
  const page = await paginate(applyFilters(rows, filters, COLUMNS, zone), query, COLUMNS, {
    column: 'c.id',
    direction: 'desc',
  });
  return { ...page, records: page.records.map(toChange) };
}

/** One credit change; one the caller may not see is not found. */
export async function creditChangeDetail(db: Database, caller: Caller, id: string): Promise<CreditChange> {
  const row = await (await visibleChanges(db, caller)).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toChange(row);
}
