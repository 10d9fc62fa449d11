import { buttonCodes } from '../codes';

export const deptCodes = buttonCodes('dept', ['view', 'add', 'edit', 'delete']);
export const regionCodes = buttonCodes('region', ['view', 'add', 'edit', 'delete', 'import']);
export const postCodes = buttonCodes('post', ['view', 'add', 'edit', 'delete']);
export const dictCodes = buttonCodes('dict', ['view', 'add', 'edit', 'delete']);

/**
 * Codes of the user and role pages that also open structure calls (pickers, product-line grants). They
 * belong to those pages; named here until the user and access contracts are merged (issue 10).
 */
export const userPageCodes = buttonCodes('user', ['view']);
export const rolePageCodes = buttonCodes('role', ['view', 'grant']);
