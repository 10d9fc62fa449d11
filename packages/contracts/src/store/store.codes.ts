import { buttonCodes } from '../codes';

export const warehouseCodes = buttonCodes('warehouse', ['view', 'add', 'edit', 'delete']);
export const storeCodes = buttonCodes('store', ['view', 'add', 'edit']);
