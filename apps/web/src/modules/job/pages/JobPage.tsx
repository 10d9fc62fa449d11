import { jobCodes } from '@smdp/contracts/job';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { cancelJob, JOB_API, type JobRow, retryJob } from '../api';
import { jobFields } from './JobPage.fields';

/** /monitor/job: the tenant's background jobs (exports, schedules) with their progress, last error, retry and cancel. */
export default function JobPage() {
  const { t } = useTranslation('job');
  const config: CrudConfig<JobRow> = {
    code: 'job',
    title: t('jobs.title'),
    entity: t('jobs.entity'),
    api: { list: `${JOB_API}/list` },
    fields: jobFields(t),
    rowActions: [
      {
        key: 'retry',
        label: t('jobs.retry'),
        permission: jobCodes.edit,
        visible: (row) => row.state === 'failed' || row.state === 'cancelled',
        run: async (row, { refresh }) => {
          await retryJob(row.id);
          refresh();
        },
      },
      {
        key: 'cancel',
        label: t('jobs.cancel'),
        permission: jobCodes.edit,
        danger: true,
        confirm: t('jobs.cancelConfirm'),
        visible: (row) => row.state === 'queued' || row.state === 'running' || row.state === 'retrying',
        run: async (row, { refresh }) => {
          await cancelJob(row.id);
          refresh();
        },
      },
    ],
  };
  return <CrudPage config={config} />;
}
