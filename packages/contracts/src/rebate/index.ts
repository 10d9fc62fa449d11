export * from './rebate.tiers';
