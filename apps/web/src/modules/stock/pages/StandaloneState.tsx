import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Voucher, VoucherState } from '../api';

type Props<V extends Voucher> = {
  query: UseQueryResult<V>;
  /** The state the window works on; another one shows `refusal` instead. */
  state?: VoucherState;
  refusal?: string;
  children: (voucher: V) => ReactNode;
};

/** A stock child window's voucher: loading, not found (or not the caller's), in the wrong state, or the page. */
export function StandaloneState<V extends Voucher>({ query, state, refusal, children }: Props<V>) {
  const { t } = useTranslation('stockWindows');
  if (query.isLoading) return <Card loading />;
  if (!query.data) return <Empty description={t('notFound')} />;
  if (state && query.data.state !== state) return <Alert type="warning" showIcon title={refusal} />;
  return children(query.data);
}
