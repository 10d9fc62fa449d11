import { Button, Card, Input, Modal, Segmented, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Perm } from '../../../components/Perm';
import {
  cancelVisit,
  MISSED_REASONS,
  recordMissedReason,
  useVisits,
  VISIT_STATE_COLORS,
  VISIT_STATES,
  type Visit,
  visitCodes,
} from '../visit/api';
import { VisitRun } from '../visit/VisitRun';

/**
 * Store visits (/sales/shopVist/visit): the salesperson's day on the phone (`?view=run`, the default on a
 * narrow screen) and the list of every visit the caller sees, with cancel and missed reasons.
 */
export default function VisitPage() {
  const { t } = useTranslation('field');
  const [params, setParams] = useSearchParams();
  const narrow = typeof window !== 'undefined' && window.innerWidth < 768;
  const view = params.get('view') ?? (narrow ? 'run' : 'list');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={view}
        onChange={(value) => setParams({ view: String(value) })}
        options={[
          { value: 'run', label: t('visit.myDay') },
          { value: 'list', label: t('visit.allVisits') },
        ]}
      />
      {view === 'run' ? <VisitRun /> : <VisitList />}
    </Space>
  );
}

function VisitList() {
  const { t } = useTranslation('field');
  const [query, setQuery] = useState<{
    current: number;
    size: number;
    state_equal?: Visit['state'];
    visitDate_equal?: string;
  }>({
    current: 1,
    size: 20,
  });
  const visits = useVisits(query);
  const [acting, setActing] = useState<{ visit: Visit; move: 'cancel' | 'missed' } | null>(null);
  const columns: ColumnsType<Visit> = [
    { title: t('visit.columns.visitNo'), dataIndex: 'visitNo' },
    { title: t('visit.columns.date'), dataIndex: 'visitDate' },
    { title: t('visit.columns.salesperson'), dataIndex: 'salespersonName' },
    { title: t('visit.columns.store'), render: (_, row) => `${row.storeCode} ${row.storeName}` },
    {
      title: t('visit.columns.state'),
      render: (_, row) => <Tag color={VISIT_STATE_COLORS[row.state]}>{t(`visit.states.${row.state}`)}</Tag>,
    },
    {
      title: t('visit.columns.checkin'),
      render: (_, row) =>
        row.checkinMode
          ? `${t(`visit.modes.${row.checkinMode}`)}${row.checkinDistanceM === null ? '' : ` ${Math.round(row.checkinDistanceM)} m`}`
          : '',
    },
    { title: t('visit.columns.outcome'), render: (_, row) => (row.outcome ? t(`visit.outcomes.${row.outcome}`) : '') },
    {
      title: t('visit.columns.reason'),
      render: (_, row) =>
        row.forcedReason ??
        (row.noOrderReason ? t(`visit.noOrderReasons.${row.noOrderReason}`) : null) ??
        (row.missedReason && row.state === 'MISSED' ? t(`visit.missedReasons.${row.missedReason}`) : row.missedReason),
    },
    { title: t('visit.columns.misses'), dataIndex: 'missCount' },
    {
      title: t('visit.columns.time'),
      render: (_, row) =>
        row.actualStart && row.actualEnd
          ? `${dayjs(row.actualEnd).diff(dayjs(row.actualStart), 'minute')} min${row.shortVisit ? ` (${t('visit.short')})` : ''}`
          : '',
    },
    {
      title: t('visit.columns.actions'),
      render: (_, row) => (
        <Space>
          {row.state === 'PLANNED' && (
            <Perm code={visitCodes.edit}>
              <Button size="small" onClick={() => setActing({ visit: row, move: 'cancel' })}>
                {t('visit.cancel')}
              </Button>
            </Perm>
          )}
          {row.state === 'MISSED' && (
            <Button size="small" onClick={() => setActing({ visit: row, move: 'missed' })}>
              {t('visit.missedReason')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          aria-label={t('visit.columns.state')}
          placeholder={t('visit.columns.state')}
          style={{ width: 160 }}
          options={VISIT_STATES.map((value) => ({ value, label: t(`visit.states.${value}`) }))}
          onChange={(value?: Visit['state']) => setQuery({ ...query, current: 1, state_equal: value })}
        />
        <Input
          type="date"
          aria-label={t('visit.columns.date')}
          onChange={(event) => setQuery({ ...query, current: 1, visitDate_equal: event.target.value || undefined })}
        />
      </Space>
      <Table
        rowKey="id"
        size="small"
        loading={visits.isFetching}
        dataSource={visits.data?.records ?? []}
        columns={columns}
        scroll={{ x: true }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: visits.data?.total ?? 0,
          onChange: (current, size) => setQuery({ ...query, current, size }),
        }}
      />
      {acting && (
        <ReasonDialog
          {...acting}
          onClose={() => {
            setActing(null);
            void visits.refetch();
          }}
        />
      )}
    </Card>
  );
}

function ReasonDialog({ visit, move, onClose }: { visit: Visit; move: 'cancel' | 'missed'; onClose: () => void }) {
  const { t } = useTranslation('field');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={move === 'cancel' ? t('visit.cancel') : t('visit.missedReason')}
      okButtonProps={{ disabled: !reason.trim(), loading: busy }}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await (move === 'cancel' ? cancelVisit : recordMissedReason)(visit.id, visit.version, reason);
          onClose();
        } finally {
          setBusy(false);
        }
      }}
    >
      {move === 'cancel' ? (
        <Input aria-label={t('visit.reason')} value={reason} onChange={(event) => setReason(event.target.value)} />
      ) : (
        <Select
          aria-label={t('visit.reason')}
          style={{ width: '100%' }}
          value={reason || undefined}
          onChange={setReason}
          options={MISSED_REASONS.map((value) => ({ value, label: t(`visit.missedReasons.${value}`) }))}
        />
      )}
    </Modal>
  );
}
