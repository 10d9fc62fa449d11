import { Form, Modal, message, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Shop, saveBindings, useBindableWarehouses } from '../api';

type Props = { shop: Shop | null; onClose: () => void; onSaved: () => void };
type Values = { warehouseIds: string[]; defaultWarehouseId?: string };

/** Chooses the warehouses that serve a store and the default one its orders ship from (domain.md §6). */
export function BindWarehousesDialog({ shop, onClose, onSaved }: Props) {
  const { t } = useTranslation('store');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const chosen = Form.useWatch('warehouseIds', form) ?? [];
  const warehouses = useBindableWarehouses(shop?.customerId);
  const options = (warehouses.data?.records ?? [])
    .filter((warehouse) => warehouse.state !== 'DISABLED')
    .map((warehouse) => ({ value: warehouse.id, label: `${warehouse.code} ${warehouse.name}` }));

  useEffect(() => {
    if (shop) {
      form.setFieldsValue({
        warehouseIds: shop.bindWarehouseIds,
        defaultWarehouseId: shop.defaultWarehouseId ?? undefined,
      });
    }
  }, [shop, form]);

  async function save() {
    if (!shop) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await saveBindings(shop.id, values.warehouseIds ?? [], values.defaultWarehouseId);
      message.success(t('crud:updated'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(shop)}
      title={t('bind.title', { shop: shop?.shopName ?? '' })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('crud:save')}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="warehouseIds" label={t('bind.warehouses')}>
          <Select
            mode="multiple"
            aria-label={t('bind.warehouses')}
            loading={warehouses.isFetching}
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="defaultWarehouseId" label={t('bind.default')} extra={t('bind.defaultHelp')}>
          <Select
            allowClear
            aria-label={t('bind.default')}
            options={options.filter((option) => chosen.includes(option.value))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
