import { Button, Card, Flex, Input, InputNumber, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type Entered, expectedOf, type Inbound, postReceipt, receiptDiffers, useVoucher } from '../api';
import { voucherChangedAndClose } from '../windows';
import { StandaloneState } from './StandaloneState';

/** /standalone/inboundDialog?id=: a submitted inbound's receiving form in its own window. */
export default function InboundDialogPage() {
  const { t } = useTranslation('stockWindows');
  const id = new URLSearchParams(useLocation().search).get('id');
  const inbound = useVoucher<Inbound>('inbound', id);
  return (
    <StandaloneState query={inbound} state="SUBMITTED" refusal={t('receive.notSubmitted')}>
      {(voucher) => <ReceiveForm inbound={voucher} onReceived={() => voucherChangedAndClose('inbound', voucher.id)} />}
    </StandaloneState>
  );
}

/** One card per line (narrow screens): the received quantity and, when it differs, the reason. */
function ReceiveForm({ inbound, onReceived }: { inbound: Inbound; onReceived: () => void }) {
  const { t } = useTranslation(['stockWindows', 'stock']);
  const [entered, setEntered] = useState<Entered>(() => expectedOf(inbound));
  const [busy, setBusy] = useState(false);
  const set = (lineId: string, patch: { qty?: string; reason?: string }) =>
    setEntered({ ...entered, [lineId]: { ...entered[lineId], ...patch } });

  const receive = async () => {
    setBusy(true);
    try {
      await postReceipt(inbound, entered);
      message.success(t('stock:inbound.received'));
      onReceived();
    } catch {
      // The http layer shows the server's translated refusal; nothing was received.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={`${t('receive.title')} ${inbound.voucherNo}`}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{`${inbound.warehouseCode} ${inbound.warehouseName}`}</Typography.Text>
        {inbound.lines.map((line) => (
          <Card key={line.id} size="small">
            <Flex vertical gap="small">
              <Typography.Text strong>{`${line.lineNo}. ${line.sku} ${line.goodsName}`}</Typography.Text>
              <Typography.Text type="secondary">
                {t('receive.expected', { qty: Number(line.expectedQty), unit: line.unit })}
              </Typography.Text>
              <InputNumber<string>
                aria-label={`${t('stock:inbound.receivedQty')} ${line.lineNo}`}
                style={{ width: '100%' }}
                stringMode
                min="0"
                precision={3}
                value={entered[line.id]?.qty}
                onChange={(qty) => set(line.id, { qty: qty ?? undefined })}
              />
              {receiptDiffers(line, entered) ? (
                <Input
                  aria-label={`${t('stock:inbound.diffReason')} ${line.lineNo}`}
                  placeholder={t('stock:inbound.diffReason')}
                  status={entered[line.id]?.reason ? undefined : 'warning'}
                  maxLength={200}
                  value={entered[line.id]?.reason}
                  onChange={(event) => set(line.id, { reason: event.target.value })}
                />
              ) : null}
            </Flex>
          </Card>
        ))}
        <Button type="primary" block loading={busy} onClick={receive}>
          {t('stock:inbound.postReceipt')}
        </Button>
      </Flex>
    </Card>
  );
}
