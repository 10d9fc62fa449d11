export * from './shop.schema';
export * from './store.codes';
export * from './warehouse.schema';
