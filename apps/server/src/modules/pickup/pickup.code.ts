import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PICKUP_LIMITS, type PickupState } from '@smdp/contracts/pickup';

/** A fresh code: `PICKUP_LIMITS.digits` digits from the system's cryptographic generator. */
export const newPickupCode = () => String(randomInt(0, 10 ** PICKUP_LIMITS.digits)).padStart(PICKUP_LIMITS.digits, '0');

/** The only form a code is kept in: an HMAC bound to its tenant and ticket number, so a hash says nothing elsewhere. */
export const pickupCodeHash = (pepper: string, tenantId: string, ticketNo: string, code: string) =>
  createHmac('sha256', pepper).update(`pickup\n${tenantId}\n${ticketNo}\n${code.trim()}`).digest('hex');

export function pickupCodeMatches(pepper: string, tenantId: string, ticketNo: string, code: string, stored: string) {
  const given = Buffer.from(pickupCodeHash(pepper, tenantId, ticketNo, code));
  const kept = Buffer.from(stored);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

type TicketFacts = { state: PickupState; expiresAt: Date; failedAttempts: number };

/**
 * What a code check meets before the code is even compared: a ticket that can still be verified, or the
 * state it has fallen into (an ISSUED ticket past its time has EXPIRED, one out of tries is LOCKED).
 */
export function ticketStanding(ticket: TicketFacts, now: Date): PickupState {
  if (ticket.state !== 'ISSUED') return ticket.state;
  if (ticket.failedAttempts >= PICKUP_LIMITS.maxFailedAttempts) return 'LOCKED';
  if (ticket.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ISSUED';
}

/** After a wrong code: the attempts it has used, and whether that locks it. */
export function afterWrongCode(failedAttempts: number): { failedAttempts: number; state: PickupState } {
  const used = failedAttempts + 1;
  return { failedAttempts: used, state: used >= PICKUP_LIMITS.maxFailedAttempts ? 'LOCKED' : 'ISSUED' };
}

/** `+8613800138000` -> `*********8000`: what lists and slips show of the picker's number. */
export const maskedMobile = (mobile: string) => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/** The ID or plate the picker shows matches the ticket's, ignoring case, spaces and dashes. */
export function identityMatches(given: string, ticket: { pickerIdNo: string | null; vehiclePlate: string | null }) {
  const plain = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
  const wanted = plain(given);
  return [ticket.pickerIdNo, ticket.vehiclePlate].some(
    (known) => known !== null && known !== '' && plain(known) === wanted,
  );
}
