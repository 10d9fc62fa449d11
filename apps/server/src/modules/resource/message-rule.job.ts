import type { FastifyInstance } from 'fastify';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { scanDateRules } from './message-rule.scan';

export const MESSAGE_RULE_DATES_QUEUE = 'message-rule-dates';
/** Daily at 06:13 UTC: after the night's jobs (rebate expiry, statements), early in an African or European morning. */
const MESSAGE_RULE_DATES_CRON = '13 6 * * *';

/** The daily scan of DATE rules, once per schedule across instances (a second run sends nothing twice anyway). */
export async function defineMessageRuleDatesJob(app: FastifyInstance): Promise<void> {
  await app.deps.jobs.define<Record<string, never>>({
    queue: MESSAGE_RULE_DATES_QUEUE,
    cron: {
      expression: MESSAGE_RULE_DATES_CRON,
      data: {},
      meta: { tenantId: ADMIN_TENANT, createdBy: null, title: 'Message rules by date' },
    },
    run: async () => {
      const sent = await scanDateRules(app.deps.db);
      app.log.info({ sent }, 'message rules by date: reminders sent');
    },
  });
}
