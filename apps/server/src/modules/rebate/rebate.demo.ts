import { periodOf, rebateCodes } from '@smdp/contracts/rebate';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { transitionIn } from '../../platform/document/lifecycle';
import { companyPartyOf } from '../customer';
import { expireHolderLots } from './expiry';
import { rebatePolicyDocument } from './policy.document';
import { rebateSettlementDocument } from './settlement.document';
import { createSettlementsIn } from './settlement.service';

const ZONE = 'UTC';
const DAY_MS = 86_400_000;

/** A call made at 10:00 UTC `daysAgo` days before today: its postings are dated that day. */
function contextOn(daysAgo: number) {
  const today = new Date();
  today.setUTCHours(10, 0, 0, 0);
  return { zone: ZONE, now: new Date(today.getTime() - daysAgo * DAY_MS) };
}

const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * An ACTIVE monthly company policy over this year and the last (issue 14, item 7), after the order demo:
 * its activation books the accruals of the demo purchases (dist01 reaches a tier), and last month's
 * settlement is approved and posted as a rebate lot of 30 days, posted early in this month so that it
 * is about to expire; a closed launch window's lot already expired and was written off. Only into a
 * tenant without a policy: the seed runs on every start.
 */
export async function seedRebate(trx: Transaction<DB>, subjects: { tenantId: string; staff: DocumentCaller }) {
  const { tenantId } = subjects;
  const company = await companyPartyOf(trx, tenantId);
  if (!company) return;
  const any = await trx.selectFrom('rebatePolicy').select('id').where('tenantId', '=', tenantId).limit(1).execute();
  if (any.length) return;
  const staff = { ...subjects.staff, codes: new Set([...subjects.staff.codes, rebateCodes.approve]) };
  const year = Number(dayOf(0).slice(0, 4));
  const policy = await trx
    .insertInto('rebatePolicy')
    .values({
      tenantId,
      ownerPartyId: company,
      name: 'Volume bonus',
      period: 'MONTH',
      dateFrom: `${year - 1}-01-01`,
      dateTo: `${year}-12-31`,
      basis: 'AMOUNT',
      calcMode: 'FLAT_TIER',
      tiers: JSON.stringify([
        { from: '0.000', rate: '0.010000', perUnit: null },
        { from: '500.000', rate: '0.020000', perUnit: null },
        { from: '5000.000', rate: '0.030000', perUnit: null },
      ]),
      settleTo: 'REBATE_ACCOUNT',
      maxUseRatio: '0.3000',
      expiryDays: 30,
      remark: 'Demo programme: 1 % from the first purchase, 2 % from 500, 3 % from 5,000 a month',
      createUser: staff.userId,
      createDept: staff.deptId,
      updateUser: staff.userId,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  await transitionIn(trx, rebatePolicyDocument, staff, 'activate', policy, contextOn(0));

  const dayOfMonth = Number(dayOf(0).slice(8, 10));
  const lastMonth = periodOf(
    { period: 'MONTH', dateFrom: `${year - 1}-01-01`, dateTo: `${year}-12-31` },
    dayOf(dayOfMonth),
  );
  const accrued = await trx
    .selectFrom('rebateAccrual')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('policyId', '=', policy.id)
    .where('periodKey', '=', lastMonth?.key ?? '')
    .where('accruedAmount', '>', '0')
    .executeTakeFirst();
  if (!lastMonth || !accrued) return;
  // posted after last month ended, at most 25 days ago: the 30-day lot expires within the next weeks
  const postedDaysAgo = Math.max(0, Math.min(25, dayOfMonth - 1));
  const ids = await createSettlementsIn(
    trx,
    staff,
    { policyId: policy.id, period: lastMonth.key },
    contextOn(postedDaysAgo),
  );
  await approveAndPost(trx, staff, ids, postedDaysAgo);
  await seedLaunchBonus(trx, { tenantId, company, staff });
}

async function approveAndPost(trx: Transaction<DB>, staff: DocumentCaller, ids: string[], daysAgo: number) {
  for (const id of ids) {
    const approved = await transitionIn(
      trx,
      rebateSettlementDocument,
      staff,
      'approve',
      { id, version: 1 },
      contextOn(daysAgo),
    );
    await transitionIn(
      trx,
      rebateSettlementDocument,
      staff,
      'post',
      { id: approved.id, version: approved.version },
      contextOn(daysAgo),
    );
  }
}

/**
 * A closed launch window 40 to 30 days ago (the demo purchase of five weeks ago falls in it), settled
 * the day after it ended as a 7-day lot: that lot expired three weeks ago and the expiry job's write-off
 * of what dist01 left of it is on its rebate ledger.
 */
async function seedLaunchBonus(
  trx: Transaction<DB>,
  subjects: { tenantId: string; company: string; staff: DocumentCaller },
) {
  const { tenantId, company, staff } = subjects;
  const launch = await trx
    .insertInto('rebatePolicy')
    .values({
      tenantId,
      ownerPartyId: company,
      name: 'Launch bonus',
      period: 'CUSTOM',
      dateFrom: dayOf(40),
      dateTo: dayOf(30),
      basis: 'AMOUNT',
      calcMode: 'FLAT_TIER',
      tiers: JSON.stringify([{ from: '0.000', rate: '0.010000', perUnit: null }]),
      settleTo: 'REBATE_ACCOUNT',
      maxUseRatio: '0.2000',
      expiryDays: 7,
      remark: 'Demo launch window: 1 % of every purchase, to be spent within a week',
      createUser: staff.userId,
      createDept: staff.deptId,
      updateUser: staff.userId,
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  const active = await transitionIn(trx, rebatePolicyDocument, staff, 'activate', launch, contextOn(30));
  const accrued = await trx
    .selectFrom('rebateAccrual')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('policyId', '=', launch.id)
    .where('accruedAmount', '>', '0')
    .executeTakeFirst();
  if (accrued) {
    const ids = await createSettlementsIn(trx, staff, { policyId: launch.id, period: 'CUSTOM' }, contextOn(29));
    await approveAndPost(trx, staff, ids, 29);
  }
  await transitionIn(
    trx,
    rebatePolicyDocument,
    staff,
    'close',
    { id: active.id, version: active.version },
    contextOn(29),
  );
  const lots = await trx
    .selectFrom('rebateLot as l')
    .innerJoin('rebateSettlement as s', 's.id', 'l.settlementId')
    .select(['l.holderPartyId', 'l.ownerPartyId'])
    .distinct()
    .where('s.policyId', '=', launch.id)
    .execute();
  for (const lot of lots) {
    await expireHolderLots(
      trx,
      { tenantId, holderPartyId: String(lot.holderPartyId), counterpartyPartyId: String(lot.ownerPartyId) },
      dayOf(0),
    );
  }
}
