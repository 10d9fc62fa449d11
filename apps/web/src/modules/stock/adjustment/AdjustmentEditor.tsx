import { Button, Form, Input, InputNumber, Modal, message, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_REASONS, type Adjustment, type AdjustmentReason, saveAdjustment } from '../adjustment-api';
import { type GoodsChoice, useGoodsChoices, useWarehouseChoices } from '../api';

/** One line as the editor holds it: the signed difference as typed, in the line's unit. */
type DraftLine = {
  key: number;
  goodsId?: string;
  unit?: string;
  qty?: string;
  batchNo?: string;
  unitCost?: string;
  reason: AdjustmentReason;
  remark?: string;
};

type Props = { adjustment: Adjustment | null; onClose: () => void; onSaved: (adjustment: Adjustment) => void };

let lineKeys = 0;
const linesOf = (adjustment: Adjustment | null): DraftLine[] =>
  adjustment
    ? adjustment.lines.map((line) => ({
        key: ++lineKeys,
        goodsId: line.goodsId,
        unit: line.unit,
        qty: line.qty,
        batchNo: line.batchNo || undefined,
        unitCost: line.unitCost ?? undefined,
        reason: line.reason,
        remark: line.remark ?? undefined,
      }))
    : [{ key: ++lineKeys, reason: 'damage' }];

/**
 * An adjustment's draft: the warehouse, and per line a goods, unit, the signed difference (below zero
 * takes stock out), a batch where tracked, a reason and a remark. The server checks units, batches and scope.
 */
export function AdjustmentEditor({ adjustment, onClose, onSaved }: Props) {
  const { t } = useTranslation('stockAdjustment');
  const warehouses = useWarehouseChoices();
  const goods = useGoodsChoices();
  const [form] = Form.useForm();
  const [lines, setLines] = useState<DraftLine[]>(() => linesOf(adjustment));
  const [saving, setSaving] = useState(false);
  const goodsById = new Map((goods.data ?? []).map((g) => [g.id, g]));

  const change = (key: number, patch: Partial<DraftLine>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const unitsOf = (choice: GoodsChoice | undefined) =>
    choice ? [choice.baseUnit, ...choice.units.map((unit) => unit.unit)] : [];

  async function save() {
    const values = await form.validateFields();
    const filled = lines.filter((line) => line.goodsId && line.unit && line.qty && Number(line.qty) !== 0);
    if (!filled.length) {
      message.error(t('linesRequired'));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveAdjustment({
        ...(adjustment ? { id: adjustment.id, version: adjustment.version } : {}),
        warehouseId: values.warehouseId as string,
        remark: (values.remark as string | undefined) ?? null,
        lines: filled.map((line) => ({
          goodsId: line.goodsId as string,
          unit: line.unit as string,
          qty: line.qty as string,
          batchNo: line.batchNo || null,
          unitCost: Number(line.qty) > 0 && line.unitCost ? line.unitCost : null,
          reason: line.reason,
          remark: line.remark || null,
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
      width={1100}
      title={adjustment ? `${t('edit')} ${adjustment.voucherNo}` : `${t('new')} · ${t('entity')}`}
      onCancel={onClose}
      onOk={save}
      okText={t('save')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        name="adjustment-editor"
        layout="vertical"
        initialValues={adjustment ? { warehouseId: adjustment.warehouseId, remark: adjustment.remark ?? '' } : {}}
      >
        <Form.Item name="warehouseId" label={t('warehouse')} rules={[{ required: true, message: t('required') }]}>
          <Select
            style={{ maxWidth: 320 }}
            showSearch={{ optionFilterProp: 'label' }}
            loading={warehouses.isLoading}
            options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">{t('qtyHint')}</Typography.Paragraph>
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
                precision={3}
                value={line.qty}
                onChange={(qty) => change(line.key, { qty: qty ?? undefined })}
              />
            ),
          },
          {
            title: t('reason'),
            key: 'reason',
            render: (_, line) => (
              <Select
                aria-label={t('reason')}
                style={{ width: 130 }}
                value={line.reason}
                options={ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
                onChange={(reason: AdjustmentReason) => change(line.key, { reason })}
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
            title: t('unitCost'),
            key: 'unitCost',
            render: (_, line) => (
              <InputNumber<string>
                aria-label={t('unitCost')}
                stringMode
                min="0"
                precision={6}
                disabled={!(Number(line.qty) > 0)}
                value={line.unitCost}
                onChange={(unitCost) => change(line.key, { unitCost: unitCost ?? undefined })}
              />
            ),
          },
          {
            title: t('lineRemark'),
            key: 'remark',
            render: (_, line) => (
              <Input
                aria-label={t('lineRemark')}
                style={{ width: 160 }}
                maxLength={200}
                value={line.remark}
                onChange={(event) => change(line.key, { remark: event.target.value })}
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
      <Button
        style={{ marginTop: 8 }}
        onClick={() => setLines((all) => [...all, { key: ++lineKeys, reason: 'damage' }])}
      >
        {t('addLine')}
      </Button>
    </Modal>
  );
}
