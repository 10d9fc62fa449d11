export * from './field.codes';
export * from './field.machine';
export * from './visit.schema';
