import { buttonCodes } from '../codes';

/** The pick-up page's buttons (menu `pickup`): `add` issues and revokes tickets, `edit` works the counter. */
export const pickupCodes = buttonCodes('pickup', ['view', 'add', 'edit']);

export const PICKUP_CODES = {
  view: [pickupCodes.view],
  issue: [pickupCodes.add],
  verify: [pickupCodes.edit],
} as const;
