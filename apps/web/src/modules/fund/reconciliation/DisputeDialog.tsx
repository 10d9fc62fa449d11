import { Form, Input, InputNumber, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { entryTypeText } from '../entry-label';
import { disputeStatement, type Line, type Reconciliation } from './api';
import { SignedScan } from './SignedScan';

type Props = { statement: Reconciliation; onCancel: () => void; onDone: (next: Reconciliation) => void };
type Claim = { claimedAmount: string; note: string };

/** The line's own amount: its debit, or its credit. */
const amountOf = (line: Line) => (Number(line.debit) !== 0 ? line.debit : line.credit);

/** The debtor names the lines it disputes, the amount it holds right for each, and why. */
export function DisputeDialog({ statement, onCancel, onDone }: Props) {
  const { t } = useTranslation('reconciliation');
  const [claims, setClaims] = useState<Map<number, Claim>>(new Map());
  const [reason, setReason] = useState('');
  const [fileId, setFileId] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const valid =
    claims.size > 0 &&
    reason.trim() !== '' &&
    [...claims.values()].every((claim) => /^\d{1,16}(\.\d{1,2})?$/.test(claim.claimedAmount));

  const setClaim = (lineNo: number, change: Partial<Claim>) =>
    setClaims((current) => {
      const next = new Map(current);
      const claim = next.get(lineNo);
      if (claim) next.set(lineNo, { ...claim, ...change });
      return next;
    });

  async function send() {
    setBusy(true);
    try {
      onDone(
        await disputeStatement({
          id: statement.id,
          version: statement.version,
          remark: reason.trim(),
          lines: [...claims.entries()].map(([lineNo, claim]) => ({
            lineNo,
            claimedAmount: claim.claimedAmount,
            note: claim.note.trim() || null,
          })),
          ...(fileId ? { signedFileId: fileId } : {}),
        }),
      );
    } catch {
      // refused: the http layer showed why; the dialog keeps the claims
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      width={960}
      title={t('disputeTitle')}
      okText={t('actions.dispute')}
      okButtonProps={{ disabled: !valid, danger: true }}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void send()}
    >
      <Table<Line>
        size="small"
        rowKey="lineNo"
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        dataSource={statement.lines}
        rowSelection={{
          selectedRowKeys: [...claims.keys()],
          onChange: (_keys, lines) =>
            setClaims(
              new Map(
                lines.map((line) => [
                  line.lineNo,
                  claims.get(line.lineNo) ?? { claimedAmount: amountOf(line), note: '' },
                ]),
              ),
            ),
          getCheckboxProps: (line) => ({ 'aria-label': t('disputeLine', { line: line.lineNo }) }),
        }}
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 44 },
          { title: t('date'), dataIndex: 'postingDate', width: 110 },
          {
            title: t('entryType'),
            dataIndex: 'entryType',
            width: 140,
            render: (type: string, line) => entryTypeText(t, type, line.reversal),
          },
          {
            title: t('document'),
            key: 'document',
            render: (_, line) => line.remark ?? `${line.voucherType} ${line.voucherId}`,
          },
          {
            title: t('amount'),
            key: 'amount',
            width: 110,
            align: 'right',
            render: (_, line) => formatMoney(amountOf(line)),
          },
          {
            title: t('claimed'),
            key: 'claimed',
            width: 150,
            render: (_, line) => {
              const claim = claims.get(line.lineNo);
              return claim ? (
                <InputNumber<string>
                  stringMode
                  min="0"
                  step="0.01"
                  precision={2}
                  aria-label={t('claimedOf', { line: line.lineNo })}
                  value={claim.claimedAmount}
                  onChange={(value) => setClaim(line.lineNo, { claimedAmount: value ?? '' })}
                />
              ) : null;
            },
          },
          {
            title: t('note'),
            key: 'note',
            width: 180,
            render: (_, line) => {
              const claim = claims.get(line.lineNo);
              return claim ? (
                <Input
                  maxLength={500}
                  aria-label={t('noteOf', { line: line.lineNo })}
                  value={claim.note}
                  onChange={(event) => setClaim(line.lineNo, { note: event.target.value })}
                />
              ) : null;
            },
          },
        ]}
      />
      <Form layout="vertical" style={{ marginTop: 12 }}>
        <Form.Item label={t('disputeReason')} required>
          <Input.TextArea
            aria-label={t('disputeReason')}
            maxLength={500}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
      <SignedScan onUploaded={setFileId} />
    </Modal>
  );
}
