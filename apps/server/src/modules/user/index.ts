import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountImportRoutes } from './account-import.routes';
import { accountListRoutes } from './account-list.routes';
import { accountPasswordRoutes } from './account-password.routes';
import { accountQuotaRoutes } from './account-quota.routes';
import { accountSaveRoutes } from './account-save.routes';
import { accountStateRoutes } from './account-state.routes';
import { accountSwitchRoutes } from './account-switch.routes';
import { forgotPasswordRoutes } from './forgot-password.routes';
import { userRoutes } from './user.routes';

/** Accounts: one's own profile and password, the administration of accounts, guest registration. */
export const userModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(userRoutes);
  await app.register(accountListRoutes);
  await app.register(accountSaveRoutes);
  await app.register(accountImportRoutes);
  await app.register(accountPasswordRoutes);
  await app.register(accountStateRoutes);
  await app.register(accountQuotaRoutes);
  await app.register(accountSwitchRoutes);
  await app.register(forgotPasswordRoutes);
};

export * from './for-access';
export * from './for-auth';
export * from './for-customer';
export * from './for-records';
export * from './for-resource';
export * from './for-store';
export * from './for-structure';
export * from './for-system';
export { PENDING_APPROVAL, REGISTER_LIMITS, registerGuest } from './register.service';
export { loadUserProfile, type UserProfile } from './user-profile';
