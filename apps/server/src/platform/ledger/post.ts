import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../http/errors';
import { fromUnits, toUnits } from './decimal';
import type { Decimal, ExtraOf, FigureOf, KeyOf, LedgerDefinition } from './define';
import { assertPeriodOpen } from './period-lock';

/** The business document a posting comes from; its entries are reversed together. */
export type Voucher = { tenantId: string; type: string; id: string | number };

export type LedgerLine<L extends LedgerDefinition> = {
  key: Record<KeyOf<L>, string | number>;
  change: Partial<Record<FigureOf<L>, Decimal>>;
  extra?: Partial<Record<ExtraOf<L>, unknown>>;
};

export type Posting<L extends LedgerDefinition> = {
  voucher: Voucher;
  /** 'YYYY-MM-DD', checked against the period lock of the tenant and of `party`. */
  postingDate: string;
  party?: string;
  /** Lets the non-negative figures run below zero this once (a warehouse that allows negative stock). */
  allowNegative?: boolean;
  lines: LedgerLine<L>[];
};

/** One written entry: its id (the posting order) and running figures after it. */
export type PostedEntry<L extends LedgerDefinition> = {
  id: string;
  voucherLine: number;
  after: Record<FigureOf<L>, string>;
};

/** A line as written: a posted line, or the mirror of an entry (`reversalOf`). */
export type EntryRow = {
  key: Record<string, string | number>;
  change: Record<string, Decimal | undefined>;
  extra: Record<string, unknown>;
  voucherLine: number;
  reversalOf: string | null;
};

/**
 * Appends the lines of one voucher to the ledger and moves its balances, inside the caller's transaction.
 * Refuses (and writes nothing) a line that would take a non-negative figure below zero, and a date
 * in a locked period.
 */
export function post<L extends LedgerDefinition>(
  trx: Transaction<DB>,
  ledger: L,
  posting: Posting<L>,
): Promise<PostedEntry<L>[]> {
  const rows = posting.lines.map((line, index) => ({
    key: line.key,
    change: line.change as Record<string, Decimal | undefined>,
    extra: line.extra ?? {},
    voucherLine: index + 1,
    reversalOf: null,
  }));
  return writeEntries(trx, ledger, posting, rows);
}

/**
 * The one write path of `post` and `reverse`. Balance rows are found or created, then ALL are locked
 * in one statement in key order: any two postings queue on their common keys in the same order, so
 * they never deadlock. `afterLock` checks what only holds once the keys are ours.
 */
export async function writeEntries<L extends LedgerDefinition>(
  trx: Transaction<DB>,
  ledger: L,
  posting: Omit<Posting<L>, 'lines'>,
  rows: EntryRow[],
  afterLock: () => Promise<void> = async () => {},
): Promise<PostedEntry<L>[]> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(posting.postingDate)) throw new Error(`bad posting date ${posting.postingDate}`);
  if (rows.length === 0) return [];
  const { tenantId } = posting.voucher;
  await assertPeriodOpen(trx, { tenantId, ledger: ledger.name, party: posting.party }, posting.postingDate);

  const keys = uniqueKeys(ledger, rows);
  await createMissingBalances(trx, ledger, tenantId, keys);
  const balances = await lockBalances(trx, ledger, tenantId, keys);
  await afterLock();

  const afters = runningFigures(ledger, rows, balances, posting.allowNegative ?? false);
  const written = await insertEntries(trx, ledger, posting, rows, afters);
  await updateBalances(trx, ledger, tenantId, keys, balances);
  return written;
}

type Figures = Map<string, bigint>;

const figureNames = (ledger: LedgerDefinition) => Object.keys(ledger.figures);
const keyValues = (ledger: LedgerDefinition, key: Record<string, unknown>) => ledger.keys.map((k) => String(key[k]));
const keyId = (values: string[]) => JSON.stringify(values);
const columns = (names: readonly string[]) => sql.join(names.map((name) => sql.ref(name)));

