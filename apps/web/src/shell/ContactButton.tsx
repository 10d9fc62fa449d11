import { PhoneOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and antd's Table load on first open, not with every signed-in page.
const ContactDialog = lazy(() => import('./ContactDialog').then((module) => ({ default: module.ContactDialog })));

/** spec §2 top bar: the contact dialog listing the customer's sales people. */
export function ContactButton() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" aria-label={t('contact.open')} icon={<PhoneOutlined />} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <ContactDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
