export * from './stock.codes';
