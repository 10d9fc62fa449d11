import type { WarehouseState } from '@smdp/contracts/store';
import { warehouseCodes } from '@smdp/contracts/store';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, TreeOption } from '../../../crud/types';
import { setWarehouseState, useKeeperCandidates, useWarehouseTree, WAREHOUSE_API, type Warehouse } from '../api';
import { warehouseFields } from './WarehousePage.fields';

/** Grade-1 warehouses with their grade-2 ones beneath, types, keepers and state (domain.md §6). */
export default function WarehousePage() {
  const { t } = useTranslation('store');
  const tree = useWarehouseTree();
  const keepers = useKeeperCandidates();
  const masters: TreeOption[] = (tree.data ?? []).map((warehouse) => ({
    value: warehouse.id,
    title: `${warehouse.code} ${warehouse.name}`,
  }));

  async function setState(warehouse: Warehouse, state: WarehouseState, refresh: () => void) {
    await setWarehouseState(warehouse, state);
    message.success(t('crud:updated'));
    refresh();
  }

  const config: CrudConfig<Warehouse> = {
    code: 'warehouse',
    title: t('warehouse.title'),
    entity: t('crud:entities.warehouse'),
    tree: true,
    api: {
      list: `${WAREHOUSE_API}/tree`,
      detail: `${WAREHOUSE_API}/detail`,
      submit: `${WAREHOUSE_API}/submit`,
      remove: `${WAREHOUSE_API}/remove`,
    },
    onChanged: () => void tree.refetch(),
    dialogWidth: 760,
    fields: warehouseFields(t, masters, keepers.data ?? []),
    toBody: (values, editing) => ({
      ...values,
      parentWarehouseId: values.grade === 2 ? values.parentWarehouseId : null,
      ...(editing ? { id: editing.id, version: editing.version } : {}),
    }),
    rowActions: [
      {
        key: 'disable',
        label: t('warehouse.disable'),
        permission: warehouseCodes.edit,
        confirm: t('warehouse.disableConfirm'),
        visible: (warehouse) => warehouse.state !== 'DISABLED',
        run: (warehouse, context) => setState(warehouse, 'DISABLED', context.refresh),
      },
      {
        key: 'enable',
        label: t('warehouse.enable'),
        permission: warehouseCodes.edit,
        visible: (warehouse) => warehouse.state === 'DISABLED',
        run: (warehouse, context) => setState(warehouse, 'ACTIVE', context.refresh),
      },
    ],
  };

  return <CrudPage config={config} />;
}
