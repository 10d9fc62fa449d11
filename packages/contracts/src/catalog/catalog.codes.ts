import { buttonCodes } from '../codes';

export const goodsCodes = buttonCodes('goods_list', ['view', 'add', 'edit', 'delete']);
export const productLevelCodes = buttonCodes('product_level', ['view', 'add', 'edit', 'delete']);
export const customerGoodsCodes = buttonCodes('customer_goods', ['view', 'add', 'delete']);
export const customerLevelCodes = buttonCodes('customer_level', ['view', 'add', 'edit', 'delete']);
export const priceListCodes = buttonCodes('price_list', ['view', 'add', 'edit', 'delete']);

/**
 * Codes of the order pages that also ask for prices. They belong to the order and purchase pages;
 * named here until those modules have contracts of their own.
 */
export const orderPageCodes = buttonCodes('order', ['view']);
export const purchasePageCodes = buttonCodes('purchase', ['view']);
