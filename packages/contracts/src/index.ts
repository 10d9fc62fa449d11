export * from './codes';
export * from './common';
export * from './crud/table-layout.schema';
export * from './document';
export * from './envelope';
export * from './paging';
export * from './wire';
