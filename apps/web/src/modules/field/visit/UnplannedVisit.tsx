import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyLabel, partyOptions } from '../../../lib/party-options';
import { currentPosition, newClientKey } from './api';

type Props = { call: (label: string, path: string, body: Record<string, unknown>) => Promise<void>; disabled: boolean };

/** A visit to a store that is not in today's plan: the store, then the same check-in as a planned one. */
export function UnplannedVisit({ call, disabled }: Props) {
  const { t } = useTranslation('field');
  const stores = useQuery({ queryKey: ['visit', 'stores'], queryFn: () => partyOptions(['ACTIVE']) });
  const [store, setStore] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [needsReason, setNeedsReason] = useState(false);
  const checkIn = async (forced: boolean) => {
    const at = await currentPosition();
    if (!at && !forced) return setNeedsReason(true);
    await call('checkIn', 'check-in', {
      storePartyId: store,
      lat: at?.lat ?? null,
      lng: at?.lng ?? null,
      accuracy: at?.accuracy ?? null,
      clientKey: newClientKey(),
      ...(forced ? { forcedReason: reason } : {}),
    }).catch(() => setNeedsReason(true));
  };
  return (
    <Card size="small" title={t('visit.unplanned')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label={t('visit.store')}
          placeholder={t('visit.store')}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
          value={store}
          onChange={setStore}
          options={(stores.data ?? [])
            .filter((party) => party.partyType === 'STORE')
            .map((party) => ({ value: party.id, label: partyLabel(party) }))}
        />
        <Button block type="primary" disabled={disabled || !store} onClick={() => checkIn(false)}>
          {t('visit.checkIn')}
        </Button>
        {needsReason && (
          <>
            <Input
              aria-label={t('visit.forcedReason')}
              placeholder={t('visit.forcedReason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button block danger disabled={disabled || !store || !reason.trim()} onClick={() => checkIn(true)}>
              {t('visit.forceCheckIn')}
            </Button>
          </>
        )}
      </Space>
    </Card>
  );
}
