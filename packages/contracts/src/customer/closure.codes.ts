import { buttonCodes } from '../codes';

/** The store-closure request page's buttons. */
export const closureRequestCodes = buttonCodes('closure_request', ['view', 'add', 'edit', 'delete', 'approve']);

export const CLOSURE_CODES = {
  view: [closureRequestCodes.view],
  add: [closureRequestCodes.add],
  edit: [closureRequestCodes.edit],
  delete: [closureRequestCodes.delete],
  approve: [closureRequestCodes.approve],
} as const;
