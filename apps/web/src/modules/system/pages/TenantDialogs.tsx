import { DatePicker, Form, InputNumber, Modal, message, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTenantLimits, setTenantPackage, type Tenant, usePackageOptions } from '../api';

const SERVER_TIME = 'YYYY-MM-DD HH:mm:ss';

type LimitsProps = { tenants: Tenant[] | null; onClose: () => void; onSaved: () => void };

/** Account quota and expiry of one or several tenants at once (`tenant/setting`). */
export function TenantLimitsDialog({ tenants, onClose, onSaved }: LimitsProps) {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<{ accountNumber: number; expireTime: Dayjs | null }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!tenants?.length) return;
    const [first] = tenants;
    form.setFieldsValue({
      accountNumber: tenants.length === 1 && first ? first.accountNumber : -1,
      expireTime: tenants.length === 1 && first?.expireTime ? dayjs(first.expireTime, SERVER_TIME) : null,
    });
  }, [tenants, form]);

  async function save() {
    if (!tenants) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await setTenantLimits(
        tenants.map((tenant) => tenant.id),
        values.accountNumber,
        values.expireTime ? values.expireTime.format(SERVER_TIME) : null,
      );
      message.success(t('crud:updated'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(tenants)}
      title={t('tenant.limitsTitle', { count: tenants?.length ?? 0 })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('crud:save')}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="accountNumber"
          label={t('tenant.accountNumber')}
          extra={t('tenant.accountNumberHelp')}
          rules={[
            {
              validator: async (_, value: number | null) => {
                if (value === -1 || (typeof value === 'number' && value >= 1)) return;
                throw new Error(t('tenant.accountNumberRule'));
              },
            },
          ]}
        >
          <InputNumber aria-label={t('tenant.accountNumber')} min={-1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="expireTime" label={t('tenant.expireTime')} extra={t('tenant.expireTimeHelp')}>
          <DatePicker aria-label={t('tenant.expireTime')} showTime style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type PackageProps = { tenant: Tenant | null; onClose: () => void; onSaved: () => void };

/** Limits a tenant's roles to a package's menus (`tenant/package-setting`); empty lifts the limit. */
export function TenantPackageDialog({ tenant, onClose, onSaved }: PackageProps) {
  const { t } = useTranslation('system');
  const [packageId, setPackageId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const packages = usePackageOptions(Boolean(tenant));

  useEffect(() => setPackageId(tenant?.packageId ?? null), [tenant]);

  async function save() {
    if (!tenant) return;
    setSaving(true);
    try {
      await setTenantPackage(tenant.tenantId, packageId);
      message.success(t('crud:updated'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(tenant)}
      title={t('tenant.packageTitle', { name: tenant?.tenantName ?? '' })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('crud:save')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>{t('tenant.packageHelp')}</p>
      <Select
        aria-label={t('tenant.package')}
        allowClear
        style={{ width: '100%' }}
        placeholder={t('tenant.noPackage')}
        loading={packages.isFetching}
        value={packageId ?? undefined}
        onChange={(value?: string) => setPackageId(value ?? null)}
        options={(packages.data ?? []).map((item) => ({ value: item.id, label: item.packageName }))}
      />
    </Modal>
  );
}
