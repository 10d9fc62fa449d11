import { get, post } from '../../lib/http';

export const USER_API = '/blade-user';

/** One account as `blade-user/list-page` and `detail` answer it. */
export type UserRecord = {
  id: string;
  version: number;
  tenantId: string;
  account: string;
  name: string | null;
  realName: string | null;
  nickName: string | null;
  email: string | null;
  phone: string | null;
  userType: number;
  empNo: string | null;
  postId: string | null;
  postName: string | null;
  customerId: string | null;
  customerCode: string | null;
  customerName: string | null;
  isPrimaryAccount: boolean;
  roleIds: string[];
  roleNames: string[];
  deptIds: string[];
  deptNames: string[];
  /** 1 enabled, 0 disabled, 2 waiting for approval. */
  status: number;
  locked: boolean;
  lockedUntil: string | null;
  forceResetPassword: 'Y' | 'N';
  createTime: string;
};

export const ACCOUNT_ENABLED = 1;
export const ACCOUNT_DISABLED = 0;
export const ACCOUNT_PENDING = 2;

export type AccountQuota = { customerId: string; accountNumber: number; accountCount: number };
export type ResetPassword = { id: string; account: string; password: string };

/** A node of the role or department pickers (`role/tree`, `dept/tree`). */
export type PickerNode = { id: string; title?: string; deptName?: string; children?: PickerNode[] };

/** Flattens a picker tree into select options, children indented under their parents. */
export function optionsOf(nodes: PickerNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: `${'· '.repeat(depth)}${node.title ?? node.deptName ?? node.id}` },
    ...optionsOf(node.children ?? [], depth + 1),
  ]);
}

/** Pickers are optional: a tenant without those pages (or before they exist) gets an empty list. */
export const roleTree = () => get<PickerNode[]>('/blade-system/role/tree', undefined, { quiet: true });
export const deptTree = () => get<PickerNode[]>('/blade-system/dept/tree', undefined, { quiet: true });

export const grantRoles = (userIds: string[], roleIds: string[]) =>
  post<boolean>(`${USER_API}/grant`, undefined, { query: { userIds: userIds.join(','), roleIds: roleIds.join(',') } });
export const resetPasswords = (userIds: string[]) =>
  post<ResetPassword[]>(`${USER_API}/reset-password`, undefined, { query: { userIds: userIds.join(',') } });
export const unlockUsers = (userIds: string[]) =>
  post<boolean>(`${USER_API}/unlock`, undefined, { query: { userIds: userIds.join(',') } });
export const setAccountsEnabled = (userIds: string[], enabled: boolean) =>
  post<boolean>(`${USER_API}/account-enable-disable`, undefined, {
    query: { userIds: userIds.join(','), status: enabled ? ACCOUNT_ENABLED : ACCOUNT_DISABLED },
  });
/** A primary account's own customer's quota; staff name the customer. */
export const accountQuota = (customerId?: string) =>
  get<AccountQuota>(`${USER_API}/account-quota`, customerId ? { customerId } : undefined);
export const setAccountQuota = (customerId: string, accountNumber: number) =>
  post<AccountQuota>(`${USER_API}/update-total-account-number`, { customerId, accountNumber });

export type CustomerOption = { id: string; customerCode: string; customerName: string };
/** Customers for the open-account picker (the parties' own picker call, at most 200). */
export const customerOptions = (keyword: string) =>
  get<CustomerOption[]>('/smdp-customer/baseCustomer/options', { keyword }, { quiet: true });
export type OpenAccount = {
  customerId: string;
  account: string;
  realName: string;
  phone?: string;
  /** md5 hex of the typed password. */
  password: string;
};
export const openAccount = (body: OpenAccount) => post<UserRecord>(`${USER_API}/open-account`, body);
