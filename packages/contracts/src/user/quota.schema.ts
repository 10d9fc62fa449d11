import { z } from 'zod';
import { Id, IdInput } from '../common';
import { absentIfEmpty } from './account.schema';

/** How many accounts a customer has and may have (`-1`: no limit). */
export const AccountQuota = z.object({
  customerId: Id,
  accountNumber: z.number().int(),
  accountCount: z.number().int(),
});
export type AccountQuota = z.output<typeof AccountQuota>;

const AccountNumber = z.coerce.number().int().min(-1).describe('-1: no limit');
export const QuotaInput = z.object({ customerId: IdInput, accountNumber: AccountNumber });

/** `account-quota`: staff name the customer; a primary account gets its own. */
export const QuotaQuery = z.object({ customerId: z.preprocess(absentIfEmpty, IdInput.optional()) });
