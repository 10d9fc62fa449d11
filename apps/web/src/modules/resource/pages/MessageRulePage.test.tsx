import { messageRuleCodes } from '@smdp/contracts/resource';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowAction } from '../../../crud/testing';
import { usePermissions } from '../../../lib/session';
import { answerCalls, callsTo, renderWithRouter, setupShellTest } from '../../../shell/testing';
import MessageRulePage from './MessageRulePage';

beforeAll(setupShellTest);

const rule = (fields: Record<string, unknown>) => ({
  id: '1',
  name: 'Order approved',
  docType: 'order',
  trigger: 'EVENT',
  action: 'approve',
  toState: null,
  dateField: null,
  dateDays: null,
  dateDirection: null,
  recipient: 'SUBJECT',
  category: 'ORDER',
  channel: 'IN_APP',
  titleI18n: { en: 'Order {number} approved' },
  contentI18n: {},
  enabled: true,
  version: 1,
  updateTime: '2026-11-28 10:00:00',
  ...fields,
});
const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const creditDue = rule({
  id: '2',
  name: 'Credit due soon',
  trigger: 'DATE',
  action: null,
  dateField: 'creditDueDate',
  dateDays: 3,
  dateDirection: 'BEFORE',
  channel: 'IN_APP_AND_SMS',
  titleI18n: { en: 'Credit of {number} due {date}' },
});

describe('message rules page', () => {
  it('shows each rule’s moment and channel, and edits a date rule with its own fields only', async () => {
    usePermissions.setState({
      codes: { [messageRuleCodes.view]: true, [messageRuleCodes.add]: true, [messageRuleCodes.edit]: true },
    });
    const fetch = answerCalls({
      '/smdp-workflow/rule/doc-types': [
        { docType: 'order', states: ['SUBMITTED', 'APPROVED'], actions: [{ action: 'approve', from: [], to: '' }] },
      ],
      '/blade-resource/msg-rule/date-fields': [
        { docType: 'order', field: 'creditDueDate' },
        { docType: 'notice', field: 'expireAt' },
      ],
      '/blade-resource/msg-rule/list': page([rule({}), creditDue]),
      '/blade-resource/msg-rule/detail': creditDue,
      '/blade-resource/msg-rule/submit': creditDue,
      '/blade-system/pageTableSetting/bydetail': null,
      '/blade-system/tableInitializeConfig': null,
    });
    renderWithRouter(<MessageRulePage />);
    const row = (await screen.findByText('Credit due soon')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 days before Credit due date')).toBeTruthy();
    expect(within(row).getByText('In the app and SMS')).toBeTruthy();

    fireEvent.click(await rowAction(row, /Edit/));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Days') as HTMLInputElement).value).toBe('3'));
    expect(within(dialog).queryByLabelText('When')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Days'), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Enter a whole number of days from 0 to 365')).toBeTruthy();
    expect(callsTo(fetch, '/blade-resource/msg-rule/submit')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Days'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(callsTo(fetch, '/blade-resource/msg-rule/submit')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetch, '/blade-resource/msg-rule/submit')[0]?.[1]?.body));
    expect(body).toMatchObject({
      id: '2',
      trigger: 'DATE',
      dateField: 'creditDueDate',
      dateDays: 5,
      dateDirection: 'BEFORE',
      channel: 'IN_APP_AND_SMS',
    });
    expect(body).not.toHaveProperty('action');
  });
});
