import { ADJUSTMENT_CODES, adjustmentMachine } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { defineDocument } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { keptBy } from '../store';
import { postAdjustment, valueAdjustment } from './adjustment.post';
import { adjustmentDetail } from './adjustment.queries';
import { ADJUSTMENT_VOUCHER } from './check.post';
import { reverseStock } from './reverse-stock';
import { todayIn } from './voucher-numbers';
import { warehouseVisible } from './voucher-scope';

/**
 * A stock adjustment (domain.md §6): a signed difference per line with a reason. `confirm` values it,
 * `approve` (someone other than the creator) is needed above the threshold, `post` writes the gains
 * and losses dated the caller's today, `reverse` mirrors them. One a stock check posted is read-only.
 */
export const adjustmentDocument = defineDocument({
  type: ADJUSTMENT_VOUCHER,
  table: 'stockAdjustment',
  machine: adjustmentMachine,
  codes: { view: ADJUSTMENT_CODES.view, delete: ADJUSTMENT_CODES.delete },
  scope: { party: 'scopePartyId' },
  granted: (caller, table) => keptBy(caller, `${table}.warehouseId`),
  visible: (trx, caller, row) => warehouseVisible(trx, caller, row.warehouseId),
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'stockVoucherStateInvalid',
    reasonRequired: 'stockVoucherReasonRequired',
    removeRefused: 'stockVoucherRemoveRefused',
  },
  detail: adjustmentDetail,
  hooks: {
    confirm: async ({ trx, row }) => valueAdjustment(trx, row),
    approve: async ({ caller, row }) => {
      if (row.createUser === caller.userId) throw badRequest('stockAdjustmentSelfApproval');
      return { approvedBy: caller.userId };
    },
    post: async ({ trx, caller, row, now, zone }) => {
      const postingDate = todayIn(now, zone);
      await postAdjustment(trx, caller, row, postingDate);
      return { postingDate };
    },
    reverse: async ({ trx, caller, row, now, zone }) => {
      await refuseFromCheck(trx, row);
      await reverseStock(trx, caller, {
        voucher: { type: ADJUSTMENT_VOUCHER, id: row.id },
        postingDate: todayIn(now, zone),
      });
      return undefined;
    },
  },
});

/** An adjustment a stock check posted belongs to the check: it is neither changed nor reversed here. */
async function refuseFromCheck(trx: Transaction<DB>, row: { sourceType: string | null; sourceId: string | null }) {
  if (!row.sourceType) return;
  const check = row.sourceId
    ? await trx.selectFrom('stockCheckTask').select('taskNo').where('id', '=', row.sourceId).executeTakeFirst()
    : undefined;
  throw badRequest('stockAdjustmentFromCheck', { check: check?.taskNo ?? '' });
}
