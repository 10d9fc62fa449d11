export * from './common';
export * from './envelope';
export * from './paging';
export * from './auth';
