export * from './account.schema';
export * from './forgot-password.schema';
export * from './guest.schema';
export * from './profile.schema';
export * from './quota.schema';
export * from './switch.schema';
export * from './user.codes';
