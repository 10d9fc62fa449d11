import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../platform/auth/authenticate';
import type { Session } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';

/**
 * The caller of a party call: who (tenant, account, customer) and which button codes it holds, for the
 * rules that depend on more than the route's own code (edit a draft with the add button, say).
 */
export type Actor = Pick<Session, 'tenantId' | 'userId' | 'account' | 'customerId'> & {
  codes: ReadonlySet<string>;
};

export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  const session = sessionOf(request);
  return { ...session, codes: await app.deps.permissions.codesOf(session) };
}

export const holdsAny = (actor: Actor, codes: readonly string[]) => codes.some((code) => actor.codes.has(code));

/** A customer's primary account (domain.md §2): the login that approves for its customer. */
export async function isPrimaryAccount(db: Database, actor: Pick<Actor, 'tenantId' | 'userId'>): Promise<boolean> {
  const user = await db
    .selectFrom('bladeUser')
    .select('isPrimaryAccount')
    .where('id', '=', actor.userId)
    .where('tenantId', '=', actor.tenantId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return user?.isPrimaryAccount === true;
}

/** Button codes of the pages that manage parties: staff's customer list and a seller's sub-customers. */
export const PARTY_CODES = {
  view: ['customer_list_view', 'sub_customer_view'],
  add: ['customer_list_add', 'sub_customer_add'],
  edit: ['customer_list_edit', 'sub_customer_edit'],
  delete: ['customer_list_delete', 'sub_customer_delete'],
  approve: ['customer_list_approve', 'sub_customer_approve'],
} as const;
