import { availableActions, type Page } from '@smdp/contracts';
import { type RebateSettlement, type RebateSettlementLine, rebateSettlementMachine } from '@smdp/contracts/rebate';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import type { DocumentCaller } from '../../platform/document/define';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { partyName } from '../customer';
import { ownsPolicy } from './policy.queries';

const COLUMNS: ListColumns = {
  settlementNo: 's.settlement_no',
  state: 's.state',
  policyId: 's.policy_id',
  partyId: 's.party_id',
  period: 's.period_key',
  amount: 's.amount',
  createTime: 's.create_time',
};

type Alias = ExpressionBuilder<DB & { s: DB['rebateSettlement'] }, 's'>;

/** Settlements the caller sees: staff by data scope, a customer's account those of its party tree (its own and its sub-customers'). */
async function visibleSettlements(db: Database, caller: Caller) {
  return (await scopedRows(db, caller, 'rebateSettlement as s', { party: 's.partyId' })).select([
    's.id',
    's.version',
    's.state',
    's.settlementNo',
    's.policyId',
    (eb: Alias) =>
      eb.fn
        .coalesce(
          eb.selectFrom('rebatePolicy as sp').select('sp.name').where('sp.id', '=', eb.ref('s.policyId')),
          eb.val(''),
        )
        .as('policyName'),
    's.ownerPartyId',
    's.partyId',
    (eb: Alias) => partyName(eb, 's.partyId').as('partyName'),
    's.periodKey',
    's.basisValue',
    's.amount',
    's.settleTo',
    's.lines',
    sql<string | null>`s.posting_date::text`.as('postingDate'),
    sql<string | null>`s.expiry_date::text`.as('expiryDate'),
    's.remark',
    's.createTime',
  ]);
}

type Row = Awaited<ReturnType<Awaited<ReturnType<typeof visibleSettlements>>['executeTakeFirstOrThrow']>>;

function toSettlement(row: Row, caller: DocumentCaller): RebateSettlement {
  const { periodKey, ...rest } = row;
  return {
    ...rest,
    period: periodKey,
    partyName: row.partyName ?? null,
    lines: row.lines as RebateSettlementLine[],
    actions: ownsPolicy(caller, row.ownerPartyId)
      ? availableActions(rebateSettlementMachine, row.state, caller.codes)
      : [],
  };
}

export async function settlementDetail(db: Database, caller: DocumentCaller, id: string): Promise<RebateSettlement> {
  const row = await (await visibleSettlements(db, caller)).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toSettlement(row, caller);
}

export async function listSettlements(
  db: Database,
  caller: DocumentCaller,
  query: { current: number; size: number } & Record<string, unknown>,
  zone: string,
): Promise<Page<RebateSettlement>> {
  const rows = applyFilters(await visibleSettlements(db, caller), query, COLUMNS, zone);
  const page = await paginate(rows, query, COLUMNS, { column: 's.id', direction: 'desc' });
  return { ...page, records: page.records.map((row) => toSettlement(row as Row, caller)) };
}
