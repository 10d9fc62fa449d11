import { Button, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { useUnreadCount } from '../shell/UnreadBadge';

export function HomePage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const unread = useUnreadCount();
  if (!user) return null;
  return (
    <Card>
      <Typography.Title level={3}>{t('home.welcome', { name: user.real_name || user.account })}</Typography.Title>
      <Descriptions column={1} size="small">
        {user.user_info.customerName && (
          <Descriptions.Item label={t('home.customer')}>
            {user.user_info.customerCode} · {user.user_info.customerName}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('home.role')}>{user.role_name}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph>{t('home.unread', { count: unread.data ?? 0 })}</Typography.Paragraph>
      <Link to="/resource/message">
        <Button type="primary">{t('home.openMessages')}</Button>
      </Link>
    </Card>
  );
}
