import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../app/menu';

// The dialog's code loads when it first opens: every signed-in page has the button, few open it.
const MenuSearchDialog = lazy(() =>
  import('./MenuSearchDialog').then((module) => ({ default: module.MenuSearchDialog })),
);

type Props = { menus: MenuNode[]; onOpen: (node: MenuNode) => void };

/** spec §2 "Menu search dialog": a top-bar button (or Ctrl/⌘ K) opening a prefix search over the menu. */
export function MenuSearch({ menus, onOpen }: Props) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button type="text" aria-label={t('search.open')} icon={<SearchOutlined />} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <MenuSearchDialog menus={menus} onOpen={onOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
