import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '../../../components/document/HistoryDialog';
import { useDocumentTimeline } from '../../../components/document/useDocumentTimeline';
import { FEEDBACK_API, type Feedback } from '../api';

/** The timeline of a piece of feedback: who wrote, answered, resolved, closed or re-opened it, and why. */
export function FeedbackHistory({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) {
  const { t } = useTranslation('feedback');
  const timeline = useDocumentTimeline(FEEDBACK_API, feedback?.id ?? null);
  return (
    <HistoryDialog
      title={feedback ? t('historyTitle', { name: feedback.title }) : null}
      onClose={onClose}
      loading={timeline.isLoading}
      entries={timeline.data}
      actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
      stateLabel={(state) => t(`states.${state}`)}
      empty={t('historyEmpty')}
    />
  );
}
