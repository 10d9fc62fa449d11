export * from './catalog.codes';
export * from './category.schema';
export * from './customer-goods.schema';
export * from './customer-level.schema';
export * from './decimal.schema';
export * from './goods.schema';
export * from './price.schema';
export * from './price-list.schema';
