import { z } from 'zod';
import { DateTime, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { PHONE_PATTERN } from '../records/sms.schema';

/**
 * A pick-up ticket (domain.md §5): the code a named picker shows at the warehouse to collect the goods
 * of an approved pick-up order. ISSUED -> VERIFIED -> PICKED; ISSUED also ends EXPIRED, LOCKED (too many
 * wrong codes) or REVOKED (a re-issue, or by hand).
 */
export const PICKUP_STATES = ['ISSUED', 'VERIFIED', 'PICKED', 'EXPIRED', 'LOCKED', 'REVOKED'] as const;
export type PickupState = (typeof PICKUP_STATES)[number];

/** The states a ticket can still be used in: an order has at most one ticket in them. */
export const ACTIVE_PICKUP_STATES = ['ISSUED', 'VERIFIED'] as const satisfies readonly PickupState[];

export const PICKUP_LIMITS = {
  digits: 6,
  /** A ticket lives this long after it is issued. */
  ttlHours: 72,
  /** Wrong codes after which a ticket locks. */
  maxFailedAttempts: 5,
  pickerName: 60,
  plate: 20,
  /** What the picker shows besides the code: an ID number or the vehicle plate. */
  identity: 40,
} as const;

export const PickupCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PICKUP_LIMITS.digits}}$`));

export const IssuePickupTicket = z
  .object({
    orderId: IdInput,
    pickerName: z.string().trim().min(1).max(PICKUP_LIMITS.pickerName),
    pickerMobile: z.string().trim().regex(PHONE_PATTERN),
    pickerIdNo: z.string().trim().max(PICKUP_LIMITS.identity).nullish(),
    vehiclePlate: z.string().trim().max(PICKUP_LIMITS.plate).nullish(),
  })
  .refine((ticket) => Boolean(ticket.pickerIdNo || ticket.vehiclePlate), {
    // A message key: the envelope translates it. The counter checks one of the two against the picker.
    message: 'pickupIdentityRequired',
    path: ['pickerIdNo'],
  });
export type IssuePickupTicket = z.input<typeof IssuePickupTicket>;

/** The keeper's check at the counter: which ticket (its number), the code and the picker's ID or plate. */
export const VerifyPickupTicket = z.object({
  ticketNo: z.string().trim().min(1).max(30),
  code: PickupCode,
  identity: z.string().trim().min(1).max(PICKUP_LIMITS.identity),
});
export type VerifyPickupTicket = z.input<typeof VerifyPickupTicket>;

/** What the keeper hands over, per order line, after a verified code: at most what is still open. */
export const PickupHandOver = z.object({
  ticketId: IdInput,
  lines: z
    .array(
      z.object({
        orderLineId: IdInput,
        qty: z
          .string()
          .trim()
          .regex(/^\d{1,12}(\.\d{1,3})?$/),
      }),
    )
    .min(1)
    .max(200),
});
export type PickupHandOver = z.input<typeof PickupHandOver>;

export const RevokePickupTicket = z.object({ id: IdInput, remark: z.string().trim().min(1).max(500) });

export const PickupTicket = z.object({
  id: Id,
  ticketNo: z.string(),
  orderId: Id,
  orderNo: z.string(),
  warehouseId: Id,
  warehouseName: z.string(),
  buyerName: z.string(),
  pickerName: z.string(),
  pickerMobile: z.string().describe('masked except its last four digits'),
  vehiclePlate: z.string().nullable(),
  state: z.enum(PICKUP_STATES),
  expiresAt: DateTime,
  failedAttempts: z.number().int(),
  issuedAt: DateTime,
  verifiedAt: DateTime.nullable(),
  pickedAt: DateTime.nullable(),
  outboundId: Id.nullable().describe('the PICKUP_OUT outbound that the hand-over posted'),
});
export type PickupTicket = z.output<typeof PickupTicket>;

/** An order line as the counter sees it after the code was verified: what is still to be collected. */
export const PickupLine = z.object({
  orderLineId: Id,
  lineNo: z.number().int(),
  goodsId: Id,
  sku: z.string(),
  goodsName: z.string(),
  barcode: z.string().nullable(),
  unit: z.string(),
  ordered: z.string(),
  open: z.string(),
});
export type PickupLine = z.output<typeof PickupLine>;

export const VerifiedPickup = z.object({ ticket: PickupTicket, lines: z.array(PickupLine) });
export type VerifiedPickup = z.output<typeof VerifiedPickup>;

export const PickupListQuery = PageQuery.extend({
  orderId: IdInput.optional(),
  ticketNo: z.string().trim().max(30).optional(),
  state: z.enum(PICKUP_STATES).optional(),
  warehouseId: IdInput.optional(),
});
export type PickupListQuery = z.infer<typeof PickupListQuery>;
