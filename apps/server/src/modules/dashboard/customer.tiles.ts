import { accountBalanceCodes } from '@smdp/contracts/fund';
import { orderCodes } from '@smdp/contracts/order';
import { rebateCodes } from '@smdp/contracts/rebate';
import { stockReportCodes } from '@smdp/contracts/stock';
import { todoCodes, workflowTaskCodes } from '@smdp/contracts/workflow';
import { fundAccountsOf } from '../fund';
import { orderCount, secondarySalesByDay } from '../order';
import { rebateProgress } from '../rebate';
import { projectedStockCount } from '../stock';
import { openTaskCount, openTodoCount } from '../workflow';
import { sumMoney, tierPercent } from './dashboard.figures';
import { count, money, periodStarts, type TileDefinition } from './dashboard.tile';

const ORDERS = '/sales/order';
/** Orders its sub-customers submitted, waiting for the distributor to approve them. */
const TO_CONFIRM = { type: 'SALE', channel: 'SECONDARY', state: 'SUBMITTED' } as const;

/** The distributor owner's tiles (domain.md §10), then its sub-accounts'. */
export const CUSTOMER_TILES: TileDefinition[] = [
  {
    code: 'funds',
    audience: 'owner',
    codes: [accountBalanceCodes.view],
    chart: false,
    load: async ({ app, caller }) => {
      const accounts = caller.customerId ? await fundAccountsOf(app.deps.db, caller, caller.customerId) : [];
      const [first] = accounts;
      const query: Record<string, string> = first ? { holderName: first.holderName } : {};
      return {
        figures: [
          money('cashAvailable', sumMoney(accounts.map((account) => account.cashAvailable))),
          money('rebateAvailable', sumMoney(accounts.map((account) => account.rebateAvailable))),
          money('creditAvailable', sumMoney(accounts.map((account) => account.creditAvailable))),
        ],
        series: null,
        link: { path: '/finance/account-balance', query },
      };
    },
  },
  {
    code: 'ordersToConfirm',
    audience: 'owner',
    codes: [orderCodes.view],
    chart: false,
    load: async ({ app, caller, zone }) => {
      const filters = { type_equal: TO_CONFIRM.type, channel_equal: TO_CONFIRM.channel, state_equal: TO_CONFIRM.state };
      return {
        figures: [count('orders', await orderCount(app.deps.db, caller, filters, zone))],
        series: null,
        link: { path: ORDERS, query: { ...TO_CONFIRM } },
      };
    },
  },
  {
    code: 'stockAlerts',
    audience: 'owner',
    codes: [stockReportCodes.view],
    chart: false,
    load: async ({ app, caller }) => ({
      figures: [count('belowReorder', await projectedStockCount(app.deps.db, caller, { reorder_equal: '1' }))],
      series: null,
      link: { path: '/stock/report', query: { tab: 'projected', reorder: '1' } },
    }),
  },
  {
    code: 'tierProgress',
    audience: 'owner',
    codes: [rebateCodes.view],
    chart: true,
    load: async ({ app, caller, zone }) => {
      const policies = await rebateProgress(app.deps.db, caller, {}, zone);
      return {
        figures: [
          count('policies', policies.length),
          money('accrued', sumMoney(policies.map((policy) => policy.accruedAmount))),
        ],
        series: {
          kind: 'percent',
          points: policies.map((policy) => ({ label: policy.policyName, value: tierPercent(policy) })),
        },
        link: { path: '/finance/rebate', query: {} },
      };
    },
  },
  {
    code: 'secondarySales',
    audience: 'owner',
    codes: [orderCodes.view],
    chart: true,
    load: async ({ app, caller, zone, now }) => {
      const from = periodStarts(now, zone).month;
      const days = await secondarySalesByDay(app.deps.db, caller, from, zone);
      return {
        figures: [
          money('amount', sumMoney(days.map((day) => day.amount))),
          count(
            'orders',
            days.reduce((sum, day) => sum + day.orders, 0),
          ),
        ],
        series: { kind: 'money', points: days.map((day) => ({ label: day.day, value: day.amount })) },
        link: { path: ORDERS, query: { channel: 'SECONDARY', type: 'SALE', createTime_datege: from } },
      };
    },
  },
  {
    code: 'myTodos',
    audience: 'sub',
    codes: [todoCodes.view, workflowTaskCodes.view],
    chart: false,
    load: async ({ app, caller, zone }) => {
      const todos = await openTodoCount(app.deps.db, caller, zone);
      const tasks = await openTaskCount(app.deps.db, caller);
      return {
        figures: [
          count('todos', todos.open),
          count('tasks', tasks.open),
          count('overdue', todos.overdue + tasks.overdue),
        ],
        series: null,
        link: { path: '/todo/index', query: {} },
      };
    },
  },
  {
    code: 'myOrders',
    audience: 'sub',
    codes: [orderCodes.view],
    chart: false,
    load: async ({ app, caller, zone }) => ({
      figures: [
        count('orders', await orderCount(app.deps.db, caller, {}, zone)),
        count('submitted', await orderCount(app.deps.db, caller, { state_equal: 'SUBMITTED' }, zone)),
      ],
      series: null,
      link: { path: ORDERS, query: {} },
    }),
  },
];
