import { customerAccountCodes, userCodes } from '@smdp/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { badRequest, forbidden } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import { translate } from '../../platform/i18n/messages';
import type { Caller } from '../../platform/scope/caller';
import { type ManageAction, type Manager, managerOf } from './account-manager';

/** Where the account administration calls live (spec §7 `blade-user`) and how OpenAPI groups them. */
export const USER_BASE = '/blade-user';
export const USER_TAGS = ['user'];

/** Reading accounts: the user page's code or the customer-account page's. */
export const VIEW_CODES = [userCodes.view, customerAccountCodes.view];

type LinkFields = { roleIds?: string[] | undefined; deptIds?: string[] | undefined };

/**
 * BladeX clients send roles and departments as comma-joined `roleId` / `deptId`, and send back the whole row
 * they read, our `roleIds` / `deptIds` unchanged among it: so `roleId` / `deptId` win when present.
 */
export function withBladeLinks<
  T extends LinkFields & { roleId?: string[] | undefined; deptId?: string[] | undefined },
>({ roleId, deptId, ...fields }: T): Omit<T, 'roleId' | 'deptId'> & LinkFields {
  return { ...fields, roleIds: roleId ?? fields.roleIds, deptIds: deptId ?? fields.deptIds };
}

/** Values from the query string and the body: BladeX clients send these calls either way. */
export const either = <T extends z.ZodObject>(schema: T) => ({
  querystring: schema.partial(),
  body: schema.partial().nullish(),
});

/** The query and body of an `either` call parsed as one object; a missing or bad field is a 400 naming it. */
export function merged<T>(request: { query: unknown; body: unknown; lang: Language }, schema: z.ZodType<T>): T {
  const result = schema.safeParse({ ...(request.body as object | null), ...(request.query as object) });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  throw badRequest('invalidParameter', {
    field: issue?.path.join('.') ?? '',
    detail: missing ? translate('required', request.lang) : (issue?.message ?? ''),
  });
}

/** The checks of who manages which accounts, bound to the app's permissions. */
export function accountGuards(app: FastifyInstance) {
  const { db, permissions } = app.deps;
  const holds = (caller: Caller) => (code: string) => permissions.has(caller, code);
  return {
    holds,
    /** The caller as a manager who holds the code of `action` for its kind; 403 otherwise. */
    manage: (caller: Caller, action: ManageAction): Promise<Manager> => managerOf(db, caller, holds(caller), action),
    /** Choosing roles is granting them: it needs `user_grant` besides the add or edit code. */
    assertMayGrant: async (caller: Caller, roleIds: string[] | undefined) => {
      if (roleIds?.length && !(await permissions.has(caller, userCodes.grant))) throw forbidden();
    },
    /** Company staff holding `code`; 403 for a customer's account. */
    staff: async (caller: Caller, code: string) => {
      if (caller.customerId || !(await permissions.has(caller, code))) throw forbidden();
    },
  };
}
