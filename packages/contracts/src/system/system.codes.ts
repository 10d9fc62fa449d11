import { buttonCodes } from '../codes';

const CRUD = ['view', 'add', 'edit', 'delete'] as const;

export const tenantCodes = buttonCodes('tenant', [...CRUD, 'setting']);
export const packageCodes = buttonCodes('package', CRUD);
export const versionCodes = buttonCodes('version', [...CRUD, 'publish']);
export const clientCodes = buttonCodes('client', CRUD);
/** The company settings page; also guards the tenant's default list layouts (crud module). */
export const settingCodes = buttonCodes('setting', CRUD);
export const saleUnitCodes = buttonCodes('saleunit', CRUD);
export const paramCodes = buttonCodes('param', CRUD);
