import type { FastifyInstance } from 'fastify';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { expireRebateLots } from './expiry';

export const REBATE_EXPIRY_QUEUE = 'rebate-lot-expiry';
/** Daily at 00:07 UTC: yesterday's expiries leave the balances before the day's orders and the 02:41 fund check. */
const REBATE_EXPIRY_CRON = '7 0 * * *';

export async function defineRebateExpiryJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: REBATE_EXPIRY_QUEUE,
    cron: {
      expression: REBATE_EXPIRY_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Rebate lot expiry' },
    },
    run: async () => {
      const run = await expireRebateLots(app.deps.db);
      app.log.info(
        { writtenOff: run.writtenOff.length, waiting: run.waiting },
        'rebate lots expired: remainders written off, locked periods waited for',
      );
    },
  });
}
