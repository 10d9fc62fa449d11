import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';
import { needsRegistration } from './register-form';

// Few users ever see this dialog: its form code loads only for them.
const RegisterDialogForm = lazy(() =>
  import('./RegisterDialogForm').then((module) => ({ default: module.RegisterDialogForm })),
);

/** spec §2: the third-party registration dialog, for a signed-in user without an account id. */
export function RegisterDialog() {
  const user = useSession((state) => state.user);
  if (!user || !needsRegistration(user)) return null;
  return (
    <Suspense fallback={null}>
      <RegisterDialogForm oauthId={user.oauth_id} tenantId={user.tenant_id} />
    </Suspense>
  );
}
