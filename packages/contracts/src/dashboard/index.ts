export * from './dashboard.schema';
