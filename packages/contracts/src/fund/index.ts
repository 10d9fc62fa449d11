export * from './fund.ageing';
export * from './fund.codes';
export * from './fund.schema';
export * from './receipt.machine';
export * from './receipt.schema';
export * from './reconciliation.figures';
export * from './reconciliation.machine';
export * from './reconciliation.schema';
