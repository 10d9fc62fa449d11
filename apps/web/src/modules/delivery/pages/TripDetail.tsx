import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  deliveryKeys,
  moveTrip,
  optimiseTrip,
  saveStops,
  stopInputOf,
  type Trip,
  type TripState,
  useTrip,
  visitStop,
} from '../api';

export const TRIP_STATE_COLORS: Record<TripState, string> = {
  DRAFT: 'default',
  SCHEDULED: 'blue',
  IN_TRANSIT: 'gold',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

type Stop = Trip['stops'][number];

/** One trip: its stops in order (move, lock, mark visited), optimise, schedule and cancel. */
export function TripDetail({ id }: { id: string }) {
  const { t } = useTranslation('delivery');
  const client = useQueryClient();
  const { data: trip } = useTrip(id);
  if (!trip) return null;
  const editable = trip.state === 'DRAFT' || trip.state === 'SCHEDULED';
  const running = trip.state === 'SCHEDULED' || trip.state === 'IN_TRANSIT';

  const done = async (call: Promise<Trip>) => {
    const next = await call;
    client.setQueryData(deliveryKeys.trip(id), next);
    await client.invalidateQueries({ queryKey: deliveryKeys.trips() });
  };
  const rewrite = (stops: Stop[]) => done(saveStops(trip, stops.map(stopInputOf)));
  const move = (index: number, by: number) => {
    const stops = [...trip.stops];
    const [stop] = stops.splice(index, 1);
    if (stop) stops.splice(index + by, 0, stop);
    return rewrite(stops);
  };
  const lock = (index: number, locked: boolean) =>
    rewrite(trip.stops.map((stop, i) => (i === index ? { ...stop, locked } : stop)));

  return (
    <Card
      data-testid="trip-detail"
      title={
        <Space wrap>
          <span>{trip.tripNo}</span>
          <Tag color={TRIP_STATE_COLORS[trip.state]} data-testid="trip-state">
            {t(`states.${trip.state}`)}
          </Tag>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {trip.plate} · {trip.tripDate} {trip.departTime} · {t('totalKm', { km: trip.totalKm ?? 0 })}
        </Typography.Text>
        <Space wrap>
          {editable && (
            <Button data-testid="trip-optimise" onClick={() => done(optimiseTrip(trip))}>
              {t('optimise')}
            </Button>
          )}
          {trip.state === 'DRAFT' && (
            <Button type="primary" data-testid="trip-schedule" onClick={() => done(moveTrip(trip, 'schedule'))}>
              {t('schedule')}
            </Button>
          )}
          {trip.state !== 'COMPLETED' && trip.state !== 'CANCELLED' && (
            <Button danger onClick={() => done(moveTrip(trip, 'cancel'))}>
              {t('cancel')}
            </Button>
          )}
        </Space>
        <Table<Stop>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: 640 }}
          dataSource={trip.stops}
          columns={[
            { title: t('seq'), dataIndex: 'seq', width: 48 },
            {
              title: t('party'),
              dataIndex: 'partyName',
              render: (name: string, stop) => (
                <span data-testid={`stop-party-${stop.seq}`}>
                  {name}
                  {stop.outboundNo ? <Tag style={{ marginLeft: 4 }}>{stop.outboundNo}</Tag> : null}
                </span>
              ),
            },
            { title: t('address'), dataIndex: 'address', ellipsis: true },
            { title: t('eta'), dataIndex: 'eta', width: 64 },
            { title: t('legKm'), dataIndex: 'legKm', width: 72 },
            {
              title: t('locked'),
              dataIndex: 'locked',
              width: 72,
              render: (locked: boolean, stop, index) => (
                <Switch
                  size="small"
                  checked={locked}
                  disabled={!editable}
                  data-testid={`stop-lock-${stop.seq}`}
                  onChange={(value) => lock(index, value)}
                />
              ),
            },
            {
              title: t('actions'),
              key: 'actions',
              width: 150,
              render: (_, stop, index) => (
                <Space size={4}>
                  {editable && (
                    <>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('up')}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('down')}
                        disabled={index === trip.stops.length - 1}
                        onClick={() => move(index, 1)}
                      />
                    </>
                  )}
                  {stop.visited ? (
                    <Tag color="green">{t('visited')}</Tag>
                  ) : (
                    running && (
                      <Button
                        size="small"
                        data-testid={`stop-visit-${stop.seq}`}
                        onClick={() => done(visitStop(trip, stop.id))}
                      >
                        {t('markVisited')}
                      </Button>
                    )
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
