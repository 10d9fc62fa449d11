export * from './crud.schema';
export * from './table-layout.schema';
