import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '../../../components/document/ActionButtons';
import { ReasonDialog } from '../../../components/document/DocumentDetail';
import { usePermission } from '../../../components/Perm';
import { usePermissions } from '../../../lib/session';
import {
  fieldKeys,
  movePlan,
  PLAN_STATE_COLORS,
  PLAN_STATES,
  type PlanSummary,
  planMachine,
  removePlans,
  usePlans,
  visitPlanCodes,
} from '../api';
import { GeneratePlans } from '../GeneratePlans';
import { PlanVisits } from '../PlanVisits';

type Action = keyof typeof planMachine.actions;
type Filter = { planNo_like?: string; state_equal?: string; planDate_ge?: string; planDate_le?: string };

/** /sales/shopVist/plan: salespeople's days of visits, generated from routes, edited, published or proposed. */
export default function PlanPage() {
  const { t } = useTranslation('field');
  const client = useQueryClient();
  const codes = usePermissions((state) => state.codes);
  const mayAdd = usePermission(visitPlanCodes.add);
  const mayEdit = usePermission(visitPlanCodes.edit);
  const mayGenerate = mayAdd || mayEdit;
  const mayDelete = usePermission(visitPlanCodes.delete);
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [generating, setGenerating] = useState(false);
  const [rejecting, setRejecting] = useState<PlanSummary | null>(null);
  const plans = usePlans({ ...filter, ...page });
  const refresh = () => client.invalidateQueries({ queryKey: fieldKeys.all });

  const run = async (action: Action, plan: PlanSummary, remark?: string) => {
    try {
      await movePlan(action, plan, remark);
      await refresh();
    } catch {
      // The http layer shows the server's translated refusal.
    }
  };
  const onAction = (action: Action, plan: PlanSummary) => {
    if (planMachine.actions[action].remarkRequired) setRejecting(plan);
    else void run(action, plan);
  };

  const columns: ColumnsType<PlanSummary> = [
    { key: 'planNo', title: t('plan.planNo'), dataIndex: 'planNo', fixed: 'left' },
    { key: 'planDate', title: t('plan.planDate'), dataIndex: 'planDate' },
    { key: 'route', title: t('plan.route'), render: (_: unknown, row) => row.routeName ?? '—' },
    { key: 'salesperson', title: t('route.salesperson'), render: (_: unknown, row) => row.salespersonName ?? '—' },
    { key: 'visits', title: t('plan.visitCount'), dataIndex: 'visitCount' },
    {
      key: 'state',
      title: t('plan.state'),
      dataIndex: 'state',
      render: (state: PlanSummary['state']) => <Tag color={PLAN_STATE_COLORS[state]}>{t(`plan.states.${state}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('route.actions'),
      render: (_: unknown, row) => (
        <Flex gap="small" wrap>
          <ActionButtons<PlanSummary['state'], Action>
            machine={planMachine}
            state={row.state}
            codes={codes}
            menu="visit_plan"
            label={(action) => t(`plan.actions.${action}`)}
            onAction={(action) => onAction(action, row)}
            hidden={(action) => action === 'start' || action === 'close'}
            danger={['cancel', 'reject']}
          />
          {mayDelete && row.state === 'CANCELLED' ? (
            <Button
              size="small"
              danger
              onClick={async () => {
                await removePlans([row.id]);
                await refresh();
              }}
            >
              {t('route.delete')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  const filtered = (patch: Filter) => {
    setFilter((current) => ({ ...current, ...patch }));
    setPage((current) => ({ ...current, current: 1 }));
  };

  return (
    <Card title={t('plan.title')}>
      <Flex vertical gap="small">
        <Flex gap="small" wrap justify="space-between">
          <Flex gap="small" wrap>
            <Input.Search
              aria-label={t('plan.planNo')}
              placeholder={t('plan.planNo')}
              allowClear
              style={{ maxWidth: 200 }}
              onSearch={(value) => filtered({ planNo_like: value.trim() || undefined })}
            />
            <Select
              aria-label={t('plan.state')}
              placeholder={t('plan.state')}
              allowClear
              style={{ width: 150 }}
              options={PLAN_STATES.map((value) => ({ value, label: t(`plan.states.${value}`) }))}
              onChange={(value?: string) => filtered({ state_equal: value })}
            />
            <Input
              type="date"
              aria-label={t('plan.from')}
              style={{ width: 160 }}
              onChange={(event) => filtered({ planDate_ge: event.target.value || undefined })}
            />
            <Input
              type="date"
              aria-label={t('plan.to')}
              style={{ width: 160 }}
              onChange={(event) => filtered({ planDate_le: event.target.value || undefined })}
            />
          </Flex>
          {mayGenerate ? (
            <Button type="primary" onClick={() => setGenerating(true)}>
              {t('plan.generate')}
            </Button>
          ) : null}
        </Flex>
        <Table
          rowKey="id"
          size="middle"
          loading={plans.isLoading}
          dataSource={plans.data?.records ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          expandable={{ expandedRowRender: (row) => <PlanVisits summary={row} /> }}
          locale={{ emptyText: t('plan.none') }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: plans.data?.total ?? 0,
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      </Flex>
      {generating ? <GeneratePlans onClose={() => setGenerating(false)} /> : null}
      <ReasonDialog
        open={rejecting !== null}
        title={t('plan.rejectTitle')}
        label={t('plan.reason')}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (rejecting) void run('reject', rejecting, reason);
          setRejecting(null);
        }}
      />
    </Card>
  );
}
