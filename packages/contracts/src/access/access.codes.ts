import { buttonCodes } from '../codes';

/** The role page (/system/role). */
export const roleCodes = buttonCodes('role', ['view', 'add', 'edit', 'delete', 'grant']);

/** The menu page (/system/menu), the administrator tenant's only. */
export const menuCodes = buttonCodes('menu', ['view', 'add', 'edit', 'delete']);
