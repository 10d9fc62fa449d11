import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccessTables } from './schema-access';
import type { CatalogTables } from './schema-catalog';
import type { CrudTables } from './schema-crud';
import type { PartyState, PartyTables, PartyType } from './schema-parties';
import type { PlatformTables } from './schema-platform';
import type { RecordTables } from './schema-records';
import type { SessionTables } from './schema-sessions';
import type { StoreTables } from './schema-stores';
import type { StructureTables } from './schema-structure';
import type { UserAreaTables } from './schema-users';

/** Ids are int8: node-postgres returns them as strings, which is also how the API sends them. */
export type Id = ColumnType<string, string | number | bigint, string | number | bigint>;
export type GeneratedId = ColumnType<string, string | number | bigint | undefined, never>;
/** An id column with a database default, such as a tree's `parent_id` of 0. */
export type DefaultedId = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T> = ColumnType<T, string | T, string | T>;
export type I18nText = Partial<Record<'zh' | 'en' | 'fr' | 'ru' | 'es' | 'sw', string>>;
/** A text per language with a database default of `{}`, written as JSON text. */
export type I18nColumn = ColumnType<I18nText, string | undefined, string>;

export type AuditColumns = {
  createUser: Id | null;
  createDept: Id | null;
  createTime: Generated<Date>;
  updateUser: Id | null;
  updateTime: Timestamp;
  status: Generated<number>;
  isDeleted: Generated<number>;
  version: Generated<number>;
};

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
};

export type ClientTable = AuditColumns & {
  id: GeneratedId;
  clientId: string;
  clientSecretHash: string;
  scope: Generated<string>;
  authorizedGrantTypes: string;
  accessTokenValidity: Generated<number>;
  refreshTokenValidity: Generated<number>;
};

export type DeptTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  parentId: DefaultedId;
  ancestors: Generated<string>;
  deptCategory: Generated<number>;
  deptName: string;
  fullName: string | null;
  sort: Generated<number>;
  remark: string | null;
  /** ISO 4217; null: as the department above (0005_structure). */
  currency: string | null;
};

export type RoleTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  parentId: DefaultedId;
  roleName: string;
  /** The name in each language (0012_words); `roleName` answers a language missing here. */
  roleNameI18n: I18nColumn;
  roleAlias: string;
  sort: Generated<number>;
  /** 1 all, 2 own dept, 3 own dept and below, 4 own customer, 5 self (0004_access). */
  dataScope: Generated<number>;
};

export type PostTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  category: Generated<number>;
  postCode: string;
  postName: string;
  sort: Generated<number>;
  remark: string | null;
};

export type SaleUnitTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  saleUnitCode: string;
  saleUnitName: string;
  ipoStatus: Generated<number>;
};

export type BaseCustomerTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  customerCode: string;
  customerName: string;
  customerFullName: string;
  saleUnitId: Id | null;
  /** Party columns of 0008_parties (domain.md §2); `PartyType`/`PartyState` in schema-parties.ts. */
  partyType: ColumnType<PartyType, PartyType | undefined, PartyType>;
  sellerPartyId: Id | null;
  levelId: Id | null;
  priceListId: Id | null;
  salespersonId: Id | null;
  territory: string | null;
  taxNo: string | null;
  contactName: string | null;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  defaultWarehouseId: Id | null;
  state: ColumnType<PartyState, PartyState | undefined, PartyState>;
  reviewRemark: string | null;
  submittedAt: NullableTimestamp;
  /** 0011_lists: who sent it for approval (that account may not approve it unless the tenant allows). */
  submittedBy: Id | null;
  approvedBy: Id | null;
  approvedAt: NullableTimestamp;
  openedAt: NullableTimestamp;
  closedAt: NullableTimestamp;
  remark: string | null;
};

export type YesNo = 'Y' | 'N';

export type UserTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  code: string | null;
  userType: Generated<number>;
  account: string;
  passwordHash: string;
  name: string | null;
  realName: string | null;
  nickName: string | null;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  birthday: ColumnType<Date | null, string | null | undefined, string | null>;
  sex: number | null;
  empNo: string | null;
  postId: Id | null;
  customerId: Id | null;
  isPrimaryAccount: Generated<boolean>;
  oauthId: string | null;
  firstLoginPassword: ColumnType<YesNo, YesNo | undefined, YesNo>;
  loginPhoneVerify: ColumnType<YesNo, YesNo | undefined, YesNo>;
  forceResetPassword: ColumnType<YesNo, YesNo | undefined, YesNo>;
  isGray: Generated<boolean>;
  loginFailCount: Generated<number>;
  lockedUntil: NullableTimestamp;
  lastLoginTime: NullableTimestamp;
};

export type UserRoleTable = { userId: Id; roleId: Id };
export type UserDeptTable = { userId: Id; deptId: Id };

