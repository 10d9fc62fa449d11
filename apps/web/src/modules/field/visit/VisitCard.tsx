import { Alert, Button, Card, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPosition, NO_ORDER_REASONS, newClientKey, useKept, VISIT_STATE_COLORS, type Visit } from './api';
import { useOutbox } from './outbox';
import { type KeptShelfLine, ShelfCount } from './ShelfCount';

/** What the phone knows of a visit: the server's state, moved on by the calls still on the phone. */
export type LocalState = Visit['state'];

type Props = {
  visit: Visit;
  state: LocalState;
  call: (label: string, path: string, body: Record<string, unknown>, key?: string) => Promise<void>;
  hasOpen: boolean;
};

/** One visit of the day on the phone: check in, the tasks, check out. */
export function VisitCard({ visit, state, call, hasOpen }: Props) {
  const { t } = useTranslation('field');
  const [reason, setReason] = useKept(`forced:${visit.id}`, '');
  const [needsReason, setNeedsReason] = useState(false);
  const [lines, setLines] = useKept<KeptShelfLine[]>(`shelf:${visit.id}`, []);
  const [amount, setAmount] = useKept<number | null>(`collect:${visit.id}`, null);
  const [noOrder, setNoOrder] = useKept<string | null>(`noOrder:${visit.id}`, null);
  const entries = useOutbox((s) => s.entries);
  const refused = entries.filter((e) => e.visitId === visit.id && e.state === 'refused');

  const checkIn = async (forced: boolean) => {
    const at = await currentPosition();
    if (!at && !forced) {
      setNeedsReason(true);
      return;
    }
    await call('checkIn', 'check-in', {
      id: visit.id,
      lat: at?.lat ?? null,
      lng: at?.lng ?? null,
      accuracy: at?.accuracy ?? null,
      clientKey: newClientKey(),
      ...(forced ? { forcedReason: reason } : {}),
    }).catch(() => setNeedsReason(true));
  };
  const shelfLines = lines.map(({ goodsId, counted, target }) => ({ goodsId, counted, target }));
  const outcome = visit.orderId ? 'ORDER' : visit.receiptId ? 'COLLECTION' : 'NO_ORDER';

  return (
    <Card
      size="small"
      data-testid="visit-card"
      title={
        <Space>
          <span>{visit.seq}.</span>
          <span>{visit.storeName}</span>
        </Space>
      }
      extra={<Tag color={VISIT_STATE_COLORS[state]}>{t(`visit.states.${state}`)}</Tag>}
    >
      {refused.map((entry) => (
        <Alert key={entry.key} type="error" showIcon message={entry.error} style={{ marginBottom: 8 }} />
      ))}
      {state === 'PLANNED' && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button type="primary" block disabled={hasOpen} onClick={() => checkIn(false)}>
            {t('visit.checkIn')}
          </Button>
          {needsReason && (
            <>
              <Input
                aria-label={t('visit.forcedReason')}
                placeholder={t('visit.forcedReason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <Button block danger disabled={!reason.trim()} onClick={() => checkIn(true)}>
                {t('visit.forceCheckIn')}
              </Button>
            </>
          )}
        </Space>
      )}
      {state === 'CHECKED_IN' && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={5}>{t('visit.tasks.SHELF_STOCK')}</Typography.Title>
          <ShelfCount lines={lines} onChange={setLines} />
          <Button
            block
            onClick={() =>
              call('shelf', 'task', {
                id: visit.id,
                taskType: 'SHELF_STOCK',
                done: true,
                result: { lines: shelfLines },
              })
            }
          >
            {t('visit.saveCount')}
          </Button>
          <Button block disabled={Boolean(visit.orderId)} onClick={() => call('order', 'order', { id: visit.id })}>
            {visit.orderId ? t('visit.orderCreated') : t('visit.createOrder')}
          </Button>
          <Typography.Title level={5}>{t('visit.tasks.COLLECTION')}</Typography.Title>
          <Space.Compact style={{ width: '100%' }}>
            <InputNumber
              aria-label={t('visit.amount')}
              placeholder={t('visit.amount')}
              min={0.01}
              precision={2}
              value={amount}
              onChange={(value) => setAmount(value === null ? null : Number(value))}
              style={{ width: '100%' }}
            />
            <Button
              disabled={!amount || Boolean(visit.receiptId)}
              onClick={() => call('collection', 'collection', { id: visit.id, amount: Number(amount).toFixed(2) })}
            >
              {visit.receiptId ? t('visit.collected') : t('visit.collect')}
            </Button>
          </Space.Compact>
          <Typography.Title level={5}>{t('visit.checkOutTitle')}</Typography.Title>
          {outcome === 'NO_ORDER' && (
            <Select
              aria-label={t('visit.noOrderReason')}
              placeholder={t('visit.noOrderReason')}
              value={noOrder}
              onChange={setNoOrder}
              options={NO_ORDER_REASONS.map((value) => ({ value, label: t(`visit.noOrderReasons.${value}`) }))}
              style={{ width: '100%' }}
            />
          )}
          <Button
            type="primary"
            block
            disabled={outcome === 'NO_ORDER' && !noOrder}
            onClick={async () => {
              const at = await currentPosition();
              await call('checkOut', 'check-out', {
                id: visit.id,
                outcome,
                noOrderReason: outcome === 'NO_ORDER' ? noOrder : null,
                lat: at?.lat ?? null,
                lng: at?.lng ?? null,
              });
            }}
          >
            {t('visit.checkOut')} ({t(`visit.outcomes.${outcome}`)})
          </Button>
        </Space>
      )}
      {state === 'COMPLETED' && visit.shortVisit && <Tag color="orange">{t('visit.short')}</Tag>}
      {state === 'MISSED' && visit.missedReason && (
        <Typography.Text type="secondary">{t(`visit.missedReasons.${visit.missedReason}`)}</Typography.Text>
      )}
    </Card>
  );
}
