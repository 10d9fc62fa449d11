import { ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popover, Select, Tour } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useStoreMemory } from '../app/stores';
import { useStoreAccount, useStoreChoices } from './current-store';
import { useTabs } from './tabs';

/**
 * spec §4: a store switch keeps only the first tab and opens the current page afresh through
 * /middle-page, so every page starts again from the new store.
 */
export function useSwitchStore() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const account = useStoreAccount();
  const choose = useStoreMemory((state) => state.choose);
  return (storeId: string) => {
    choose(account, storeId);
    useTabs.getState().closeAll();
    void queryClient.invalidateQueries();
    navigate(`/middle-page?${new URLSearchParams({ redirectTo: `${pathname}${search}` })}`, { replace: true });
  };
}

/**
 * spec §2: with stores enabled, the logo area is a store selector (a store button when the menu is
 * collapsed), with a one-time guide remembered for the last 10 accounts. The guide waits while
 * `guideAllowed` is false (another dialog is up).
 */
export function StoreSelector({ compact = false, guideAllowed = true }: { compact?: boolean; guideAllowed?: boolean }) {
  const { t } = useTranslation('store');
  const account = useStoreAccount();
  const { enabled, choices, current } = useStoreChoices();
  const { guided, markGuided } = useStoreMemory();
  const switchStore = useSwitchStore();
  const anchor = useRef<HTMLDivElement>(null);
  if (!enabled) return null;

  const select = (
    <Select
      aria-label={t('label')}
      value={current?.id}
      suffixIcon={<ShopOutlined />}
      popupMatchSelectWidth={false}
      options={choices.map((choice) => ({ value: choice.id, label: choice.label }))}
      onChange={(storeId) => {
        if (storeId !== current?.id) switchStore(storeId);
      }}
    />
  );

  return (
    <div ref={anchor} className="store-selector" data-testid="store-selector">
      {compact ? (
        <Popover content={<div className="store-selector-popover">{select}</div>} trigger="click" placement="right">
          <Button type="text" aria-label={`${t('label')}: ${current?.label ?? ''}`} icon={<ShopOutlined />} />
        </Popover>
      ) : (
        select
      )}
      <Tour
        open={guideAllowed && !guided.includes(account)}
        onClose={() => markGuided(account)}
        steps={[
          {
            title: t('guideTitle'),
            description: t('guideText'),
            target: () => anchor.current ?? document.body,
            nextButtonProps: { children: t('guideDone') },
          },
        ]}
      />
    </div>
  );
}
