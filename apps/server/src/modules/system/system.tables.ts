import type { Generated } from 'kysely';
import type { AuditColumns, GeneratedId, I18nColumn, Id, NullableTimestamp, Timestamp } from '../../db/columns';

export type TenantTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  tenantName: string;
  domain: string | null;
  linkman: string | null;
  contactNumber: string | null;
  address: string | null;
  accountNumber: Generated<number>;
  expireTime: NullableTimestamp;
  packageId: Id | null;
  datasourceId: Id | null;
  grayRelease: Generated<boolean>;
  backgroundUrl: string | null;
};

export type ClientTable = AuditColumns & {
  id: GeneratedId;
  clientId: string;
  clientSecretHash: string;
  scope: Generated<string>;
  authorizedGrantTypes: string;
  accessTokenValidity: Generated<number>;
  refreshTokenValidity: Generated<number>;
  webServerRedirectUri: string | null;
  resourceIds: string | null;
  authorities: string | null;
  autoapprove: string | null;
  additionalInformation: string | null;
};

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

export type SaleUnitTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  saleUnitCode: string;
  saleUnitName: string;
  ipoStatus: Generated<number>;
};

export type UserSystemSettingTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  userId: Id;
  type: Generated<string>;
  timeZone: Generated<string>;
  ipoStatus: Generated<number>;
};

export type CompanySystemSettingTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  companyId: Id;
  logo: string | null;
  shopEnabled: Generated<boolean>;
  /** 0011_lists: may the one who submits a party or closure request for approval approve it too? */
  allowSelfApproval: Generated<boolean>;
};

export type SystemVersionTable = AuditColumns & {
  id: GeneratedId;
  platform: Generated<string>;
  versionNumber: string;
  effectTime: Timestamp;
  updateContent: Generated<string>;
  /** The notes in each language (0012_words); `updateContent` answers a missing language. */
  updateContentI18n: I18nColumn;
};

/** A parameter of a tenant: a named key with a text value (0017_params). */
export type ParamTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  paramName: string;
  paramKey: string;
  paramValue: Generated<string>;
  remark: string | null;
};

/**
 * Tables of tenants, tenant packages, OAuth clients, sales units, settings, versions and parameters
 * (0001, 0007_platform, 0017_params).
 */
export type SystemTables = {
  bladeTenant: TenantTable;
  bladeClient: ClientTable;
  bladeTenantPackage: TenantPackageTable;
  bladeTenantPackageMenu: TenantPackageMenuTable;
  companyLogo: CompanyLogoTable;
  saleUnit: SaleUnitTable;
  userSystemSetting: UserSystemSettingTable;
  companySystemSetting: CompanySystemSettingTable;
  systemVersion: SystemVersionTable;
  bladeParam: ParamTable;
};
