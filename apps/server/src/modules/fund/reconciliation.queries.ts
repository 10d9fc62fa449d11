import { availableActions, type Page, type PageQuery } from '@smdp/contracts';
import {
  type DisputedLine,
  RECONCILIATION_BOARD,
  type Reconciliation,
  type ReconciliationAction,
  type ReconciliationBoard,
  type ReconciliationLine,
  type ReconciliationSummary,
  reconciliationCodes,
  reconciliationMachine,
} from '@smdp/contracts/fund';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import type { DocumentCaller } from '../../platform/document/define';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { partyCode, partyName } from '../customer';
import { todayIn } from './receipt.document';
import { type ReconciliationSide, sideOf } from './reconciliation.rules';

const COLUMNS: ListColumns = {
  statementNo: 's.statement_no',
  state: 's.state',
  debtorPartyId: 's.debtor_party_id',
  creditorPartyId: 's.creditor_party_id',
  periodStart: 's.period_start',
  periodEnd: 's.period_end',
  closingBalance: 's.closing_balance',
  createTime: 's.create_time',
};

type Alias = ExpressionBuilder<DB & { s: DB['reconciliationStatement'] }, 's'>;

/** The statements the caller sees: staff by data scope, a customer's account those of its party tree. */
async function visibleStatements(db: Database, caller: Caller, today: string) {
  return (await scopedRows(db, caller, 'reconciliationStatement as s', { party: 's.debtorPartyId' })).select([
    's.id',
    's.statementNo',
    's.state',
    's.creditorPartyId',
    (eb: Alias) => eb.fn.coalesce(partyCode(eb, 's.creditorPartyId'), eb.val('')).as('creditorCode'),
    (eb: Alias) => eb.fn.coalesce(partyName(eb, 's.creditorPartyId'), eb.val('')).as('creditorName'),
    's.debtorPartyId',
    (eb: Alias) => eb.fn.coalesce(partyCode(eb, 's.debtorPartyId'), eb.val('')).as('debtorCode'),
    (eb: Alias) => eb.fn.coalesce(partyName(eb, 's.debtorPartyId'), eb.val('')).as('debtorName'),
    sql<string>`s.period_start::text`.as('periodStart'),
    sql<string>`s.period_end::text`.as('periodEnd'),
    's.openingBalance',
    's.totalDebit',
    's.totalCredit',
    's.adjustments',
    's.closingBalance',
    's.issuedAt',
    sql<string | null>`s.answer_by::text`.as('answerBy'),
    sql<boolean>`(s.state = 'ISSUED' and s.answer_by < ${today})`.as('overdue'),
    's.confirmedAt',
    's.autoConfirmed',
    's.reissueOf',
    's.version',
  ]);
}

/** The board's filters: a state, or OVERDUE (issued and unanswered past the answer day). */
function boardFilter(board: string | undefined, today: string) {
  if (!board) return undefined;
  return board === 'OVERDUE'
    ? sql<boolean>`s.state = 'ISSUED' and s.answer_by < ${today}`
    : sql<boolean>`s.state = ${board}`;
}

export async function listReconciliations(
  db: Database,
  caller: Caller,
  query: PageQuery & Record<string, unknown> & { board?: string | undefined },
  zone: string,
): Promise<Page<ReconciliationSummary>> {
  const today = todayIn(new Date(), zone);
  let rows = applyFilters(await visibleStatements(db, caller, today), query, COLUMNS, zone);
  const board = boardFilter(query.board || undefined, today);
  if (board) rows = rows.where(board);
  const name = typeof query.debtorName_like === 'string' ? query.debtorName_like.trim() : '';
  if (name) {
    const like = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows = rows.where((eb) =>
      eb.or([eb(partyName(eb, 's.debtorPartyId'), 'ilike', like), eb(partyCode(eb, 's.debtorPartyId'), 'ilike', like)]),
    );
  }
  return paginate(rows, query, COLUMNS, { column: 's.id', direction: 'desc' });
}

/** The board's squares are counted under lower-case names: the camel-case plugin would rename DRAFT. */
const lower = <S extends string>(square: S) => square.toLowerCase() as Lowercase<S>;

/** How many statements the caller sees on each square of the board. */
export async function reconciliationBoard(db: Database, caller: Caller, zone: string): Promise<ReconciliationBoard> {
  const today = todayIn(new Date(), zone);
  const counts = await (await scopedRows(db, caller, 'reconciliationStatement as s', { party: 's.debtorPartyId' }))
    .select([
      sql<string>`count(*) filter (where s.state = 'DRAFT')`.as('draft'),
      sql<string>`count(*) filter (where s.state = 'ISSUED')`.as('issued'),
      sql<string>`count(*) filter (where s.state = 'CONFIRMED')`.as('confirmed'),
      sql<string>`count(*) filter (where s.state = 'DISPUTED')`.as('disputed'),
      sql<string>`count(*) filter (where s.state = 'ISSUED' and s.answer_by < ${today})`.as('overdue'),
    ])
    .executeTakeFirstOrThrow();
  return Object.fromEntries(
    RECONCILIATION_BOARD.map((square) => [square, Number(counts[lower(square)])]),
  ) as ReconciliationBoard;
}

/** Which actions each side takes: the creditor drafts, issues, settles, re-issues and voids; the debtor answers. */
const ACTIONS_OF: Record<ReconciliationSide, readonly string[]> = {
  CREDITOR: ['issue', 'reissue', 'void', 'adjust'],
  DEBTOR: ['confirm', 'dispute'],
};

/** One statement with its frozen lines, the dispute, the adjustments and the caller's side and buttons. */
export async function reconciliationDetail(db: Database, caller: DocumentCaller, id: string): Promise<Reconciliation> {
  const today = todayIn(new Date(), 'UTC');
  const row = await (await visibleStatements(db, caller, today))
    .select(['s.lines', 's.disputeLines', 's.disputeReason', 's.signedFileId'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const adjustmentList = await db
    .selectFrom('reconciliationAdjustment')
    .select(['id', 'amount', 'reason', sql<string>`posting_date::text`.as('postingDate'), 'createTime'])
    .where('tenantId', '=', caller.tenantId)
    .where('statementId', '=', id)
    .orderBy('id')
    .execute();
  const side = await sideOf(db, caller, row);
  const machineActions: string[] = availableActions(reconciliationMachine, row.state, caller.codes);
  const adjust = row.state === 'DISPUTED' && caller.codes.has(reconciliationCodes.edit) ? ['adjust'] : [];
  const actions = [...machineActions, ...adjust].filter(
    (action) => side !== null && ACTIONS_OF[side].includes(action as ReconciliationAction | 'adjust'),
  );
  return {
    ...row,
    lines: row.lines as ReconciliationLine[],
    disputeLines: row.disputeLines as DisputedLine[],
    adjustmentList,
    side,
    actions,
  };
}
