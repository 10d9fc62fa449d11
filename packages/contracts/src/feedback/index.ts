export * from './feedback.codes';
export * from './feedback.machine';
export * from './feedback.schema';
