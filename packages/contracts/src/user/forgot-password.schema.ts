import { z } from 'zod';
import { SmsCode } from '../records';

/** `forgot-password/send-code`: whose password is forgotten. */
export const ForgottenAccount = z.object({
  tenantId: z.string().trim().max(12).optional().describe('the tenant number; the company tenant when absent'),
  account: z.string().trim().min(1).max(100).describe('the account name, or the phone on file'),
});

/** `forgot-password/reset`: the code sent to the phone and the new password. */
export const ForgottenPasswordReset = ForgottenAccount.extend({
  code: SmsCode,
  password: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, 'md5 hex')
    .describe('md5 hex of the new password, as the dialect sends passwords'),
});
