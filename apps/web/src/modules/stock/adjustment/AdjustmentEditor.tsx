import { Form, Input, InputNumber, Modal, message, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_REASONS, type Adjustment, type AdjustmentReason, saveAdjustment } from '../adjustment-api';
import { useWarehouseChoices } from '../api';
import {
  type DraftLine,
  type LineValues,
  linesLabels,
  useDraftLines,
  VoucherLinesEditor,
} from '../lines/VoucherLinesEditor';

/** One line as the editor holds it: the signed difference as typed, in the line's unit. */
type AdjustmentLine = DraftLine & { unitCost?: string; reason: AdjustmentReason; remark?: string };

type Props = { adjustment: Adjustment | null; onClose: () => void; onSaved: (adjustment: Adjustment) => void };

const blank = (): LineValues<AdjustmentLine> => ({ reason: 'damage' });
const linesOf = (adjustment: Adjustment | null): LineValues<AdjustmentLine>[] =>
  adjustment
    ? adjustment.lines.map((line) => ({
        goodsId: line.goodsId,
        unit: line.unit,
        qty: line.qty,
        batchNo: line.batchNo || undefined,
        unitCost: line.unitCost ?? undefined,
        reason: line.reason,
        remark: line.remark ?? undefined,
      }))
    : [blank()];

/**
 * An adjustment's draft: the warehouse, and per line a goods, unit, the signed difference (below zero
 * takes stock out), a batch where tracked, a reason and a remark. The server checks units, batches and scope.
 */
export function AdjustmentEditor({ adjustment, onClose, onSaved }: Props) {
  const { t } = useTranslation('stockAdjustment');
  const warehouses = useWarehouseChoices();
  const [form] = Form.useForm();
  const draft = useDraftLines<AdjustmentLine>(() => linesOf(adjustment), blank);
  const [saving, setSaving] = useState(false);

  async function save() {
    const values = await form.validateFields();
    const filled = draft.lines.filter((line) => line.goodsId && line.unit && line.qty && Number(line.qty) !== 0);
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
      <VoucherLinesEditor
        draft={draft}
        labels={linesLabels(t)}
        qtyMayBeNegative
        afterQty={[
          {
            title: t('reason'),
            key: 'reason',
            render: (_, line) => (
              <Select
                aria-label={t('reason')}
                style={{ width: 130 }}
                value={line.reason}
                options={ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
                onChange={(reason: AdjustmentReason) => draft.change(line.key, { reason })}
              />
            ),
          },
        ]}
        afterBatch={[
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
                onChange={(unitCost) => draft.change(line.key, { unitCost: unitCost ?? undefined })}
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
                onChange={(event) => draft.change(line.key, { remark: event.target.value })}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
