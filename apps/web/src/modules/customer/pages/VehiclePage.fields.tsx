import { VEHICLE_LIMITS } from '@smdp/contracts/customer';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField, Option } from '../../../crud/types';
import { VEHICLE_TYPES, type Vehicle, type VehicleType } from '../api';

export const IN_SERVICE = 1;
export const OUT_OF_SERVICE = 0;
/** Letters, digits, spaces and dashes, starting with a letter or digit (as the server checks). */
const PLATE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

type Context = { driverChoices: Option[]; warehouseChoices: Option[] };

/** The columns, search fields and form fields of /field/vehicle. */
export function vehicleFields(t: TFunction, { driverChoices, warehouseChoices }: Context): CrudField<Vehicle>[] {
  const typeLabel = (type: VehicleType) => t(`vehicle.types.${type}`);
  const ownerText = (vehicle: Vehicle) =>
    vehicle.ownerCode ? `${vehicle.ownerCode} ${vehicle.ownerName ?? ''}` : t('vehicle.companyFleet');
  const driverText = (vehicle: Vehicle) => vehicle.driverName ?? '';
  const warehouseText = (vehicle: Vehicle) =>
    vehicle.warehouseCode ? `${vehicle.warehouseCode} ${vehicle.warehouseName ?? ''}` : '';

  return [
    {
      key: 'plate',
      label: t('vehicle.plate'),
      search: 'like',
      column: { key: true, sorter: true, width: 130 },
      form: {
        required: true,
        max: VEHICLE_LIMITS.plate,
        rule: z.string().regex(PLATE_PATTERN, t('vehicle.plateInvalid')),
      },
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
      form: {
        rule: z
          .number()
          .min(0, t('vehicle.capacityInvalid'))
          .max(VEHICLE_LIMITS.capacityKg, t('vehicle.capacityInvalid')),
      },
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
    {
      key: 'remark',
      label: t('vehicle.remark'),
      kind: 'textarea',
      column: { hidden: true },
      form: { max: VEHICLE_LIMITS.remark },
    },
    { key: 'createTime', label: t('vehicle.created'), column: { hidden: true, sorter: true } },
  ];
}
