import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openStandalone, useChildMessages } from '../../../lib/child-window';
import { handOver, PICKUP_LIMITS, pickupKeys, type VerifiedPickup, verifyTicket } from '../api';

type Stage =
  | { step: 'verify' }
  | { step: 'handOver'; verified: VerifiedPickup }
  | { step: 'checking'; verified: VerifiedPickup; outboundId: string }
  | { step: 'done'; ticketNo: string };

/** The stock window's message once the outbound it checks has shipped (modules/stock/windows.ts). */
const OUTBOUND_SHIPPED = 'stock.voucherChanged';

/**
 * The counter, one step at a time on a phone: the ticket number, the code the picker received and their ID
 * or plate; then the quantities actually handed over (at most what is open); then the goods are checked
 * out line by line on pickCheck, which posts the PICKUP_OUT outbound.
 */
export function CounterTab() {
  const { t } = useTranslation('pickup');
  const client = useQueryClient();
  const [stage, setStage] = useState<Stage>({ step: 'verify' });

  useChildMessages((message) => {
    if (stage.step !== 'checking' || message.type !== OUTBOUND_SHIPPED) return;
    const payload = message.payload as { id?: string } | undefined;
    if (payload?.id !== stage.outboundId) return;
    setStage({ step: 'done', ticketNo: stage.verified.ticket.ticketNo });
    void client.invalidateQueries({ queryKey: pickupKeys.all });
  });

  if (stage.step === 'verify')
    return <VerifyForm onVerified={(verified) => setStage({ step: 'handOver', verified })} />;
  if (stage.step === 'handOver') {
    return (
      <HandOverForm
        verified={stage.verified}
        onHandedOver={(outboundId) => {
          setStage({ step: 'checking', verified: stage.verified, outboundId });
          openStandalone('pickCheck', { id: outboundId });
          void client.invalidateQueries({ queryKey: pickupKeys.all });
        }}
      />
    );
  }
  if (stage.step === 'checking') {
    return (
      <Result
        status="info"
        title={t('checkingTitle')}
        subTitle={t('checkingHint')}
        extra={[
          <Button key="open" type="primary" onClick={() => openStandalone('pickCheck', { id: stage.outboundId })}>
            {t('openPickCheck')}
          </Button>,
          <Button key="next" onClick={() => setStage({ step: 'verify' })}>
            {t('nextPicker')}
          </Button>,
        ]}
      />
    );
  }
  return (
    <Result
      status="success"
      title={t('doneTitle', { ticket: stage.ticketNo })}
      extra={
        <Button type="primary" onClick={() => setStage({ step: 'verify' })}>
          {t('nextPicker')}
        </Button>
      }
    />
  );
}

function VerifyForm({ onVerified }: { onVerified: (verified: VerifiedPickup) => void }) {
  const { t } = useTranslation('pickup');
  const [form] = Form.useForm<{ ticketNo: string; code: string; identity: string }>();
  const [busy, setBusy] = useState(false);

  async function verify() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      onVerified(await verifyTicket(values));
    } catch {
      // The http layer shows the server's translated answer (tries left, locked, expired).
      form.setFieldValue('code', '');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card size="small" title={t('verifyTitle')} style={{ maxWidth: 480 }}>
      <Form form={form} layout="vertical" onFinish={() => void verify().catch(() => undefined)}>
        <Form.Item
          name="ticketNo"
          label={t('ticketNo')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('code')}
          rules={[{ required: true, pattern: new RegExp(`^\\d{${PICKUP_LIMITS.digits}}$`), message: t('codeInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={PICKUP_LIMITS.digits} autoComplete="one-time-code" />
        </Form.Item>
        <Form.Item
          name="identity"
          label={t('identity')}
          extra={t('identityHint')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input maxLength={PICKUP_LIMITS.identity} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('verify')}
        </Button>
      </Form>
    </Card>
  );
}

function HandOverForm({
  verified,
  onHandedOver,
}: {
  verified: VerifiedPickup;
  onHandedOver: (outboundId: string) => void;
}) {
  const { t } = useTranslation('pickup');
  const { ticket, lines } = verified;
  const open = lines.filter((line) => Number(line.open) > 0);
  const [qty, setQty] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(open.map((line) => [line.orderLineId, line.open])),
  );
  const [busy, setBusy] = useState(false);
  const chosen = open.filter((line) => Number(qty[line.orderLineId] ?? 0) > 0);

  async function submit() {
    setBusy(true);
    try {
      const answer = await handOver({
        ticketId: ticket.id,
        lines: chosen.map((line) => ({ orderLineId: line.orderLineId, qty: String(qty[line.orderLineId]) })),
      });
      onHandedOver(answer.outboundId);
    } catch {
      // Shown by the http layer; nothing was handed over.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap="small" style={{ maxWidth: 640 }}>
      <Alert type="success" showIcon message={t('verified', { ticket: ticket.ticketNo })} />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('order')}>{ticket.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('buyer')}>{ticket.buyerName}</Descriptions.Item>
        <Descriptions.Item label={t('picker')}>{`${ticket.pickerName} ${ticket.pickerMobile}`}</Descriptions.Item>
        <Descriptions.Item label={t('warehouse')}>{ticket.warehouseName}</Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>{t('handOverTitle')}</Typography.Text>
      {open.map((line) => (
        <Card key={line.orderLineId} size="small">
          <Flex justify="space-between" align="center" gap="small" wrap>
            <Flex vertical>
              <Typography.Text strong>{`${line.lineNo}. ${line.sku} ${line.goodsName}`}</Typography.Text>
              <Typography.Text type="secondary">
                {t('openOf', { open: line.open, ordered: line.ordered, unit: line.unit })}
              </Typography.Text>
            </Flex>
            <InputNumber<string>
              aria-label={t('pickedOf', { lineNo: line.lineNo })}
              stringMode
              min="0"
              max={line.open}
              precision={3}
              value={qty[line.orderLineId] ?? null}
              onChange={(value) => setQty((current) => ({ ...current, [line.orderLineId]: value }))}
              addonAfter={line.unit}
              style={{ width: 160 }}
            />
          </Flex>
        </Card>
      ))}
      <Button type="primary" block disabled={chosen.length === 0} loading={busy} onClick={() => void submit()}>
        {t('handOver')}
      </Button>
    </Flex>
  );
}
