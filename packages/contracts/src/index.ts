export * from './auth';
export * from './common';
export * from './envelope';
export * from './paging';
export * from './table-layout';
