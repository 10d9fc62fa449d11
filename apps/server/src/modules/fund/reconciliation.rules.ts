import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { companyPartyOf } from '../customer';
import { paramValueOf } from '../system';

export type ReconciliationSide = 'CREDITOR' | 'DEBTOR';
type Parties = { creditorPartyId: string; debtorPartyId: string };

/** Days the debtor has to answer an issued statement before it shows as overdue (or is auto-confirmed). */
export const ANSWER_DAYS_PARAM = 'reconciliation.answerDays';
/** 'true': statements left unanswered past their answer day are confirmed by the daily job. */
export const AUTO_CONFIRM_PARAM = 'reconciliation.autoConfirm';
const DEFAULT_ANSWER_DAYS = 10;

/** The side the caller stands on: the creditor's (company staff for the company) or the debtor's account. */
export async function sideOf(
  db: Database | Transaction<DB>,
  caller: Caller,
  parties: Parties,
): Promise<ReconciliationSide | null> {
  if (caller.customerId) {
    if (caller.customerId === parties.creditorPartyId) return 'CREDITOR';
    return caller.customerId === parties.debtorPartyId ? 'DEBTOR' : null;
  }
  return (await companyPartyOf(db, caller.tenantId)) === parties.creditorPartyId ? 'CREDITOR' : null;
}

export async function assertSide(
  db: Database | Transaction<DB>,
  caller: Caller,
  parties: Parties,
  side: ReconciliationSide,
): Promise<void> {
  if ((await sideOf(db, caller, parties)) === side) return;
  throw new AppError(403, side === 'CREDITOR' ? 'reconciliationCreditorOnly' : 'reconciliationDebtorOnly');
}

export async function answerDaysOf(db: Database | Transaction<DB>, tenantId: string): Promise<number> {
  const value = Number(await paramValueOf(db, tenantId, ANSWER_DAYS_PARAM));
  return Number.isInteger(value) && value >= 0 && value <= 365 ? value : DEFAULT_ANSWER_DAYS;
}

export async function autoConfirmOn(db: Database | Transaction<DB>, tenantId: string): Promise<boolean> {
  return (await paramValueOf(db, tenantId, AUTO_CONFIRM_PARAM))?.trim().toLowerCase() === 'true';
}

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `start` to `end`, both counted. */
export const daysIn = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
