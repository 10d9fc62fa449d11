import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/Perm';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import {
  createSettlements,
  movePolicy,
  moveSettlement,
  type RebateAccrual,
  type RebateLot,
  type RebatePolicy,
  type RebateSettlement,
  rebateCodes,
  rebateKeys,
  recomputePolicy,
  useAccruals,
  useLots,
  usePolicies,
  useRebateProgress,
  useSettlements,
} from '../api';
import { PolicyForm } from '../PolicyForm';
import { type RebateDocument, RebateHistory } from '../RebateHistory';
import { TierProgress } from '../TierProgress';

const STATE_COLORS: Record<string, string> = {
  DRAFT: 'default',
  ACTIVE: 'green',
  CLOSED: 'gray',
  APPROVED: 'blue',
  POSTED: 'green',
  CANCELLED: 'red',
};
const SOON_DAYS = 30;

/**
 * /finance/rebate: policies (list, form with tiers, activate, close, recompute), accruals with the tier
 * progress, settlements (create from a period, approve, post, cancel) and rebate lots with their expiry.
 * A distributor sees its own accruals, settlements and lots, and its own policies for its sub-customers.
 */
export default function RebatePage() {
  const { t } = useTranslation('rebate');
  const customer = useSession((state) => state.user?.user_info.customerCode ?? null);
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'policies', label: t('tabs.policies'), children: <PoliciesTab /> },
        { key: 'accruals', label: t('tabs.accruals'), children: <AccrualsTab own={Boolean(customer)} /> },
        { key: 'settlements', label: t('tabs.settlements'), children: <SettlementsTab /> },
        { key: 'lots', label: t('tabs.lots'), children: <LotsTab /> },
      ]}
    />
  );
}

function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: rebateKeys.all });
}

