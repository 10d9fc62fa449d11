import { buttonCodes } from '../codes';

/**
 * Rebate (page /finance/rebate): `add`/`edit` write policies and draft settlements, `approve` activates and
 * closes policies and approves and posts settlements. A distributor holds them for the policies it runs for
 * its own sub-customers; every buyer with `view` sees its own accruals, settlements and lots.
 */
export const rebateCodes = buttonCodes('rebate', ['view', 'add', 'edit', 'delete', 'export', 'approve']);

export const REBATE_CODES = {
  view: [rebateCodes.view],
  write: [rebateCodes.add, rebateCodes.edit],
  delete: [rebateCodes.delete],
  approve: [rebateCodes.approve],
} as const;
