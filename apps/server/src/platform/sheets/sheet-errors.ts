import { AppError, badRequest } from '../http/errors';
import type { Language } from '../i18n/languages';
import { translate } from '../i18n/messages';

/** How many refused rows one answer names; the rest are counted. */
const ROWS_NAMED = 20;

/**
 * The refused rows of one import. Every row is checked before anything is kept, so the person fixes the
 * whole sheet at once; one refused row keeps the whole sheet out (the import is one transaction).
 */
export class RowErrors {
  private readonly refused: { row: number; message: string }[] = [];

  constructor(private readonly lang: Language) {}

  /** Notes a refused row; `row` is the sheet's own row number (the header is row 1). */
  add(row: number, error: AppError) {
    this.refused.push({ row, message: translate(error.messageKey, this.lang, error.params) });
  }

  /** Runs a row's check, noting its refusal instead of ending the import; other failures end it. */
  check<T>(row: number, work: () => T): T | undefined {
    try {
      return work();
    } catch (error) {
      return this.refusedOrThrown(row, error);
    }
  }

  /** `check` for work that waits (an insert that may meet the account quota). */
  async checkAsync<T>(row: number, work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      return this.refusedOrThrown(row, error);
    }
  }

  private refusedOrThrown(row: number, error: unknown): undefined {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    this.add(row, error);
    return undefined;
  }

  get any() {
    return this.refused.length > 0;
  }

  /** Throws one translated 400 naming each refused row, one per line, if there is any. */
  throwIfAny() {
    if (!this.any) return;
    const sorted = [...this.refused].sort((a, b) => a.row - b.row);
    const named = sorted
      .slice(0, ROWS_NAMED)
      .map(({ row, message }) => translate('importRow', this.lang, { row, message }));
    const more = sorted.length - named.length;
    if (more > 0) named.push(translate('importMoreRows', this.lang, { count: more }));
    throw badRequest('importRefused', { count: sorted.length, details: named.join('\n') });
  }
}
