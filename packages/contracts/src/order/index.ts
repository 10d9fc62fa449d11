export * from './order.codes';
export * from './order.machine';
export * from './order.payform';
export * from './order.schema';
