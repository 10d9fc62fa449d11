import { ShopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Select, Tour } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveStore, storeChoices, useShops, useStoreMemory } from '../app/stores';
import { useSession } from '../lib/session';

/** Fired after the store changes, so open pages can start again from the new store. */
export const STORE_CHANGED_EVENT = 'smdp:store-changed';

/** spec §2: with stores enabled, the logo area is a store selector, with a one-time guide. */
export function StoreSelector() {
  const { t } = useTranslation('store');
  const queryClient = useQueryClient();
  const account = useSession((state) => `${state.tenantId}:${state.user?.account ?? ''}`);
  const { enabled, shops, primary } = useShops();
  const { chosen, guided, choose, markGuided } = useStoreMemory();
  const anchor = useRef<HTMLDivElement>(null);
  if (!enabled) return null;

  const choices = storeChoices(shops, primary, { all: t('all'), noShop: t('noShop') });
  const current = resolveStore(choices, chosen[account]);
  const change = (storeId: string) => {
    choose(account, storeId);
    window.dispatchEvent(new CustomEvent(STORE_CHANGED_EVENT, { detail: storeId }));
    void queryClient.invalidateQueries();
  };

  return (
    <div ref={anchor} className="store-selector" data-testid="store-selector">
      <Select
        aria-label={t('label')}
        value={current?.id}
        suffixIcon={<ShopOutlined />}
        popupMatchSelectWidth={false}
        options={choices.map((choice) => ({ value: choice.id, label: choice.label }))}
        onChange={change}
      />
      <Tour
        open={!guided.includes(account)}
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
