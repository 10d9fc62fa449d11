import { Form, Input, Modal, message, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseChoices } from '../api';
import {
  type DraftLine,
  type LineValues,
  linesLabels,
  useDraftLines,
  VoucherLinesEditor,
} from '../lines/VoucherLinesEditor';
import { saveTransfer, type Transfer } from '../transfer-api';

type Props = { transfer: Transfer | null; onClose: () => void; onSaved: (transfer: Transfer) => void };

const blank = (): LineValues<DraftLine> => ({});
const linesOf = (transfer: Transfer | null): LineValues<DraftLine>[] =>
  transfer
    ? transfer.lines.map((line) => ({
        goodsId: line.goodsId,
        unit: line.unit,
        qty: line.qty,
        batchNo: line.batchNo || undefined,
      }))
    : [blank()];

/**
 * A transfer's draft: the source and target warehouse (the target among the source owner's), and
 * lines of goods, unit and quantity. The server checks owners, units, batches and scope.
 */
export function TransferEditor({ transfer, onClose, onSaved }: Props) {
  const { t } = useTranslation('stockTransfer');
  const warehouses = useWarehouseChoices();
  const [form] = Form.useForm();
  const draft = useDraftLines<DraftLine>(() => linesOf(transfer), blank);
  const [saving, setSaving] = useState(false);
  const fromId = Form.useWatch('fromWarehouseId', form) as string | undefined;
  const from = (warehouses.data ?? []).find((w) => w.id === fromId);
  const targets = (warehouses.data ?? []).filter(
    (w) => !from || (w.id !== from.id && w.ownerCustomerId === from.ownerCustomerId),
  );
  const label = (w: { code: string; name: string }) => `${w.code} ${w.name}`;

  async function save() {
    const values = await form.validateFields();
    const filled = draft.lines.filter((line) => line.goodsId && line.unit && line.qty);
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
      <VoucherLinesEditor draft={draft} labels={linesLabels(t)} />
    </Modal>
  );
}
