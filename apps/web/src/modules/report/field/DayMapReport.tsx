import type { Page, Wire } from '@smdp/contracts';
import type { CoverageRow, DayMap, DayMapVisit } from '@smdp/contracts/field';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Empty, Flex, Form, Select, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { get } from '../../../lib/http';
import { useUrlSearch } from '../../../lib/url-search';
import { FIELD_REPORT_API } from '../definitions/field';
import { reportSearch } from '../url';

const VisitDayMap = lazy(() => import('./VisitDayMap'));

const nextDay = (day: string) => dayjs(day).add(1, 'day').format('YYYY-MM-DD');

/**
 * The map of a salesperson's day (domain.md §9): pick a day and one of the salespeople who had visits
 * that day; the stores, check-ins and path are drawn, and listed below in the order they happened.
 * Day and salesperson are in the address, like every report's filters.
 */
export default function DayMapReport() {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const params = new URLSearchParams(useUrlSearch());
  const date = params.get('date') ?? dayjs().format('YYYY-MM-DD');
  const salespersonId = params.get('salespersonId') ?? undefined;
  const choose = (next: { date?: string; salespersonId?: string | undefined }) => {
    const filters: Record<string, string> = { date: next.date ?? date };
    const who = 'salespersonId' in next ? next.salespersonId : salespersonId;
    if (who) filters.salespersonId = who;
    navigate({ search: reportSearch('day-map', filters) });
  };

  const people = useQuery({
    queryKey: ['report', 'day-map-people', date],
    queryFn: () =>
      get<Page<Wire<CoverageRow>>>(`${FIELD_REPORT_API}/coverage`, {
        visitDate_datege: date,
        visitDate_datelt: nextDay(date),
        size: 200,
      }),
  });
  const day = useQuery({
    queryKey: ['report', 'day-map', date, salespersonId],
    queryFn: () => get<Wire<DayMap>>(`${FIELD_REPORT_API}/day-map`, { date, salespersonId: salespersonId ?? '' }),
    enabled: Boolean(salespersonId),
  });
  const markerText = useCallback(
    (visit: Wire<DayMapVisit>, index: number) => `${index + 1}. ${visit.storeName ?? visit.visitNo}`,
    [],
  );
  const visits = day.data?.visits ?? [];

  return (
    <Card title={t('reports.day-map.title')}>
      <Flex vertical gap={12}>
        <Form layout="inline" style={{ rowGap: 8 }}>
          <Form.Item label={t('dayMap.date')}>
            <DatePicker
              aria-label={t('dayMap.date')}
              allowClear={false}
              value={dayjs(date)}
              onChange={(value) => value && choose({ date: value.format('YYYY-MM-DD'), salespersonId: undefined })}
            />
          </Form.Item>
          <Form.Item label={t('column.salesperson')}>
            <Select
              aria-label={t('column.salesperson')}
              style={{ minWidth: 200 }}
              loading={people.isLoading}
              value={salespersonId}
              placeholder={t('dayMap.pickSalesperson')}
              notFoundContent={t('dayMap.nobody')}
              options={(people.data?.records ?? []).map((row) => ({
                value: row.salespersonId,
                label: row.salespersonName ?? row.salespersonId,
              }))}
              onChange={(value: string) => choose({ salespersonId: value })}
            />
          </Form.Item>
        </Form>
        {!salespersonId ? (
          <Empty description={t('dayMap.pickSalesperson')} />
        ) : (
          <>
            {!day.data?.tileUrl && <Typography.Text type="secondary">{t('dayMap.noTiles')}</Typography.Text>}
            <Suspense fallback={<div style={{ height: 420 }} />}>
              {day.data && (
                <VisitDayMap
                  visits={visits}
                  tileUrl={day.data.tileUrl}
                  label={t('dayMap.label', { n: visits.length })}
                  markerText={markerText}
                />
              )}
            </Suspense>
            <Table<Wire<DayMapVisit>>
              size="small"
              rowKey="visitId"
              loading={day.isLoading}
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={visits}
              columns={[
                { title: '#', render: (_value, _row, index) => index + 1, width: 48 },
                { title: t('column.store'), dataIndex: 'storeName' },
                {
                  title: t('column.state'),
                  dataIndex: 'state',
                  render: (state: DayMapVisit['state']) => <Tag>{t(`visitState.${state}`)}</Tag>,
                },
                {
                  title: t('dayMap.start'),
                  dataIndex: 'actualStart',
                  render: (v: string | null) => v?.slice(11, 16) ?? '—',
                },
                {
                  title: t('dayMap.end'),
                  dataIndex: 'actualEnd',
                  render: (v: string | null) => v?.slice(11, 16) ?? '—',
                },
                { title: t('column.distanceM'), dataIndex: 'distanceM', render: (v: number | null) => v ?? '—' },
              ]}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
