import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';
import { RECEIPT_KINDS, RECEIPT_METHODS, RECEIPT_STATES, RECEIPT_TARGETS } from './receipt.machine';

export const RECEIPT_LIMITS = { bankRef: 64, remarks: 500, proofs: 10 } as const;

/** An amount above zero with at most two decimals, as a decimal string. */
export const PositiveMoney = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(
    z
      .string()
      .regex(/^\d{1,16}(\.\d{1,2})?$/, 'Expected an amount with at most 2 decimals')
      .refine((amount) => /[1-9]/.test(amount), 'Expected an amount above zero'),
  );

/** An amount of zero or more with at most two decimals. */
export const Money = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, 'Expected an amount with at most 2 decimals'));

export const ReceiptSummary = z.object({
  id: Id,
  receiptNo: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  state: z.enum(RECEIPT_STATES),
  payerPartyId: Id,
  payerCode: z.string(),
  payerName: z.string(),
  payeePartyId: Id,
  payeeCode: z.string(),
  payeeName: z.string(),
  amount: z.string(),
  method: z.enum(RECEIPT_METHODS),
  bankRef: z.string().nullable(),
  paidAt: DateTime,
  target: z.enum(RECEIPT_TARGETS),
  remarks: z.string().nullable(),
  proofIds: z.array(Id),
  reversalOf: Id.nullable().describe('a REVERSAL: the receipt it undid'),
  reversedBy: Id.nullable().describe('a REVERSED receipt: its reversing document'),
  submittedBy: Id.nullable(),
  approvedBy: Id.nullable(),
  approvedAt: DateTime.nullable(),
  postingDate: z.string().nullable(),
  onPayeeSide: z.boolean().describe('the caller is on the receiving side: it may approve, reject and reverse'),
  version: z.number().int(),
  createUser: Id.nullable(),
  createTime: DateTime,
  updateTime: DateTime,
});
export type ReceiptSummary = z.output<typeof ReceiptSummary>;
export const Receipt = ReceiptSummary;
export type Receipt = ReceiptSummary;

/** Drafts a receipt (no id) or changes a draft (id and version); `approve: true` approves it in the same call. */
export const ReceiptInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  payerPartyId: IdInput,
  payeePartyId: IdInput.optional().describe('default: the company for a distributor, the caller for its sub-customers'),
  amount: PositiveMoney,
  method: z.enum(RECEIPT_METHODS),
  bankRef: z.string().trim().max(RECEIPT_LIMITS.bankRef).nullish(),
  paidAt: z.string().trim().min(10).max(30).describe('yyyy-MM-dd or yyyy-MM-dd HH:mm:ss in the caller zone'),
  target: z.enum(RECEIPT_TARGETS).default('CASH'),
  remarks: z.string().trim().max(RECEIPT_LIMITS.remarks).nullish(),
  proofIds: z.array(IdInput).max(RECEIPT_LIMITS.proofs).default([]),
});
export type ReceiptInput = z.output<typeof ReceiptInput>;

export const ReceiptListQuery = PageQuery.extend({
  receiptNo_like: z.string().max(40).optional(),
  state_equal: z.string().max(20).optional(),
  kind_equal: z.string().max(20).optional(),
  method_equal: z.string().max(20).optional(),
  payerPartyId_equal: z.string().max(20).optional(),
  payeePartyId_equal: z.string().max(20).optional(),
  bankRef_like: z.string().max(64).optional(),
  paidAt_datege: FilterDate,
  paidAt_datelt: FilterDate,
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
}).loose();
