export * from './rebate.codes';
export * from './rebate.machine';
export * from './rebate.periods';
export * from './rebate.schema';
export * from './rebate.tiers';
