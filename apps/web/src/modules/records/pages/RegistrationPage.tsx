import { registrationCodes } from '@smdp/contracts/records';
import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import {
  approveRegistrations,
  REGISTRATION_API,
  REJECT_REASON_MAX,
  type Registration,
  type RegistrationState,
  rejectRegistrations,
} from '../api';
import { registrationFields } from './RegistrationPage.fields';

const _STATE_COLORS: Record<RegistrationState, string> = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red' };

type Rejecting = { row: Registration; refresh: () => void } | null;

/** /system/registration: guest accounts waiting for approval, and the decisions taken. */
export default function RegistrationPage() {
  const { t } = useTranslation('records');
  const [rejecting, setRejecting] = useState<Rejecting>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const pending = (row: Registration) => row.state === 'PENDING';

  const config: CrudConfig<Registration> = {
    code: 'registration',
    title: t('registration.title'),
    entity: t('crud:entities.registration'),
    api: { list: `${REGISTRATION_API}/list` },
    fields: registrationFields(t),
    rowActions: [
      {
        key: 'approve',
        label: t('registration.approve'),
        permission: registrationCodes.approve,
        visible: pending,
        confirm: t('registration.approveConfirm'),
        run: async (row, { refresh }) => {
          await approveRegistrations([row.id]);
          message.success(t('registration.approved', { account: row.account }));
          refresh();
        },
      },
      {
        key: 'reject',
        label: t('registration.reject'),
        permission: registrationCodes.approve,
        danger: true,
        visible: pending,
        run: (row, { refresh }) => {
          form.resetFields();
          setRejecting({ row, refresh });
        },
      },
    ],
  };

  async function reject({ reason }: { reason: string }) {
    if (!rejecting) return;
    setBusy(true);
    try {
      await rejectRegistrations([rejecting.row.id], reason.trim());
      message.success(t('registration.rejected', { account: rejecting.row.account }));
      rejecting.refresh();
      setRejecting(null);
    } catch {
      // The http client has shown the reason; the dialog stays open with what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <CrudPage config={config} />
      <Modal
        open={Boolean(rejecting)}
        title={t('registration.rejectTitle', { account: rejecting?.row.account ?? '' })}
        okText={t('registration.reject')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={reject} preserve={false}>
          <Form.Item
            name="reason"
            label={t('registration.reason')}
            rules={[
              { required: true, whitespace: true, message: t('registration.reasonRequired') },
              { max: REJECT_REASON_MAX, message: t('registration.reasonTooLong', { max: REJECT_REASON_MAX }) },
            ]}
          >
            <Input.TextArea rows={3} showCount maxLength={REJECT_REASON_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
