import { sql } from 'kysely';

/** What the access module needs of accounts: who holds which roles, as subqueries of role ids. */

/** The role ids one account holds. */
export const roleIdsOfUser = (userId: string) =>
  sql`select ur.role_id from blade_user_role ur where ur.user_id = ${userId}`;

/** The role ids some live account holds. */
export const heldRoleIds = () =>
  sql`select ur.role_id from blade_user_role ur join blade_user u on u.id = ur.user_id where u.is_deleted = 0`;
