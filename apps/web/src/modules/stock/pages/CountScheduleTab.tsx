import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Modal, message, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/Perm';
import {
  type CountSchedule,
  MAX_FREQUENCY_DAYS,
  saveCountSchedule,
  settingKeys,
  stockCheckCodes,
  stockSettingCodes,
  useCountSchedules,
} from '../setting-api';

/**
 * The cycle-count tab: each warehouse the caller sees, how many days apart it is counted (empty: never by
 * schedule), when it was last counted and when the daily job plans its next count.
 */
export function CountScheduleTab() {
  const { t } = useTranslation('stockSetting');
  const schedules = useCountSchedules();
  const settingEditor = usePermission(stockSettingCodes.edit);
  const checkEditor = usePermission(stockCheckCodes.edit);
  const mayEdit = settingEditor || checkEditor;
  const [editing, setEditing] = useState<CountSchedule | null>(null);

  const columns: ColumnsType<CountSchedule> = [
    { key: 'code', title: t('warehouseCode'), dataIndex: 'warehouseCode', fixed: 'left', width: 140 },
    { key: 'name', title: t('warehouseName'), dataIndex: 'warehouseName' },
    {
      key: 'frequency',
      title: t('frequencyDays'),
      dataIndex: 'frequencyDays',
      width: 160,
      render: (days: number | null) => (days ? t('everyDays', { count: days }) : <Tag>{t('noCycleCount')}</Tag>),
    },
    { key: 'last', title: t('lastCountDate'), dataIndex: 'lastCountDate', width: 140, render: dateOrDash },
    {
      key: 'next',
      title: t('nextCountDate'),
      width: 140,
      render: (_: unknown, row) => (row.frequencyDays ? (row.nextCountDate ?? t('dueNow')) : '—'),
    },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: t('actions'),
            width: 100,
            render: (_: unknown, row: CountSchedule) => (
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('countsTitle')}>
      <Table
        rowKey="warehouseId"
        size="middle"
        loading={schedules.isLoading}
        dataSource={schedules.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('noWarehouses') }}
      />
      {editing ? <FrequencyDialog schedule={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

const dateOrDash = (value: string | null) => value ?? '—';

/** How often one warehouse is counted: a whole number of days, or empty for none. */
function FrequencyDialog({ schedule, onClose }: { schedule: CountSchedule; onClose: () => void }) {
  const { t } = useTranslation('stockSetting');
  const client = useQueryClient();
  const [form] = Form.useForm<{ frequencyDays: number | null }>();
  const [saving, setSaving] = useState(false);

  async function save() {
    const { frequencyDays } = await form.validateFields();
    setSaving(true);
    try {
      await saveCountSchedule(schedule.warehouseId, frequencyDays ?? null);
      message.success(t('crud:updated'));
      await client.invalidateQueries({ queryKey: settingKeys.schedules() });
      onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('frequencyTitle', { warehouse: `${schedule.warehouseCode} ${schedule.warehouseName}` })}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ frequencyDays: schedule.frequencyDays }}>
        <Form.Item
          name="frequencyDays"
          label={t('frequencyDays')}
          extra={t('frequencyHint')}
          rules={[
            {
              validator: async (_rule, value: number | null | undefined) => {
                if (value === null || value === undefined) return;
                if (!Number.isInteger(value) || value < 1 || value > MAX_FREQUENCY_DAYS) {
                  throw new Error(t('frequencyInvalid', { max: MAX_FREQUENCY_DAYS }));
                }
              },
            },
          ]}
        >
          <InputNumber min={1} max={MAX_FREQUENCY_DAYS} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
