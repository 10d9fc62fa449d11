import type { Receipt } from '@smdp/contracts/fund';
import type { TodoCount, WorkflowTask, WorkflowTransition } from '@smdp/contracts/workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { partyIdOf } from '../../testing/parties';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

type Page<T> = { records: T[]; total: number };

/**
 * Configurable approvals (domain.md §1 rule 9, §10), with receipts as the document: a submitted receipt
 * waits as a task for whoever the rules let approve it, the rules table moves the approval between
 * roles with no code change, and self-approval goes only where a rule allows it.
 */
describe('workflow rules and tasks over HTTP', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let dist01: string;
  let roles: { administrator: string; staff: string };
  let serial = 0;

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), 'Lang-Type': lang },
      ...(payload ? { payload } : {}),
    });
  const codeOf = (response: { json: () => { code: number } }) => response.json().code;
  const submitted = async (token: string) => {
    const draft = dataOf<Receipt>(
      await call(token, 'POST', '/smdp-finance/receipt/save', {
        payerPartyId: dist01,
        amount: '10.00',
        method: 'BANK',
        bankRef: `WF-${++serial}`,
        paidAt: '2026-06-01',
      }),
    );
    return dataOf<Receipt>(await act(token, 'submit', draft));
  };
  const act = (token: string, action: string, receipt: Receipt, lang = 'en') =>
    call(token, 'POST', `/smdp-finance/receipt/${action}`, { id: receipt.id, version: receipt.version }, lang);
  const openTasks = async (token: string) =>
    dataOf<Page<WorkflowTask>>(await call(token, 'GET', '/smdp-workflow/task/list?size=100&docType_equal=fund_receipt'))
      .records;
  const waits = async (token: string, receipt: Receipt) =>
    (await openTasks(token)).some((task) => task.docId === receipt.id);
  const receiptRule = async (action = 'approve') => {
    const rules = dataOf<Page<WorkflowTransition>>(
      await call(tokens.admin, 'GET', `/smdp-workflow/rule/list?docType_equal=fund_receipt&action_equal=${action}`),
    ).records;
    const rule = rules.find((candidate) => candidate.fromState === 'SUBMITTED');
    if (!rule) throw new Error('no default rule for approving a submitted receipt');
    return rule;
  };
  const setRule = async (changes: Partial<WorkflowTransition>, action = 'approve') => {
    const rule = await receiptRule(action);
    const response = await call(tokens.admin, 'POST', '/smdp-workflow/rule/submit', { ...rule, ...changes });
    expect(codeOf(response)).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    dist01 = await partyIdOf(t.database.db, 'C0001');
    const rows = await t.database.db
      .selectFrom('bladeRole')
      .select(['id', 'roleAlias'])
      .where('tenantId', '=', ADMIN_TENANT)
      .where('roleAlias', 'in', ['administrator', 'staff'])
      .execute();
    const idOf = (alias: string) => rows.find((row) => row.roleAlias === alias)?.id ?? '';
    roles = { administrator: idOf('administrator'), staff: idOf('staff') };
  });
  afterAll(() => t.close());

  it('opens a task for company staff when a distributor submits, and closes it when approved', async () => {
    const receipt = await submitted(tokens.dist01);
    expect(await waits(tokens.admin, receipt)).toBe(true);
    expect(await waits(tokens.staff01, receipt)).toBe(true);
    // the distributor paid: it is not the one who approves
    expect(await waits(tokens.dist01, receipt)).toBe(false);
    const task = (await openTasks(tokens.admin)).find((candidate) => candidate.docId === receipt.id);
    expect(task).toMatchObject({ state: 'SUBMITTED', docNo: receipt.receiptNo, taskStatus: 'OPEN', overdue: false });
    expect(task?.actions.sort()).toEqual(['approve', 'reject']);
    expect(task?.subjectName).toBeTruthy();
    const count = dataOf<TodoCount>(await call(tokens.staff01, 'GET', '/smdp-workflow/todo/count'));
    expect(count.tasks).toBeGreaterThanOrEqual(1);

    expect(codeOf(await act(tokens.staff01, 'approve', receipt))).toBe(200);
    expect(await waits(tokens.admin, receipt)).toBe(false);
    const done = dataOf<Page<WorkflowTask>>(
      await call(tokens.admin, 'GET', '/smdp-workflow/task/list?size=100&taskStatus=DONE&docType_equal=fund_receipt'),
    ).records;
    expect(done.some((candidate) => candidate.docId === receipt.id)).toBe(true);
  });

  it('moves an approval to another role by a rule, with no change of code', async () => {
    await setRule({ roleId: roles.administrator });
    const first = await submitted(tokens.dist01);
    // staff may still reject it (that rule names no role): the task waits for them too
    expect(await waits(tokens.staff01, first)).toBe(true);
    const refused = await act(tokens.staff01, 'approve', first, 'fr');
    expect(codeOf(refused)).toBe(403);
    expect(refused.json().msg).toContain("règles d'approbation");
    expect(codeOf(await act(tokens.admin, 'approve', first))).toBe(200);

    await setRule({ roleId: roles.staff });
    await setRule({ roleId: roles.staff }, 'reject');
    const second = await submitted(tokens.dist01);
    // both of its actions now belong to the staff role: the administrator has nothing to do with it
    expect(await waits(tokens.admin, second)).toBe(false);
    expect(await waits(tokens.staff01, second)).toBe(true);
    expect(codeOf(await act(tokens.admin, 'approve', second))).toBe(403);
    expect(codeOf(await act(tokens.staff01, 'approve', second))).toBe(200);

    await setRule({ roleId: null });
    await setRule({ roleId: null }, 'reject');
  });

  it('lets the author approve its own document only where the rule allows self-approval', async () => {
    await setRule({ allowSelfApproval: false });
    const own = await submitted(tokens.admin);
    const refused = await act(tokens.admin, 'approve', own);
    expect(codeOf(refused)).toBe(403);
    expect(refused.json().msg).toMatch(/approve/i);
    await setRule({ allowSelfApproval: true });
    expect(codeOf(await act(tokens.admin, 'approve', own))).toBe(200);
  });

  it('applies a rule only where its condition holds', async () => {
    await setRule({ roleId: roles.staff, condition: 'amount >= 1000' });
    // 10.00 is below the threshold: no rule reaches the admin's approval of it
    const small = await submitted(tokens.dist01);
    expect(codeOf(await act(tokens.admin, 'approve', small))).toBe(403);
    const invalid = await call(tokens.admin, 'POST', '/smdp-workflow/rule/submit', {
      ...(await receiptRule()),
      condition: 'amount >>> 3',
    });
    expect(codeOf(invalid)).toBe(400);
    expect(invalid.json().msg).toContain('condition');
    const unknownMove = await call(tokens.admin, 'POST', '/smdp-workflow/rule/submit', {
      docType: 'fund_receipt',
      fromState: 'APPROVED',
      action: 'approve',
    });
    expect(codeOf(unknownMove)).toBe(400);
    await setRule({ roleId: null, condition: null });
  });

  it('shows another tenant, the distributor and a sub-account none of the rules or the company tasks', async () => {
    const receipt = await submitted(tokens.dist01);
    expect(await waits(tokens.otherAdmin, receipt)).toBe(false);
    expect(await waits(tokens['dist01-sub'], receipt)).toBe(false);
    const ours = await receiptRule();
    const rules = dataOf<Page<WorkflowTransition>>(
      await call(tokens.otherAdmin, 'GET', '/smdp-workflow/rule/list?size=100'),
    );
    expect(rules.records.some((rule) => rule.id === ours.id)).toBe(false);
    const theirs = await call(tokens.otherAdmin, 'POST', '/smdp-workflow/rule/submit', { ...ours, roleId: null });
    expect(codeOf(theirs)).toBe(404);
    expect(codeOf(await call(tokens.dist01, 'GET', '/smdp-workflow/rule/list'))).toBe(403);
  });

  it('keeps personal to-dos to their author', async () => {
    const created = dataOf<{ id: string; version: number; todoStatus: string }>(
      await call(tokens.staff01, 'POST', '/smdp-workflow/todo/submit', {
        title: 'Call Sunrise about the May statement',
        dueDate: '2020-01-01',
        priority: 'HIGH',
      }),
    );
    const mine = dataOf<Page<{ id: string; overdue: boolean }>>(
      await call(tokens.staff01, 'GET', '/smdp-workflow/todo/list'),
    );
    expect(mine.records.find((todo) => todo.id === created.id)?.overdue).toBe(true);
    const others = dataOf<Page<{ id: string }>>(await call(tokens.admin, 'GET', '/smdp-workflow/todo/list'));
    expect(others.records.some((todo) => todo.id === created.id)).toBe(false);
    const move = { id: created.id, version: created.version, todoStatus: 'CLOSED' };
    expect(codeOf(await call(tokens.admin, 'POST', '/smdp-workflow/todo/move', move))).toBe(404);
    expect(codeOf(await call(tokens.otherAdmin, 'POST', '/smdp-workflow/todo/move', move))).toBe(404);
    const closed = dataOf<{ todoStatus: string }>(await call(tokens.staff01, 'POST', '/smdp-workflow/todo/move', move));
    expect(closed.todoStatus).toBe('CLOSED');
    const blank = await call(tokens.staff01, 'POST', '/smdp-workflow/todo/submit', { title: ' ' });
    expect(codeOf(blank)).toBe(400);
  });
});
