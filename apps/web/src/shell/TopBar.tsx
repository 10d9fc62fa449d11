import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../app/menu';
import { LockButton } from '../components/LockButton';
import { ContactButton } from './ContactButton';
import { FullScreenButton } from './FullScreenButton';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuSearch } from './MenuSearch';
import { TodoBadge } from './TodoBadge';
import { UnreadBadge } from './UnreadBadge';
import { UserMenu } from './UserMenu';

/** spec §2 top bar: the menu toggle, then search, full screen, lock, contact, language, to-dos, messages, user. */
export function TopBar({
  collapsed,
  compact,
  onToggle,
  menus,
  onOpen,
}: {
  collapsed: boolean;
  /** A narrow screen: the tools that fit least give way. */
  compact: boolean;
  onToggle: () => void;
  menus: MenuNode[];
  onOpen: (node: MenuNode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="app-header">
      <Button
        type="text"
        aria-label={t('layout.toggleMenu')}
        aria-expanded={!collapsed}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <div className="app-header-tools">
        <MenuSearch menus={menus} onOpen={onOpen} />
        <span className="app-header-wide">
          <FullScreenButton />
        </span>
        <span className="app-header-wide">
          <LockButton />
        </span>
        <ContactButton />
        <LanguageSwitch compact={compact} />
        <TodoBadge />
        <UnreadBadge />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
