import { Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openVanDay, useVehicles, type VanDay } from '../api';
import { VanDayPanel } from './VanDayPanel';

const today = () => new Date().toISOString().slice(0, 10);

/** /field/van-sales: choose a van and a date to open its day, then load, sell, count and unload. */
export default function VanSalesPage() {
  const { t } = useTranslation('delivery');
  const vehicles = useVehicles();
  const [vehicleId, setVehicleId] = useState<string>();
  const [dayDate, setDayDate] = useState(today());
  const [day, setDay] = useState<VanDay>();

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={t('vanSales')}>
        <Space wrap>
          <Select
            data-testid="van-vehicle"
            style={{ minWidth: 160 }}
            placeholder={t('vehicle')}
            value={vehicleId}
            onChange={setVehicleId}
            options={(vehicles.data ?? []).filter((v) => v.warehouseId).map((v) => ({ value: v.id, label: v.plate }))}
          />
          <Input
            type="date"
            aria-label={t('date')}
            value={dayDate}
            onChange={(e) => setDayDate(e.target.value)}
            style={{ width: 150 }}
          />
          <Button
            type="primary"
            data-testid="van-open"
            disabled={!vehicleId}
            onClick={async () => vehicleId && setDay(await openVanDay(vehicleId, dayDate))}
          >
            {t('openDay')}
          </Button>
        </Space>
      </Card>
      {day && <VanDayPanel key={day.id} day={day} onChange={setDay} />}
    </Space>
  );
}
