import { RECONCILIATION_CODES } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { transitionIn } from '../../platform/document/lifecycle';
import { companyPartyOf } from '../customer';
import type { DemoFundSubjects } from './fund.demo';
import { postFund, receiveFunds } from './funds';
import { reconciliationDocument } from './reconciliation.document';
import { confirmReconciliationIn, disputeReconciliationIn, draftReconciliationIn } from './reconciliation.service';

const ZONE = 'UTC';
/** The voucher type of the demo's own two postings (a transfer in, the same paid back). */
const DEMO_VOUCHER = 'demo_transfer';

/**
 * The two closed months: fixed, before every other demo and test posting. The seed is also every test's
 * starting database, and a confirmed month locks dist01's postings up to its end: a month relative to today
 * would lock the fixed-date history that tests write for dist01.
 */
export const DEMO_CONFIRMED_MONTH = { start: '2024-11-01', end: '2024-11-30' };
export const DEMO_DISPUTED_MONTH = { start: '2024-12-01', end: '2024-12-31' };

/**
 * Two closed months of the demo distributor with the company (issue 14 item 7): November 2024, a transfer
 * in, issued and confirmed by dist01 (its period locks); December 2024, the same money paid back out,
 * issued and disputed with a claim on that line (90% of it). The two postings cancel out, so today's
 * balances are those of the other demos. Only into a tenant without statements (the seed runs on every start).
 */
export async function seedReconciliations(trx: Transaction<DB>, subjects: DemoFundSubjects): Promise<void> {
  const { tenantId } = subjects;
  const any = await trx
    .selectFrom('reconciliationStatement')
    .select('id')
    .where('tenantId', '=', tenantId)
    .limit(1)
    .execute();
  if (any.length) return;
  const withCodes = <C extends DocumentCaller>(caller: C, codes: readonly string[]): C => ({
    ...caller,
    codes: new Set([...caller.codes, ...codes]),
  });
  const staff = withCodes(subjects.staff, [...RECONCILIATION_CODES.view, ...RECONCILIATION_CODES.issue]);
  const dist = withCodes(subjects.distributor, [...RECONCILIATION_CODES.view, ...RECONCILIATION_CODES.answer]);
  const context = { zone: ZONE, now: new Date() };
  const holder = { holderPartyId: dist.customerId, counterpartyPartyId: await companyPartyOf(trx, tenantId) };
  if (!holder.counterpartyPartyId) return;
  const pair = { holderPartyId: holder.holderPartyId, counterpartyPartyId: holder.counterpartyPartyId };
  const transfer = { type: DEMO_VOUCHER, id: '1' };
  await receiveFunds(trx, staff, {
    holder: pair,
    source: transfer,
    amount: '3000.00',
    target: 'CASH',
    postingDate: '2024-11-15',
    remark: 'Bank transfer',
  });
  const units = 300_000n;
  await postFund(trx, {
    caller: staff,
    holder: pair,
    voucher: { type: DEMO_VOUCHER, id: '2' },
    postingDate: '2024-12-10',
    lines: [{ kind: 'CASH', amount: -units, available: -units, entryType: 'WITHDRAWAL', remark: 'Paid back' }],
  });
  const issued = async (period: { start: string; end: string }) => {
    const id = await draftReconciliationIn(
      trx,
      staff,
      { debtorPartyId: dist.customerId, periodStart: period.start, periodEnd: period.end },
      context,
    );
    const row = await transitionIn(trx, reconciliationDocument, staff, 'issue', { id, version: 1 }, context);
    return { id: row.id, version: row.version, lines: row.lines };
  };

  const confirmed = await issued(DEMO_CONFIRMED_MONTH);
  await confirmReconciliationIn(trx, dist, { id: confirmed.id, version: confirmed.version }, context);

  const disputed = await issued(DEMO_DISPUTED_MONTH);
  const largest = [...disputed.lines].sort(
    (a, b) => Number(b.debit) + Number(b.credit) - (Number(a.debit) + Number(a.credit)),
  )[0];
  if (!largest) return;
  const amount = Number(largest.debit) + Number(largest.credit);
  await disputeReconciliationIn(
    trx,
    dist,
    {
      id: disputed.id,
      version: disputed.version,
      remark: 'The amount on our bank statement differs',
      lines: [{ lineNo: largest.lineNo, claimedAmount: (amount * 0.9).toFixed(2), note: 'see our bank statement' }],
    },
    context,
  );
}
