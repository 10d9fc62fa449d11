import { Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPdf } from '../../../lib/child-window';
import { formatMoney } from '../../../lib/money';
import type { Line } from '../reconciliation/api';
import { lineColumns } from '../reconciliation/ReconciliationView';
import { AGEING_BUCKETS, downloadStatementExcel, type Statement, type StatementAsk, statementPdfLink } from './api';

/**
 * One statement: both parties and the period, opening, the lines with their running balance, totals,
 * closing, the ageing if asked; PDF (on the standalone pdf page) and Excel for those who may export.
 */
export function StatementView({
  statement,
  ask,
  mayExport,
}: {
  statement: Statement;
  ask: StatementAsk;
  mayExport: boolean;
}) {
  const { t } = useTranslation('statement');
  const { t: lines } = useTranslation('reconciliation');
  const [busy, setBusy] = useState<'pdf' | 'excel' | null>(null);
  const party = (face: Statement['debtor']) => `${face.code} ${face.name}`;

  const run = async (what: 'pdf' | 'excel') => {
    setBusy(what);
    try {
      if (what === 'pdf') openPdf((await statementPdfLink(ask)).url);
      else await downloadStatementExcel(ask, statement.debtor.code);
    } catch {
      // refused: the http layer showed the server's translated reason
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      size="small"
      title={t('statementOf', { name: party(statement.debtor) })}
      extra={
        mayExport ? (
          <Space wrap>
            <Button loading={busy === 'pdf'} onClick={() => void run('pdf')}>
              {t('pdf')}
            </Button>
            <Button loading={busy === 'excel'} onClick={() => void run('excel')}>
              {t('excel')}
            </Button>
          </Space>
        ) : null
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={t('creditor')}>{party(statement.creditor)}</Descriptions.Item>
          <Descriptions.Item label={t('debtor')}>{party(statement.debtor)}</Descriptions.Item>
          <Descriptions.Item label={t('period')}>{`${statement.start} – ${statement.end}`}</Descriptions.Item>
          <Descriptions.Item label={t('opening')}>{formatMoney(statement.opening)}</Descriptions.Item>
          <Descriptions.Item label={t('totalDebit')}>
            <span data-testid="statement-debits">{formatMoney(statement.totalDebit)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('totalCredit')}>{formatMoney(statement.totalCredit)}</Descriptions.Item>
          <Descriptions.Item label={t('closing')}>
            <Typography.Text strong data-testid="statement-closing">
              {formatMoney(statement.closing)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">{t('balanceNote')}</Typography.Text>
        <Table<Line>
          size="small"
          rowKey="entryId"
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          dataSource={statement.lines}
          columns={lineColumns<Line>(lines)}
          locale={{ emptyText: t('noLines') }}
        />
        {statement.ageing ? (
          <Table
            size="small"
            rowKey="key"
            title={() => t('ageingTitle', { date: statement.end })}
            scroll={{ x: 'max-content' }}
            pagination={false}
            dataSource={[{ key: 'ageing', ...statement.ageing }]}
            columns={[...AGEING_BUCKETS, 'total' as const].map((bucket) => ({
              key: bucket,
              dataIndex: bucket,
              title: t(`buckets.${bucket}`),
              align: 'right' as const,
              render: (value: string) => formatMoney(value),
            }))}
          />
        ) : null}
      </Space>
    </Card>
  );
}
