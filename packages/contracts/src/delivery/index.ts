export * from './delivery.machine';
export * from './delivery.schema';
