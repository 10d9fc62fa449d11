import { Alert, Button, Checkbox, Descriptions, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveReturn, type ReturnDetail, saveReturn, useBuyerWarehouses, useReturnable } from './api';
import { type DraftLine, draftBody, draftLinesOf, lineProblem } from './draft';

type Props = { orderId: string; onSaved: (ret: ReturnDetail) => void };

/**
 * A new return of a delivered order: only the lines with something left to return, pre-filled with the
 * remaining quantity and the original net unit price; saved as a draft, or saved and submitted at once.
 */
export function ReturnForm({ orderId, onSaved }: Props) {
  const { t } = useTranslation('orderReturn');
  const returnable = useReturnable(orderId);
  const order = returnable.data;
  const warehouses = useBuyerWarehouses(order?.buyerPartyId ?? null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [reason, setReason] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (order) setLines(draftLinesOf(order));
  }, [order]);

  if (returnable.isLoading) return <Typography.Text type="secondary">…</Typography.Text>;
  if (!order) return <Alert type="error" title={t('orderNotFound')} />;

  const change = (lineId: string, patch: Partial<DraftLine>) =>
    setLines((current) => current.map((line) => (line.lineId === lineId ? { ...line, ...patch } : line)));
  const body = draftBody(orderId, reason, lines, from);
  const invalid = !reason.trim() || body.lines.length === 0 || lines.some((line) => lineProblem(line) !== null);

  async function save(submit: boolean) {
    setBusy(true);
    try {
      let saved = await saveReturn(body);
      if (submit) saved = await moveReturn('submit', saved);
      onSaved(saved);
    } catch {
      // the http layer shows the server's translated refusal; nothing was saved
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('original')}>{order.docNo}</Descriptions.Item>
        <Descriptions.Item label={t('buyer')}>{order.buyerName ?? ''}</Descriptions.Item>
      </Descriptions>
      {lines.length === 0 ? <Alert type="info" title={t('nothingToReturn')} /> : null}
      <Table
        size="small"
        rowKey="lineId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={lines}
        columns={[
          {
            title: t('take'),
            key: 'selected',
            width: 50,
            render: (_, line) => (
              <Checkbox
                aria-label={`${t('take')} ${line.goods}`}
                checked={line.selected}
                onChange={(event) => change(line.lineId, { selected: event.target.checked })}
              />
            ),
          },
          { title: '#', dataIndex: 'lineNo', width: 40 },
          { title: t('goods'), dataIndex: 'goods' },
          { title: t('unit'), dataIndex: 'unit' },
          { title: t('batchNo'), dataIndex: 'batchNo' },
          { title: t('returnable'), dataIndex: 'returnable' },
          {
            title: t('qty'),
            key: 'qty',
            render: (_, line) => (
              <Input
                size="small"
                style={{ width: 100 }}
                aria-label={`${t('qty')} ${line.goods}`}
                status={lineProblem(line) === 'qty' ? 'error' : undefined}
                value={line.qty}
                onChange={(event) => change(line.lineId, { qty: event.target.value })}
              />
            ),
          },
          {
            title: t('unitPrice'),
            key: 'unitPrice',
            render: (_, line) => (
              <Input
                size="small"
                style={{ width: 100 }}
                aria-label={`${t('unitPrice')} ${line.goods}`}
                status={lineProblem(line) === 'price' ? 'error' : undefined}
                value={line.unitPrice}
                onChange={(event) => change(line.lineId, { unitPrice: event.target.value })}
              />
            ),
          },
          { title: t('originalPrice'), dataIndex: 'netUnitPrice' },
        ]}
      />
      <Form layout="vertical">
        <Form.Item label={t('reason')} required>
          <Input.TextArea
            aria-label={t('reason')}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
        {(warehouses.data ?? []).length > 0 ? (
          <Form.Item label={t('returnFrom')} extra={t('returnFromHint')}>
            <Select
              aria-label={t('returnFrom')}
              allowClear
              value={from ?? undefined}
              onChange={(value?: string) => setFrom(value ?? null)}
              options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }))}
            />
          </Form.Item>
        ) : null}
      </Form>
      <Space>
        <Button disabled={invalid} loading={busy} onClick={() => void save(false)}>
          {t('saveDraft')}
        </Button>
        <Button type="primary" disabled={invalid} loading={busy} onClick={() => void save(true)}>
          {t('saveSubmit')}
        </Button>
      </Space>
    </Space>
  );
}
