import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';

/** The "overdue only" filter of the ageing and credit reports (`overdueOnly_equal=true`); not a column. */
export function overdueOnlyField<R>(t: TFunction<'fund'>): CrudField<R> {
  return {
    key: 'overdueOnly',
    label: t('report.overdueOnly'),
    kind: 'select',
    options: [{ value: 'true', label: t('report.yes') }],
    search: 'equal',
    column: false,
  };
}
