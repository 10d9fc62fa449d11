import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { setLockDate } from '../../platform/ledger/period-lock';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { fundHolder } from '../../testing/fund-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkFundInvariants, type FundHolder, freezeFunds, fundAvailability } from '../fund';
import { addDays } from './days';
import { expireRebateLots, REBATE_EXPIRY_SOURCE } from './expiry';
import { consumeLots } from './lots';
import { activePolicy, postedLot } from './rebate.testkit';

const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => addDays(TODAY, offset);

/** The daily write-off of expired rebate lots (domain.md §8), on each holder's fund ledger. */
describe('rebate lot expiry job', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const remaining = async (lotId: string) =>
    (await db().selectFrom('rebateLot').select('remaining').where('id', '=', lotId).executeTakeFirstOrThrow())
      .remaining;
  const writeOffs = (holder: FundHolder) =>
    db()
      .selectFrom('fundLedgerEntry')
      .select(['voucherId', 'amount', 'entryType', 'remark', sql<string>`posting_date::text`.as('postingDate'), 'kind'])
      .where('tenantId', '=', ADMIN_TENANT)
      .where('holderPartyId', '=', holder.holderPartyId)
      .where('voucherType', '=', REBATE_EXPIRY_SOURCE)
      .orderBy('id')
      .execute();

  it('writes off only lots expired before today, dated the day they lapsed, once', async () => {
    const holder = await fundHolder(db(), ADMIN_TENANT);
    const policy = await activePolicy(db(), ADMIN_TENANT, holder, '1');
    const lot = (amount: string, expiryDate: string) =>
      postedLot(db(), ADMIN_TENANT, holder, { policyId: policy, amount, expiryDate, postingDate: day(-40) });
    const old = await lot('30.00', day(-2));
    const lastNight = await lot('10.00', day(-1));
    const today = await lot('20.00', TODAY);
    const later = await lot('5.00', day(9));

    const run = await expireRebateLots(db());
    const mine = run.writtenOff.filter((one) => one.holderPartyId === holder.holderPartyId);
    expect(mine.map(({ lotId, amount, postingDate }) => ({ lotId, amount, postingDate }))).toEqual([
      { lotId: old.lotId, amount: '30.00', postingDate: day(-1) },
      { lotId: lastNight.lotId, amount: '10.00', postingDate: TODAY },
    ]);
    expect(await Promise.all([old, lastNight, today, later].map((one) => remaining(one.lotId)))).toEqual([
      '0.00',
      '0.00',
      '20.00',
      '5.00',
    ]);
    expect(await writeOffs(holder)).toEqual([
      {
        voucherId: old.lotId,
        amount: '-30.00',
        entryType: 'ADJUSTMENT',
        remark: old.settlementNo,
        postingDate: day(-1),
        kind: 'REBATE',
      },
      {
        voucherId: lastNight.lotId,
        amount: '-10.00',
        entryType: 'ADJUSTMENT',
        remark: lastNight.settlementNo,
        postingDate: TODAY,
        kind: 'REBATE',
      },
    ]);
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).rebate).toEqual({
      balance: '25.00',
      frozen: '0.00',
      available: '25.00',
    });

    // a second run (or tomorrow's, before the next expiry) writes nothing
    const again = await expireRebateLots(db());
    expect(again.writtenOff.filter((one) => one.holderPartyId === holder.holderPartyId)).toEqual([]);
    expect(await writeOffs(holder)).toHaveLength(2);
    expect(await checkFundInvariants(db(), { tenantId: ADMIN_TENANT })).toEqual([]);
  });

  it('posts on the first open day after a confirmed period, and waits while the lock reaches past today', async () => {
    const holder = await fundHolder(db(), ADMIN_TENANT);
    const policy = await activePolicy(db(), ADMIN_TENANT, holder, '1');
    const lot = await postedLot(db(), ADMIN_TENANT, holder, {
      policyId: policy,
      amount: '12.00',
      expiryDate: day(-10),
      postingDate: day(-40),
    });
    const lockOf = (lockDate: string) =>
      setLockDate(db(), { tenantId: ADMIN_TENANT, ledger: 'fund', party: holder.holderPartyId }, lockDate);

    // a lock through today: the write-off waits (it is never refused, only later)
    await lockOf(TODAY);
    const waiting = await expireRebateLots(db());
    expect(waiting.waiting).toContainEqual({ tenantId: ADMIN_TENANT, lotId: lot.lotId, openFrom: day(1) });
    expect(await remaining(lot.lotId)).toBe('12.00');
    expect(await writeOffs(holder)).toEqual([]);

    // the period confirmed through three days ago: written off the day after
    await lockOf(day(-3));
    const run = await expireRebateLots(db());
    expect(run.writtenOff.find((one) => one.lotId === lot.lotId)).toMatchObject({
      amount: '12.00',
      postingDate: day(-2),
    });
    expect(await remaining(lot.lotId)).toBe('0.00');
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).rebate.balance).toBe('0.00');
  });

  it('never double-spends when orders spend the holder’s rebate while the job runs on two instances', async () => {
    const holder = await fundHolder(db(), ADMIN_TENANT);
    const policy = await activePolicy(db(), ADMIN_TENANT, holder, '1');
    const expired = await postedLot(db(), ADMIN_TENANT, holder, {
      policyId: policy,
      amount: '40.00',
      expiryDate: day(-1),
      postingDate: day(-30),
    });
    const live = await postedLot(db(), ADMIN_TENANT, holder, {
      policyId: policy,
      amount: '50.00',
      expiryDate: day(20),
      postingDate: day(-30),
    });
    const instances: Database[] = [db(), (await t.anotherInstance()).deps.db];
    const caller = { ...staffCaller(ADMIN_TENANT, { userId: '1' }), codes: new Set<string>() };
    // 12 orders of 7.00: 7 fit in the live lot's 50.00; the expired 40.00 pays none of them
    const orders = Array.from({ length: 12 }, (_, index) =>
      (instances[index % 2] as Database).transaction().execute(async (trx) => {
        const source = { type: 'order', id: String(800_000 + index) };
        await freezeFunds(trx, caller, {
          holder,
          source,
          parts: { cash: '0', rebate: '7.00', credit: '0' },
          postingDate: TODAY,
        });
        await consumeLots(trx, caller, holder, source, '7.00', TODAY, '7.00');
      }),
    );
    const jobs = instances.map((instance) => expireRebateLots(instance));
    const results = await Promise.allSettled([...orders, ...jobs]);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    for (const reason of refused) expect(reason).toBeInstanceOf(AppError);
    expect(results.slice(12).every((result) => result.status === 'fulfilled')).toBe(true);
    expect(results.slice(0, 12).filter((result) => result.status === 'fulfilled')).toHaveLength(7);

    expect([await remaining(expired.lotId), await remaining(live.lotId)]).toEqual(['0.00', '1.00']);
    expect((await writeOffs(holder)).map((entry) => entry.amount)).toEqual(['-40.00']);
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).rebate).toEqual({
      balance: '50.00',
      frozen: '49.00',
      available: '1.00',
    });
    expect(await checkFundInvariants(db(), { tenantId: ADMIN_TENANT })).toEqual([]);
  });
});
