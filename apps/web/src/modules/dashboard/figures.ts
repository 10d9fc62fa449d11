import { formatMoney } from '../../lib/money';
import type { TileFigure, TileLink } from './api';

/** A figure as the user reads it: money as spec §5 writes it (with the currency), counts in their language. */
export function figureText(figure: Pick<TileFigure, 'kind' | 'value'>, language: string, currency: string | null) {
  if (figure.kind === 'money') return currency ? `${formatMoney(figure.value)} ${currency}` : formatMoney(figure.value);
  const number = Number(figure.value);
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    Number.isFinite(number) ? number : 0,
  );
  return figure.kind === 'percent' ? `${text} %` : text;
}

/** Where a tile leads: its list's menu path with the search the list opens with. */
export function linkTarget(link: TileLink): { pathname: string; search: string } {
  const search = new URLSearchParams(link.query).toString();
  return { pathname: link.path, search: search ? `?${search}` : '' };
}
