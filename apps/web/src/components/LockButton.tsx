import { LockOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (antd Form) loads on first use, not with every signed-in page.
const LockDialog = lazy(() => import('./LockDialog').then((module) => ({ default: module.LockDialog })));

/** Top-bar button that opens the lock dialog. */
export function LockButton() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" aria-label={t('lock.lockScreen')} icon={<LockOutlined />} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <LockDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