export type MenuTable = AuditColumns & {
  id: GeneratedId;
  parentId: DefaultedId;
  code: string;
  name: string;
  nameI18n: Json<I18nText>;
  alias: string | null;
  path: string | null;
  source: string | null;
  sort: Generated<number>;
  category: Generated<number>;
  action: Generated<number>;
  isOpen: Generated<number>;
  component: string | null;
  query: string | null;
  meta: Json<Record<string, unknown>> | null;
  remark: string | null;
};

export type RoleMenuTable = { roleId: Id; menuId: Id };

export type DictTable = AuditColumns & {
  id: GeneratedId;
  parentId: DefaultedId;
  code: string;
  dictKey: string;
  dictValue: string;
  dictValueI18n: Json<I18nText>;
  sort: Generated<number>;
  remark: string | null;
  isSealed: Generated<number>;
  /** The administrator tenant's rows are the platform's dictionaries (0005_structure). */
  tenantId: Generated<string>;
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

export type RefreshTokenTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id;
  clientId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
  createTime: Generated<Date>;
};

export type RevokedAccessTokenTable = { jti: string; expiresAt: Timestamp };
export type CaptchaTable = { captchaKey: string; codeHash: string; expiresAt: Timestamp };

export type LoginLogTable = {
  id: GeneratedId;
  tenantId: string;
  account: string;
  userId: Id | null;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  reason: string | null;
  createTime: Generated<Date>;
};

export type ClientErrorLogTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id | null;
  url: string | null;
  time: string | null;
  type: string | null;
  message: string | null;
  stack: string | null;
  info: string | null;
  createTime: Generated<Date>;
};

export type CustomerSalesContactTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  customerId: Id;
  saleUnitId: Id | null;
  enName: string;
  jobTitle: string | null;
  contactNumber: string | null;
  sort: Generated<number>;
};

export type WarehouseType = 'NORMAL' | 'VEHICLE' | 'TRANSIT' | 'DEFECTIVE';

export type WarehouseTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  ownerCustomerId: Id | null;
  code: string;
  name: string;
  grade: 1 | 2;
  parentWarehouseId: Id | null;
  type: ColumnType<WarehouseType, WarehouseType | undefined, WarehouseType>;
  state: ColumnType<WarehouseState, WarehouseState | undefined, WarehouseState>;
  allowNegative: Generated<boolean>;
  address: string | null;
  remark: string | null;
};

/** COUNTING blocks postings while a frozen stock count runs (domain.md §6). */
export type WarehouseState = 'ACTIVE' | 'COUNTING' | 'DISABLED';

export type CustomerShopTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  customerId: Id;
  shopCode: string;
  shopName: string;
  address: string | null;
  remark: string | null;
};

export type CustomerShopBindTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  shopId: Id;
  warehouseId: Id;
  /** The warehouse a store's secondary orders ship from by default: one per store. */
  isDefault: Generated<boolean>;
};

export type MessageTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  recipientUserId: Id | null;
  recipientCustomerId: Id | null;
  category: Generated<string>;
  title: string;
  content: Generated<string>;
  /** Title and body in each language (0012_words); the plain columns answer a missing language. */
  titleI18n: I18nColumn;
  contentI18n: I18nColumn;
  refType: string | null;
  refId: Id | null;
  channel: Generated<string>;
};

export type MessageReadTable = { messageId: Id; userId: Id; readAt: Generated<Date> };

type FoundationTables = {
  bladeTenant: TenantTable;
  bladeClient: ClientTable;
  bladeDept: DeptTable;
  bladeRole: RoleTable;
  bladePost: PostTable;
  saleUnit: SaleUnitTable;
  baseCustomer: BaseCustomerTable;
  bladeUser: UserTable;
  bladeUserRole: UserRoleTable;
  bladeUserDept: UserDeptTable;
  bladeMenu: MenuTable;
  bladeRoleMenu: RoleMenuTable;
  bladeDict: DictTable;
  userSystemSetting: UserSystemSettingTable;
  companySystemSetting: CompanySystemSettingTable;
  systemVersion: SystemVersionTable;
  refreshToken: RefreshTokenTable;
  revokedAccessToken: RevokedAccessTokenTable;
  captcha: CaptchaTable;
  loginLog: LoginLogTable;
  clientErrorLog: ClientErrorLogTable;
  customerSalesContact: CustomerSalesContactTable;
  warehouse: WarehouseTable;
  customerShop: CustomerShopTable;
  customerShopBind: CustomerShopBindTable;
  bladeMessage: MessageTable;
  bladeMessageRead: MessageReadTable;
};

/** Every table, the foundation's and each area's (each area keeps its own types in `schema-<area>.ts`). */
export type DB = FoundationTables &
  CrudTables &
  UserAreaTables &
  AccessTables &
  StructureTables &
  RecordTables &
  PlatformTables &
  PartyTables &
  CatalogTables &
  StoreTables &
  SessionTables &
  import('../platform/document/document.tables').DocumentTables;

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
