import { creditCodes, subCustCreditCodes } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { transitionIn } from '../../platform/document/lifecycle';
import { customerLevelIdByCode } from '../catalog';
import { companyPartyOf, partiesAs } from '../customer';
import { proposeCreditChangeIn } from './credit-change';
import { creditChangeDocument } from './credit-change.document';

const ZONE = 'UTC';
const DAY_MS = 86_400_000;

export type DemoCreditSubjects = {
  tenantId: string;
  /** The administrator: approves and rejects company credit changes. */
  approver: DocumentCaller;
  /** A staff member who asks for them. */
  requester: DocumentCaller;
  /** The demo distributor's primary account: sets its stores' credit in one step. */
  distributor: DocumentCaller & { customerId: string };
};

const contextOn = (daysAgo: number) => {
  const now = new Date();
  now.setUTCHours(10, 0, 0, 0);
  return { zone: ZONE, ip: undefined, now: new Date(now.getTime() - daysAgo * DAY_MS) };
};
const dayOf = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

/**
 * Credit a finance person finds on a fresh install (issue 14, item 7): the company holds new credit
 * orders of a buyer more than 7 days overdue (Moonlight, whose demo shipment is), gives its standard
 * distributors a default line, dist01 gives one store a temporary limit, and the company's change history
 * has a rejected request. Once per tenant: the seed runs on every start.
 */
export async function seedCredit(trx: Transaction<DB>, subjects: DemoCreditSubjects): Promise<void> {
  const { tenantId, distributor } = subjects;
  const company = await companyPartyOf(trx, tenantId);
  if (!company) return;
  const seeded = await trx.selectFrom('creditChange').select('id').where('tenantId', '=', tenantId).limit(1).execute();
  if (seeded.length) return;
  const withCodes = <C extends DocumentCaller>(caller: C, codes: string[]): C => ({
    ...caller,
    codes: new Set([...caller.codes, ...codes]),
  });
  const approver = withCodes(subjects.approver, [creditCodes.edit, creditCodes.approve]);
  const requester = withCodes(subjects.requester, [creditCodes.edit]);
  const dist = withCodes(distributor, [subCustCreditCodes.edit, subCustCreditCodes.direct]);

  const defaults = [
    { tenantId, creditorPartyId: company, levelId: null, creditLimit: '0', termDays: 30, overdueHoldDays: 7 },
    ...(await standardLevelDefault(trx, tenantId, company)),
  ];
  for (const row of defaults) {
    const taken = await trx
      .selectFrom('creditDefault')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('creditorPartyId', '=', row.creditorPartyId)
      .where((eb) => (row.levelId === null ? eb('levelId', 'is', null) : eb('levelId', '=', row.levelId)))
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (!taken) await trx.insertInto('creditDefault').values(row).execute();
  }

  const moonlight = await partyByCode(trx, tenantId, 'C0002');
  if (moonlight) {
    const limit = await trx
      .selectFrom('creditLimit')
      .select('version')
      .where('tenantId', '=', tenantId)
      .where('creditorPartyId', '=', company)
      .where('debtorPartyId', '=', moonlight)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    const asked = await proposeCreditChangeIn(
      trx,
      requester,
      {
        creditorPartyId: company,
        debtorPartyId: moonlight,
        version: limit?.version,
        creditLimit: '5000',
        tempLimit: '0',
        termDays: 45,
        unlimited: false,
        remark: 'Raise for the holiday season',
      },
      contextOn(4),
    );
    const reason = 'Overdue since last month: settle the open invoices first';
    await transitionIn(
      trx,
      creditChangeDocument,
      approver,
      'reject',
      { id: asked, version: 1, remark: reason },
      contextOn(3),
    );
  }

  const store = await partyByCode(trx, tenantId, `${await codeOf(trx, tenantId, distributor.customerId)}-0004`);
  if (store) {
    const limit = await trx
      .selectFrom('creditLimit')
      .select(['creditLimit', 'termDays', 'version'])
      .where('tenantId', '=', tenantId)
      .where('creditorPartyId', '=', distributor.customerId)
      .where('debtorPartyId', '=', store)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    await proposeCreditChangeIn(
      trx,
      dist,
      {
        creditorPartyId: distributor.customerId,
        debtorPartyId: store,
        version: limit?.version,
        creditLimit: limit?.creditLimit ?? '1000',
        tempLimit: '300',
        tempValidTo: dayOf(15),
        termDays: limit?.termDays ?? 14,
        unlimited: false,
        remark: 'Extra for the market weekend',
      },
      contextOn(2),
    );
  }
}

/** The company's default for its standard distributors: a line for any of them it has not set one for. */
async function standardLevelDefault(trx: Transaction<DB>, tenantId: string, company: string) {
  const level = await customerLevelIdByCode(trx, tenantId, 'LV-STD');
  if (!level) return [];
  return [{ tenantId, creditorPartyId: company, levelId: level, creditLimit: '1000', termDays: 30 }];
}

async function partyByCode(trx: Transaction<DB>, tenantId: string, code: string) {
  const row = await trx
    .selectFrom(partiesAs(trx, 'p'))
    .select('p.id')
    .where('p.tenantId', '=', tenantId)
    .where('p.customerCode', '=', code)
    .where('p.isDeleted', '=', 0)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function codeOf(trx: Transaction<DB>, tenantId: string, partyId: string) {
  const row = await trx
    .selectFrom(partiesAs(trx, 'p'))
    .select('p.customerCode')
    .where('p.tenantId', '=', tenantId)
    .where('p.id', '=', partyId)
    .executeTakeFirst();
  return row?.customerCode ?? '';
}
