import type { ReactNode } from 'react';
import { usePermissions } from '../lib/session';

/** Whether the signed-in user was granted the button code (spec §6), e.g. `usePermission('user_add')`. */
export const usePermission = (code: string) => usePermissions((state) => state.codes[code] === true);

/** Renders its children only for users granted `code`: `<Perm code="user_add"><Button …/></Perm>`. */
export function Perm({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  return usePermission(code) ? children : fallback;
}
