import type { Generated } from 'kysely';
import type { AuditColumns, GeneratedId, Id } from './columns';

export type TenantPackageTable = AuditColumns & {
  id: GeneratedId;
  packageName: string;
  remark: string | null;
};

export type TenantPackageMenuTable = { packageId: Id; menuId: Id };

export type CompanyLogoTable = {
  id: GeneratedId;
  tenantId: string;
  logoKey: string;
  contentType: string;
  content: Buffer;
  createUser: Id | null;
  createTime: Generated<Date>;
};

/** Tables of tenants, tenant packages, versions, OAuth clients and settings (migration 0007_platform). */
export type PlatformTables = {
  bladeTenantPackage: TenantPackageTable;
  bladeTenantPackageMenu: TenantPackageMenuTable;
  companyLogo: CompanyLogoTable;
};
