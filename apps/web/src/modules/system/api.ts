import type { Wire } from '@smdp/contracts';
import type {
  CompanyOption as CompanyOptionContract,
  CompanySettingRecord,
  CreatedTenant as CreatedTenantContract,
  OAuthClient as OAuthClientContract,
  OAuthClientWithSecret,
  PackageMenuNode,
  Param as ParamContract,
  SaleUnit as SaleUnitContract,
  SystemVersion as SystemVersionContract,
  Tenant as TenantContract,
  TenantPackage as TenantPackageContract,
} from '@smdp/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { frameKeys } from '../../lib/frame-keys';
import { get, post, upload } from '../../lib/http';

export const TENANT_API = '/blade-system/tenant';
export const PACKAGE_API = '/blade-system/tenant-package';
export const VERSION_API = '/blade-system/systemVersionManage';
export const CLIENT_API = '/blade-system/client';
export const COMPANY_SETTING_API = '/blade-system/companySystemSetting';
export const SALE_UNIT_API = '/blade-system/saleUnit';
export const PARAM_API = '/blade-system/param';

/** The administrator tenant: never removed, never limited by a package. */
export const ADMIN_TENANT = '000000';

export type Tenant = Wire<TenantContract>;
/** What creating a tenant answers once: its first administrator's sign-in. */
export type CreatedTenant = Wire<CreatedTenantContract>;
export type TenantPackage = Wire<TenantPackageContract>;
export type { PackageMenuNode };
export type SystemVersion = Wire<SystemVersionContract>;
export type OAuthClient = Wire<OAuthClientContract>;
export type ClientWithSecret = Wire<OAuthClientWithSecret>;
export type CompanySetting = Wire<CompanySettingRecord>;

export type CompanyOption = Wire<CompanyOptionContract>;

export type SaleUnit = Wire<SaleUnitContract>;
export type Param = Wire<ParamContract>;

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

/** Query keys of the system module; `companySetting` is also read by the shell (logo) and app/stores. */
export const systemKeys = {
  packageOptions: ['tenant-packages'] as const,
  packageMenuTree: ['package-menu-tree'] as const,
  companyOptions: ['company-options'] as const,
  companySetting: frameKeys.companySetting(),
};

export const usePackageOptions = (enabled = true) =>
  useQuery({ queryKey: systemKeys.packageOptions, queryFn: selectablePackages, enabled });
export const usePackageMenuTree = (enabled: boolean) =>
  useQuery({ queryKey: systemKeys.packageMenuTree, queryFn: packageMenuTree, enabled });
export const useCompanyOptions = () => useQuery({ queryKey: systemKeys.companyOptions, queryFn: companyOptions });
