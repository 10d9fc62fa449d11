import type { UserInfo } from '@smdp/contracts/auth';
import { settings } from '../lib/settings';

export const RESET_PASSWORD_PATH = '/resetpassword';
export const MODIFY_PHONE_PATH = '/modifyphone';
export const LOCK_PATH = '/lock';
export const LOGIN_PATH = '/login';

/**
 * A step a signed-in user must finish before anything else (spec §4): a first-login (or forced)
 * password change, or, with all three flags N, the phone verification.
 */
export function pendingStep(user: UserInfo | null): typeof RESET_PASSWORD_PATH | typeof MODIFY_PHONE_PATH | null {
  if (!user) return null;
  if (user.first_login_password === 'Y' || user.force_reset_password === 'Y') return RESET_PASSWORD_PATH;
  if (user.login_phone_verify === 'N') return MODIFY_PHONE_PATH;
  return null;
}

export type GuardInput = {
  path: string;
  /** false for the routes marked `isAuth: false` */
  needsAuth: boolean;
  token: string;
  user: UserInfo | null;
  locked: boolean;
};

/** Where to go instead of `path` (and whether to sign out first), or null to let the route open. */
export type GuardDecision = { to: string; signOut: boolean } | null;

/** spec §4, in its order. */
export function decide({ path, needsAuth, token, user, locked }: GuardInput): GuardDecision {
  if (!token || !user) return needsAuth ? { to: LOGIN_PATH, signOut: Boolean(token) } : null;
  if (locked) return path === LOCK_PATH ? null : { to: LOCK_PATH, signOut: false };
  const step = pendingStep(user);
  if (step) return path === step ? null : { to: LOGIN_PATH, signOut: true };
  if (path === LOGIN_PATH) return { to: settings.homePath, signOut: false };
  return null;
}
