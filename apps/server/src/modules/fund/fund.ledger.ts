import { defineLedger } from '../../platform/ledger/define';

/**
 * The fund ledger: per holder (the buyer), counterparty (the seller) and kind, the balance (CASH/REBATE:
 * money held; CREDIT: credit used), what submitted orders hold frozen and, for CASH and REBATE, what is
 * available (balance - frozen). All three refuse to go below zero, so a freeze beyond the available cash
 * is refused by the kernel under the balance row's lock even if a caller forgot to check.
 */
export const fundLedger = defineLedger({
  name: 'fund',
  entryTable: 'fundLedgerEntry',
  balanceTable: 'fundBalance',
  keys: ['holderPartyId', 'counterpartyPartyId', 'kind'],
  figures: {
    amount: { after: 'balanceAfter', balance: 'balance', scale: 2 },
    frozenChange: { after: 'frozenAfter', balance: 'frozen', scale: 2 },
    availableChange: { after: 'availableAfter', balance: 'available', scale: 2 },
  },
  extras: ['entryType', 'dueDate', 'remark', 'createUser'],
  belowZero: 'fundBelowZero',
});

export const MONEY_SCALE = 2;
