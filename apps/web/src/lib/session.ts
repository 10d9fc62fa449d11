import type { TokenBody, UserInfo } from '@smdp/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type SessionState = {
  accessToken: string;
  refreshToken: string;
  tenantId: string;
  /** When the access token was issued (ms), which drives the refresh rule of spec §4. */
  issuedAt: number;
  user: UserInfo | null;
  /** Button codes of spec §6, flattened from `menu/buttons`. */
  permissions: Record<string, true>;
  signedIn: (body: TokenBody, tenantId: string) => void;
  setPermissions: (codes: string[]) => void;
  signOut: () => void;
};

const signedOut = { accessToken: '', refreshToken: '', tenantId: '', issuedAt: 0, user: null, permissions: {} };

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signedIn: (body, tenantId) => {
        const { access_token, refresh_token, token_type, expires_in, scope, client_id, detail, license, jti, ...user } =
          body;
        set({ accessToken: access_token, refreshToken: refresh_token, tenantId, issuedAt: Date.now(), user });
      },
      setPermissions: (codes) => set({ permissions: Object.fromEntries(codes.map((code) => [code, true as const])) }),
      signOut: () => set(signedOut),
    }),
    { name: 'smdp-session', storage: createJSONStorage(() => localStorage) },
  ),
);

/** spec §6: administrators have a role name containing 'administrator'. */
export const isAdministrator = (user: UserInfo | null) => Boolean(user?.role_name.includes('administrator'));
export const isPrimaryAccount = (user: UserInfo | null) =>
  !isAdministrator(user) && user?.user_info.primaryAccount === 'Y';
