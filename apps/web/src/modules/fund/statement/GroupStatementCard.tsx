import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, DatePicker, Form, Input, message, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import {
  levelGroupOptions,
  STATEMENT_FREQUENCIES,
  STATEMENT_GROUPS,
  salespersonGroupOptions,
  saveStatementSchedule,
  scheduleKeys,
  startStatementBatch,
} from './api';
import { ScheduleList } from './ScheduleList';

type Group = (typeof STATEMENT_GROUPS)[number];
type Values = {
  groupBy: Group;
  groupValue?: string;
  period: [Dayjs, Dayjs];
  ageing?: boolean;
  frequency?: (typeof STATEMENT_FREQUENCIES)[number];
};

const lastMonth = (): [Dayjs, Dayjs] => {
  const month = dayjs().subtract(1, 'month');
  return [month.startOf('month'), month.endOf('month')];
};

/**
 * Statements for a group of buyers (all, a customer level, a region or a salesperson): the server renders
 * one PDF per buyer into a ZIP as a job; it appears on the downloads page when done.
 */
export function GroupStatementCard() {
  const { t } = useTranslation('statement');
  const [form] = Form.useForm<Values>();
  const groupBy = Form.useWatch('groupBy', form) ?? 'ALL';
  const [running, setRunning] = useState(false);
  const client = useQueryClient();
  const levels = useQuery({
    queryKey: ['statement', 'group', 'levels'],
    queryFn: levelGroupOptions,
    enabled: groupBy === 'LEVEL',
  });
  const people = useQuery({
    queryKey: ['statement', 'group', 'salespeople'],
    queryFn: salespersonGroupOptions,
    enabled: groupBy === 'SALESPERSON',
  });

  const run = async (values: Values) => {
    setRunning(true);
    try {
      const [start, end] = values.period;
      const started = await startStatementBatch({
        groupBy: values.groupBy,
        ...(values.groupBy === 'ALL' ? {} : { groupValue: values.groupValue }),
        start: start.format('YYYY-MM-DD'),
        end: end.format('YYYY-MM-DD'),
        ageing: values.ageing === true,
      });
      message.success(t('group.queued', { count: started.buyers }));
    } catch (error) {
      if (!(error instanceof ApiError)) message.error(t('failed'));
    } finally {
      setRunning(false);
    }
  };

  /** Schedules the same group weekly or monthly; the period then follows the schedule. */
  const schedule = async () => {
    // Only scheduling needs a frequency: a required rule on it would also stop "Run as a job".
    const values = await form.validateFields(['groupBy', 'groupValue', 'ageing', 'frequency']).catch(() => null);
    if (!values) return;
    if (!values.frequency) {
      form.setFields([{ name: 'frequency', errors: [t('required')] }]);
      return;
    }
    const saved = await saveStatementSchedule({
      frequency: values.frequency,
      groupBy: values.groupBy,
      ...(values.groupBy === 'ALL' ? {} : { groupValue: values.groupValue }),
      ageing: values.ageing === true,
    }).catch(() => null);
    if (!saved) return;
    message.success(t('group.scheduled'));
    await client.invalidateQueries({ queryKey: scheduleKeys.list() });
  };

  const value =
    groupBy === 'REGION' ? (
      <Input maxLength={64} placeholder={t('group.regionHint')} />
    ) : (
      <Select
        showSearch
        optionFilterProp="label"
        loading={groupBy === 'LEVEL' ? levels.isLoading : people.isLoading}
        options={(groupBy === 'LEVEL' ? levels.data : people.data) ?? []}
      />
    );
  return (
    <Card title={t('group.title')} size="small">
      <Form<Values>
        form={form}
        name="groupStatement"
        layout="inline"
        initialValues={{ groupBy: 'ALL', period: lastMonth(), ageing: false }}
        onFinish={(values) => void run(values)}
        style={{ rowGap: 8 }}
      >
        <Form.Item name="groupBy" label={t('group.by')} style={{ minWidth: 200 }}>
          <Select
            aria-label={t('group.by')}
            options={STATEMENT_GROUPS.map((group) => ({ value: group, label: t(`group.groups.${group}`) }))}
            onChange={() => form.setFieldValue('groupValue', undefined)}
          />
        </Form.Item>
        {groupBy === 'ALL' ? null : (
          <Form.Item
            name="groupValue"
            label={t(`group.groups.${groupBy}`)}
            rules={[{ required: true, message: t('required') }]}
            style={{ minWidth: 220, flex: '1 1 220px' }}
          >
            {value}
          </Form.Item>
        )}
        <Form.Item
          name="period"
          label={t('period')}
          rules={[{ required: true, message: t('required') }]}
          style={{ minWidth: 260, flex: '1 1 260px' }}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item name="ageing" valuePropName="checked">
          <Checkbox>{t('withAgeing')}</Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={running}>
            {t('group.run')}
          </Button>
        </Form.Item>
        <Form.Item name="frequency" label={t('group.frequency')} style={{ minWidth: 200 }}>
          <Select
            aria-label={t('group.frequency')}
            options={STATEMENT_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`group.frequencies.${frequency}`),
            }))}
          />
        </Form.Item>
        <Form.Item>
          <Button onClick={() => void schedule()}>{t('group.schedule')}</Button>
        </Form.Item>
      </Form>
      <ScheduleList />
    </Card>
  );
}
