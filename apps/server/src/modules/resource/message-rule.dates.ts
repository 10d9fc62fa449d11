import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** A document a DATE rule may remind of: its date (YYYY-MM-DD) and who it concerns. */
export type DatedDocument = {
  docId: string;
  number: string | null;
  date: string;
  /** The party the document concerns (SUBJECT), and the account that made it (CREATOR). */
  subject: string | null;
  creator: string | null;
};

/**
 * A date field DATE rules may count from, registered by the module owning the document (as
 * `registerClosureCheck`): the whitelist of the rules page, and how the daily scan finds documents.
 */
export type RuleDateField = {
  docType: string;
  field: string;
  /**
   * The tenant's documents whose date falls in `from..to` (calendar days, both included) and that
   * still call for a reminder (a debt still owed, an order not yet delivered, a notice still shown).
   */
  documentsBetween: (
    trx: Transaction<DB>,
    tenantId: string,
    range: { from: string; to: string },
  ) => Promise<DatedDocument[]>;
};

const registry = new Map<string, RuleDateField>();
const keyOf = (docType: string, field: string) => `${docType}.${field}`;

/** Adds a date field; one of the same document type and name replaces the earlier one. */
export function registerRuleDateField(field: RuleDateField): void {
  registry.set(keyOf(field.docType, field.field), field);
}

export function ruleDateFields(): readonly RuleDateField[] {
  return [...registry.values()].sort((a, b) => keyOf(a.docType, a.field).localeCompare(keyOf(b.docType, b.field)));
}

export const ruleDateField = (docType: string, field: string): RuleDateField | undefined =>
  registry.get(keyOf(docType, field));
