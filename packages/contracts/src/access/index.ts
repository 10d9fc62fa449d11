export * from './access.codes';
export * from './menu.schema';
export * from './role.schema';
