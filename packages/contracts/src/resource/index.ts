export * from './message.schema';
export * from './message-rule.schema';
