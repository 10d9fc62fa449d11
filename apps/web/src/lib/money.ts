const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** spec §5: grouped thousands and two decimals; '--' stays '--'; anything non-numeric shows 0.00. */
export function formatMoney(value: unknown): string {
  if (value === '--') return '--';
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return formatter.format(Number.isFinite(number) ? number : 0);
}
