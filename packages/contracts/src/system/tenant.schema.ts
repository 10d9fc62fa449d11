import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, IdList, PageQuery } from '..';

export const TenantInfo = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  domain: z.string().nullable(),
  backgroundUrl: z.string().nullable().describe("the sign-in page's background (BladeX clients)"),
});
export type TenantInfo = z.output<typeof TenantInfo>;

export const Tenant = z.object({
  id: Id,
  tenantId: z.string(),
  tenantName: z.string(),
  domain: z.string().nullable(),
  linkman: z.string().nullable(),
  contactNumber: z.string().nullable(),
  address: z.string().nullable(),
  accountNumber: z.number().int().describe('-1: no limit'),
  accountCount: z.number().int().describe('live accounts counted against accountNumber'),
  expireTime: DateTime.nullable(),
  packageId: Id.nullable(),
  packageName: z.string().nullable(),
  datasourceId: Id.nullable(),
  backgroundUrl: z
    .string()
    .nullable()
    .describe("the sign-in page's background on the tenant's domain (BladeX clients)"),
  status: z.number().int(),
  version: z.number().int(),
  createTime: DateTime,
});
export type Tenant = z.output<typeof Tenant>;

export const CreatedTenant = Tenant.extend({
  adminAccount: z.string().optional().describe('only when the tenant was created'),
  adminPassword: z.string().optional().describe('only when created: shown once, to be changed at first sign-in'),
});
export type CreatedTenant = z.output<typeof CreatedTenant>;

export const TenantNumber = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** -1 means no limit; 0 would lock out the tenant's own administrator. */
export const AccountNumber = z.coerce
  .number()
  .int()
  .refine((n) => n === -1 || n >= 1, 'Expected -1 (no limit) or at least 1');

/** `yyyy-MM-dd HH:mm:ss` in the caller's Zone-Id (or ISO with an offset); empty means never. */
export const ExpireTime = z.string().trim().max(40).nullish();

export const Hostname = z
  .string()
  .trim()
  .max(253)
  .regex(/^(https?:\/\/)?[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*(:\d+)?\/?$/);

export const TenantInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  tenantName: z.string().trim().min(1).max(50),
  domain: z.union([z.literal(''), Hostname]).nullish(),
  linkman: optionalText(50),
  contactNumber: optionalText(30),
  address: optionalText(255),
  accountNumber: AccountNumber.default(-1),
  expireTime: ExpireTime,
  packageId: z.union([z.literal(''), IdInput]).nullish(),
  backgroundUrl: z.string().trim().max(1000).nullish().describe('absent: unchanged'),
});

export const TenantListQuery = PageQuery.extend({
  tenantId: z.string().max(20).optional(),
  tenantName: z.string().max(50).optional(),
  tenantName_like: z.string().max(50).optional(),
  domain: z.string().max(253).optional(),
  linkman: z.string().max(50).optional(),
  contactNumber: z.string().max(30).optional(),
  status_equal: z.string().max(2).optional(),
  expireTime_datege: FilterDate,
  expireTime_datelt: FilterDate,
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

/** `info`: the domain the sign-in page is served on. */
export const TenantDomainQuery = z.object({ domain: z.string().max(255) });

/** `setting`: the account quota and expiry of several tenants. */
export const TenantLimitsQuery = z.object({ ids: IdList, accountNumber: AccountNumber, expireTime: ExpireTime });

/** `package-detail`: a tenant by its tenant number, or by its row id as Saber 2.9's tenant page sends it. */
export const TenantNumberOrIdQuery = z.object({ tenantId: z.union([TenantNumber, Id]) });

/** Empty or absent: none. */
const OptionalIdInput = z.union([z.literal(''), IdInput]).nullish();

/** `datasource`: the datasource a tenant is bound to. */
export const TenantDatasourceQuery = z.object({ tenantId: TenantNumber, datasourceId: OptionalIdInput });

/** `package-setting`: the package a tenant is limited to (empty: no limit). */
export const TenantPackageQuery = z.object({ tenantId: TenantNumber, packageId: OptionalIdInput });

/** A choice of BladeX clients' tenant pickers (`tenant/select`). */
export const TenantOption = z.object({ id: Id, tenantId: z.string(), tenantName: z.string() });
export type TenantOption = z.output<typeof TenantOption>;
