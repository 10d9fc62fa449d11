import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/authenticate';
import type { Session } from '../auth/tokens';

/**
 * Who is asking, as every service sees it: the tenant, the account, the customer it belongs to (null
 * for company staff) and what its roles and department reach. The one type services take; a route
 * gets it from `callerOf(request)`.
 */
export type Caller = Pick<Session, 'tenantId' | 'userId' | 'account' | 'customerId' | 'roleIds' | 'deptId'>;

export function callerOf(request: FastifyRequest): Caller {
  const { tenantId, userId, account, customerId, roleIds, deptId } = sessionOf(request);
  return { tenantId, userId, account, customerId, roleIds, deptId };
}

/** A company-staff caller of a tenant, for jobs and tests: fill in what the code under test reads. */
export function staffCaller(tenantId: string, fields: Partial<Caller> = {}): Caller {
  return { tenantId, userId: '0', account: 'system', customerId: null, roleIds: [], deptId: null, ...fields };
}
