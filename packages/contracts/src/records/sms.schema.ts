import { z } from 'zod';
import { DateTime, FilterDate, Id } from '../common';
import { PageQuery } from '../paging';

/** Every limit of verification codes, in one place. */
export const SMS_LIMITS = {
  digits: 6,
  /** One code per number per this many seconds. */
  resendSeconds: 60,
  /** Codes per number in any 24 hours. */
  perDay: 10,
  ttlMinutes: 5,
  /** Wrong guesses that spend a code. */
  maxFailedAttempts: 5,
  /** Texts sent by message rules to one number in any 24 hours; past it the in-app message still goes. */
  rulePerDay: 5,
} as const;

export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,28}$/;

export const SmsMessage = z.object({
  id: Id,
  phone: z.string(),
  content: z.string(),
  provider: z.string(),
  state: z.string(),
  error: z.string().nullable(),
  createTime: DateTime,
});
export type SmsMessage = z.output<typeof SmsMessage>;

/** A verification code as typed: exactly `SMS_LIMITS.digits` digits. */
export const SmsCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${SMS_LIMITS.digits}}$`));

export const SendSmsQuery = z.object({ empNoOrPhone: z.string().trim().min(1).max(30) });
export const VerifyPhoneBody = z.object({ phone: z.string().trim().regex(PHONE_PATTERN), code: SmsCode });

export const SmsMessageQuery = PageQuery.extend({
  phone: z.string().max(30).optional(),
  phone_like: z.string().max(30).optional(),
  provider_equal: z.enum(['table', 'http']).optional(),
  state_equal: z.enum(['SENT', 'FAILED']).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

/** `send-sms`: true once the code is sent. */
export const SmsSent = z.boolean();
/** `verify-phone`: true once the phone is saved as verified. */
export const PhoneVerified = z.boolean();
