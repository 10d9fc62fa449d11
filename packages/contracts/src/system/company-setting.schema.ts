import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, PageQuery } from '..';

export const CompanySetting = z.object({
  id: Id,
  companyId: Id,
  logo: z.string().nullable(),
  shopEnabled: z.boolean(),
  allowSelfApproval: z.boolean().describe('may the one who submits a party or closure request approve it too'),
});
export type CompanySetting = z.output<typeof CompanySetting>;

export const CompanySettingRecord = CompanySetting.extend({
  companyName: z.string().nullable(),
  version: z.number().int(),
  createTime: DateTime,
});
export type CompanySettingRecord = z.output<typeof CompanySettingRecord>;

export const CompanySettingInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  companyId: IdInput.describe('a department of the caller’s tenant'),
  logo: z.string().trim().max(200).nullish().describe('the url upload-logo returned, or empty for none'),
  shopEnabled: z.boolean().default(true),
  allowSelfApproval: z
    .boolean()
    .optional()
    .describe('may the submitter of a party or closure request approve it; left out: kept (a new setting: no)'),
});

export const CompanySettingListQuery = PageQuery.extend({
  companyName: z.string().max(100).optional(),
  companyName_like: z.string().max(100).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

/** Logos are small pictures in the top bar; anything bigger is a mistake worth a clear message. */
export const LOGO_MAX_BYTES = 512 * 1024;

/** `detail`: one company's setting, or without `companyId` the tenant's first company's. */
export const CompanySettingQuery = z.object({
  companyId: z
    .preprocess((value) => (value === '' ? undefined : value), Id.optional())
    .describe("omit for the caller's tenant's first company"),
});

/** A department of the tenant a setting may be made for, and whether it has one already. */
export const CompanyOption = z.object({ id: Id, deptName: z.string(), hasSetting: z.boolean() });
export type CompanyOption = z.output<typeof CompanyOption>;

/** Where an uploaded logo is served: what `submit` takes as `logo`. */
export const UploadedLogo = z.object({ url: z.string() });

/** The unguessable key in a logo's url, which is its access check. */
export const LogoKey = z.object({ key: z.string() });
