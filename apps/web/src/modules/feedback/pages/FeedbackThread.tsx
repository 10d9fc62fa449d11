import { Button, Descriptions, Input, List, Rate, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentPicker } from '../../../components/files/AttachmentPicker';
import type { AttachedFile } from '../../../components/files/attachments';
import { FileLinks } from '../../../components/files/FileLinks';
import { FEEDBACK_LIMITS, type Feedback, moveFeedback, rateFeedback, replyTo } from '../api';
import { FeedbackHistory } from './FeedbackHistory';

const STATE_COLORS: Record<Feedback['state'], string> = {
  OPEN: 'gold',
  REPLIED: 'blue',
  RESOLVED: 'green',
  CLOSED: 'default',
};

/** One piece of feedback: what was written, the thread of replies, and what the reader may do next. */
export function FeedbackThread({ feedback, onChanged }: { feedback: Feedback; onChanged: (next: Feedback) => void }) {
  const { t } = useTranslation('feedback');
  const company = feedback.viewerSide === 'COMPANY';
  const [reply, setReply] = useState('');
  const [replyFiles, setReplyFiles] = useState<AttachedFile[]>([]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const run = async (work: () => Promise<Feedback>) => {
    setBusy(true);
    // The http layer shows the server's translated refusal; nothing else to do then.
    const next = await work().catch(() => null);
    setBusy(false);
    if (next) onChanged(next);
    return next !== null;
  };
  const open = feedback.state === 'OPEN' || feedback.state === 'REPLIED';
  const done = feedback.state === 'RESOLVED' || feedback.state === 'CLOSED';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('state')}>
          <Tag color={STATE_COLORS[feedback.state]}>{t(`states.${feedback.state}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('category')}>{t(`categories.${feedback.category}`)}</Descriptions.Item>
        <Descriptions.Item label={t('party')}>{feedback.partyName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('author')}>{feedback.author ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('content')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</span>
        </Descriptions.Item>
        {feedback.files.length ? (
          <Descriptions.Item label={t('files')}>
            <FileLinks files={feedback.files} />
          </Descriptions.Item>
        ) : null}
        {feedback.rating ? (
          <Descriptions.Item label={t('rating')}>
            <Rate disabled value={feedback.rating} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <List
        header={t('replies')}
        dataSource={feedback.replies}
        locale={{ emptyText: t('noReplies') }}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta
              title={`${item.side === 'COMPANY' ? t('company') : t('customer')} · ${item.account ?? ''} · ${item.createTime}`}
              description={
                <>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{item.content}</span>
                  <FileLinks files={item.files} />
                </>
              }
            />
          </List.Item>
        )}
      />
      {open ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input.TextArea
            aria-label={t('reply')}
            value={reply}
            maxLength={4000}
            autoSize={{ minRows: 2 }}
            onChange={(event) => setReply(event.target.value)}
          />
          <Button
            type="primary"
            disabled={!reply.trim()}
            loading={busy}
            onClick={() =>
              run(() =>
                replyTo(
                  feedback,
                  reply,
                  replyFiles.map((file) => file.id),
                ),
              ).then((sent) => {
                if (!sent) return;
                setReply('');
                setReplyFiles([]);
              })
            }
          >
            {t('send')}
          </Button>
        </Space.Compact>
      ) : null}
      {open ? (
        <AttachmentPicker
          value={replyFiles}
          onChange={setReplyFiles}
          max={FEEDBACK_LIMITS.attachments}
          labels={{ add: t('attach'), empty: t('noFiles'), remove: t('removeFile') }}
        />
      ) : null}
      <Space wrap>
        <Button onClick={() => setShowHistory(true)}>{t('history')}</Button>
        {open && company ? (
          <Button loading={busy} onClick={() => run(() => moveFeedback(feedback, 'resolve'))}>
            {t('actions.resolve')}
          </Button>
        ) : null}
        {feedback.state === 'RESOLVED' ? (
          <Button loading={busy} onClick={() => run(() => moveFeedback(feedback, 'close'))}>
            {t('actions.close')}
          </Button>
        ) : null}
        {done && !company ? (
          <span>
            {t('rateIt')}{' '}
            <Rate value={feedback.rating ?? 0} onChange={(value) => run(() => rateFeedback(feedback, value))} />
          </span>
        ) : null}
      </Space>
      {done ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label={t('reopenReason')}
            placeholder={t('reopenReason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            disabled={!reason.trim()}
            loading={busy}
            onClick={() => run(() => moveFeedback(feedback, 'reopen', reason))}
          >
            {t('actions.reopen')}
          </Button>
        </Space.Compact>
      ) : null}
      <FeedbackHistory feedback={showHistory ? feedback : null} onClose={() => setShowHistory(false)} />
    </Space>
  );
}
