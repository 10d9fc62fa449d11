export type Translate = (key: string, options?: { defaultValue?: string; entry?: string }) => string;

/**
 * A ledger line's entry, in the namespace `t` reads (fund or reconciliation): its type, or that type
 * reversed when the line mirrors an earlier one, so a reversed receipt does not read as a second payment.
 */
export function entryTypeText(t: Translate, entryType: string, reversal: boolean | null | undefined): string {
  const own = t(`entryTypes.${entryType}`, { defaultValue: entryType });
  if (!reversal) return own;
  return t(`reversedEntryTypes.${entryType}`, { defaultValue: t('reversedEntry', { entry: own }) });
}