/** The distinct keys of the rows, sorted: inserts of new balance rows also queue in one order. */
function uniqueKeys(ledger: LedgerDefinition, rows: EntryRow[]): string[][] {
  const byId = new Map(rows.map((row) => [keyId(keyValues(ledger, row.key)), keyValues(ledger, row.key)]));
  return [...byId.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, values]) => values);
}

const keyTuples = (keys: string[][]) => sql.join(keys.map((values) => sql`(${sql.join(values)})`));

/**
 * The first half of `post`'s locking, for a ledger's module that must read its balance rows under lock
 * before it can compute a posting (a stock value at the moving average, reservations): creates the
 * missing rows in the same order as `post`, after which the module locks them itself with
 * `select ... order by <keys> for update`. `post` then finds them created and already locked.
 */
export async function createBalanceRows<L extends LedgerDefinition>(
  trx: Transaction<DB>,
  ledger: L,
  tenantId: string,
  keys: Record<KeyOf<L>, string | number>[],
) {
  if (keys.length === 0) return;
  const rows = keys.map((key) => ({ key, change: {}, extra: {}, voucherLine: 0, reversalOf: null }));
  await createMissingBalances(trx, ledger, tenantId, uniqueKeys(ledger, rows));
}

async function createMissingBalances(
  trx: Transaction<DB>,
  ledger: LedgerDefinition,
  tenantId: string,
  keys: string[][],
) {
  const balanceColumns = figureNames(ledger).map((figure) => ledger.figures[figure]?.balance ?? figure);
  const values = keys.map((values) => sql`(${sql.join([tenantId, ...values, ...balanceColumns.map(() => 0)])})`);
  await sql`insert into ${sql.table(ledger.balanceTable)} (${columns(['tenantId', ...ledger.keys, ...balanceColumns])})
    values ${sql.join(values)} on conflict do nothing`.execute(trx);
}

async function lockBalances(
  trx: Transaction<DB>,
  ledger: LedgerDefinition,
  tenantId: string,
  keys: string[][],
): Promise<Map<string, Figures>> {
  const figures = figureNames(ledger);
  const selected = figures.map(
    (figure) => sql`${sql.ref(ledger.figures[figure]?.balance ?? figure)}::text as ${sql.id(figure)}`,
  );
  const found = await sql<Record<string, string>>`select ${columns(ledger.keys)}, ${sql.join(selected)}
    from ${sql.table(ledger.balanceTable)}
    where ${sql.ref('tenantId')} = ${tenantId} and (${columns(ledger.keys)}) in (${keyTuples(keys)})
    order by ${columns(ledger.keys)} for update`.execute(trx);
  return new Map(
    found.rows.map((row) => [
      keyId(keyValues(ledger, row)),
      new Map(figures.map((figure) => [figure, toUnits(row[figure] ?? '0', scaleOf(ledger, figure))])),
    ]),
  );
}

const scaleOf = (ledger: LedgerDefinition, figure: string) => ledger.figures[figure]?.scale ?? 0;

/** Moves `balances` line by line and returns each line's figures after it; refuses a line below zero. */
function runningFigures(
  ledger: LedgerDefinition,
  rows: EntryRow[],
  balances: Map<string, Figures>,
  allowNegative: boolean,
): Figures[] {
  return rows.map((row) => {
    const balance = balances.get(keyId(keyValues(ledger, row.key)));
    if (!balance) throw new Error(`ledger ${ledger.name}: balance row not locked`);
    return new Map(
      figureNames(ledger).map((figure) => {
        const scale = scaleOf(ledger, figure);
        const before = balance.get(figure) ?? 0n;
        const change = toUnits(row.change[figure] ?? 0, scale);
        const after = before + change;
        const mayGoNegative = allowNegative || ledger.figures[figure]?.mayGoNegative === true;
        if (change < 0n && after < 0n && !mayGoNegative) {
          throw badRequest(ledger.belowZero ?? 'ledgerBelowZero', {
            balance: fromUnits(before, scale),
            needed: fromUnits(-change, scale),
          });
        }
        balance.set(figure, after);
        return [figure, after];
      }),
    );
  });
}

