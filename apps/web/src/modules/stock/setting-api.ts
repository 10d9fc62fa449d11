import type { Wire } from '@smdp/contracts';
import type { CountSchedule as CountScheduleShape, GoodsSetting as GoodsSettingShape } from '@smdp/contracts/stock';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';

export { GOODS_SETTING_API, GOODS_SETTING_LIMITS, stockCheckCodes, stockSettingCodes } from '@smdp/contracts/stock';

export const SETTING_MENU = 'stock_setting';
export const COUNT_SCHEDULE_API = '/smdp-stock/check/schedule';
/** The most days between two cycle counts the server takes (CHECK_LIMITS.frequencyDays). */
export const MAX_FREQUENCY_DAYS = 366;

export type GoodsSetting = Wire<GoodsSettingShape>;
export type CountSchedule = Wire<CountScheduleShape>;

export const settingKeys = {
  all: ['stock', 'setting'] as const,
  schedules: () => [...settingKeys.all, 'schedules'] as const,
};

/** Every warehouse the caller sees with its count frequency, last and next count dates. */
export const useCountSchedules = () =>
  useQuery({ queryKey: settingKeys.schedules(), queryFn: () => get<CountSchedule[]>(COUNT_SCHEDULE_API) });

/** Sets a warehouse's count frequency in days; null: no cycle counts. */
export const saveCountSchedule = (warehouseId: string, frequencyDays: number | null) =>
  post<boolean>(COUNT_SCHEDULE_API, { warehouseId, frequencyDays });

/** A decimal of at most 3 places, 0 or more: what the server takes as a reorder level. */
export const REORDER_LEVEL = /^\d{1,15}(\.\d{1,3})?$/;

/** The request body of a goods' setting from the form's values. */
export function goodsSettingBody(values: Record<string, unknown>, editing: GoodsSetting | null) {
  const shelfLife = values.shelfLifeDays;
  const reorder = typeof values.reorderLevel === 'string' ? values.reorderLevel.trim() : '';
  return {
    goodsId: editing?.id,
    batchTracked: values.batchTracked === true,
    shelfLifeDays: typeof shelfLife === 'number' ? shelfLife : null,
    reorderLevel: reorder === '' ? null : reorder,
    version: editing?.version ?? 0,
  };
}
