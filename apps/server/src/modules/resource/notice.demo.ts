import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/scope/caller';
import { companyPartyOf, findPartyByCode } from '../customer';

const DAY_MS = 86_400_000;

/**
 * Notices a fresh install shows (issue 15, item 4): a pinned one for everyone, one for distributors, and
 * one Moonlight Trading (C0002) must acknowledge. The acknowledgement is aimed at a customer no demo
 * account signs in as, so the sign-in dialog does not stand in front of the demo accounts' pages.
 * Once per tenant: the seed runs on every start.
 */
export async function seedNotices(trx: Transaction<DB>, staff: Caller): Promise<void> {
  const { tenantId } = staff;
  const seeded = await trx.selectFrom('notice').select('id').where('tenantId', '=', tenantId).limit(1).execute();
  if (seeded.length) return;
  const moonlight = await findPartyByCode(trx, tenantId, 'C0002');
  const now = Date.now();
  const base = {
    tenantId,
    publisherPartyId: await companyPartyOf(trx, tenantId),
    state: 'PUBLISHED',
    publishAt: new Date(now - 2 * DAY_MS),
    publishedAt: new Date(now - 2 * DAY_MS),
    expireAt: new Date(now + 60 * DAY_MS),
    createUser: staff.userId,
    updateUser: staff.userId,
  } as const;
  await trx
    .insertInto('notice')
    .values([
      {
        ...base,
        title: 'Holiday delivery schedule',
        body: 'Warehouses close on 25 and 26 December. Orders approved after 20 December ship from 27 December.',
        pinned: true,
      },
      {
        ...base,
        title: 'New price list from next month',
        body: 'Distributor prices change on the first of next month. The new list is in the catalogue.',
        audienceTypes: ['DISTRIBUTOR'],
      },
      ...(moonlight
        ? [
            {
              ...base,
              title: 'Updated credit terms: please acknowledge',
              body: 'From next month, credit orders are held once an invoice is 7 days overdue.',
              audienceParties: [moonlight.id],
              requiresAck: true,
            },
          ]
        : []),
    ])
    .execute();
}
