import { useQuery } from '@tanstack/react-query';
import { get } from '../lib/http';
import { formatMoney } from '../lib/money';
import { useSession } from '../lib/session';
import type { CrudField } from './types';

const CALLER_CURRENCY = '/blade-system/dept/getCurrencyByCurrUser';

/** The caller's department currency (ISO 4217, else the nearest department above it); null when none has one. */
export function useCallerCurrency(enabled = true): string | null {
  const user = useSession((state) => state.user);
  const currency = useQuery({
    queryKey: ['caller-currency', user?.user_id, user?.dept_id],
    queryFn: () => get<string | null>(CALLER_CURRENCY, undefined, { quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
  return currency.data ?? null;
}

/** The row's own currency of an amount (`currencyKey`), when it has one. */
export function rowCurrency<R>(field: CrudField<R>, row: R | null | undefined): string | null {
  const own = field.currencyKey ? (row as Record<string, unknown> | null | undefined)?.[field.currencyKey] : null;
  return typeof own === 'string' && own ? own : null;
}

/** An amount as spec §5 writes money (grouped thousands, two decimals) followed by its currency code. */
export const moneyText = (value: unknown, currency: string | null) =>
  currency && value !== '--' ? `${formatMoney(value)} ${currency}` : formatMoney(value);

/** A money cell: the amount and its currency, right-aligned figures for comparing down a column. */
export function MoneyText<R>({ field, value, row }: { field: CrudField<R>; value: unknown; row?: R | null }) {
  const own = rowCurrency(field, row);
  const callers = useCallerCurrency(!own);
  return <span className="crud-money">{moneyText(value, own ?? callers)}</span>;
}
