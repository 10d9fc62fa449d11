import { buttonCodes } from '../codes';

/** The menu codes of the customer pages (the seed's leaves): a page's buttons are `<menu>_<action>`. */
export const CUSTOMER_MENUS = {
  customerList: 'customer_list',
  subCustomer: 'sub_customer',
  closureRequest: 'closure_request',
  address: 'address',
  vehicle: 'vehicle',
} as const;

const CRUD = ['view', 'add', 'edit', 'delete'] as const;
const CRUD_APPROVE = [...CRUD, 'approve'] as const;

/** Staff's customer list and a seller's sub-customers: the two pages that manage parties. */
export const customerListCodes = buttonCodes(CUSTOMER_MENUS.customerList, CRUD_APPROVE);
export const subCustomerCodes = buttonCodes(CUSTOMER_MENUS.subCustomer, CRUD_APPROVE);
export const closureRequestCodes = buttonCodes(CUSTOMER_MENUS.closureRequest, CRUD_APPROVE);
export const addressCodes = buttonCodes(CUSTOMER_MENUS.address, CRUD);
export const vehicleCodes = buttonCodes(CUSTOMER_MENUS.vehicle, CRUD);

/** A party page's menu code: which of the two pages a party call or screen serves. */
export type PartyMenu = typeof CUSTOMER_MENUS.customerList | typeof CUSTOMER_MENUS.subCustomer;

/** Button codes of either party page, per action: holding one of them is enough. */
export const PARTY_CODES = {
  view: [customerListCodes.view, subCustomerCodes.view],
  add: [customerListCodes.add, subCustomerCodes.add],
  edit: [customerListCodes.edit, subCustomerCodes.edit],
  delete: [customerListCodes.delete, subCustomerCodes.delete],
  approve: [customerListCodes.approve, subCustomerCodes.approve],
} as const;
