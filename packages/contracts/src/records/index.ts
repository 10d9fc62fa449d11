export * from './records.codes';
