import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, message, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/Perm';
import {
  fieldKeys,
  type Plan,
  type PlanSummary,
  planDetail,
  type StopDraft,
  savePlanVisits,
  useStores,
  visitPlanCodes,
} from './api';
import { StopsEditor } from './StopsEditor';

const time = (at: string | null) =>
  at ? new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '—';

/** A plan's visits in order: read-only, or re-ordered, added and removed while the plan is a DRAFT. */
export function PlanVisits({ summary }: { summary: PlanSummary }) {
  const { t } = useTranslation('field');
  const client = useQueryClient();
  const plan = useQuery({
    queryKey: [...fieldKeys.all, 'plan', summary.id, summary.version],
    queryFn: () => planDetail(summary.id),
  });
  const mayAdd = usePermission(visitPlanCodes.add);
  const mayChange = usePermission(visitPlanCodes.edit);
  const mayEdit = mayAdd || mayChange;
  const editable = mayEdit && summary.state === 'DRAFT';
  const stores = useStores(summary.ownerPartyId, editable);
  const [draft, setDraft] = useState<StopDraft[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!plan.data) return <Skeleton active />;
  const stops =
    draft ??
    plan.data.visits.map((visit) => ({
      storePartyId: visit.storePartyId,
      plannedMinutes: Math.max(
        1,
        Math.round((Date.parse(String(visit.plannedEnd)) - Date.parse(String(visit.plannedStart))) / 60_000) || 15,
      ),
      locked: false,
      label: `${visit.storeCode ?? ''} ${visit.storeName ?? ''}`.trim(),
    }));

  const save = async (current: Plan) => {
    setBusy(true);
    try {
      await savePlanVisits(current, stops);
      setDraft(null);
      message.success(t('plan.saved'));
      await client.invalidateQueries({ queryKey: fieldKeys.all });
    } catch {
      // The http layer shows the server's translated refusal.
    } finally {
      setBusy(false);
    }
  };

  if (editable) {
    return (
      <Flex vertical gap="small">
        <StopsEditor stops={stops} onChange={setDraft} stores={stores.data ?? []} lockable={false} />
        <Flex justify="end">
          <Button type="primary" size="small" loading={busy} disabled={!draft} onClick={() => save(plan.data)}>
            {t('plan.saveVisits')}
          </Button>
        </Flex>
      </Flex>
    );
  }
  const columns: ColumnsType<Plan['visits'][number]> = [
    { key: 'seq', title: t('route.seq'), dataIndex: 'seq', width: 60 },
    { key: 'visitNo', title: t('plan.visitNo'), dataIndex: 'visitNo' },
    {
      key: 'store',
      title: t('route.store'),
      render: (_: unknown, row) => `${row.storeCode ?? ''} ${row.storeName ?? ''}`,
    },
    {
      key: 'time',
      title: t('plan.plannedTime'),
      render: (_: unknown, row) => `${time(row.plannedStart)} – ${time(row.plannedEnd)}`,
    },
    {
      key: 'state',
      title: t('plan.state'),
      dataIndex: 'state',
      render: (state: string) => <Tag>{t(`plan.visitStates.${state}`)}</Tag>,
    },
  ];
  return <Table rowKey="id" size="small" pagination={false} dataSource={plan.data.visits} columns={columns} />;
}
