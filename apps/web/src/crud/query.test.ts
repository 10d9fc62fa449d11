import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { searchQuery, searchValuesFromUrl, sortQuery } from './query';
import type { CrudField } from './types';

const fields: CrudField<unknown>[] = [
  { key: 'account', label: 'Account', search: 'like' },
  { key: 'status', label: 'Status', search: 'equal', options: [] },
  { key: 'enabled', label: 'Enabled', kind: 'switch', search: 'equal' },
  { key: 'createTime', label: 'Created', search: 'range' },
  { key: 'remark', label: 'Remark' },
];

describe('searchQuery', () => {
  it('writes the list dialect: _like, _equal, and a date range as _datege/_datelt', () => {
    const from = dayjs('2026-01-02 03:04:05');
    const to = dayjs('2026-02-01 00:00:00');
    expect(
      searchQuery(fields, { account: 'ab', status: 1, enabled: true, createTime: [from, to], remark: 'x' }),
    ).toEqual({
      account_like: 'ab',
      status_equal: '1',
      enabled_equal: 1,
      createTime_datege: '2026-01-02 03:04:05',
      createTime_datelt: '2026-02-01 00:00:00',
    });
  });

  it('leaves out empty values and a half-open range keeps its one end', () => {
    expect(
      searchQuery(fields, { account: '', status: null, createTime: [dayjs('2026-01-01 00:00:00'), null] }),
    ).toEqual({
      createTime_datege: '2026-01-01 00:00:00',
    });
  });
});

describe('sortQuery', () => {
  it('sorts by ascs or descs, or not at all', () => {
    expect(sortQuery({ key: 'account', order: 'ascend' })).toEqual({ ascs: 'account' });
    expect(sortQuery({ key: 'account', order: 'descend' })).toEqual({ descs: 'account' });
    expect(sortQuery(null)).toEqual({});
  });
});

describe('searchValuesFromUrl', () => {
  it("reads a link's search into the form and back into the same list call", () => {
    const values = searchValuesFromUrl(
      fields,
      '?status=SUBMITTED&account=%20ab%20&remark=x&tab=2&createTime_datege=2026-11-01%2000:00:00',
    );
    expect(Object.keys(values).sort()).toEqual(['account', 'createTime', 'status']);
    expect(searchQuery(fields, values)).toEqual({
      account_like: 'ab',
      status_equal: 'SUBMITTED',
      createTime_datege: '2026-11-01 00:00:00',
    });
  });

  it('ignores empty values and dates it cannot read', () => {
    expect(searchValuesFromUrl(fields, '?status=&createTime_datege=soon')).toEqual({});
    expect(searchValuesFromUrl(fields, '')).toEqual({});
  });
});
