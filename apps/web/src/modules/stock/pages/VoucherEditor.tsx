import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, InputNumber, Modal, message, Select, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyLabel, partyOptions } from '../../../lib/party-options';
import {
  type GoodsChoice,
  INBOUND_TYPES,
  isInbound,
  OUTBOUND_TYPES,
  saveInbound,
  saveOutbound,
  useGoodsChoices,
  useWarehouseChoices,
  type Voucher,
  type VoucherKind,
} from '../api';

/** One line as the editor holds it: quantities as typed, in the line's unit. */
type DraftLine = {
  key: number;
  goodsId?: string;
  unit?: string;
  qty?: string;
  batchNo?: string;
  unitCost?: string;
  /** A received batch's dates, `yyyy-MM-dd` (inbound only). */
  productionDate?: string;
  expiryDate?: string;
};

const DAY = 'YYYY-MM-DD';

type Props = { kind: VoucherKind; voucher: Voucher | null; onClose: () => void; onSaved: (voucher: Voucher) => void };

let lineKeys = 0;
const linesOf = (voucher: Voucher | null): DraftLine[] =>
  voucher
    ? voucher.lines.map((line) => ({
        key: ++lineKeys,
        goodsId: line.goodsId,
        unit: line.unit,
        qty: 'expectedQty' in line ? line.expectedQty : line.qty,
        batchNo: line.batchNo || undefined,
        unitCost: 'unitCost' in line ? (line.unitCost ?? undefined) : undefined,
        productionDate: 'productionDate' in line ? (line.productionDate ?? undefined) : undefined,
        expiryDate: 'expiryDate' in line ? (line.expiryDate ?? undefined) : undefined,
      }))
    : [{ key: ++lineKeys }];

/**
 * A voucher's draft: its type, warehouse (and a sales-out's consignee), and lines of goods, unit and
 * quantity. Saving sends the whole draft with its version; the server checks units, batches and scope.
 */
