import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { get } from '../lib/http';
import { useSession } from '../lib/session';
import { DashboardTiles } from '../modules/dashboard/DashboardTiles';
import { useUnreadCount } from '../shell/UnreadBadge';

/**
 * The signed-in user's roles by name, in the current language. The token's `role_name` carries role
 * aliases (codes such as `customer_primary`), which are for programs, not for people.
 */
function useOwnRoleNames() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['own-role-names', i18n.language],
    queryFn: async () => (await get<{ roleNames: string[] }>('/blade-user/info', undefined, { quiet: true })).roleNames,
  });
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const unread = useUnreadCount();
  const roles = useOwnRoleNames();
  if (!user) return null;
  return (
    <Flex vertical gap="middle">
      <Card>
        <Typography.Title level={3}>{t('home.welcome', { name: user.real_name || user.account })}</Typography.Title>
        <Descriptions column={1} size="small">
          {user.user_info.customerName && (
            <Descriptions.Item label={t('home.customer')}>
              {user.user_info.customerCode} · {user.user_info.customerName}
            </Descriptions.Item>
          )}
          {roles.data && <Descriptions.Item label={t('home.role')}>{roles.data.join(', ')}</Descriptions.Item>}
        </Descriptions>
        <Typography.Paragraph>{t('home.unread', { count: unread.data ?? 0 })}</Typography.Paragraph>
        <Link to="/resource/message">
          <Button type="primary">{t('home.openMessages')}</Button>
        </Link>
      </Card>
      <DashboardTiles chartsOnRequest />
    </Flex>
  );
}
