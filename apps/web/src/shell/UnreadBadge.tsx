import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { get } from '../lib/http';
import { settings } from '../lib/settings';

export const useUnreadCount = () =>
  useQuery({
    queryKey: ['unread'],
    queryFn: async () => (await get<{ count: number }>('/blade-resource/msg/unread', undefined, { quiet: true })).count,
    refetchInterval: 60_000,
  });

/** spec §2: the unread count, shown up to 99 (then 99+), opens the message page. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  return (
    <Badge count={unread.data ?? 0} overflowCount={settings.unreadBadgeMax}>
      <Button
        type="text"
        aria-label={t('layout.unreadBadge')}
        icon={<BellOutlined />}
        onClick={() => navigate('/resource/message')}
      />
    </Badge>
  );
}
