import { z } from 'zod';
import { Id } from '..';

export const SettingType = z
  .string()
  .trim()
  .regex(/^[a-z]{1,16}$/)
  .default('pc')
  .describe('the client kind, pc by default');

export const UserSetting = z.object({
  id: Id,
  type: z.string(),
  timeZone: z.string(),
  ipoStatus: z.number().int(),
  version: z.number().int(),
});
export type UserSetting = z.output<typeof UserSetting>;

export const UserSettingInput = z.object({
  type: SettingType,
  timeZone: z.string().trim().min(1).max(64).describe('an IANA zone such as Asia/Shanghai'),
  ipoStatus: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .describe('1 smdp, 2 fmmc, 3 bmmc'),
  version: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('the version read; omit only when creating the first setting'),
});

export const UserSettingQuery = z.object({ type: SettingType });
