import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '../../components/document/HistoryDialog';
import { useDocumentTimeline } from '../../components/document/useDocumentTimeline';
import { REBATE_API } from './api';

/** A policy or a settlement whose history is shown, with the words that name it in the title. */
export type RebateDocument = { kind: 'policy' | 'settlement'; id: string; name: string };

const ACTION_KEYS: Record<RebateDocument['kind'], readonly string[]> = {
  policy: ['activate', 'close', 'recompute'],
  settlement: ['approve', 'post', 'cancel'],
};

/** The timeline of a rebate policy or settlement: who created, changed, approved or closed it, and why. */
export function RebateHistory({ document, onClose }: { document: RebateDocument | null; onClose: () => void }) {
  const { t } = useTranslation('rebate');
  const timeline = useDocumentTimeline(`${REBATE_API}/${document?.kind ?? 'policy'}`, document?.id ?? null);
  const actionLabel = (action: string) =>
    document && ACTION_KEYS[document.kind].includes(action)
      ? t(`${document.kind}.${action}`)
      : t(`history.actions.${action}`, { defaultValue: action });
  return (
    <HistoryDialog
      title={document ? t('history.title', { name: document.name }) : null}
      onClose={onClose}
      loading={timeline.isLoading}
      entries={timeline.data}
      actionLabel={actionLabel}
      stateLabel={(state) => t(`states.${state}`)}
      empty={t('history.empty')}
    />
  );
}
