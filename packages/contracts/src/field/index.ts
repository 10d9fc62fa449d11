export * from './field.codes';
export * from './field.machine';
export * from './plan.schema';
export * from './route.schema';
export * from './visit.schema';
export * from './visit-report.schema';
