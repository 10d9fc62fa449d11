import { buttonCodes } from '../codes';

/**
 * The order pages' buttons (menus seeded in db/seed/menus.ts). `save` drafts and changes a draft,
 * `submit` sends it (reserving stock and freezing funds), `approve`/`reject`/`ship`/`shortClose` are the
 * seller's, `hold`/`release` the credit controller's (release needs a logged reason).
 */
export const orderCodes = buttonCodes('order', [
  'view',
  'save',
  'submit',
  'approve',
  'reject',
  'cancel',
  'hold',
  'release',
  'ship',
  'export',
]);
