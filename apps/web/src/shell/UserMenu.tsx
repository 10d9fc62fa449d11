import {
  DownOutlined,
  HomeOutlined,
  IdcardOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logOut } from '../app/auth';
import { useSession } from '../lib/session';

const LINKS = { dashboard: '/', info: '/info/index', settings: '/usersetting/setting' } as const;

/** spec §2: the user dropdown: dashboard, user info, user settings, and log out after a confirmation. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { t: common } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  if (!user) return null;

  const confirmLogout = () =>
    modal.confirm({
      title: common('layout.logoutConfirm'),
      okText: common('common.ok'),
      cancelText: common('common.cancel'),
      onOk: async () => {
        await logOut();
        navigate('/login', { replace: true });
      },
    });

  return (
    <Dropdown
      menu={{
        items: [
          { key: 'dashboard', icon: <HomeOutlined />, label: t('user.dashboard') },
          { key: 'info', icon: <IdcardOutlined />, label: t('user.info') },
          { key: 'settings', icon: <SettingOutlined />, label: t('user.settings') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: common('layout.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') confirmLogout();
          else navigate(LINKS[key as keyof typeof LINKS]);
        },
      }}
    >
      <Button
        type="text"
        className="user-menu"
        data-testid="user-menu"
        aria-label={t('user.menu', { name: user.real_name || user.account })}
      >
        <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
        <span className="user-menu-name">{user.real_name || user.account}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
