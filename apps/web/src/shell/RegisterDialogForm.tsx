import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logOut } from '../app/auth';
import { ApiError, get, post } from '../lib/http';
import { i18n } from '../lib/i18n';
import { settings } from '../lib/settings';
import { type RegisterForm, registerProblem } from './register-form';

/** The server's own reason for a failed call, if it gave one (spec §8: else 提交失败). */
const serverReason = (error: unknown) =>
  error instanceof ApiError && error.code !== 0 && error.message !== i18n.t('errors.unknown') ? error.message : null;

export function RegisterDialogForm({ oauthId, tenantId }: { oauthId: string; tenantId: string }) {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<RegisterForm>();
  // The same lookup as the sign-in page: a tenant served on this domain needs no tenant number.
  const domainTenant = useQuery({
    queryKey: ['tenant-info', location.hostname],
    queryFn: () =>
      get<{ tenantId?: string }>('/blade-system/tenant/info', { domain: location.hostname }, { quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const resolvedTenant = domainTenant.data?.tenantId;

  async function submit() {
    const fields = { ...form.getFieldsValue(), ...(resolvedTenant ? { tenantId: resolvedTenant } : {}) };
    const problem = registerProblem(fields);
    if (problem) return void message.warning(t(`register.${problem}`));
    setBusy(true);
    try {
      const result = await post<{ success: boolean; msg: string }>(
        '/blade-user/register-guest',
        { ...fields, tenantId: fields.tenantId?.trim(), account: fields.account?.trim(), oauthId },
        { quiet: true },
      );
      if (!result.success) return void message.error(result.msg || t('register.submitFailed'));
      setOpen(false);
      // spec §4: a guest account waits for an administrator; until then the user cannot work here.
      modal.success({
        title: t('register.title'),
        content: t('register.pending'),
        okText: common('common.ok'),
        onOk: async () => {
          await logOut();
          navigate('/login', { replace: true });
        },
      });
    } catch (error) {
      void message.error(serverReason(error) ?? t('register.submitFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('register.title')}
      width={settings.thirdPartyDialogWidth}
      className="register-dialog"
      maskClosable={false}
      onCancel={() => setOpen(false)}
      footer={
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('register.submit')}
        </Button>
      }
    >
      <Form<RegisterForm> form={form} layout="vertical" initialValues={{ tenantId }}>
        {!resolvedTenant && (
          <Form.Item name="tenantId" label={t('register.tenantId')}>
            <Input autoComplete="organization" />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('register.name')}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item name="account" label={t('register.account')}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('register.password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="password2" label={t('register.password2')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
