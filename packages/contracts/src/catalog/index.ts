export * from './catalog.codes';
