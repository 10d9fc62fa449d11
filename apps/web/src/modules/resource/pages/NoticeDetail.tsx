import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeRow } from '../notice-api';
import './notices.css';

/** A notice as its reader sees it; `onAck` offers the "Acknowledge" button while the notice awaits it. */
export function NoticeDetail({
  notice,
  onClose,
  onAck,
  acking = false,
}: {
  notice: NoticeRow | null;
  onClose?: () => void;
  onAck?: (notice: NoticeRow) => void;
  acking?: boolean;
}) {
  const { t } = useTranslation('resource');
  const awaitsAck = Boolean(notice?.requiresAck && !notice.ackedAt && onAck);
  const footer = [
    onClose && (
      <Button key="close" onClick={onClose}>
        {t('notices.close')}
      </Button>
    ),
    awaitsAck && notice && onAck && (
      <Button key="ack" type="primary" loading={acking} onClick={() => onAck(notice)}>
        {t('notices.acknowledge')}
      </Button>
    ),
  ].filter(Boolean);
  return (
    <Modal
      open={Boolean(notice)}
      title={notice?.title}
      onCancel={onClose}
      closable={Boolean(onClose)}
      mask={{ closable: Boolean(onClose) }}
      keyboard={Boolean(onClose)}
      footer={footer}
      width={640}
    >
      {notice && (
        <>
          <Space wrap>
            <Typography.Text type="secondary">{String(notice.publishAt)}</Typography.Text>
            {notice.pinned && <Tag color="gold">{t('notices.pinned')}</Tag>}
            {notice.requiresAck && (
              <Tag color={notice.ackedAt ? 'green' : 'red'}>
                {notice.ackedAt ? t('notices.acked') : t('notices.ackRequired')}
              </Tag>
            )}
          </Space>
          <Typography.Paragraph className="notice-body">{notice.body}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
