export * from './auth';
export * from './codes';
export * from './common';
export * from './document';
export * from './envelope';
export * from './paging';
export * from './table-layout';
export * from './wire';
