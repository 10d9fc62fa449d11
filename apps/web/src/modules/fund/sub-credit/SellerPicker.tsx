import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PartyOption, partyLabel } from '../../../lib/party-options';
import { sellerOptions, subCreditKeys } from './api';

type Props = { value: PartyOption | null; onChange: (seller: PartyOption | null) => void };

/** Company staff choose whose sub-customers' credit they manage: a distributor or sub-distributor, searched by code or name. */
export function SellerPicker({ value, onChange }: Props) {
  const { t } = useTranslation('subCredit');
  const [keyword, setKeyword] = useState('');
  const sellers = useQuery({
    queryKey: subCreditKeys.sellers(keyword),
    queryFn: () => sellerOptions(keyword),
    retry: false,
  });
  const options = sellers.data ?? [];
  return (
    <Form layout="vertical" className="sub-credit-seller" style={{ maxWidth: 420, marginBottom: 12 }}>
      <Form.Item label={t('seller')} htmlFor="sub-credit-seller" style={{ marginBottom: 0 }}>
        <Select<string>
          id="sub-credit-seller"
          showSearch
          allowClear
          filterOption={false}
          onSearch={setKeyword}
          loading={sellers.isFetching}
          placeholder={t('sellerPlaceholder')}
          notFoundContent={sellers.isFetching ? null : t('noSeller')}
          value={value?.id}
          onChange={(id) => onChange(options.find((party) => party.id === id) ?? null)}
          options={[...(value && !options.some((party) => party.id === value.id) ? [value] : []), ...options].map(
            (party) => ({ value: party.id, label: partyLabel(party) }),
          )}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Form>
  );
}
