export * from './job.codes';
export * from './job.schema';
