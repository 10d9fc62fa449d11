import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '../../../components/document/HistoryDialog';
import { useDocumentTimeline } from '../../../components/document/useDocumentTimeline';
import { CREDIT_CHANGE_API, type CreditChange } from '../api';

/** A credit change request's timeline: who asked, who approved, rejected or withdrew it, and why. */
export function CreditChangeHistory({ change, onClose }: { change: CreditChange | null; onClose: () => void }) {
  const { t } = useTranslation('credit');
  const timeline = useDocumentTimeline(CREDIT_CHANGE_API, change?.id ?? null);
  return (
    <HistoryDialog
      title={change ? t('changes.historyTitle', { party: change.debtorName }) : null}
      onClose={onClose}
      loading={timeline.isLoading}
      entries={timeline.data}
      actionLabel={(action) => t(`changes.actions.${action}`, { defaultValue: action })}
      stateLabel={(state) => t(`changes.states.${state}`, { defaultValue: state })}
      empty={t('changes.historyEmpty')}
    />
  );
}
