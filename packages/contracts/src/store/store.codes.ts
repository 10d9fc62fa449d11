import { buttonCodes } from '../codes';

export const warehouseCodes = buttonCodes('warehouse', ['view', 'add', 'edit', 'delete']);
