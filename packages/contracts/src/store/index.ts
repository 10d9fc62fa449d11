export * from './store.codes';
