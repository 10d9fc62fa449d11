import { closureRequestCodes } from './customer.codes';

/** Every action on the store-closure request page, as the document kernel's machine names them. */
export const CLOSURE_CODES = {
  view: [closureRequestCodes.view],
  add: [closureRequestCodes.add],
  edit: [closureRequestCodes.edit],
  delete: [closureRequestCodes.delete],
  approve: [closureRequestCodes.approve],
} as const;
