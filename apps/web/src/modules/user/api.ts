import type { Wire } from '@smdp/contracts';
import type { RoleTreeNode } from '@smdp/contracts/access';
import type { PartyOption } from '@smdp/contracts/customer';
import type { PickerNode } from '@smdp/contracts/structure';
import {
  ACCOUNT_DISABLED,
  ACCOUNT_ENABLED,
  ACCOUNT_PENDING,
  type AccountQuota,
  type OpenAccount,
  type ResetPassword,
  type UserRecord as UserRecordShape,
} from '@smdp/contracts/user';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/http';

export const USER_API = '/blade-user';

/** One account as `blade-user/list-page` and `detail` answer it. */
export type UserRecord = Wire<UserRecordShape>;

export { ACCOUNT_DISABLED, ACCOUNT_ENABLED, ACCOUNT_PENDING, type AccountQuota, type ResetPassword };

/** Query keys of the user pages: one family per module, so a change can refresh exactly what it touches. */
export const userKeys = {
  all: ['users'] as const,
  roleTree: () => [...userKeys.all, 'role-tree'] as const,
  deptTree: () => [...userKeys.all, 'dept-tree'] as const,
  accountQuota: (customerId?: string) =>
    customerId === undefined
      ? ([...userKeys.all, 'account-quota'] as const)
      : ([...userKeys.all, 'account-quota', customerId] as const),
  customerOptions: (keyword: string) => [...userKeys.all, 'customer-options', keyword] as const,
};

/** A node of the role picker (`role/tree`) and of the department picker (`dept/tree`). */
export type RolePickerNode = Wire<RoleTreeNode>;
export type DeptPickerNode = Wire<PickerNode>;

/** Flattens a picker tree into select options, children indented under their parents. */
export function optionsOf(nodes: (RolePickerNode | DeptPickerNode)[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: `${'· '.repeat(depth)}${node.title}` },
    ...optionsOf(node.children ?? [], depth + 1),
  ]);
}

/** Pickers are optional: a tenant without those pages (or before they exist) gets an empty list. */
export const roleTree = () => get<RolePickerNode[]>('/blade-system/role/tree', undefined, { quiet: true });
export const deptTree = () => get<DeptPickerNode[]>('/blade-system/dept/tree', undefined, { quiet: true });

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

/** Customers for the open-account picker (the parties' own picker call, at most 200). */
export const customerOptions = (keyword: string) =>
  get<Wire<PartyOption>[]>('/smdp-customer/baseCustomer/options', { keyword }, { quiet: true });
/** What `open-account` accepts; the dialog sends the password as md5 hex. */
export type OpenAccountBody = z.input<typeof OpenAccount>;
export const openAccount = (body: OpenAccountBody) => post<UserRecord>(`${USER_API}/open-account`, body);

/** Pickers are optional (no retry): a tenant without those pages gets an empty list. */
export const useRoleTree = () => useQuery({ queryKey: userKeys.roleTree(), queryFn: roleTree, retry: false });
export const useDeptTree = () => useQuery({ queryKey: userKeys.deptTree(), queryFn: deptTree, retry: false });
/** A customer's quota (staff name it); without a customer id, the primary account's own. */
export const useAccountQuota = (customerId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: userKeys.accountQuota(customerId),
    queryFn: () => accountQuota(customerId),
    retry: false,
    enabled,
  });
export const useCustomerOptions = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: userKeys.customerOptions(keyword),
    queryFn: () => customerOptions(keyword),
    enabled,
    retry: false,
  });
