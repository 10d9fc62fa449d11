import { decimalPattern } from '@smdp/contracts/catalog';
import { Alert, Descriptions, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { type PricedLine, resolvePrices, useBuyerOptions, useGoodsOptions } from '../api';

type Props = { open: boolean; onClose: () => void };
type Values = { buyerId: string; goodsId: string; unit: string; quantity: string; date?: string };

const QUANTITY = decimalPattern(3);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What a buyer would pay for goods at a quantity on a date, and which list and rule gave the price. */
export function PriceCheckDialog({ open, onClose }: Props) {
  const { t } = useTranslation('catalog');
  const [form] = Form.useForm<Values>();
  const [answer, setAnswer] = useState<PricedLine | null>(null);
  const [asking, setAsking] = useState(false);
  const buyers = useBuyerOptions(open);
  const goods = useGoodsOptions(open);
  const goodsId = Form.useWatch('goodsId', form);
  const chosen = goods.data?.records.find((one) => one.id === goodsId);
  const units = chosen ? [chosen.baseUnit, ...chosen.units.map((unit) => unit.unit)] : [];

  async function ask() {
    const { buyerId, date, ...line } = await form.validateFields();
    setAsking(true);
    try {
      const [priced] = await resolvePrices({ buyerId, date: date || undefined, lines: [line] });
      setAnswer(priced ?? null);
    } finally {
      setAsking(false);
    }
  }

  const yes = (value: boolean) => (value ? t('check.yes') : t('check.no'));

  return (
    <Modal
      open={open}
      title={t('check.title')}
      onCancel={onClose}
      onOk={() => void ask().catch(() => undefined)}
      okText={t('check.ask')}
      confirmLoading={asking}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ quantity: '1' }}>
        <Form.Item name="buyerId" label={t('check.buyer')} rules={[{ required: true, message: t('check.buyer') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('check.buyer')}
            options={(buyers.data ?? []).map((party) => ({
              value: party.id,
              label: `${party.customerCode} ${party.customerName}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="goodsId"
          label={t('priceList.goods')}
          rules={[{ required: true, message: t('priceList.goods') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('priceList.goods')}
            onChange={() => form.setFieldValue('unit', undefined)}
            options={(goods.data?.records ?? []).map((one) => ({ value: one.id, label: `${one.sku} ${one.name}` }))}
          />
        </Form.Item>
        <Form.Item
          name="unit"
          label={t('priceList.unit')}
          rules={[{ required: true, message: t('priceList.unitRequired') }]}
        >
          <Select aria-label={t('priceList.unit')} options={units.map((unit) => ({ value: unit, label: unit }))} />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('check.quantity')}
          rules={[{ required: true, pattern: QUANTITY, message: t('priceList.quantityRule') }]}
        >
          <Input aria-label={t('check.quantity')} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="date" label={t('check.date')} rules={[{ pattern: DATE, message: t('priceList.dateRule') }]}>
          <Input aria-label={t('check.date')} placeholder={t('check.today')} />
        </Form.Item>
      </Form>
      {answer ? (
        answer.price ? (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('priceList.price')}>{formatMoney(answer.price.unitPrice)}</Descriptions.Item>
            <Descriptions.Item label={t('check.amount')}>{formatMoney(answer.price.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('check.source')}>{t(`check.sources.${answer.price.source}`)}</Descriptions.Item>
            <Descriptions.Item label={t('check.baseQty')}>{answer.baseQty ?? '--'}</Descriptions.Item>
            <Descriptions.Item label={t('goods.saleState')}>{yes(answer.onSale)}</Descriptions.Item>
            <Descriptions.Item label={t('check.inAssortment')}>{yes(answer.inAssortment)}</Descriptions.Item>
            <Descriptions.Item label={t('check.quantityAllowed')}>{yes(answer.quantityAllowed)}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Alert type="warning" showIcon title={t('check.noPrice')} />
        )
      ) : null}
    </Modal>
  );
}
