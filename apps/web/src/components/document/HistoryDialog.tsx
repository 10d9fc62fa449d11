import type { TimelineEntry, Wire } from '@smdp/contracts';
import { Card, Modal } from 'antd';
import { Timeline } from './Timeline';

type Props = {
  /** The dialog's title while open; the dialog is closed without one. */
  title: string | null;
  onClose: () => void;
  loading: boolean;
  entries: readonly Wire<TimelineEntry>[] | undefined;
  actionLabel: (action: string) => string;
  stateLabel: (state: string) => string;
  empty: string;
};

/** A document's timeline in a dialog: every move, who made it and why. */
export function HistoryDialog({ title, onClose, loading, entries, ...labels }: Props) {
  return (
    <Modal open={title !== null} title={title ?? ''} footer={null} onCancel={onClose} destroyOnHidden>
      {loading ? <Card loading /> : <Timeline entries={entries ?? []} {...labels} />}
    </Modal>
  );
}
