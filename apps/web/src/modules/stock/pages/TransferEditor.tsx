import { Button, Form, Input, InputNumber, Modal, message, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GoodsChoice, useGoodsChoices, useWarehouseChoices } from '../api';
import { saveTransfer, type Transfer } from '../transfer-api';

/** One line as the editor holds it: the quantity as typed, in the line's unit. */
type DraftLine = { key: number; goodsId?: string; unit?: string; qty?: string; batchNo?: string };

type Props = { transfer: Transfer | null; onClose: () => void; onSaved: (transfer: Transfer) => void };

let lineKeys = 0;
const linesOf = (transfer: Transfer | null): DraftLine[] =>
  transfer
    ? transfer.lines.map((line) => ({
        key: ++lineKeys,
        goodsId: line.goodsId,
        unit: line.unit,
        qty: line.qty,
        batchNo: line.batchNo || undefined,
      }))
    : [{ key: ++lineKeys }];

/**
 * A transfer's draft: the source and target warehouse (the target among the source owner's), and
 * lines of goods, unit and quantity. The server checks owners, units, batches and scope.
 */
export function TransferEditor({ transfer, onClose, onSaved }: Props) {
  const { t } = useTranslation('stockTransfer');
  const warehouses = useWarehouseChoices();
  const goods = useGoodsChoices();
  const [form] = Form.useForm();
  const [lines, setLines] = useState<DraftLine[]>(() => linesOf(transfer));
  const [saving, setSaving] = useState(false);
  const goodsById = new Map((goods.data ?? []).map((g) => [g.id, g]));
  const fromId = Form.useWatch('fromWarehouseId', form) as string | undefined;
  const from = (warehouses.data ?? []).find((w) => w.id === fromId);
  const targets = (warehouses.data ?? []).filter(
    (w) => !from || (w.id !== from.id && w.ownerCustomerId === from.ownerCustomerId),
  );
  const label = (w: { code: string; name: string }) => `${w.code} ${w.name}`;

  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const unitsOf = (choice: GoodsChoice | undefined) =>
    choice ? [choice.baseUnit, ...choice.units.map((unit) => unit.unit)] : [];

  async function save() {
    const values = await form.validateFields();
    const filled = lines.filter((line) => line.goodsId && line.unit && line.qty);
    if (!filled.length) {
      message.error(t('linesRequired'));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveTransfer({
        ...(transfer ? { id: transfer.id, version: transfer.version } : {}),
        fromWarehouseId: values.fromWarehouseId as string,
        toWarehouseId: values.toWarehouseId as string,
        remark: (values.remark as string | undefined) ?? null,
        lines: filled.map((line) => ({
          goodsId: line.goodsId as string,
          unit: line.unit as string,
          qty: line.qty as string,
          batchNo: line.batchNo || null,
        })),
      });
      message.success(t('saved'));
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
      title={transfer ? `${t('edit')} ${transfer.voucherNo}` : `${t('new')} · ${t('entity')}`}
      onCancel={onClose}
      onOk={save}
      okText={t('save')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        name="transfer-editor"
        layout="vertical"
        initialValues={
          transfer
            ? {
                fromWarehouseId: transfer.fromWarehouseId,
                toWarehouseId: transfer.toWarehouseId,
                remark: transfer.remark ?? '',
              }
            : {}
        }
      >
        <Space wrap align="start">
          <Form.Item name="fromWarehouseId" label={t('from')} rules={[{ required: true }]}>
            <Select
              style={{ minWidth: 220 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={warehouses.isLoading}
              options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: label(w) }))}
              onChange={() => form.setFieldValue('toWarehouseId', undefined)}
            />
          </Form.Item>
          <Form.Item name="toWarehouseId" label={t('to')} rules={[{ required: true }]} extra={t('sameOwnerHint')}>
            <Select
              style={{ minWidth: 220 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={warehouses.isLoading}
              options={targets.map((w) => ({ value: w.id, label: label(w) }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('remark')}>
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
            title: t('goods'),
            key: 'goods',
            render: (_, line) => (
              <Select
                aria-label={t('goods')}
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
            title: t('unit'),
            key: 'unit',
            render: (_, line) => (
              <Select
                aria-label={t('unit')}
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
            title: t('qty'),
            key: 'qty',
            render: (_, line) => (
              <InputNumber<string>
                aria-label={t('qty')}
                stringMode
                min="0"
                precision={3}
                value={line.qty}
                onChange={(qty) => change(line.key, { qty: qty ?? undefined })}
              />
            ),
          },
          {
            title: t('batchNo'),
            key: 'batchNo',
            render: (_, line) => (
              <Input
                aria-label={t('batchNo')}
                style={{ width: 120 }}
                maxLength={40}
                value={line.batchNo}
                onChange={(event) => change(line.key, { batchNo: event.target.value })}
              />
            ),
          },
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
                {t('removeLine')}
              </Button>
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 8 }} onClick={() => setLines((all) => [...all, { key: ++lineKeys }])}>
        {t('addLine')}
      </Button>
    </Modal>
  );
}
