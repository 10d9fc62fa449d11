import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Change } from '../api';

/** A stored value as a person reads it: text as is, nothing as an em dash, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** `postName: Old → New; sort: 1 → 2`, for the list cell and the spreadsheet. */
export function changeSummary(changes: Record<string, Change>): string {
  return Object.entries(changes)
    .map(([field, { from, to }]) => `${field}: ${showValue(from)} → ${showValue(to)}`)
    .join('; ');
}

/** One row per changed field: the value before and after, the removed value struck through. */
export function AuditChanges({ changes }: { changes: Record<string, Change> }) {
  const { t } = useTranslation('records');
  const rows = Object.entries(changes).map(([field, change]) => ({ field, ...change }));
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: t('audit.noChanges') }}
      columns={[
        { key: 'field', dataIndex: 'field', title: t('audit.field'), width: 160 },
        {
          key: 'from',
          dataIndex: 'from',
          title: t('audit.before'),
          render: (value: unknown) => (
            <Typography.Text delete={value !== null && value !== undefined} type="danger">
              {showValue(value)}
            </Typography.Text>
          ),
        },
        {
          key: 'to',
          dataIndex: 'to',
          title: t('audit.after'),
          render: (value: unknown) => <Typography.Text type="success">{showValue(value)}</Typography.Text>,
        },
      ]}
    />
  );
}
