import { buttonCodes } from '../codes';

/** The staff customer list's buttons (every party of the tenant). */
export const customerListCodes = buttonCodes('customer_list', ['view', 'add', 'edit', 'delete', 'approve']);
/** The sub-customer page's buttons (a seller's own customers). */
export const subCustomerCodes = buttonCodes('sub_customer', ['view', 'add', 'edit', 'delete', 'approve']);

/** Every action on the two pages that manage parties: either page's button allows it. */
export const PARTY_CODES = {
  view: [customerListCodes.view, subCustomerCodes.view],
  add: [customerListCodes.add, subCustomerCodes.add],
  edit: [customerListCodes.edit, subCustomerCodes.edit],
  delete: [customerListCodes.delete, subCustomerCodes.delete],
  approve: [customerListCodes.approve, subCustomerCodes.approve],
} as const;
