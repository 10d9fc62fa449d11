import { get, post, upload } from '../../lib/http';

export const TENANT_API = '/blade-system/tenant';
export const PACKAGE_API = '/blade-system/tenant-package';
export const VERSION_API = '/blade-system/systemVersionManage';
export const CLIENT_API = '/blade-system/client';
export const COMPANY_SETTING_API = '/blade-system/companySystemSetting';
export const SALE_UNIT_API = '/blade-system/saleUnit';

/** The administrator tenant: never removed, never limited by a package. */
export const ADMIN_TENANT = '000000';

export type Tenant = {
  id: string;
  version: number;
  tenantId: string;
  tenantName: string;
  domain: string | null;
  linkman: string | null;
  contactNumber: string | null;
  address: string | null;
  /** -1: no limit. */
  accountNumber: number;
  accountCount: number;
  expireTime: string | null;
  packageId: string | null;
  packageName: string | null;
  status: number;
  createTime: string;
};

/** What creating a tenant answers once: its first administrator's sign-in. */
export type CreatedTenant = Tenant & { adminAccount: string; adminPassword: string };

export type TenantPackage = {
  id: string;
  version: number;
  packageName: string;
  menuIds: string[];
  remark: string | null;
  status: number;
  createTime: string;
};

export type PackageMenuNode = { id: string; code: string; name: string; category: number; children: PackageMenuNode[] };

export type SystemVersion = {
  id: string;
  version: number;
  platform: string;
  versionNumber: string;
  effectTime: string;
  updateContent: string;
  /** 1 published, 0 draft. */
  status: number;
  createTime: string;
};

export type OAuthClient = {
  id: string;
  version: number;
  clientId: string;
  scope: string;
  authorizedGrantTypes: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  status: number;
  createTime: string;
};

export type ClientWithSecret = OAuthClient & { clientSecret: string };

export type CompanySetting = {
  id: string;
  version: number;
  companyId: string;
  companyName: string | null;
  logo: string | null;
  shopEnabled: boolean;
  allowSelfApproval: boolean;
  createTime: string;
};

export type CompanyOption = { id: string; deptName: string; hasSetting: boolean };

export type SaleUnit = {
  id: string;
  version: number;
  saleUnitCode: string;
  saleUnitName: string;
  ipoStatus: number;
  createTime: string;
};

export const selectablePackages = () => get<{ id: string; packageName: string }[]>(`${PACKAGE_API}/select`);
export const packageMenuTree = () => get<PackageMenuNode[]>(`${PACKAGE_API}/menu-tree`);
export const packageDetail = (id: string) => get<TenantPackage>(`${PACKAGE_API}/detail`, { id });
export const savePackage = (body: Partial<TenantPackage>) => post<TenantPackage>(`${PACKAGE_API}/submit`, body);

export const setTenantLimits = (ids: string[], accountNumber: number, expireTime: string | null) =>
  post<boolean>(`${TENANT_API}/setting`, undefined, {
    query: { ids: ids.join(','), accountNumber, expireTime: expireTime ?? '' },
  });
export const setTenantPackage = (tenantId: string, packageId: string | null) =>
  post<boolean>(`${TENANT_API}/package-setting`, undefined, { query: { tenantId, packageId: packageId ?? '' } });

export const publishVersion = (id: string) =>
  post<SystemVersion>(`${VERSION_API}/publish`, undefined, { query: { id } });

export const resetClientSecret = (id: string) =>
  post<ClientWithSecret>(`${CLIENT_API}/reset-secret`, undefined, { query: { id } });

export const companyOptions = () => get<CompanyOption[]>(`${COMPANY_SETTING_API}/company-options`);
export const companySettingDetail = (id: string) =>
  get<CompanySetting>(`${COMPANY_SETTING_API}/setting-detail`, { id });
export const saveCompanySetting = (body: Record<string, unknown>) =>
  post<CompanySetting>(`${COMPANY_SETTING_API}/submit`, body);
export const uploadLogo = (file: File) => upload<{ url: string }>(`${COMPANY_SETTING_API}/upload-logo`, { file });
