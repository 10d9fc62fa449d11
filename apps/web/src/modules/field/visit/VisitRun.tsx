import { useQueryClient } from '@tanstack/react-query';
import { Empty, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { newClientKey, sendVisitCall, useVisits, type Visit, visitKeys } from './api';
import { OutboxList } from './OutboxList';
import { type OutboxEntry, useOutbox } from './outbox';
import { UnplannedVisit } from './UnplannedVisit';
import { VisitCard } from './VisitCard';

/** The state a visit shows on the phone: a check-in or check-out still on the phone counts already. */
export function localState(visit: Visit, entries: OutboxEntry[]): Visit['state'] {
  const pending = entries.filter((entry) => entry.visitId === visit.id && entry.state !== 'refused');
  if (pending.some((entry) => entry.label === 'checkOut')) return 'COMPLETED';
  if (visit.state === 'PLANNED' && pending.some((entry) => entry.label === 'checkIn')) return 'CHECKED_IN';
  return visit.state;
}

/**
 * The salesperson's day on a phone (375 px): today's visits in order, each checked in, worked and checked
 * out here. Every call goes through the outbox: kept on the phone while the network is down and sent,
 * in order, when it is back (`online`); the server lands each once (client key, idempotent saves).
 */
export function VisitRun() {
  const { t } = useTranslation('field');
  const queryClient = useQueryClient();
  const today = dayjs().format('YYYY-MM-DD');
  const visits = useVisits({ visitDate_equal: today, mine: 'true', size: 100 });
  const entries = useOutbox((state) => state.entries);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: visitKeys.all }), [queryClient]);

  useEffect(() => {
    const flush = () => useOutbox.getState().flush(sendVisitCall).then(refresh);
    window.addEventListener('online', flush);
    if (navigator.onLine) void flush();
    return () => window.removeEventListener('online', flush);
  }, [refresh]);

  const call = async (label: string, path: string, body: Record<string, unknown>, key = newClientKey()) => {
    const visitId = typeof body.id === 'string' ? body.id : null;
    const answer = await useOutbox.getState().enqueue({ key, path, body, label, visitId }, sendVisitCall);
    if (answer) await refresh();
  };

  const records = [...(visits.data?.records ?? [])].sort((a, b) => a.seq - b.seq);
  const states = new Map(records.map((visit) => [visit.id, localState(visit, entries)]));
  const hasOpen = [...states.values()].includes('CHECKED_IN');
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 480 }} data-testid="visit-run">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('visit.today', { date: today })}
      </Typography.Title>
      {visits.isLoading && <Spin />}
      {!visits.isLoading && records.length === 0 && <Empty description={t('visit.noVisits')} />}
      {records.map((visit) => (
        <VisitCard
          key={visit.id}
          visit={visit}
          state={states.get(visit.id) ?? visit.state}
          call={call}
          hasOpen={hasOpen}
        />
      ))}
      <UnplannedVisit call={call} disabled={hasOpen} />
      <OutboxList />
    </Space>
  );
}
