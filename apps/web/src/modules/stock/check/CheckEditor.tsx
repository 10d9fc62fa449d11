import { Checkbox, DatePicker, Form, Input, Modal, Select, TreeSelect } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../../catalog/api';
import { useGoodsChoices, useWarehouseChoices } from '../api';
import { CHECK_SCOPES, type Check, createCheck, useAssignees } from '../check-api';

type Values = {
  warehouseId?: string;
  scope: 'ALL' | 'CATEGORY' | 'GOODS_LIST';
  categoryId?: string;
  goodsIds?: string[];
  blind: boolean;
  freeze: boolean;
  assignedTo?: string;
  plannedDate?: Dayjs;
  dueDate?: Dayjs;
  remark?: string;
};

const day = (value?: Dayjs) => (value ? value.format('YYYY-MM-DD') : null);

/** Plans a check: warehouse, scope (all, a category, named goods), blind, freeze, counter and dates. */
export function CheckEditor({ onClose, onSaved }: { onClose: () => void; onSaved: (check: Check) => void }) {
  const { t } = useTranslation('stockCheck');
  const [form] = Form.useForm<Values>();
  const warehouseId = Form.useWatch('warehouseId', form);
  const scope = Form.useWatch('scope', form);
  const warehouses = useWarehouseChoices();
  const goods = useGoodsChoices(scope === 'GOODS_LIST');
  const categories = useCategoryTree(scope === 'CATEGORY');
  const assignees = useAssignees(warehouseId);
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    setSaving(true);
    try {
      const check = await createCheck({
        warehouseId: values.warehouseId ?? '',
        scope: values.scope,
        categoryId: values.scope === 'CATEGORY' ? values.categoryId : null,
        goodsIds: values.scope === 'GOODS_LIST' ? values.goodsIds : null,
        blind: values.blind,
        freeze: values.freeze,
        assignedTo: values.assignedTo ?? null,
        plannedDate: day(values.plannedDate),
        dueDate: day(values.dueDate),
        remark: values.remark ?? null,
      });
      onSaved(check);
    } catch {
      // The http layer shows the server's translated refusal; nothing was written.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('new')}
      onCancel={onClose}
      okText={t('save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
    >
      <Form
        form={form}
        name="check-editor"
        layout="vertical"
        initialValues={{ scope: 'ALL', blind: false, freeze: false }}
        onFinish={save}
      >
        <Form.Item name="warehouseId" label={t('warehouse')} rules={[{ required: true, message: t('required') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
          />
        </Form.Item>
        <Form.Item name="scope" label={t('scope')}>
          <Select
            options={CHECK_SCOPES.filter((s) => s !== 'CYCLE').map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
          />
        </Form.Item>
        {scope === 'CATEGORY' ? (
          <Form.Item name="categoryId" label={t('category')} rules={[{ required: true, message: t('required') }]}>
            <TreeSelect
              treeData={categories.data ?? []}
              fieldNames={{ label: 'name', value: 'id', children: 'children' }}
            />
          </Form.Item>
        ) : null}
        {scope === 'GOODS_LIST' ? (
          <Form.Item name="goodsIds" label={t('goods')} rules={[{ required: true, message: t('required') }]}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={(goods.data ?? []).map((g) => ({ value: g.id, label: `${g.sku} ${g.name}` }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="blind" valuePropName="checked">
          <Checkbox>{t('blindHint')}</Checkbox>
        </Form.Item>
        <Form.Item name="freeze" valuePropName="checked">
          <Checkbox>{t('freezeHint')}</Checkbox>
        </Form.Item>
        <Form.Item name="assignedTo" label={t('assignee')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={(assignees.data ?? []).map((a) => ({ value: a.id, label: `${a.account} ${a.realName ?? ''}` }))}
          />
        </Form.Item>
        <Form.Item name="plannedDate" label={t('plannedDate')}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="dueDate" label={t('dueDate')}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
