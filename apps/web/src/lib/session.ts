import type { TokenBody, UserInfo } from '@smdp/contracts/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SessionState = {
  accessToken: string;
  refreshToken: string;
  tenantId: string;
  /** When the access token was issued (ms), which drives the refresh rule of spec §4. */
  issuedAt: number;
  user: UserInfo | null;
  /** spec §3 user system setting / sale unit ipoStatus (1 smdp, 2 fmmc, 3 bmmc): drives My-Head-Agent. */
  ipoStatus: number | null;
  signedIn: (body: TokenBody, tenantId: string) => void;
  setIpoStatus: (ipoStatus: number | null) => void;
  signOut: () => void;
};

const signedOut = { accessToken: '', refreshToken: '', tenantId: '', issuedAt: 0, user: null, ipoStatus: null };

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signedIn: (body, tenantId) => {
        const { access_token, refresh_token, token_type, expires_in, scope, client_id, detail, license, jti, ...user } =
          body;
        set({ accessToken: access_token, refreshToken: refresh_token, tenantId, issuedAt: Date.now(), user });
      },
      setIpoStatus: (ipoStatus) => set({ ipoStatus }),
      signOut: () => set(signedOut),
    }),
    { name: 'smdp-session', storage: createJSONStorage(() => localStorage) },
  ),
);

type PermissionState = {
  /** Button codes of spec §6, flattened from `menu/buttons`: `{ user_add: true, ... }`. */
  codes: Record<string, true>;
  setCodes: (codes: string[]) => void;
};

/** spec §6: the button permission map lives in session storage (one browser tab, gone with it). */
export const usePermissions = create<PermissionState>()(
  persist(
    (set) => ({
      codes: {},
      setCodes: (codes) => set({ codes: Object.fromEntries(codes.map((code) => [code, true as const])) }),
    }),
    { name: 'smdp-permissions', storage: createJSONStorage(() => sessionStorage) },
  ),
);

type LockState = {
  locked: boolean;
  /** md5 of the password chosen when locking; unlocking compares against it. */
  passwordHash: string;
  lock: (passwordHash: string) => void;
  unlock: () => void;
};

/** spec §4: the lock state lives in session storage; signing out (or closing the tab) clears it. */
export const useLock = create<LockState>()(
  persist(
    (set) => ({
      locked: false,
      passwordHash: '',
      lock: (passwordHash) => set({ locked: true, passwordHash }),
      unlock: () => set({ locked: false, passwordHash: '' }),
    }),
    { name: 'smdp-lock', storage: createJSONStorage(() => sessionStorage) },
  ),
);

useSession.subscribe((state, previous) => {
  if (previous.accessToken && !state.accessToken) {
    useLock.getState().unlock();
    usePermissions.getState().setCodes([]);
  }
});

/** spec §6: administrators have a role name containing 'administrator'. */
export const isAdministrator = (user: UserInfo | null) => Boolean(user?.role_name.includes('administrator'));
export const isPrimaryAccount = (user: UserInfo | null) =>
  !isAdministrator(user) && user?.user_info.primaryAccount === 'Y';
