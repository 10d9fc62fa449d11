export * from './message.schema';
