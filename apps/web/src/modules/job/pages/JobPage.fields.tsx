import { JOB_STATES, type JobState } from '@smdp/contracts/job';
import { Progress, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { JobRow } from '../api';

const STATE_COLORS: Record<JobState, string> = {
  queued: 'default',
  running: 'processing',
  retrying: 'warning',
  done: 'success',
  failed: 'error',
  cancelled: 'default',
};

export const jobFields = (t: TFunction<'job'>): CrudField<JobRow>[] => [
  { key: 'title', label: t('fields.title'), column: { key: true, width: 200 } },
  { key: 'queue', label: t('fields.queue'), column: { width: 140 } },
  {
    key: 'state',
    label: t('fields.state'),
    options: JOB_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
    search: 'equal',
    column: {
      width: 110,
      render: (value) => <Tag color={STATE_COLORS[value as JobState]}>{t(`states.${value as JobState}`)}</Tag>,
    },
  },
  {
    key: 'progress',
    label: t('fields.progress'),
    column: { width: 140, render: (value) => <Progress percent={Number(value)} size="small" /> },
  },
  { key: 'attempts', label: t('fields.attempts'), column: { width: 90 } },
  { key: 'error', label: t('fields.error'), column: { width: 220 } },
  { key: 'createdBy', label: t('fields.createdBy'), column: { width: 120 } },
  { key: 'createTime', label: t('fields.createTime'), column: { width: 180 } },
  { key: 'endTime', label: t('fields.endTime'), column: { width: 180 } },
];
