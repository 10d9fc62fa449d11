import { Form, Input, Modal, message, Select } from 'antd';
import md5 from 'blueimp-md5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAccount, useCustomerOptions } from '../api';

type Values = {
  customerId: string;
  account: string;
  realName: string;
  phone?: string;
  password: string;
  password2: string;
};

const ACCOUNT_PATTERN = /^[A-Za-z0-9._@-]+$/;

/** Opens a customer's primary account (`open-account`): one per customer, within its quota. */
export function OpenAccountDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const [saving, setSaving] = useState(false);
  const customers = useCustomerOptions(keyword, open);
  const max = (limit: number) => ({ max: limit, message: t('crud:maxInputCharacters', { max: limit }) });
  const required = (label: string) => ({ required: true, message: t('crud:required', { label }) });

  async function save() {
    // The form shows what is wrong; there is nothing to send yet.
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const { password, password2, ...values } = checked;
    setSaving(true);
    try {
      await openAccount({ ...values, password: md5(password) });
      message.success(t('open.opened', { account: values.account }));
      form.resetFields();
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('open.title')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} name="open-account" layout="vertical" preserve={false}>
        <Form.Item name="customerId" label={t('user.customer')} rules={[required(t('user.customer'))]}>
          <Select
            aria-label={t('user.customer')}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={customers.isFetching}
            options={(customers.data ?? []).map((customer) => ({
              value: customer.id,
              label: `${customer.customerCode} ${customer.customerName}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="account"
          label={t('user.account')}
          rules={[required(t('user.account')), max(45), { pattern: ACCOUNT_PATTERN, message: t('user.accountRule') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="realName" label={t('user.realName')} rules={[required(t('user.realName')), max(50)]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label={t('user.phone')} rules={[max(30)]}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label={t('user.password')} rules={[required(t('user.password')), max(64)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password2"
          label={t('user.password2')}
          dependencies={['password']}
          rules={[
            required(t('user.password2')),
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('open.passwordsDiffer'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
