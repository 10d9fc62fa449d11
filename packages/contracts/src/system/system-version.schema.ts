import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, PageQuery } from '..';

export const VersionPlatform = z
  .string()
  .trim()
  .regex(/^[a-z]{1,16}$/)
  .default('pc');

export const NewestVersion = z.object({
  id: Id,
  versionNumber: z.string(),
  effectTime: DateTime,
  updateContent: z.string().describe('sanitised HTML'),
  status: z.number().int().describe('1 published'),
});
export type NewestVersion = z.output<typeof NewestVersion>;

export const SystemVersion = NewestVersion.extend({
  platform: z.string(),
  version: z.number().int(),
  createTime: DateTime,
});
export type SystemVersion = z.output<typeof SystemVersion>;

export const SystemVersionInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  platform: VersionPlatform,
  versionNumber: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/),
  effectTime: z.string().trim().min(1).max(40).describe("yyyy-MM-dd HH:mm:ss in the caller's Zone-Id"),
  updateContent: z.string().max(20_000).default('').describe('HTML; stored and served sanitised'),
});

export const SystemVersionListQuery = PageQuery.extend({
  platform_equal: z.string().max(16).optional(),
  versionNumber: z.string().max(32).optional(),
  versionNumber_like: z.string().max(32).optional(),
  status_equal: z.string().max(2).optional(),
  effectTime_datege: FilterDate,
  effectTime_datelt: FilterDate,
});

export const NewestVersionQuery = z.object({ platform: VersionPlatform });
