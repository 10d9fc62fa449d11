import { CHECK_CODES, checkMachine } from '@smdp/contracts/stock';
import { defineDocument } from '../../platform/document/define';
import { keptBy, setWarehouseCounting } from '../store';
import { postCount, submitCount } from './check.post';
import { checkDetail } from './check.queries';
import { takeSnapshot } from './check.snapshot';
import { warehouseVisible } from './voucher-scope';

export const CHECK_DOCUMENT = 'stock_check';

/**
 * A stock check task (domain.md §6). `start` snapshots the book (and freezes the warehouse if asked),
 * `submit` hands in the count and decides whether approval is needed, `post` writes one adjustment,
 * `cancel` lifts any freeze. A task is seen by whoever sees its warehouse.
 */
export const checkDocument = defineDocument({
  type: CHECK_DOCUMENT,
  table: 'stockCheckTask',
  machine: checkMachine,
  codes: { view: CHECK_CODES.view, delete: CHECK_CODES.delete },
  scope: { party: 'scopePartyId' },
  workflow: (row) => ({ actor: row.scopePartyId, subject: row.scopePartyId, number: row.taskNo }),
  granted: (caller, table) => keptBy(caller, `${table}.warehouseId`),
  visible: (trx, caller, row) => warehouseVisible(trx, caller, row.warehouseId),
  removableStates: ['PLANNED', 'CANCELLED'],
  messages: {
    stateInvalid: 'stockCheckStateInvalid',
    reasonRequired: 'stockCheckReasonRequired',
    removeRefused: 'stockCheckRemoveRefused',
  },
  detail: checkDetail,
  hooks: {
    start: async ({ trx, row }) => takeSnapshot(trx, row),
    submit: async ({ trx, row }) => submitCount(trx, row),
    post: async ({ trx, caller, row, now, zone }) => postCount(trx, caller, row, now, zone),
    cancel: async ({ trx, row }) => {
      if (row.freeze && row.state !== 'PLANNED') await setWarehouseCounting(trx, row.tenantId, row.warehouseId, false);
      return undefined;
    },
  },
});
