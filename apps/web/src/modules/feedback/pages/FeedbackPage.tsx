import { Drawer, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { get } from '../../../lib/http';
import { FEEDBACK_API, FEEDBACK_CATEGORIES, FEEDBACK_STATES, type Feedback, feedbackCodes } from '../api';
import { FeedbackThread } from './FeedbackThread';
import { WriteFeedbackDialog } from './WriteFeedbackDialog';

type Row = CrudRow & Feedback;

/** /resource/feedback (domain.md §10): customers write feedback; the company answers and resolves it. */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const [open, setOpen] = useState<{ feedback: Feedback; refresh: () => void } | null>(null);
  // The list's refresh, kept while the writing dialog is open (feedback carries files, which the generic form has not).
  const [writing, setWriting] = useState<(() => void) | null>(null);
  const config = useMemo(
    (): CrudConfig<Row> => ({
      code: 'feedback',
      title: t('title'),
      entity: t('entity'),
      api: { list: `${FEEDBACK_API}/list` },
      fields: [
        {
          key: 'title',
          label: t('subject'),
          search: 'like',
          column: { key: true, width: 240 },
          form: false,
        },
        {
          key: 'category',
          label: t('category'),
          kind: 'select',
          search: 'equal',
          options: FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          column: { width: 120 },
          form: false,
        },
        {
          key: 'state',
          label: t('state'),
          kind: 'select',
          search: 'equal',
          options: FEEDBACK_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          column: { width: 110, render: (_, row) => <Tag>{t(`states.${row.state}`)}</Tag> },
          form: false,
        },
        { key: 'partyName', label: t('party'), column: { width: 180 }, form: false },
        { key: 'assigneeName', label: t('assignee'), column: { width: 120 }, form: false },
        { key: 'rating', label: t('rating'), column: { width: 90 }, form: false },
        { key: 'updateTime', label: t('updateTime'), column: { width: 170 }, form: false },
      ],
      canEdit: () => false,
      toolbarActions: [
        {
          key: 'write',
          label: t('write'),
          permission: feedbackCodes.add,
          run: (context) => setWriting(() => context.refresh),
        },
      ],
      rowActions: [
        {
          key: 'open',
          label: t('open'),
          run: async (row, context) =>
            setOpen({
              feedback: await get<Feedback>(`${FEEDBACK_API}/detail`, { id: row.id }),
              refresh: context.refresh,
            }),
        },
      ],
    }),
    [t],
  );
  return (
    <>
      <CrudPage config={config} />
      <WriteFeedbackDialog
        open={writing !== null}
        onClose={() => setWriting(null)}
        onSaved={() => {
          writing?.();
          setWriting(null);
        }}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size="large"
        title={open?.feedback.title}
        destroyOnHidden
      >
        {open ? (
          <FeedbackThread
            feedback={open.feedback}
            onChanged={(feedback) => {
              setOpen({ ...open, feedback });
              open.refresh();
            }}
          />
        ) : null}
      </Drawer>
    </>
  );
}
