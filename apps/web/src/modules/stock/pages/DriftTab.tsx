import { Alert, Button, Card, Descriptions, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { type DriftRun, runDriftCheck, useLastDriftRun } from '../report-api';

type DriftRow = DriftRun['drifts'][number];

/**
 * The invariant check (administrators): when it last ran, by whom (the daily job or a person), what it
 * found; a button runs it now. Any row here means a balance or running figure disagrees with the ledger.
 */
export function DriftTab() {
  const { t } = useTranslation('stock');
  const last = useLastDriftRun();
  const [running, setRunning] = useState(false);
  const run = last.data ?? null;

  async function check() {
    setRunning(true);
    try {
      await runDriftCheck();
      await last.refetch();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setRunning(false);
    }
  }

  return (
    <Card title={t('drift.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Button type="primary" loading={running} onClick={() => void check()}>
          {t('drift.run')}
        </Button>
        {run ? (
          <>
            <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
              <Descriptions.Item label={t('drift.lastRun')}>{String(run.runTime)}</Descriptions.Item>
              <Descriptions.Item label={t('drift.trigger')}>{t(`drift.triggers.${run.trigger}`)}</Descriptions.Item>
              <Descriptions.Item label={t('drift.found')}>{run.driftCount}</Descriptions.Item>
            </Descriptions>
            {run.driftCount === 0 ? (
              <Alert type="success" showIcon title={t('drift.none')} />
            ) : (
              <>
                <Alert type="error" showIcon title={t('drift.some', { count: run.driftCount })} />
                <Table<DriftRow>
                  rowKey="id"
                  size="small"
                  scroll={{ x: 'max-content' }}
                  dataSource={run.drifts}
                  columns={[
                    { key: 'kind', title: t('drift.kind'), render: (_, row) => t(`drift.kinds.${row.kind}`) },
                    { key: 'warehouseId', dataIndex: 'warehouseId', title: t('drift.warehouseId') },
                    { key: 'goodsId', dataIndex: 'goodsId', title: t('drift.goodsId') },
                    { key: 'batchNo', dataIndex: 'batchNo', title: t('report.batch') },
                    { key: 'figure', dataIndex: 'figure', title: t('drift.figure') },
                    { key: 'entryId', dataIndex: 'entryId', title: t('drift.entryId') },
                    { key: 'expected', dataIndex: 'expected', title: t('drift.expected') },
                    { key: 'found', dataIndex: 'found', title: t('drift.foundValue') },
                  ]}
                />
              </>
            )}
          </>
        ) : (
          <Alert type="info" showIcon title={t('drift.never')} />
        )}
      </Space>
    </Card>
  );
}
