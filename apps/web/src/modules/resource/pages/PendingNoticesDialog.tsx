import { type NoticeRow, useNoticeActions } from '../notice-api';
import { NoticeDetail } from './NoticeDetail';

/**
 * The sign-in dialog of notices the reader must acknowledge: one at a time, oldest first, with no way
 * to close it but "Acknowledge"; it goes when the last one is acknowledged.
 */
export function PendingNoticesDialog({ pending }: { pending: NoticeRow[] }) {
  const { ack } = useNoticeActions();
  return <NoticeDetail notice={pending[0] ?? null} onAck={(notice) => ack.mutate(notice.id)} acking={ack.isPending} />;
}
