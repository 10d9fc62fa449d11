export * from './attach.schema';
export * from './log.schema';
export * from './records.codes';
export * from './registration.schema';
export * from './sms.schema';
