import { CUSTOMER_MENUS, vehicleCodes } from '@smdp/contracts/customer';
import { Card, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, Option } from '../../../crud/types';
import { usePermissions, useSession } from '../../../lib/session';
import {
  accountLabel,
  partyLabel,
  useDriverOptions,
  usePartyOptions,
  useVehicleWarehouseOptions,
  VEHICLE_API,
  type Vehicle,
} from '../api';
import { vehicleFields } from './VehiclePage.fields';

/** The fleet picker's value for the trading company's own vehicles (owner null). */
const COMPANY_FLEET = '';
/** Owners whose fleet staff may pick. */
const OWNER_STATES = ['ACTIVE', 'SUSPENDED'] as const;

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
  const editing = Boolean(codes[vehicleCodes.add] || codes[vehicleCodes.edit]);
  const [fleet, setFleet] = useState(COMPANY_FLEET);
  const owner = staff && fleet !== COMPANY_FLEET ? fleet : undefined;

  const owners = usePartyOptions('vehicle-owner', OWNER_STATES, staff);
  const drivers = useDriverOptions(owner, editing);
  const warehouses = useVehicleWarehouseOptions(owner, editing);

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
    return {
      code: CUSTOMER_MENUS.vehicle,
      title: t('vehicle.title'),
      entity: t('crud:entities.vehicle'),
      api: {
        list: `${VEHICLE_API}/list`,
        detail: `${VEHICLE_API}/detail`,
        submit: `${VEHICLE_API}/submit`,
        remove: `${VEHICLE_API}/remove`,
      },
      fields: vehicleFields(t, { driverChoices, warehouseChoices }),
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
