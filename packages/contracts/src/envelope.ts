import { z } from 'zod';

/** Every wrapped JSON response: `success` is true exactly when `code` is 200. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), success: z.boolean(), data, msg: z.string() });

export type Envelope<T> = { code: number; success: boolean; data: T; msg: string };

/** What the server sends when a wrapped call fails. */
export const ErrorEnvelope = z.object({
  code: z.number().int(),
  success: z.literal(false),
  data: z.null(),
  msg: z.string(),
});

export const OAuthErrorBody = z.object({ error: z.string(), error_description: z.string() });
export type OAuthErrorBody = z.infer<typeof OAuthErrorBody>;
