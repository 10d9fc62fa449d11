import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, message, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/Perm';
import { fieldKeys, type Route, routeCodes, type StopDraft, saveStops, useStores } from './api';
import { StopsEditor } from './StopsEditor';

const draftsOf = (route: Route): StopDraft[] =>
  route.stops.map((stop) => ({
    storePartyId: stop.storePartyId,
    plannedMinutes: stop.plannedMinutes,
    locked: stop.locked,
    label: `${stop.storeCode ?? ''} ${stop.storeName ?? ''}`.trim(),
  }));

/** A route's header, its stops in order (editable with route_visit_edit) and its latest visits. */
export function RouteView({ route }: { route: Route }) {
  const { t } = useTranslation('field');
  const client = useQueryClient();
  const mayEdit = usePermission(routeCodes.edit);
  const stores = useStores(route.ownerPartyId, mayEdit);
  const [stops, setStops] = useState<StopDraft[]>(() => draftsOf(route));
  const [version, setVersion] = useState(route.version);
  const [busy, setBusy] = useState(false);
  // A newer route (saved here or elsewhere) replaces the draft.
  if (version !== route.version) {
    setVersion(route.version);
    setStops(draftsOf(route));
  }
  const byStore = new Map(route.stops.map((stop) => [stop.storePartyId, stop]));
  const placeOf = (stop: StopDraft) =>
    byStore.get(stop.storePartyId) ?? stores.data?.find((s) => s.id === stop.storePartyId);

  const save = async () => {
    setBusy(true);
    try {
      const saved = await saveStops(route, stops);
      client.setQueryData(fieldKeys.route(route.id), saved);
      await client.invalidateQueries({ queryKey: fieldKeys.all });
      message.success(t('route.saved'));
    } catch {
      // The http layer shows the server's translated refusal.
    } finally {
      setBusy(false);
    }
  };

  const extra: ColumnsType<StopDraft> = [
    { key: 'address', title: t('route.address'), render: (_: unknown, stop) => placeOf(stop)?.address ?? '—' },
    {
      key: 'coordinates',
      title: t('route.coordinates'),
      render: (_: unknown, stop) => {
        const place = placeOf(stop);
        return place?.lat != null && place.lng != null ? `${place.lat.toFixed(5)}, ${place.lng.toFixed(5)}` : '—';
      },
    },
  ];
  const visitColumns: ColumnsType<Route['recentVisits'][number]> = [
    { key: 'visitNo', title: t('plan.visitNo'), dataIndex: 'visitNo' },
    { key: 'date', title: t('plan.planDate'), dataIndex: 'visitDate' },
    { key: 'store', title: t('route.store'), dataIndex: 'storeName' },
    {
      key: 'state',
      title: t('plan.state'),
      dataIndex: 'state',
      render: (state: string) => <Tag>{t(`plan.visitStates.${state}`)}</Tag>,
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('route.routeNo')}>{route.routeNo}</Descriptions.Item>
        <Descriptions.Item label={t('route.name')}>{route.name}</Descriptions.Item>
        <Descriptions.Item label={t('route.state')}>{t(`route.states.${route.state}`)}</Descriptions.Item>
        <Descriptions.Item label={t('route.owner')}>{route.ownerName ?? t('route.company')}</Descriptions.Item>
        <Descriptions.Item label={t('route.salesperson')}>{route.salespersonName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('route.frequency')}>
          {`${t(`route.frequencies.${route.frequency}`)} · ${route.weekdays.map((day) => t(`route.weekdays.${day}`)).join(', ')}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('route.startDate')}>{route.startDate}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('route.stops')}>
        <StopsEditor
          stops={stops}
          onChange={setStops}
          stores={stores.data ?? []}
          lockable
          disabled={!mayEdit}
          extra={extra}
        />
        {mayEdit ? (
          <Flex justify="end" style={{ marginTop: 8 }}>
            <Button type="primary" loading={busy} onClick={save}>
              {t('route.saveStops')}
            </Button>
          </Flex>
        ) : null}
      </Card>
      <Card size="small" title={t('route.recentVisits')}>
        {route.recentVisits.length ? (
          <Table rowKey="id" size="small" pagination={false} dataSource={route.recentVisits} columns={visitColumns} />
        ) : (
          <Typography.Text type="secondary">{t('route.noVisits')}</Typography.Text>
        )}
      </Card>
    </Flex>
  );
}
