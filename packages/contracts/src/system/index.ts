export * from './system.codes';
