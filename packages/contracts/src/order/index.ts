export * from './order.codes';
export * from './order.machine';
export * from './order.payform';
export * from './order.schema';
export * from './return.machine';
export * from './return.refund';
export * from './return.schema';
