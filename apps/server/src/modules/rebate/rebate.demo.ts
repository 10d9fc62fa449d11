import { periodOf, rebateCodes } from '@smdp/contracts/rebate';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { transitionIn } from '../../platform/document/lifecycle';
import { companyPartyOf } from '../customer';
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
 * is about to expire. Only into a tenant without a policy: the seed runs on every start.
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
  for (const id of ids) {
    const approved = await transitionIn(
      trx,
      rebateSettlementDocument,
      staff,
      'approve',
      { id, version: 1 },
      contextOn(postedDaysAgo),
    );
    await transitionIn(
      trx,
      rebateSettlementDocument,
      staff,
      'post',
      { id: approved.id, version: approved.version },
      contextOn(postedDaysAgo),
    );
  }
}
