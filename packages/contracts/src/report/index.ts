export * from './report.codes';
export * from './report.schema';
