import type { UserInfo } from '@smdp/contracts/auth';
import { describe, expect, it } from 'vitest';
import { decide, type GuardInput, pendingStep } from './guard';

const user = (flags: Partial<UserInfo> = {}): UserInfo =>
  ({ first_login_password: 'N', login_phone_verify: 'Y', force_reset_password: 'N', ...flags }) as UserInfo;
const signedIn = (path: string, extra: Partial<GuardInput> = {}): GuardInput => ({
  path,
  needsAuth: true,
  token: 't',
  user: user(),
  locked: false,
  ...extra,
});

describe('route guard (spec §4)', () => {
  it('sends signed-out users to /login except on isAuth:false routes', () => {
    const anonymous = { token: '', user: null };
    expect(decide(signedIn('/wel/index', anonymous))).toEqual({ to: '/login', signOut: false });
    expect(decide(signedIn('/login', { ...anonymous, needsAuth: false }))).toBeNull();
    expect(decide(signedIn('/404', { ...anonymous, needsAuth: false }))).toBeNull();
  });

  it('treats a token without user info as signed out', () => {
    expect(decide(signedIn('/wel/index', { user: null }))).toEqual({ to: '/login', signOut: true });
  });

  it('keeps a locked session on /lock', () => {
    expect(decide(signedIn('/wel/index', { locked: true }))).toEqual({ to: '/lock', signOut: false });
    expect(decide(signedIn('/login', { locked: true, needsAuth: false }))).toEqual({ to: '/lock', signOut: false });
    expect(decide(signedIn('/lock', { locked: true, needsAuth: false }))).toBeNull();
  });

  it('sends a signed-in user on /login home, and lets other routes open', () => {
    expect(decide(signedIn('/login', { needsAuth: false }))).toEqual({ to: '/wel/index', signOut: false });
    expect(decide(signedIn('/info/index'))).toBeNull();
  });

  it('allows only /resetpassword while a first-login or forced password change is pending', () => {
    const first = user({ first_login_password: 'Y' });
    expect(decide(signedIn('/resetpassword', { user: first, needsAuth: false }))).toBeNull();
    expect(decide(signedIn('/wel/index', { user: first }))).toEqual({ to: '/login', signOut: true });
    const forced = user({ force_reset_password: 'Y' });
    expect(decide(signedIn('/wel/index', { user: forced }))).toEqual({ to: '/login', signOut: true });
  });

  it('allows only /modifyphone when all three flags are N', () => {
    const unverified = user({ login_phone_verify: 'N' });
    expect(pendingStep(unverified)).toBe('/modifyphone');
    expect(decide(signedIn('/modifyphone', { user: unverified, needsAuth: false }))).toBeNull();
    expect(decide(signedIn('/wel/index', { user: unverified }))).toEqual({ to: '/login', signOut: true });
    expect(pendingStep(user({ login_phone_verify: 'N', first_login_password: 'Y' }))).toBe('/resetpassword');
  });
});
