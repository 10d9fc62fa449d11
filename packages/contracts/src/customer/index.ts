export * from './address.schema';
export * from './customer.codes';
export * from './customer.schema';
export * from './customer-sales.schema';
export * from './vehicle.schema';