function PoliciesTab() {
  const { t } = useTranslation('rebate');
  const [page, setPage] = useState(1);
  const policies = usePolicies(page);
  const refresh = useRefresh();
  const canWrite = usePermission(rebateCodes.add);
  const [editing, setEditing] = useState<RebatePolicy | 'new' | null>(null);
  const [history, setHistory] = useState<RebateDocument | null>(null);
  const act = async (action: () => Promise<unknown>) => {
    await action();
    refresh();
  };
  return (
    <>
      {canWrite ? (
        <Button type="primary" onClick={() => setEditing('new')} style={{ marginBottom: 12 }}>
          {t('policy.new')}
        </Button>
      ) : null}
      <Table<RebatePolicy>
        rowKey="id"
        size="small"
        loading={policies.isLoading}
        dataSource={policies.data?.records ?? []}
        pagination={{ current: page, total: policies.data?.total ?? 0, onChange: setPage }}
        columns={[
          { key: 'name', title: t('fields.name'), dataIndex: 'name' },
          {
            key: 'state',
            title: t('fields.state'),
            dataIndex: 'state',
            render: (state: string) => <Tag color={STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>,
          },
          { key: 'period', title: t('fields.period'), render: (_, row) => t(`periods.${row.period}`) },
          { key: 'dates', title: t('fields.dates'), render: (_, row) => `${row.dateFrom} – ${row.dateTo}` },
          { key: 'mode', title: t('fields.calcMode'), render: (_, row) => t(`modes.${row.calcMode}`) },
          {
            key: 'tiers',
            title: t('fields.tiers'),
            render: (_, row) =>
              row.tiers
                .map((tier) => `≥${tier.from}: ${tier.perUnit ? `${tier.perUnit}/u` : `${Number(tier.rate) * 100}%`}`)
                .join(' · '),
          },
          { key: 'ratio', title: t('fields.maxUseRatio'), render: (_, row) => `${Number(row.maxUseRatio) * 100}%` },
          {
            key: 'actions',
            title: t('actions'),
            render: (_, row) => (
              <Space size="small" wrap>
                {canWrite && row.actions.length > 0 ? (
                  <Button size="small" onClick={() => setEditing(row)}>
                    {t('policy.edit')}
                  </Button>
                ) : null}
                {row.actions.includes('activate') ? (
                  <Button size="small" type="primary" onClick={() => act(() => movePolicy('activate', row))}>
                    {t('policy.activate')}
                  </Button>
                ) : null}
                {row.actions.includes('close') ? (
                  <Button size="small" danger onClick={() => act(() => movePolicy('close', row))}>
                    {t('policy.close')}
                  </Button>
                ) : null}
                {canWrite && row.state !== 'DRAFT' ? (
                  <Button size="small" onClick={() => act(() => recomputePolicy(row))}>
                    {t('policy.recompute')}
                  </Button>
                ) : null}
                <Button size="small" onClick={() => setHistory({ kind: 'policy', id: row.id, name: row.name })}>
                  {t('history.open')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <Modal open width={760} footer={null} title={t('form.title')} onCancel={() => setEditing(null)} destroyOnHidden>
          <PolicyForm
            policy={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
          />
        </Modal>
      ) : null}
      <RebateHistory document={history} onClose={() => setHistory(null)} />
    </>
  );
}

function AccrualsTab({ own }: { own: boolean }) {
  const { t } = useTranslation('rebate');
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState('');
  const accruals = useAccruals(page, period);
  const progress = useRebateProgress(null, own);
  const tier = (value: number | null) => (value === null ? '—' : t('progress.tier', { n: value + 1 }));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {own ? <TierProgress progress={progress.data ?? []} /> : null}
      <Input.Search
        allowClear
        placeholder={t('fields.periodKey')}
        aria-label={t('fields.periodKey')}
        style={{ width: 220 }}
        onSearch={(value) => {
          setPage(1);
          setPeriod(value.trim());
        }}
      />
      <Table<RebateAccrual>
        rowKey={(row) => `${row.policyId}-${row.partyId}-${row.period}`}
        size="small"
        loading={accruals.isLoading}
        dataSource={accruals.data?.records ?? []}
        pagination={{ current: page, total: accruals.data?.total ?? 0, onChange: setPage }}
        columns={[
          { key: 'policy', title: t('fields.policy'), dataIndex: 'policyName' },
          { key: 'party', title: t('fields.party'), dataIndex: 'partyName' },
          { key: 'period', title: t('fields.periodKey'), dataIndex: 'period' },
          {
            key: 'basis',
            title: t('fields.basisValue'),
            render: (_, row) => (row.basis === 'AMOUNT' ? formatMoney(row.basisValue) : row.basisValue),
          },
          { key: 'tier', title: t('fields.tierReached'), render: (_, row) => tier(row.tierReached) },
          { key: 'accrued', title: t('fields.accrued'), render: (_, row) => formatMoney(row.accruedAmount) },
          { key: 'settled', title: t('fields.settled'), render: (_, row) => formatMoney(row.settledAmount) },
          {
            key: 'gap',
            title: t('fields.nextTierGap'),
            render: (_, row) =>
              row.nextTierGap === null ? '—' : row.basis === 'AMOUNT' ? formatMoney(row.nextTierGap) : row.nextTierGap,
          },
        ]}
      />
    </Space>
  );
}

function SettlementsTab() {
  const { t } = useTranslation('rebate');
  const [page, setPage] = useState(1);
  const settlements = useSettlements(page);
  const refresh = useRefresh();
  const canWrite = usePermission(rebateCodes.add);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<RebateSettlement | null>(null);
  const [history, setHistory] = useState<RebateDocument | null>(null);
  const act = async (action: () => Promise<unknown>) => {
    await action();
    refresh();
  };
  return (
    <>
      {canWrite ? (
        <Button type="primary" onClick={() => setCreating(true)} style={{ marginBottom: 12 }}>
          {t('settlement.create')}
        </Button>
      ) : null}
      <Table<RebateSettlement>
        rowKey="id"
        size="small"
        loading={settlements.isLoading}
        dataSource={settlements.data?.records ?? []}
        pagination={{ current: page, total: settlements.data?.total ?? 0, onChange: setPage }}
        expandable={{
          expandedRowRender: (row) => (
            <Table
              rowKey={(line) => `${line.kind}-${line.period}`}
              size="small"
              pagination={false}
              dataSource={row.lines}
              columns={[
                { key: 'period', title: t('fields.periodKey'), dataIndex: 'period' },
                { key: 'kind', title: t('fields.lineKind'), render: (_, line) => t(`lineKinds.${line.kind}`) },
                { key: 'basis', title: t('fields.basisValue'), dataIndex: 'basisValue' },
                { key: 'amount', title: t('fields.amount'), render: (_, line) => formatMoney(line.amount) },
              ]}
            />
          ),
        }}
        columns={[
          { key: 'no', title: t('fields.settlementNo'), dataIndex: 'settlementNo' },
          {
            key: 'state',
            title: t('fields.state'),
            dataIndex: 'state',
            render: (state: string) => <Tag color={STATE_COLORS[state]}>{t(`states.${state}`)}</Tag>,
          },
          { key: 'policy', title: t('fields.policy'), dataIndex: 'policyName' },
          { key: 'party', title: t('fields.party'), dataIndex: 'partyName' },
          { key: 'period', title: t('fields.periodKey'), dataIndex: 'period' },
          { key: 'amount', title: t('fields.amount'), render: (_, row) => formatMoney(row.amount) },
          { key: 'settleTo', title: t('fields.settleTo'), render: (_, row) => t(`settleTo.${row.settleTo}`) },
          { key: 'expiry', title: t('fields.expiryDate'), render: (_, row) => row.expiryDate ?? '—' },
          {
            key: 'actions',
            title: t('actions'),
            render: (_, row) => (
              <Space size="small">
                {row.actions.includes('approve') ? (
                  <Button size="small" onClick={() => act(() => moveSettlement('approve', row))}>
                    {t('settlement.approve')}
                  </Button>
                ) : null}
                {row.actions.includes('post') ? (
                  <Button size="small" type="primary" onClick={() => act(() => moveSettlement('post', row))}>
                    {t('settlement.post')}
                  </Button>
                ) : null}
                {row.actions.includes('cancel') ? (
                  <Button size="small" danger onClick={() => setCancelling(row)}>
                    {t('settlement.cancel')}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  onClick={() => setHistory({ kind: 'settlement', id: row.id, name: row.settlementNo })}
                >
                  {t('history.open')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {creating ? <CreateSettlements onClose={() => setCreating(false)} onDone={refresh} /> : null}
      {cancelling ? (
        <CancelSettlement
          settlement={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            refresh();
          }}
        />
      ) : null}
      <RebateHistory document={history} onClose={() => setHistory(null)} />
    </>
  );
}

function CreateSettlements({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('rebate');
  const policies = usePolicies(1);
  const [form] = Form.useForm<{ policyId: string; period: string }>();
  const submit = async (values: { policyId: string; period: string }) => {
    await createSettlements(values);
    onDone();
    onClose();
  };
  return (
    <Modal open title={t('settlement.create')} onCancel={onClose} onOk={() => form.submit()} okText={t('form.save')}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="policyId" label={t('fields.policy')} rules={[{ required: true }]}>
          <Select
            options={(policies.data?.records ?? [])
              .filter((policy) => policy.state !== 'DRAFT')
              .map((policy) => ({ value: policy.id, label: policy.name }))}
          />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('fields.periodKey')}
          extra={t('settlement.periodHint')}
          rules={[{ required: true, max: 10 }]}
        >
          <Input placeholder="2026-11" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CancelSettlement({
  settlement,
  onClose,
  onDone,
}: {
  settlement: RebateSettlement;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('rebate');
  const [remark, setRemark] = useState('');
  return (
    <Modal
      open
      title={t('settlement.cancel')}
      onCancel={onClose}
      okButtonProps={{ disabled: !remark.trim(), danger: true }}
      onOk={async () => {
        await moveSettlement('cancel', settlement, remark.trim());
        onDone();
      }}
    >
      <Input.TextArea
        aria-label={t('settlement.reason')}
        placeholder={t('settlement.reason')}
        value={remark}
        maxLength={500}
        onChange={(event) => setRemark(event.target.value)}
      />
    </Modal>
  );
}

function LotsTab() {
  const { t } = useTranslation('rebate');
  const [page, setPage] = useState(1);
  const lots = useLots(page);
  const soon = new Date(Date.now() + SOON_DAYS * 86_400_000).toISOString().slice(0, 10);
  return (
    <Table<RebateLot>
      rowKey="id"
      size="small"
      loading={lots.isLoading}
      dataSource={lots.data?.records ?? []}
      pagination={{ current: page, total: lots.data?.total ?? 0, onChange: setPage }}
      columns={[
        { key: 'holder', title: t('fields.party'), dataIndex: 'holderName' },
        { key: 'settlement', title: t('fields.settlementNo'), dataIndex: 'settlementNo' },
        { key: 'amount', title: t('fields.amount'), render: (_, row) => formatMoney(row.amount) },
        { key: 'remaining', title: t('fields.remaining'), render: (_, row) => formatMoney(row.remaining) },
        {
          key: 'expiry',
          title: t('fields.expiryDate'),
          render: (_, row) => (
            <Space size="small">
              <span>{row.expiryDate}</span>
              {row.expired ? (
                <Tag color="red">{t('lot.expired')}</Tag>
              ) : row.expiryDate <= soon && Number(row.remaining) > 0 ? (
                <Tag color="orange">{t('lot.soon')}</Tag>
              ) : null}
              {Number(row.writtenOff) > 0 ? (
                <Tag>{t('lot.writtenOff', { amount: formatMoney(row.writtenOff) })}</Tag>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
}
