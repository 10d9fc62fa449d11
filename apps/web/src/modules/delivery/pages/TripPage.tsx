import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTrip, deliveryKeys, type TripSummary, useParties, useTrips, useVehicles } from '../api';
import { TRIP_STATE_COLORS, TripDetail } from './TripDetail';

const today = () => new Date().toISOString().slice(0, 10);

/** /field/delivery-trip: a vehicle's trips of stops; a new trip from buyers of the vehicle's owner; one opened below. */
export default function TripPage() {
  const { t } = useTranslation('delivery');
  const client = useQueryClient();
  const vehicles = useVehicles();
  const trips = useTrips();
  const [vehicleId, setVehicleId] = useState<string>();
  const [tripDate, setTripDate] = useState(today());
  const [partyIds, setPartyIds] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string>();
  const parties = useParties(vehicleId);

  const create = async () => {
    if (!vehicleId || partyIds.length === 0) return;
    const trip = await createTrip({ vehicleId, tripDate, stops: partyIds.map((partyId) => ({ partyId })) });
    await client.invalidateQueries({ queryKey: deliveryKeys.trips() });
    setPartyIds([]);
    setOpenId(trip.id);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={t('newTrip')} size="small">
        <Space wrap>
          <Select
            data-testid="trip-vehicle"
            style={{ minWidth: 160 }}
            placeholder={t('vehicle')}
            value={vehicleId}
            onChange={setVehicleId}
            options={(vehicles.data ?? []).map((v) => ({ value: v.id, label: v.plate }))}
          />
          <Input
            type="date"
            aria-label={t('date')}
            value={tripDate}
            onChange={(e) => setTripDate(e.target.value)}
            style={{ width: 150 }}
          />
          <Select
            data-testid="trip-parties"
            mode="multiple"
            style={{ minWidth: 260, maxWidth: '100%' }}
            placeholder={t('stops')}
            value={partyIds}
            onChange={setPartyIds}
            optionFilterProp="label"
            options={(parties.data ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
          />
          <Button type="primary" data-testid="trip-create" disabled={!vehicleId || !partyIds.length} onClick={create}>
            {t('create')}
          </Button>
        </Space>
      </Card>
      <Table<TripSummary>
        rowKey="id"
        size="small"
        loading={trips.isLoading}
        dataSource={trips.data?.records ?? []}
        pagination={false}
        scroll={{ x: 520 }}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('tripNo'), dataIndex: 'tripNo' },
          { title: t('vehicle'), dataIndex: 'plate' },
          { title: t('date'), dataIndex: 'tripDate' },
          {
            title: t('state'),
            dataIndex: 'state',
            render: (state: TripSummary['state']) => <Tag color={TRIP_STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>,
          },
          { title: t('progress'), key: 'progress', render: (_, row) => `${row.visitedCount}/${row.stopCount}` },
        ]}
      />
      {openId && <TripDetail id={openId} />}
    </Space>
  );
}
