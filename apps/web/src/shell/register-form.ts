import type { UserInfo } from '@smdp/contracts/auth';

/** spec §3 "Register form". */
export type RegisterForm = {
  tenantId?: string;
  name?: string;
  account?: string;
  password?: string;
  password2?: string;
};

export type RegisterProblem = 'tenantRequired' | 'accountRequired' | 'passwordRequired' | 'passwordsDiffer';

/** spec §5: checked in this order, the first problem warns and stops the submit. */
export function registerProblem(form: RegisterForm): RegisterProblem | null {
  if (!form.tenantId?.trim()) return 'tenantRequired';
  if (!form.account?.trim()) return 'accountRequired';
  if (!form.password || !form.password2) return 'passwordRequired';
  if (form.password !== form.password2) return 'passwordsDiffer';
  return null;
}

/**
 * spec §2: the dialog opens only when the signed-in user has no user id, or a negative one (a
 * third-party sign-in that no account is bound to yet).
 */
export function needsRegistration(user: Pick<UserInfo, 'user_id'> | null): boolean {
  if (!user) return false;
  const id = String(user.user_id ?? '').trim();
  return id === '' || id.startsWith('-');
}
