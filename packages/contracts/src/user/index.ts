export * from './account.schema';
export * from './quota.schema';
export * from './user.codes';
