import { WAREHOUSE_LIMITS, WAREHOUSE_STATES, WAREHOUSE_TYPES, type WarehouseState } from '@smdp/contracts/store';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField, TreeOption } from '../../../crud/types';
import type { Keeper, Warehouse } from '../api';

const STATE_COLORS: Record<WarehouseState, string> = { ACTIVE: 'green', COUNTING: 'orange', DISABLED: 'default' };

/** The warehouse list's columns and its dialog's fields. */
export function warehouseFields(
  t: TFunction<'store'>,
  masters: TreeOption[],
  keepers: Keeper[],
): CrudField<Warehouse>[] {
  const typeOptions = WAREHOUSE_TYPES.map((type) => ({ value: type, label: t(`warehouse.types.${type}`) }));
  const stateOptions = WAREHOUSE_STATES.map((state) => ({ value: state, label: t(`warehouse.states.${state}`) }));
  return [
    {
      key: 'code',
      label: t('warehouse.code'),
      column: { key: true, width: 160 },
      form: { required: true, max: WAREHOUSE_LIMITS.code },
    },
    {
      key: 'name',
      label: t('warehouse.name'),
      column: { key: true, width: 220 },
      form: { required: true, max: WAREHOUSE_LIMITS.name },
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
      options: keepers.map((keeper) => ({
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
    {
      key: 'address',
      label: t('warehouse.address'),
      column: { hidden: true },
      form: { max: WAREHOUSE_LIMITS.address },
    },
    {
      key: 'remark',
      label: t('warehouse.remark'),
      kind: 'textarea',
      column: { hidden: true },
      form: { max: WAREHOUSE_LIMITS.remark },
    },
  ];
}
