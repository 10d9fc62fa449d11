export * from './message.schema';
export * from './notice.codes';
export * from './notice.schema';
