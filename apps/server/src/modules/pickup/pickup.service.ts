import {
  ACTIVE_PICKUP_STATES,
  type IssuePickupTicket,
  PICKUP_LIMITS,
  type PickupState,
  type VerifyPickupTicket,
} from '@smdp/contracts/pickup';
import Decimal from 'decimal.js';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { recordTimeline } from '../../platform/document/timeline';
import { type AppError, badRequest, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import { translate } from '../../platform/i18n/messages';
import type { Caller } from '../../platform/scope/caller';
import { ORDER_DOC_TYPE, orderForPickup, type PickupOrder, pickupOrderFacts } from '../order';
import { normalizePhone, type SmsOutgoing, type SmsProvider } from '../records';
import { visibleWarehouseIds } from '../store';
import {
  afterWrongCode,
  identityMatches,
  newPickupCode,
  pickupCodeHash,
  pickupCodeMatches,
  ticketStanding,
} from './pickup.code';
import { keptWarehouseIds } from './pickup.queries';
import type { PickupTicketTable } from './pickup.tables';

type Trx = Transaction<DB>;
type TicketRow = Selectable<PickupTicketTable>;

/** What issuing needs besides the caller: the SMS outbox and the secret the code's hash is keyed with. */
export type PickupDeps = { db: Database; sms: SmsProvider; pepper: string };

/** The order states whose reserved goods may be collected. */
const COLLECTABLE_ORDER_STATES: readonly string[] = ['APPROVED', 'PARTIALLY_SHIPPED'];

export const hasOpenLines = (order: PickupOrder) => order.lines.some((line) => new Decimal(line.open).gt(0));

/**
 * Issues a ticket for an approved, reserved pick-up order the caller sees, revoking the order's ticket
 * in use (only one is), and sends its code to the picker through the SMS outbox. The code exists only in
 * that message; the ticket keeps its HMAC.
 */
export async function issuePickupTicket(
  deps: PickupDeps,
  caller: Caller,
  input: IssuePickupTicket & { orderId: string },
  lang: Language,
  ip?: string,
): Promise<{ id: string; ticketNo: string }> {
  const { sms, ...ticket } = await deps.db
    .transaction()
    .execute((trx) => issuePickupTicketIn(trx, deps.pepper, caller, input, lang, ip));
  await deps.sms.deliver(sms);
  return ticket;
}

/**
 * `issuePickupTicket` inside the caller's transaction (the demo seed): writes the ticket and returns the
 * SMS to send once that transaction commits (the caller sends it).
 */
export async function issuePickupTicketIn(
  trx: Trx,
  pepper: string,
  caller: Caller,
  input: IssuePickupTicket & { orderId: string },
  lang: Language,
  ip?: string,
): Promise<{ id: string; ticketNo: string; sms: SmsOutgoing }> {
  const code = newPickupCode();
  const mobile = normalizePhone(input.pickerMobile);
  const issued = await (async () => {
    const order = await orderForPickup(trx, caller, input.orderId);
    if (!order) throw notFound();
    if (!COLLECTABLE_ORDER_STATES.includes(order.state) || order.deliveryMethod !== 'PICKUP') {
      throw badRequest('pickupOrderNotReady', { order: order.docNo });
    }
    if (!hasOpenLines(order)) throw badRequest('pickupNothingOpen', { order: order.docNo });
    await revokeActive(trx, caller, order, 'reissued');
    const now = new Date();
    const number = await takeNumber(trx, {
      tenantId: caller.tenantId,
      docType: 'pickup',
      owner: '',
      year: now.getUTCFullYear(),
    });
    const ticketNo = formatNumber(`PU${now.getUTCFullYear()}`, number, 6);
    const row = await trx
      .insertInto('pickupTicket')
      .values({
        tenantId: caller.tenantId,
        ticketNo,
        orderId: order.id,
        warehouseId: order.shipFromWarehouseId,
        sellerPartyId: order.sellerPartyId,
        buyerPartyId: order.buyerPartyId,
        pickerName: input.pickerName,
        pickerMobile: mobile,
        pickerIdNo: input.pickerIdNo || null,
        vehiclePlate: input.vehiclePlate || null,
        codeHash: pickupCodeHash(pepper, caller.tenantId, ticketNo, code),
        expiresAt: new Date(now.getTime() + PICKUP_LIMITS.ttlHours * 3_600_000),
        issuedBy: caller.userId,
      })
      .returning(['id', 'ticketNo'])
      .executeTakeFirstOrThrow();
    await recordTimeline(trx, caller, {
      docType: ORDER_DOC_TYPE,
      docId: order.id,
      action: 'pickupIssue',
      fromState: null,
      toState: null,
      remark: `${ticketNo} ${input.pickerName}`,
    });
    await recordAudit(
      trx,
      caller,
      {
        action: 'issue',
        entity: 'pickupTicket',
        entityId: row.id,
        after: { ticketNo, orderId: order.id, pickerName: input.pickerName },
      },
      ip,
    );
    return { ...row, order };
  })();
  const params = {
    order: issued.order.docNo,
    warehouse: issued.order.shipFromWarehouseName,
    ticket: issued.ticketNo,
    hours: PICKUP_LIMITS.ttlHours,
  };
  const sms = {
    tenantId: caller.tenantId,
    userId: caller.userId,
    phone: mobile,
    text: translate('pickupSmsText', lang, { ...params, code }),
    masked: translate('pickupSmsText', lang, { ...params, code: '*'.repeat(PICKUP_LIMITS.digits) }),
  };
  return { id: issued.id, ticketNo: issued.ticketNo, sms };
}

/** Revokes the order's ticket in use, if any (a re-issue, or by hand with a reason). */
async function revokeActive(trx: Trx, caller: Caller, order: Pick<PickupOrder, 'id'>, reason: string) {
  // Goods already handed over wait on pickCheck: that ticket ends when its outbound ships, not here.
  const handing = await trx
    .selectFrom('pickupTicket')
    .select('ticketNo')
    .where('tenantId', '=', caller.tenantId)
    .where('orderId', '=', order.id)
    .where('state', '=', 'VERIFIED')
    .where('outboundId', 'is not', null)
    .executeTakeFirst();
  if (handing) throw badRequest('pickupHandOverOpen', { ticket: handing.ticketNo });
  const revoked = await trx
    .updateTable('pickupTicket')
    .set({ state: 'REVOKED', revokeReason: reason })
    .where('tenantId', '=', caller.tenantId)
    .where('orderId', '=', order.id)
    .where('state', 'in', ACTIVE_PICKUP_STATES)
    .returning(['id', 'ticketNo'])
    .execute();
  for (const ticket of revoked) {
    await recordTimeline(trx, caller, {
      docType: ORDER_DOC_TYPE,
      docId: order.id,
      action: 'pickupRevoke',
      fromState: null,
      toState: null,
      remark: `${ticket.ticketNo} ${reason}`,
    });
  }
}

/** Revokes a ticket by hand, with a reason; the order stays ready for a new one. */
export async function revokePickupTicket(db: Database, caller: Caller, id: string, reason: string, ip?: string) {
  await db.transaction().execute(async (trx) => {
    const ticket = await lockTicket(trx, caller, { id });
    const order = ticket && (await orderForPickup(trx, caller, ticket.orderId));
    if (!ticket || !order) throw notFound();
    if (!(ACTIVE_PICKUP_STATES as readonly string[]).includes(ticket.state)) {
      throw badRequest('pickupTicketNotUsable', { state: ticket.state });
    }
    await revokeActive(trx, caller, order, reason);
    await recordAudit(trx, caller, { action: 'revoke', entity: 'pickupTicket', entityId: id, after: { reason } }, ip);
  });
}

/**
 * A ticket of the tenant, locked, if the caller sees its warehouse (the keeper at the counter, the seller's
 * staff). `counter`: the code check and the hand-over; a warehouse keeper does them only for the warehouses
 * it keeps, even where its data scope shows it others.
 */
async function lockTicket(
  trx: Trx,
  caller: Caller,
  by: { id: string } | { ticketNo: string },
  options: { counter?: boolean } = {},
) {
  let query = trx
    .selectFrom('pickupTicket')
    .selectAll()
    .where('tenantId', '=', caller.tenantId)
    .where('warehouseId', 'in', await visibleWarehouseIds(trx, caller));
  if (options.counter) {
    const kept = await keptWarehouseIds(trx, caller);
    if (kept.length > 0) query = query.where('warehouseId', 'in', kept);
  }
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('ticketNo', '=', by.ticketNo);
  return query.forUpdate().executeTakeFirst();
}

type Verdict = { ok: true; ticket: TicketRow; order: PickupOrder } | { ok: false; error: AppError };

/**
 * The keeper's check at the counter: the ticket's code and the picker's ID or plate. A wrong answer
 * counts against the ticket, which locks at the limit; an expired or locked ticket is marked so. Those
 * marks are written even though the call then fails: the failure is the answer, not a rollback.
 */
export async function verifyPickupTicket(
  deps: Pick<PickupDeps, 'db' | 'pepper'>,
  caller: Caller,
  input: VerifyPickupTicket,
  ip?: string,
): Promise<{ ticket: TicketRow; order: PickupOrder }> {
  const verdict = await deps.db.transaction().execute(async (trx): Promise<Verdict> => {
    const ticket = await lockTicket(trx, caller, { ticketNo: input.ticketNo }, { counter: true });
    if (!ticket) throw notFound();
    const standing = ticketStanding(ticket, new Date());
    if (standing !== ticket.state) await setState(trx, ticket, standing);
    if (standing !== 'ISSUED') return { ok: false, error: standingError(standing) };
    const right =
      pickupCodeMatches(deps.pepper, caller.tenantId, ticket.ticketNo, input.code, ticket.codeHash) &&
      identityMatches(input.identity, ticket);
    if (!right) {
      const next = afterWrongCode(ticket.failedAttempts);
      await trx.updateTable('pickupTicket').set(next).where('id', '=', ticket.id).execute();
      const left = PICKUP_LIMITS.maxFailedAttempts - next.failedAttempts;
      return {
        ok: false,
        error: next.state === 'LOCKED' ? standingError('LOCKED') : badRequest('pickupCodeWrong', { left }),
      };
    }
    const order = await pickupOrderFacts(trx, caller.tenantId, ticket.orderId);
    if (!order) throw notFound();
    const verified = await trx
      .updateTable('pickupTicket')
      .set({ state: 'VERIFIED', verifiedBy: caller.userId, verifiedAt: sql<Date>`now()` })
      .where('id', '=', ticket.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordTimeline(trx, caller, {
      docType: ORDER_DOC_TYPE,
      docId: ticket.orderId,
      action: 'pickupVerify',
      fromState: null,
      toState: null,
      remark: ticket.ticketNo,
    });
    await recordAudit(trx, caller, { action: 'verify', entity: 'pickupTicket', entityId: ticket.id }, ip);
    return { ok: true, ticket: verified, order };
  });
  if (!verdict.ok) throw verdict.error;
  return verdict;
}

const setState = (trx: Trx, ticket: TicketRow, state: PickupState) =>
  trx.updateTable('pickupTicket').set({ state }).where('id', '=', ticket.id).execute();

function standingError(state: PickupState): AppError {
  if (state === 'LOCKED') return badRequest('pickupTicketLocked');
  if (state === 'EXPIRED') return badRequest('pickupTicketExpired');
  return badRequest('pickupTicketNotUsable', { state });
}

export { lockTicket };
