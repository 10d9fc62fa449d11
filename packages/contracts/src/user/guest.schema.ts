import { z } from 'zod';

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);
const text = (max: number) => z.preprocess(blankAsAbsent, z.string().max(max).optional());

/** spec §3 "Register form" (`register-guest`), plus the third-party identity it came from. */
export const GuestRegistration = z.object({
  tenantId: text(64),
  name: text(200),
  account: text(200),
  password: text(200),
  password2: text(200),
  oauthId: text(200),
  oauth_id: text(200),
});
/** The form once `oauth_id` is read as `oauthId`. */
export type GuestRegistration = Omit<z.output<typeof GuestRegistration>, 'oauth_id'>;

/** BladeX's answer to `register-guest`: a message, not the account. */
export const GuestRegistered = z.object({ success: z.boolean(), msg: z.string() });
