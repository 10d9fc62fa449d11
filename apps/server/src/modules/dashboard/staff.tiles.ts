import { accountBalanceCodes, reconciliationCodes } from '@smdp/contracts/fund';
import { jobCodes } from '@smdp/contracts/job';
import { logCodes } from '@smdp/contracts/records';
import { reportCenterCodes } from '@smdp/contracts/report';
import { workflowTaskCodes } from '@smdp/contracts/workflow';
import { ageingBuyerCount, reconciliationCount } from '../fund';
import { jobCount } from '../job';
import { clientErrorCount, loginLogCount } from '../records';
import { primarySalesByRegion } from '../report';
import { openTaskCount } from '../workflow';
import { sumMoney } from './dashboard.figures';
import { count, money, periodStarts, type TileDefinition } from './dashboard.tile';

/** Company staff's tiles (domain.md §10), then the administrators'. */
export const STAFF_TILES: TileDefinition[] = [
  {
    code: 'approvalsPending',
    audience: 'staff',
    codes: [workflowTaskCodes.view],
    chart: false,
    load: async ({ app, caller }) => {
      const tasks = await openTaskCount(app.deps.db, caller);
      return {
        figures: [count('tasks', tasks.open), count('overdue', tasks.overdue)],
        series: null,
        link: { path: '/work/task', query: {} },
      };
    },
  },
  {
    code: 'overdueReceivables',
    audience: 'staff',
    codes: [accountBalanceCodes.view],
    chart: false,
    load: async ({ app, caller, zone }) => ({
      figures: [count('buyers', await ageingBuyerCount(app.deps.db, caller, { overdueOnly_equal: 'true' }, zone))],
      series: null,
      link: { path: '/finance/account-balance', query: { tab: 'ageing', overdueOnly: 'true' } },
    }),
  },
  {
    code: 'disputedReconciliations',
    audience: 'staff',
    codes: [reconciliationCodes.view],
    chart: false,
    load: async ({ app, caller, zone }) => ({
      figures: [count('statements', await reconciliationCount(app.deps.db, caller, { state_equal: 'DISPUTED' }, zone))],
      series: null,
      link: { path: '/finance/reconciliation', query: { state: 'DISPUTED' } },
    }),
  },
  {
    code: 'salesByRegion',
    audience: 'staff',
    codes: [reportCenterCodes.view],
    chart: true,
    load: async ({ app, caller, zone, now }) => {
      const from = periodStarts(now, zone).month.slice(0, 10);
      const regions = await primarySalesByRegion(app.deps.db, caller, from);
      return {
        figures: [money('amount', sumMoney(regions.map((one) => one.amount))), count('regions', regions.length)],
        series: { kind: 'money', points: regions.map((one) => ({ label: one.region, value: one.amount })) },
        link: {
          path: '/report/index',
          query: { report: 'sales', groupBy_equal: 'REGION', channel_equal: 'PRIMARY', postingDate_datege: from },
        },
      };
    },
  },
];

export const ADMIN_TILES: TileDefinition[] = [
  {
    code: 'failedJobs',
    audience: 'admin',
    codes: [jobCodes.view],
    chart: false,
    load: async ({ app, caller }) => ({
      figures: [count('jobs', await jobCount(app.deps.jobs, caller, 'failed'))],
      series: null,
      link: { path: '/monitor/job', query: { state: 'failed' } },
    }),
  },
  {
    code: 'failedSignIns',
    audience: 'admin',
    codes: [logCodes.view],
    chart: false,
    load: async ({ app, caller, zone, now }) => {
      const since = periodStarts(now, zone).today;
      const filters = { success_equal: 'false', createTime_datege: since };
      return {
        figures: [count('attempts', await loginLogCount(app.deps.db, caller, filters, zone))],
        series: null,
        link: { path: '/monitor/log', query: { tab: 'login', success: 'false', createTime_datege: since } },
      };
    },
  },
  {
    code: 'clientErrors',
    audience: 'admin',
    codes: [logCodes.view],
    chart: false,
    load: async ({ app, caller, zone, now }) => {
      const since = periodStarts(now, zone).today;
      return {
        figures: [count('errors', await clientErrorCount(app.deps.db, caller, { createTime_datege: since }, zone))],
        series: null,
        link: { path: '/monitor/log', query: { tab: 'errors', createTime_datege: since } },
      };
    },
  },
];
