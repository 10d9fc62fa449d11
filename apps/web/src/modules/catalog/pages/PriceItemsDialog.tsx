import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { decimalPattern, PRICE_LIST_LIMITS } from '@smdp/contracts/catalog';
import { Button, Form, Input, Modal, message, Select, Space, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PriceList,
  type PriceListRow,
  savePriceList,
  useCategoryTree,
  useGoodsOptions,
  usePriceListDetail,
} from '../api';
import { categoryOptions, priceListBody } from '../forms';

type Props = { list: PriceList | null; onClose: () => void; onSaved: () => void };
type Values = { items: PriceListRow[] };

const MONEY = decimalPattern(2);
const QUANTITY = decimalPattern(3);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rows of a price list: per goods (in one of its units) or per product level, with a minimum
 * quantity and optional dates of their own. Saved with the list's version, replacing every row.
 */
export function PriceItemsDialog({ list, onClose, onSaved }: Props) {
  const { t } = useTranslation('catalog');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const detail = usePriceListDetail(list);
  const goods = useGoodsOptions(Boolean(list));
  const tree = useCategoryTree(Boolean(list));
  const goodsById = new Map((goods.data?.records ?? []).map((one) => [one.id, one]));
  const rows = Form.useWatch('items', form) ?? [];

  useEffect(() => {
    if (detail.data) form.setFieldsValue({ items: detail.data.items });
  }, [detail.data, form]);

  async function save() {
    if (!detail.data) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await savePriceList(priceListBody(detail.data, values.items ?? []));
      message.success(t('crud:updated'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  const unitsOf = (goodsId: string | null | undefined) => {
    const one = goodsId ? goodsById.get(goodsId) : undefined;
    return one ? [one.baseUnit, ...one.units.map((unit) => unit.unit)] : [];
  };
  const pattern = (regex: RegExp, text: string) => [{ pattern: regex, message: text }];

  return (
    <Modal
      open={Boolean(list)}
      title={t('priceList.itemsOf', { name: list?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('crud:save')}
      confirmLoading={saving}
      width={1100}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" disabled={detail.isFetching}>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => {
                const row = rows[field.name];
                return (
                  <Space key={field.key} align="start" wrap>
                    <Form.Item name={[field.name, 'goodsId']} label={t('priceList.goods')} style={{ width: 240 }}>
                      <Select
                        allowClear
                        showSearch={{ optionFilterProp: 'label' }}
                        aria-label={t('priceList.goods')}
                        options={(goods.data?.records ?? []).map((one) => ({
                          value: one.id,
                          label: `${one.sku} ${one.name}`,
                        }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'categoryId']}
                      label={t('priceList.category')}
                      style={{ width: 180 }}
                      rules={[
                        {
                          validator: async (_rule, value) => {
                            if (Boolean(value) === Boolean(row?.goodsId))
                              throw new Error(t('priceList.goodsOrCategory'));
                          },
                        },
                      ]}
                    >
                      <TreeSelect
                        allowClear
                        aria-label={t('priceList.category')}
                        treeData={categoryOptions(tree.data ?? [])}
                        disabled={Boolean(row?.goodsId)}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'unit']}
                      label={t('priceList.unit')}
                      style={{ width: 100 }}
                      rules={[{ required: true, message: t('priceList.unitRequired') }]}
                    >
                      {row?.goodsId ? (
                        <Select
                          aria-label={t('priceList.unit')}
                          options={unitsOf(row.goodsId).map((unit) => ({ value: unit, label: unit }))}
                        />
                      ) : (
                        <Input aria-label={t('priceList.unit')} maxLength={PRICE_LIST_LIMITS.unit} />
                      )}
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'price']}
                      label={t('priceList.price')}
                      style={{ width: 110 }}
                      rules={[
                        { required: true, message: t('priceList.priceRule') },
                        ...pattern(MONEY, t('priceList.priceRule')),
                      ]}
                    >
                      <Input aria-label={t('priceList.price')} inputMode="decimal" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'minQty']}
                      label={t('priceList.minQty')}
                      style={{ width: 100 }}
                      rules={pattern(QUANTITY, t('priceList.quantityRule'))}
                    >
                      <Input aria-label={t('priceList.minQty')} inputMode="decimal" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'validFrom']}
                      label={t('priceList.validFrom')}
                      style={{ width: 120 }}
                      rules={pattern(DATE, t('priceList.dateRule'))}
                    >
                      <Input aria-label={t('priceList.validFrom')} placeholder="yyyy-MM-dd" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'validTo']}
                      label={t('priceList.validTo')}
                      style={{ width: 120 }}
                      rules={pattern(DATE, t('priceList.dateRule'))}
                    >
                      <Input aria-label={t('priceList.validTo')} placeholder="yyyy-MM-dd" />
                    </Form.Item>
                    <Form.Item label=" ">
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t('priceList.removeRow')}
                        onClick={() => remove(field.name)}
                      />
                    </Form.Item>
                  </Space>
                );
              })}
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  add({
                    goodsId: null,
                    categoryId: null,
                    unit: '',
                    price: '',
                    minQty: '0',
                    validFrom: null,
                    validTo: null,
                  })
                }
              >
                {t('priceList.addRow')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
