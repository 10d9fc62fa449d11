import { warehouseCodes } from '@smdp/contracts/store';
import { useQuery } from '@tanstack/react-query';
import { message, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, TreeOption } from '../../../crud/types';
import { get, post } from '../../../lib/http';
import { WAREHOUSE_API, type Warehouse, type WarehouseState } from '../api';

type Keeper = { id: string; account: string; realName: string | null };

const STATE_COLORS: Record<WarehouseState, string> = { ACTIVE: 'green', COUNTING: 'orange', DISABLED: 'default' };

/** Grade-1 warehouses with their grade-2 ones beneath, types, keepers and state (domain.md §6). */
export default function WarehousePage() {
  const { t } = useTranslation('store');
  const tree = useQuery({ queryKey: ['warehouse-tree'], queryFn: () => get<Warehouse[]>(`${WAREHOUSE_API}/tree`) });
  const keepers = useQuery({
    queryKey: ['warehouse-keepers'],
    queryFn: () => get<Keeper[]>(`${WAREHOUSE_API}/keeper-candidates`, undefined, { quiet: true }),
  });
  const masters: TreeOption[] = (tree.data ?? []).map((warehouse) => ({
    value: warehouse.id,
    title: `${warehouse.code} ${warehouse.name}`,
  }));
  const typeOptions = (['NORMAL', 'VEHICLE', 'TRANSIT', 'DEFECTIVE'] as const).map((type) => ({
    value: type,
    label: t(`warehouse.types.${type}`),
  }));
  const stateOptions = (['ACTIVE', 'COUNTING', 'DISABLED'] as const).map((state) => ({
    value: state,
    label: t(`warehouse.states.${state}`),
  }));

  async function setState(warehouse: Warehouse, state: WarehouseState, refresh: () => void) {
    await post(`${WAREHOUSE_API}/state`, { id: warehouse.id, version: warehouse.version, state });
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
    fields: [
      { key: 'code', label: t('warehouse.code'), column: { key: true, width: 160 }, form: { required: true, max: 32 } },
      {
        key: 'name',
        label: t('warehouse.name'),
        column: { key: true, width: 220 },
        form: { required: true, max: 100 },
      },
      {
        key: 'grade',
        label: t('warehouse.grade'),
        options: [
          { value: 1, label: t('warehouse.grades.1') },
          { value: 2, label: t('warehouse.grades.2') },
        ],
        kind: 'select',
        column: { width: 110 },
        form: { required: true, initial: 1 },
      },
      {
        key: 'parentWarehouseId',
        label: t('warehouse.parent'),
        kind: 'tree',
        treeOptions: masters,
        column: false,
        form: {},
      },
      {
        key: 'type',
        label: t('warehouse.type'),
        options: typeOptions,
        kind: 'select',
        column: { width: 110 },
        form: { required: true, initial: 'NORMAL' },
      },
      {
        key: 'state',
        label: t('warehouse.state'),
        options: stateOptions,
        column: {
          width: 110,
          render: (value) => (
            <Tag color={STATE_COLORS[value as WarehouseState]}>{t(`warehouse.states.${String(value)}`)}</Tag>
          ),
        },
      },
      { key: 'ownerName', label: t('warehouse.owner'), column: { width: 180 } },
      {
        key: 'keeperIds',
        label: t('warehouse.keepers'),
        kind: 'multiselect',
        options: (keepers.data ?? []).map((keeper) => ({
          value: keeper.id,
          label: keeper.realName ? `${keeper.realName} (${keeper.account})` : keeper.account,
        })),
        column: { hidden: true },
        form: {},
      },
      {
        key: 'allowNegative',
        label: t('warehouse.allowNegative'),
        kind: 'switch',
        column: { hidden: true },
        form: { initial: false },
      },
      { key: 'address', label: t('warehouse.address'), column: { hidden: true }, form: { max: 255 } },
      { key: 'remark', label: t('warehouse.remark'), kind: 'textarea', column: { hidden: true }, form: { max: 500 } },
    ],
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