async function insertEntries<L extends LedgerDefinition>(
  trx: Transaction<DB>,
  ledger: L,
  posting: Omit<Posting<L>, 'lines'>,
  rows: EntryRow[],
  afters: Figures[],
): Promise<PostedEntry<L>[]> {
  const figures = figureNames(ledger);
  const extras = ledger.extras ?? [];
  const names = [
    ...['tenantId', 'postingDate', 'voucherType', 'voucherId', 'voucherLine', 'reversalOf'],
    ...ledger.keys,
    ...figures.flatMap((figure) => [figure, ledger.figures[figure]?.after ?? figure]),
    ...extras,
  ];
  const { voucher } = posting;
  const values = rows.map((row, index) => {
    const after = afters[index] ?? new Map<string, bigint>();
    return sql`(${sql.join([
      voucher.tenantId,
      posting.postingDate,
      voucher.type,
      String(voucher.id),
      row.voucherLine,
      row.reversalOf,
      ...keyValues(ledger, row.key),
      ...figures.flatMap((figure) => {
        const scale = scaleOf(ledger, figure);
        return [fromUnits(toUnits(row.change[figure] ?? 0, scale), scale), fromUnits(after.get(figure) ?? 0n, scale)];
      }),
      ...extras.map((extra) => row.extra[extra] ?? null),
    ])})`;
  });
  const inserted = await sql<{ id: string; voucherLine: number }>`insert into ${sql.table(ledger.entryTable)}
    (${columns(names)}) values ${sql.join(values)} returning id::text as id, ${sql.ref('voucherLine')}`.execute(trx);
  return inserted.rows.map((entry, index) => ({
    id: entry.id,
    voucherLine: entry.voucherLine,
    after: Object.fromEntries(
      figures.map((figure) => [figure, fromUnits(afters[index]?.get(figure) ?? 0n, scaleOf(ledger, figure))]),
    ) as Record<FigureOf<L>, string>,
  }));
}

/**
 * Writes the moved figures of every locked balance row in one statement: the rows travel as one JSON
 * array read into the balance table's own row type, so each value takes its column's type.
 */
async function updateBalances(
  trx: Transaction<DB>,
  ledger: LedgerDefinition,
  tenantId: string,
  keys: string[][],
  balances: Map<string, Figures>,
) {
  const balanceColumn = (figure: string) => ledger.figures[figure]?.balance ?? figure;
  const rows = keys.map((values) => {
    const balance = balances.get(keyId(values));
    return Object.fromEntries([
      ...ledger.keys.map((key, index) => [snakeCase(key), values[index]]),
      ...figureNames(ledger).map((figure) => [
        snakeCase(balanceColumn(figure)),
        fromUnits(balance?.get(figure) ?? 0n, scaleOf(ledger, figure)),
      ]),
    ]);
  });
  const set = figureNames(ledger).map(
    (figure) => sql`${sql.ref(balanceColumn(figure))} = ${sql.ref(`moved.${balanceColumn(figure)}`)}`,
  );
  const matches = ledger.keys.map((key) => sql`${sql.ref(`balance.${key}`)} = ${sql.ref(`moved.${key}`)}`);
  await sql`update ${sql.table(ledger.balanceTable)} as balance set ${sql.join(set)}
    from jsonb_populate_recordset(null::${sql.table(ledger.balanceTable)}, ${JSON.stringify(rows)}::jsonb) as moved
    where ${sql.ref('balance.tenantId')} = ${tenantId} and ${sql.join(matches, sql` and `)}`.execute(trx);
}

/** A column's name in the database, as Kysely's CamelCasePlugin writes it (JSON keys bypass the plugin). */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
