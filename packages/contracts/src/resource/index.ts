export * from './message.schema';
export * from './message-rule.schema';
export * from './notice.codes';
export * from './notice.schema';
