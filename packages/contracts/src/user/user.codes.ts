import { buttonCodes } from '../codes';

/** The user page (company staff manage every account of the tenant). */
export const userCodes = buttonCodes('user', ['view', 'add', 'edit', 'delete', 'reset', 'grant', 'unlock', 'import']);

/** The customer-account page: customers' accounts, or a primary account's own sub-accounts. */
export const customerAccountCodes = buttonCodes('customer_account', ['view', 'add', 'edit', 'delete']);
