import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Space, Tag, Typography } from 'antd';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../app/menu';
import {
  filterItems,
  forgetSearch,
  loadHistory,
  rememberSearch,
  type SearchItem,
  saveHistory,
  searchableItems,
} from './menu-search';

type Props = { menus: MenuNode[]; onOpen: (node: MenuNode) => void; onClose: () => void };

/** spec §2 "Menu search dialog": prefix search over the menu, the latest searches, Escape closes. */
export function MenuSearchDialog({ menus, onOpen, onClose }: Props) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [history, setHistory] = useState(loadHistory);
  const items = useMemo(() => searchableItems(menus), [menus]);
  const found = filterItems(items, text);

  const keepHistory = (next: string[]) => {
    setHistory(next);
    saveHistory(next);
  };
  const choose = (item: SearchItem) => {
    keepHistory(rememberSearch(history, text));
    onClose();
    onOpen(item.node);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') setActive((index) => Math.min(index + 1, found.length - 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (event.key === 'Enter' && found[active]) choose(found[active]);
    else return;
    event.preventDefault();
  };

  return (
    <Modal open title={t('search.title')} footer={null} onCancel={onClose} keyboard destroyOnHidden>
      <Input
        autoFocus
        allowClear
        aria-label={t('search.placeholder')}
        placeholder={t('search.placeholder')}
        prefix={<SearchOutlined />}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {text.trim() ? (
        found.length ? (
          <ul className="menu-search-results" aria-label={t('search.results')}>
            {found.map((item, index) => (
              <li key={item.node.id}>
                <button
                  type="button"
                  aria-current={index === active}
                  className={`menu-search-result${index === active ? ' menu-search-result-active' : ''}`}
                  onClick={() => choose(item)}
                  onMouseEnter={() => setActive(index)}
                >
                  <Typography.Text>{item.name}</Typography.Text>
                  <Typography.Text type="secondary">{item.trail.join(' / ')}</Typography.Text>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('search.none')} />
        )
      ) : (
        history.length > 0 && (
          <div className="menu-search-history">
            <Space className="menu-search-history-head">
              <Typography.Text type="secondary">{t('search.history')}</Typography.Text>
              <Button size="small" type="link" onClick={() => keepHistory([])}>
                {t('search.clearHistory')}
              </Button>
            </Space>
            <Space wrap>
              {history.map((entry) => (
                <Tag
                  key={entry}
                  data-testid="search-history-entry"
                  className="menu-search-history-entry"
                  closable
                  closeIcon={<CloseOutlined aria-label={t('search.removeHistory', { text: entry })} />}
                  onClose={(event) => {
                    event.preventDefault();
                    keepHistory(forgetSearch(history, entry));
                  }}
                >
                  <button type="button" onClick={() => setText(entry)}>
                    {entry}
                  </button>
                </Tag>
              ))}
            </Space>
          </div>
        )
      )}
    </Modal>
  );
}
