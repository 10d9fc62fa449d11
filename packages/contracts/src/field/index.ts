export * from './field.codes';
export * from './field.machine';
