import { useQuery } from '@tanstack/react-query';
import { Card, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, Option } from '../../../crud/types';
import { usePermissions, useSession } from '../../../lib/session';
import {
  accountLabel,
  driverOptions,
  partyLabel,
  partyOptions,
  VEHICLE_API,
  VEHICLE_TYPES,
  type Vehicle,
  type VehicleType,
  vehicleWarehouseOptions,
} from '../api';

const IN_SERVICE = 1;
const OUT_OF_SERVICE = 0;
/** The fleet picker's value for the trading company's own vehicles (owner null). */
const COMPANY_FLEET = '';
/** Letters, digits, spaces and dashes, starting with a letter or digit (as the server checks). */
const PLATE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

/**
 * /field/vehicle: vehicles with their driver (an account of the owner) and vehicle warehouse (a
 * VEHICLE warehouse of the owner). A customer account manages its own customer's fleet; company
 * staff first pick whose fleet (the company's own or a customer's), since drivers and warehouses
 * depend on the owner.
 */
export default function VehiclePage() {
  const { t } = useTranslation('customer');
  const staff = useSession((state) => !state.user?.user_info.customerCode);
  const codes = usePermissions((state) => state.codes);
  const editing = Boolean(codes.vehicle_add || codes.vehicle_edit);
  const [fleet, setFleet] = useState(COMPANY_FLEET);
  const owner = staff && fleet !== COMPANY_FLEET ? fleet : undefined;

  const owners = useQuery({
    queryKey: ['customer', 'vehicle-owner-options'],
    queryFn: () => partyOptions(['ACTIVE', 'SUSPENDED']),
    enabled: staff,
  });
  const drivers = useQuery({
    queryKey: ['customer', 'driver-options', owner ?? null],
    queryFn: () => driverOptions(owner),
    enabled: editing,
  });
  const warehouses = useQuery({
    queryKey: ['customer', 'vehicle-warehouse-options', owner ?? null],
    queryFn: () => vehicleWarehouseOptions(owner),
    enabled: editing,
  });

  // The list waits for its pickers, so their first answer cannot restart a dialog opened early.
  const pickersReady = !drivers.isLoading && !warehouses.isLoading;
  // One config per change of what it is built from: the form dialog starts over whenever the
  // config changes, so a re-render (a refetch on focus, say) must not wipe what is being typed.
  const config = useMemo((): CrudConfig<Vehicle> => {
    const driverChoices: Option[] = (drivers.data ?? []).map((driver) => ({
      value: driver.id,
      label: accountLabel(driver),
    }));
    const warehouseChoices: Option[] = (warehouses.data ?? []).map((warehouse) => ({
      value: warehouse.id,
      label: `${warehouse.code} ${warehouse.name}`,
    }));
    const typeLabel = (type: VehicleType) => t(`vehicle.types.${type}`);
    const ownerText = (vehicle: Vehicle) =>
      vehicle.ownerCode ? `${vehicle.ownerCode} ${vehicle.ownerName ?? ''}` : t('vehicle.companyFleet');
    const driverText = (vehicle: Vehicle) => vehicle.driverName ?? '';
    const warehouseText = (vehicle: Vehicle) =>
      vehicle.warehouseCode ? `${vehicle.warehouseCode} ${vehicle.warehouseName ?? ''}` : '';

    return {
      code: 'vehicle',
      title: t('vehicle.title'),
      entity: t('crud:entities.vehicle'),
      api: {
        list: `${VEHICLE_API}/list`,
        detail: `${VEHICLE_API}/detail`,
        submit: `${VEHICLE_API}/submit`,
        remove: `${VEHICLE_API}/remove`,
      },
      fields: [
        {
          key: 'plate',
          label: t('vehicle.plate'),
          search: 'like',
          column: { key: true, sorter: true, width: 130 },
          form: { required: true, max: 20, rule: z.string().regex(PLATE_PATTERN, t('vehicle.plateInvalid')) },
        },
        {
          key: 'vehicleType',
          label: t('vehicle.type'),
          kind: 'select',
          options: VEHICLE_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
          search: 'equal',
          column: { width: 120 },
          form: { required: true, initial: 'VAN' },
        },
        {
          key: 'capacityKg',
          label: t('vehicle.capacity'),
          kind: 'number',
          column: { width: 130 },
          form: { rule: z.number().min(0, t('vehicle.capacityInvalid')).max(1_000_000, t('vehicle.capacityInvalid')) },
        },
        {
          // Pickers sit on the names so the table and the view read names; toForm/toBody carry the ids.
          key: 'driverName',
          label: t('vehicle.driver'),
          kind: 'select',
          options: driverChoices,
          column: { width: 160, render: (_value, vehicle) => driverText(vehicle) },
          exportValue: driverText,
          form: {},
        },
        {
          key: 'warehouseName',
          label: t('vehicle.warehouse'),
          kind: 'select',
          options: warehouseChoices,
          column: { width: 200, render: (_value, vehicle) => warehouseText(vehicle) },
          exportValue: warehouseText,
          form: {},
        },
        {
          key: 'ownerName',
          label: t('vehicle.owner'),
          // The fleet picker above the list already says whose vehicles these are.
          column: false,
          exportValue: ownerText,
          form: false,
        },
        {
          key: 'status',
          label: t('vehicle.status'),
          kind: 'select',
          options: [
            { value: IN_SERVICE, label: t('vehicle.inService') },
            { value: OUT_OF_SERVICE, label: t('vehicle.outOfService') },
          ],
          search: 'equal',
          column: {
            width: 120,
            render: (value) =>
              value === IN_SERVICE ? (
                <Tag color="green">{t('vehicle.inService')}</Tag>
              ) : (
                <Tag>{t('vehicle.outOfService')}</Tag>
              ),
          },
          form: { required: true, initial: IN_SERVICE },
        },
        { key: 'remark', label: t('vehicle.remark'), kind: 'textarea', column: { hidden: true }, form: { max: 500 } },
        { key: 'createTime', label: t('vehicle.created'), column: { hidden: true, sorter: true } },
      ],
      toForm: (vehicle) => ({ ...vehicle, driverName: vehicle.driverUserId, warehouseName: vehicle.warehouseId }),
      toBody: (values, current) => {
        const { driverName, warehouseName, ...rest } = values;
        return {
          ...rest,
          driverUserId: driverName ?? null,
          warehouseId: warehouseName ?? null,
          ...(current ? { id: current.id, version: current.version } : { ownerPartyId: owner ?? null }),
        };
      },
    };
  }, [t, owner, drivers.data, warehouses.data]);

  // A customer account sees only its own fleet; staff see the fleet they picked.
  const filter = !staff ? undefined : owner ? { ownerPartyId_equal: owner } : { ownerPartyId_null: 1 };
  const list = pickersReady ? <CrudPage config={config} filter={filter} /> : <Card title={config.title} loading />;
  if (!staff) return list;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <Typography.Text id="vehicle-fleet-label">{t('vehicle.fleet')}</Typography.Text>
          <Select
            aria-labelledby="vehicle-fleet-label"
            style={{ minWidth: 260, maxWidth: '100%' }}
            showSearch={{ optionFilterProp: 'label' }}
            value={fleet}
            onChange={setFleet}
            options={[
              { value: COMPANY_FLEET, label: t('vehicle.companyFleet') },
              ...(owners.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) })),
            ]}
          />
        </Space>
      </Card>
      {list}
    </Space>
  );
}
