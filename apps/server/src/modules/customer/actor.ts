import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { type Caller, callerOf } from '../../platform/scope/caller';
import { isPrimaryAccount as primaryAccount } from '../user';

export { PARTY_CODES } from '@smdp/contracts/customer';

/**
 * The caller of a party call and the button codes it holds, for the rules that depend on more than
 * the route's own code (edit a draft with the add button, say).
 */
export type Actor = Caller & { codes: ReadonlySet<string> };

export async function actorOf(app: FastifyInstance, request: FastifyRequest): Promise<Actor> {
  const caller = callerOf(request);
  return { ...caller, codes: await app.deps.permissions.codesOf(caller) };
}

export const holdsAny = (actor: Actor, codes: readonly string[]) => codes.some((code) => actor.codes.has(code));

/** A customer's primary account (domain.md §2): the login that approves for its customer. */
export async function isPrimaryAccount(db: Database, actor: Pick<Caller, 'tenantId' | 'userId'>): Promise<boolean> {
  return primaryAccount(db, actor);
}