export function VoucherEditor({ kind, voucher, onClose, onSaved }: Props) {
  const { t } = useTranslation('stock');
  const warehouses = useWarehouseChoices();
  const goods = useGoodsChoices();
  const parties = useQuery({
    queryKey: ['stock', 'consignees'],
    queryFn: () => partyOptions(['ACTIVE']),
    enabled: kind === 'outbound',
  });
  const [form] = Form.useForm();
  const [lines, setLines] = useState<DraftLine[]>(() => linesOf(voucher));
  const [saving, setSaving] = useState(false);
  const goodsById = new Map((goods.data ?? []).map((g) => [g.id, g]));
  const types = kind === 'inbound' ? INBOUND_TYPES : OUTBOUND_TYPES;
  const initial = voucher
    ? {
        type: isInbound(voucher) ? voucher.inboundType : voucher.outboundType,
        warehouseId: voucher.warehouseId,
        consigneePartyId: isInbound(voucher) ? undefined : (voucher.consigneePartyId ?? undefined),
        remark: voucher.remark ?? '',
      }
    : { type: types[0] };
  const outboundType = Form.useWatch('type', form);

  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const unitsOf = (choice: GoodsChoice | undefined) =>
    choice ? [choice.baseUnit, ...choice.units.map((unit) => unit.unit)] : [];

  async function save() {
    const values = await form.validateFields();
    const filled = lines.filter((line) => line.goodsId && line.unit && line.qty);
    if (!filled.length) {
      message.error(t('voucher.linesRequired'));
      return;
    }
    const head = {
      ...(voucher ? { id: voucher.id, version: voucher.version } : {}),
      warehouseId: values.warehouseId as string,
      remark: (values.remark as string | undefined) ?? null,
    };
    setSaving(true);
    try {
      const saved =
        kind === 'inbound'
          ? await saveInbound({
              ...head,
              inboundType: values.type,
              lines: filled.map((line) => ({
                goodsId: line.goodsId as string,
                unit: line.unit as string,
                expectedQty: line.qty as string,
                batchNo: line.batchNo || null,
                unitCost: line.unitCost || null,
                productionDate: (line.batchNo && line.productionDate) || null,
                expiryDate: (line.batchNo && line.expiryDate) || null,
              })),
            })
          : await saveOutbound({
              ...head,
              outboundType: values.type,
              consigneePartyId: (values.consigneePartyId as string | undefined) ?? null,
              lines: filled.map((line) => ({
                goodsId: line.goodsId as string,
                unit: line.unit as string,
                qty: line.qty as string,
                batchNo: line.batchNo || null,
              })),
            });
      message.success(t('voucher.saved'));
      onSaved(saved);
    } catch {
      // The http layer shows the server's translated message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      width={960}
      title={voucher ? `${t('voucher.edit')} ${voucher.voucherNo}` : `${t('voucher.new')} · ${t(`${kind}.entity`)}`}
      onCancel={onClose}
      onOk={save}
      okText={t('voucher.save')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} name={`${kind}-editor`} layout="vertical" initialValues={initial}>
        <Space wrap align="start">
          <Form.Item name="type" label={t(`${kind}.type`)} rules={[{ required: true }]}>
            <Select
              style={{ minWidth: 180 }}
              options={types.map((type) => ({ value: type, label: t(`${kind}.types.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="warehouseId" label={t('voucher.warehouse')} rules={[{ required: true }]}>
            <Select
              style={{ minWidth: 220 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={warehouses.isLoading}
              options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
            />
          </Form.Item>
          {kind === 'outbound' && outboundType === 'SALES_OUT' ? (
            <Form.Item name="consigneePartyId" label={t('outbound.consignee')}>
              <Select
                allowClear
                style={{ minWidth: 220 }}
                showSearch={{ optionFilterProp: 'label' }}
                options={(parties.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) }))}
              />
            </Form.Item>
          ) : null}
        </Space>
        <Form.Item name="remark" label={t('voucher.remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
      <Table<DraftLine>
        size="small"
        rowKey="key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={lines}
        columns={[
          {
            title: t('voucher.goods'),
            key: 'goods',
            render: (_, line) => (
              <Select
                aria-label={t('voucher.goods')}
                style={{ width: 220 }}
                showSearch={{ optionFilterProp: 'label' }}
                value={line.goodsId}
                loading={goods.isLoading}
                options={(goods.data ?? []).map((g) => ({ value: g.id, label: `${g.sku} ${g.name}` }))}
                onChange={(goodsId: string) => change(line.key, { goodsId, unit: goodsById.get(goodsId)?.baseUnit })}
              />
            ),
          },
          {
            title: t('voucher.unit'),
            key: 'unit',
            render: (_, line) => (
              <Select
                aria-label={t('voucher.unit')}
                style={{ width: 90 }}
                value={line.unit}
                options={unitsOf(line.goodsId ? goodsById.get(line.goodsId) : undefined).map((unit) => ({
                  value: unit,
                  label: unit,
                }))}
                onChange={(unit: string) => change(line.key, { unit })}
              />
            ),
          },
          {
            title: kind === 'inbound' ? t('inbound.expectedQty') : t('outbound.qty'),
            key: 'qty',
            render: (_, line) => (
              <InputNumber<string>
                aria-label={kind === 'inbound' ? t('inbound.expectedQty') : t('outbound.qty')}
                stringMode
                min="0"
                precision={3}
                value={line.qty}
                onChange={(qty) => change(line.key, { qty: qty ?? undefined })}
              />
            ),
          },
          {
            title: t('voucher.batchNo'),
            key: 'batchNo',
            render: (_, line) => (
              <Input
                style={{ width: 120 }}
                maxLength={40}
                value={line.batchNo}
                onChange={(event) => change(line.key, { batchNo: event.target.value })}
              />
            ),
          },
          ...(kind === 'inbound'
            ? [
                ...(['productionDate', 'expiryDate'] as const).map((field) => ({
                  title: t(`voucher.${field}`),
                  key: field,
                  render: (_: unknown, line: DraftLine) => (
                    <DatePicker
                      aria-label={t(`voucher.${field}`)}
                      style={{ width: 130 }}
                      disabled={!line.batchNo}
                      value={line[field] ? dayjs(line[field]) : null}
                      onChange={(day) => change(line.key, { [field]: day ? day.format(DAY) : undefined })}
                    />
                  ),
                })),
                {
                  title: t('voucher.unitCost'),
                  key: 'unitCost',
                  render: (_: unknown, line: DraftLine) => (
                    <InputNumber<string>
                      stringMode
                      min="0"
                      precision={6}
                      value={line.unitCost}
                      onChange={(unitCost) => change(line.key, { unitCost: unitCost ?? undefined })}
                    />
                  ),
                },
              ]
            : []),
          {
            title: '',
            key: 'remove',
            render: (_, line) => (
              <Button
                size="small"
                danger
                disabled={lines.length === 1}
                onClick={() => setLines((all) => all.filter((one) => one.key !== line.key))}
              >
                {t('voucher.removeLine')}
              </Button>
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 8 }} onClick={() => setLines((all) => [...all, { key: ++lineKeys }])}>
        {t('voucher.addLine')}
      </Button>
    </Modal>
  );
}
