import { List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OutboxState, useOutbox } from './outbox';

const COLORS: Record<OutboxState, string> = { saved: 'orange', sending: 'blue', sent: 'green', refused: 'red' };

/** Each call the phone made, with its state: saved on this phone, sending, sent, or refused with the reason. */
export function OutboxList() {
  const { t } = useTranslation('field');
  const entries = useOutbox((state) => state.entries);
  if (entries.length === 0) return null;
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('visit.outbox.title')}</Typography.Text>}
      dataSource={[...entries].reverse()}
      rowKey="key"
      renderItem={(entry) => (
        <List.Item data-testid="outbox-entry" data-state={entry.state}>
          <Typography.Text>{t(`visit.calls.${entry.label}`)}</Typography.Text>
          <span>
            <Tag color={COLORS[entry.state]}>{t(`visit.outbox.${entry.state}`)}</Tag>
            {entry.error && <Typography.Text type="danger">{entry.error}</Typography.Text>}
          </span>
        </List.Item>
      )}
    />
  );
}
