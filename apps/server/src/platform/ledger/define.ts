import type { MessageKey } from '../i18n/messages';

/**
 * One signed figure of a ledger: the entry column holding the change, the entry column holding the
 * running figure after it, and the balance column it accumulates into. `scale` is its decimal places.
 */
export type FigureDefinition = {
  after: string;
  balance: string;
  scale: number;
  /** A figure that may run below zero (a stock value, a customer's account); the default refuses it. */
  mayGoNegative?: boolean;
};

/**
 * A ledger: an append-only entry table and a balance table (a cache rebuilt from entries), both keyed
 * by `tenantId` plus `keys`. Names are Kysely (camelCase) names. Every entry table also has `id`
 * (identity: the posting order), `tenantId`, `postingDate` (date), `voucherType`, `voucherId`,
 * `voucherLine` and `reversalOf` (unique); `extras` are further entry columns copied as they are onto
 * a reversal (a unit cost, a counterparty). Key columns are never null ('' for "no batch").
 */
export type LedgerDefinition<K extends string = string, F extends string = string, X extends string = string> = {
  name: string;
  entryTable: string;
  balanceTable: string;
  keys: readonly K[];
  figures: Readonly<Record<F, FigureDefinition>>;
  extras?: readonly X[];
  /** The message of a refused posting, e.g. "not enough stock"; params `{balance}` and `{needed}`. */
  belowZero?: MessageKey;
};

export type KeyOf<L> = L extends LedgerDefinition<infer K, string, string> ? K : never;
export type FigureOf<L> = L extends LedgerDefinition<string, infer F, string> ? F : never;
export type ExtraOf<L> = L extends LedgerDefinition<string, string, infer X> ? X : never;

/** A decimal as text ('12.500') or a number small enough to be exact. */
export type Decimal = string | number;

/** Declares a ledger, keeping its key, figure and extra names as literal types. */
export const defineLedger = <const K extends string, const F extends string, const X extends string = never>(
  definition: LedgerDefinition<K, F, X>,
) => definition;
