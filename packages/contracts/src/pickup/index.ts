export * from './pickup.codes';
export * from './pickup.schema';
